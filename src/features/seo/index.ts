/** The public entry of this feature: what pages and other features may import (npm run lint checks it). */
export { Seo } from './components/seo';
export { listedItems } from './prerendered';
export type { MenuPageContext, HomePageContext } from './prerendered';
export { SITE_URL } from './site-url';
export { menuJsonLd, restaurantJsonLd } from './structured-data';
