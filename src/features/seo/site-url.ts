/**
 * The canonical origin inside the site's bundles. SITE_URL is a build-time setting without
 * the GATSBY_ prefix (gatsby-config reads it for siteMetadata), so gatsby-node.ts hands it to
 * webpack as the constant __SITE_URL__. Outside a Gatsby build (jest) the constant does not
 * exist and the local default applies.
 */
import { normalizeSiteUrl } from './site-paths';

declare const __SITE_URL__: string | undefined;

export const SITE_URL: string = normalizeSiteUrl(typeof __SITE_URL__ === 'string' ? __SITE_URL__ : undefined);
