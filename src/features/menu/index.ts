/** The public entry of this feature: what pages may import (npm run lint checks it). */
export { MenuBrowser } from './components/menu-browser';
export { MenuIntro } from './components/menu-intro';
