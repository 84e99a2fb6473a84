/**
 * Stands in for Gatsby's internal Partytown plugin's gatsby-browser.js in production builds
 * (gatsby-node aliases it here for the build-javascript stage). That file acts only in
 * `gatsby develop` (it injects the snippet for off-main-thread scripts, which this site does
 * not use), yet its top-level requires put gatsby-script and Partytown's snippet builder
 * (~1.9 KB gzip) into every page's first load.
 */
export {};
