/** The public entry of this feature: what pages and other features may import (npm run lint checks it). */
export { selectWelcome } from './content-slice';
export { loadWelcome } from './content-thunks';
export { HomeCarousel, HomeSections, HomeWelcome } from './components/home-sections';
export { HowToOrder } from './components/how-to-order';
