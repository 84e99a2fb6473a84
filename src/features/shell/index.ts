/** The public entry of this feature: what pages and other features may import (npm run lint checks it). */
export { Layout, SHOP_CLOSED_MESSAGE, ADDONS_SHOP_URL } from './components/layout';
