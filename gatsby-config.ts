import type { GatsbyConfig, PluginRef } from 'gatsby';
import { SITE_DESCRIPTION, SITE_NAME, SITE_SHORT_NAME } from './src/text/site';
import { SITEMAP_EXCLUDES } from './src/features/seo/site-paths';
import { RUNTIME_CACHING } from './src/features/shell/offline-caching';

const siteUrl = process.env.SITE_URL ?? 'http://localhost:8000';

// Analytics only when an id is supplied at build time; the id itself never lives in the repo.
const gtagId = process.env.GATSBY_GTAG_ID;
const analytics: PluginRef[] = gtagId
  ? [
      {
        resolve: 'gatsby-plugin-google-gtag',
        options: {
          trackingIds: [gtagId],
          gtagConfig: { anonymize_ip: true },
          pluginConfig: { head: false, respectDNT: true },
        },
      },
    ]
  : [];

const config: GatsbyConfig = {
  siteMetadata: {
    title: SITE_NAME,
    description: SITE_DESCRIPTION,
    siteUrl,
  },
  // Types come from our own tsconfig and tsc; Gatsby's GraphQL typegen is not used.
  graphqlTypegen: false,
  plugins: [
    // Its SSR and Babel halves; its browser file is aliased away (it only passes
    // disableVendorPrefixes, left off here: plugins/gatsby-plugin-build-patches/stand-ins).
    {
      resolve: 'gatsby-plugin-styled-components',
      // Component names in class names are for reading the DOM while developing; a build
      // carries only the ids, in every script and every page's HTML (D94).
      options: { displayName: process.env.NODE_ENV !== 'production' },
    },
    {
      resolve: 'gatsby-plugin-manifest',
      options: {
        name: SITE_NAME,
        short_name: SITE_SHORT_NAME,
        description: SITE_DESCRIPTION,
        lang: 'pl',
        start_url: '/',
        background_color: '#ffffff',
        theme_color: '#000000',
        display: 'minimal-ui',
        icon: 'src/images/icon.svg',
      },
    },
    // sitemap-index.xml + sitemap-0.xml from siteMetadata.siteUrl; private pages left out
    // (src/features/seo/site-paths.ts), 404 and the offline shell by the plugin itself.
    // robots.txt names it, so no <link> in every page's head.
    {
      resolve: 'gatsby-plugin-sitemap',
      options: { excludes: SITEMAP_EXCLUDES, createLinkInHead: false },
    },
    ...analytics,
    // Must come after the manifest plugin so the manifest is cached for offline use.
    // Runtime caching for offline menus and texts: src/features/shell/offline-caching.ts.
    // The appended script answers a page's data asked with a query string offline (D100).
    {
      resolve: 'gatsby-plugin-offline',
      options: { workboxConfig: { runtimeCaching: RUNTIME_CACHING }, appendScript: 'src/features/shell/sw-append.js' },
    },
    // Our patches of Gatsby's and styled-components' output (plugins/gatsby-plugin-build-patches).
    // Last: its onPreRenderHTML sees the other plugins' head components, and its onPostBuild
    // rewrites the HTML after the offline plugin has precached the pages it was given.
    'gatsby-plugin-build-patches',
  ],
};

export default config;
