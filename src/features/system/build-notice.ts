/**
 * The system notice as the build read it (shop API or seed; gatsby-node.ts hands it to webpack
 * as the constant __BUILD_NOTICE__). Shop pages render it open into the static HTML, so a phone
 * shows 'INFORMACJA' with the first paint instead of after the scripts and an API round trip;
 * the live notice then replaces it. Outside a Gatsby build (jest) there is none.
 */
import type { Notice } from '../../lib/shop-api-types';

declare const __BUILD_NOTICE__: Notice | undefined;

export const BUILD_NOTICE: Notice | undefined = typeof __BUILD_NOTICE__ === 'object' ? __BUILD_NOTICE__ : undefined;
