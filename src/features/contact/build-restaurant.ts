/**
 * The restaurant's facts and hours as the build read them (shop API or seed; gatsby-node.ts
 * hands them to webpack as the constant __BUILD_RESTAURANT__), so every page's footer and
 * contact are in the static HTML; the live answer then replaces them (D68). Outside a Gatsby
 * build (jest) the seed's placeholders stand in.
 */
import { PLACEHOLDER_FACTS } from '../../../domain/rules/restaurant-facts';
import type { RestaurantInfo } from '../../lib/shop-api-types';

declare const __BUILD_RESTAURANT__: RestaurantInfo | undefined;

const UNKNOWN: RestaurantInfo = { ...PLACEHOLDER_FACTS, hours: '' };

export const BUILD_RESTAURANT: RestaurantInfo = typeof __BUILD_RESTAURANT__ === 'object' && __BUILD_RESTAURANT__ ? __BUILD_RESTAURANT__ : UNKNOWN;
