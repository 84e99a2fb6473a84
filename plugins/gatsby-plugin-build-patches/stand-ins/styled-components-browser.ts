/**
 * Stands in for gatsby-plugin-styled-components' gatsby-browser.js (gatsby-node aliases it
 * here). That file only wraps the app in a StyleSheetManager for the plugin's
 * disableVendorPrefixes option, which this site leaves off, and importing it would evaluate
 * styled-components inside the task that runs Gatsby's runtime. This plugin's
 * gatsby-browser onClientEntry imports it in a task of its own instead (with adopt-server-styles.ts).
 * The plugin's SSR and Babel halves stay as they are.
 */
export {};
