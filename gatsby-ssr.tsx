import React from 'react';
import type { GatsbySSR } from 'gatsby';
import { RootWrapper } from './src/app/root-wrapper';
import { createDefaultServices } from './src/app/services';
import { makeStore } from './src/app/store';

// A fresh store per rendered page, so no state leaks from one page's HTML into another's.
export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => (
  <RootWrapper store={makeStore(createDefaultServices())}>{element}</RootWrapper>
);

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: 'pl' });
};

// gatsby-plugin-google-gtag renders gtag.js and its config into every page (and a preconnect
// to Google, which already hands over the visitor's IP). None of it may run before consent:
// src/features/consent loads the same script with the same config after 'Akceptuję'. The
// plugin stays for its onRouteUpdate page views, which only fire once window.gtag exists.
const GTAG_KEYS = new Set([
  'gatsby-plugin-google-gtag',
  'gatsby-plugin-google-gtag-config',
  'preconnect-google-gtag',
  'dns-prefetch-google-gtag',
]);
const withoutGtag = (components: React.ReactNode[]) =>
  components.filter((component) => !(React.isValidElement(component) && GTAG_KEYS.has(String(component.key))));

export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  replaceHeadComponents(withoutGtag(getHeadComponents()));
  replacePostBodyComponents(withoutGtag(getPostBodyComponents()));
};
