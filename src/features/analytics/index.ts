/** The public entry of this feature: what pages and other features may import (npm run lint checks it). */
// GA4 e-commerce events from the store's actions, after consent (features/consent).
export { analyticsMiddleware } from './analytics-middleware';
