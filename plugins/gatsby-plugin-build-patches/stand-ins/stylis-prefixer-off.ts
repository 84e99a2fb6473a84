/**
 * Stands in for stylis' vendor prefixer (src/Prefixer.js) in the browser bundle (gatsby-node
 * aliases it here for the build-javascript stage). styled-components calls it only when
 * `enableVendorPrefixes` is on, which this site leaves off (as styled-components 6 does by
 * default): every browser we support reads the standard properties. Its tables were ~1 KB
 * gzip of every page's first load. The server render keeps the real file; with the option
 * off it is not called there either, so both write the same CSS.
 */
export function prefix(value: string): string {
  return value;
}
