/** The public entry of this feature: what pages and other features may import (npm run lint checks it). */
export { OrderAgainButton } from './components/order-again-button';
