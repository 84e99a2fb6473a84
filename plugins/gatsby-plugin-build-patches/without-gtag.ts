/**
 * gatsby-plugin-google-gtag renders gtag.js and its config into every page (and a preconnect
 * to Google, which already hands over the visitor's IP). None of it may run before consent:
 * the site's consent feature loads the same script with the same config after 'Akceptuję'. The
 * plugin stays for its onRouteUpdate page views, which only fire once window.gtag exists.
 * The plugin's elements are known by the keys it gives them.
 */
import React from 'react';

export const GTAG_KEYS = new Set([
  'gatsby-plugin-google-gtag',
  'gatsby-plugin-google-gtag-config',
  'preconnect-google-gtag',
  'dns-prefetch-google-gtag',
]);

export const withoutGtag = (components: React.ReactNode[]) =>
  components.filter((component) => !(React.isValidElement(component) && GTAG_KEYS.has(String(component.key))));
