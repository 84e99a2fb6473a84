/** The public entry of this feature: what pages and other features may import (npm run lint checks it). */
export { CookieSettingsButton } from './components/cookie-settings-button';
// What the analytics' events check and wait for: the choice in force and its taking effect.
export { allowsMeasurement } from './consent';
export { currentConsent, onConsentApplied } from './consent-store';
