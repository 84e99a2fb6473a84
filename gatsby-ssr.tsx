import React from 'react';
import type { GatsbySSR } from 'gatsby';
import { ServerStyleSheet, StyleSheetManager } from 'styled-components';
import { RootWrapper } from './src/app/root-wrapper';
import { getGtagId } from './src/features/consent/analytics';
import { consentStateScript } from './src/features/consent/consent';
import { earlyTapsScript } from './src/app/early-taps';
import { withoutStyledVersion } from './src/app/adopt-server-styles';
import { GLOBAL_CSS } from './src/styles/global-css';
import { makeSiteStore } from './src/app/site-store';

// gatsby-plugin-styled-components collects only the styles rendered inside its own wrapper,
// and the site's wrapper sits outside it (the site's gatsby-ssr runs last): without a sheet of
// our own, the root-level pieces (navigation notice, cookie banner) would be missing from the
// HTML and arrive with the JavaScript, moving the page (CLS).
const outerSheets = new Map<string, ServerStyleSheet>();

// A fresh store per rendered page, so no state leaks from one page's HTML into another's.
export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element, pathname }) => {
  const sheet = new ServerStyleSheet();
  outerSheets.set(pathname, sheet);
  return (
    <StyleSheetManager sheet={sheet.instance}>
      <RootWrapper store={makeSiteStore()}>{element}</RootWrapper>
    </StyleSheetManager>
  );
};

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents, pathname }) => {
  setHtmlAttributes({ lang: 'pl' });
  // The pre-rendered notice dialog cannot close without JavaScript: then it is a block at the top of the page.
  setHeadComponents([
    <noscript key="in-place-dialog-noscript">
      <style>{'[data-in-place]{position:static;background:none}[data-in-place] button{display:none}'}</style>
    </noscript>,
    <script key="early-taps" dangerouslySetInnerHTML={{ __html: earlyTapsScript() }} />,
  ]);
  const sheet = outerSheets.get(pathname);
  if (sheet) {
    setHeadComponents([<React.Fragment key="site-root-styles">{sheet.getStyleElement()}</React.Fragment>]);
    outerSheets.delete(pathname);
  }
  if (getGtagId()) {
    setHeadComponents([
      // Before the first paint: hides the pre-rendered cookie banner when a choice is stored.
      <script key="cookie-consent-state" dangerouslySetInnerHTML={{ __html: consentStateScript() }} />,
      // Without JavaScript there is no analytics, so nothing to consent to (and buttons that cannot work).
      <noscript key="cookie-banner-noscript">
        <style>{'[data-cookie-banner]{display:none}'}</style>
      </noscript>,
    ]);
  }
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
  // The base CSS first: every component's own rule comes after it and wins a tie.
  const globalStyle = <style key="global-css" data-global-css dangerouslySetInnerHTML={{ __html: GLOBAL_CSS }} />;
  // styled-components' tags go out without their version attribute: src/app/adopt-server-styles.ts.
  replaceHeadComponents([globalStyle, ...withoutGtag(getHeadComponents()).map(withoutStyledVersion)]);
  replacePostBodyComponents(withoutGtag(getPostBodyComponents()));
};
