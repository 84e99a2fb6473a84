/** The public entry of this feature: what pages and other features may import (npm run lint checks it). */
export { Carousel } from './components/carousel';
export { selectCarouselSlides } from './carousel-slice';
