/** The public entry of this feature: what pages and other features may import (npm run lint checks it). */
export { CookieSettingsButton } from './components/cookie-settings-button';
