/** The public entry of this feature: what pages may import (npm run lint checks it). */
export { selectIsShopClosed } from './system-slice';
