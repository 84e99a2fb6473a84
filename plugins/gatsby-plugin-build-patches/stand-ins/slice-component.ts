/**
 * Stands in for Gatsby's `<Slice>` component (its cache-dir/slice.js, with the server and inline
 * renderers and the prop validation it imports) in the browser bundle (gatsby-node aliases it
 * here for the build-javascript stage). Gatsby's entry re-exports it for sites that build
 * parts of pages once as Slices; this site has none, yet the component was ~1 KB gzip of
 * every page's first load. Gatsby's own slices (its scripts partial) are rendered by the
 * server, not by this component. Should a page ever use `<Slice>`, it fails loudly here.
 */
export function Slice(): never {
  throw new Error('<Slice> is not available: plugins/gatsby-plugin-build-patches (slice-component-stand-in) keeps it out of the site.');
}
