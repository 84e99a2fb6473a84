/** The public entry of this feature: what pages and other features may import (npm run lint checks it). */
export { Seo } from './components/seo';
export { listedItems } from './prerendered';
export type { MenuPageContext, HomePageContext } from './prerendered';
export { SITE_URL } from './site-url';
// One file a page: the Head runs in the browser, and / need not carry the menu's builder, nor /menu/ the restaurant's.
export { menuJsonLd } from './menu-json-ld';
export { restaurantJsonLd } from './restaurant-json-ld';
