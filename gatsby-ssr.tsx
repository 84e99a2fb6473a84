import React from 'react';
import type { GatsbySSR } from 'gatsby';
import { collectRootStyles, rootStyles } from './plugins/gatsby-plugin-build-patches/root-style-sheet';
import { earlyTapsScript } from './plugins/gatsby-plugin-build-patches/early-taps';
import { RootWrapper } from './src/app/root-wrapper';
import { consentStateScript, getGtagId } from './src/features/consent/consent';
import { GLOBAL_CSS } from './src/styles/global-css';
import { makeSiteStore } from './src/app/site-store';
import { BUILD_NOTICE } from './src/features/system/build-notice';
import { NOTICE_CLOSED_ATTRIBUTE, noticeMemoryScript } from './src/features/system/notice-memory';

// A fresh store per rendered page, so no state leaks from one page's HTML into another's. The
// root-level pieces' styles are collected apart: plugins/gatsby-plugin-build-patches/root-style-sheet.tsx.
export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element, pathname }) =>
  collectRootStyles(<RootWrapper store={makeSiteStore()}>{element}</RootWrapper>, pathname);

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents, pathname }) => {
  setHtmlAttributes({ lang: 'pl' });
  // The pre-rendered notice dialog cannot close without JavaScript: then it is a block at the top of the page.
  setHeadComponents([
    <noscript key="in-place-dialog-noscript">
      <style>{'[data-in-place]{position:static;background:none}[data-in-place] button{display:none}'}</style>
    </noscript>,
    // A button tapped before hydration is tapped again after it (the plugin's early-taps.ts).
    <script key="early-taps" dangerouslySetInnerHTML={{ __html: earlyTapsScript() }} />,
  ]);
  if (BUILD_NOTICE?.isVisible) {
    setHeadComponents([
      // Before the first paint: hides the pre-rendered notice from a customer who closed this very text (D62).
      <script key="notice-memory" dangerouslySetInnerHTML={{ __html: noticeMemoryScript(BUILD_NOTICE.text) }} />,
      <style key="notice-memory-style">{`[${NOTICE_CLOSED_ATTRIBUTE}] [data-in-place]{display:none}`}</style>,
    ]);
  }
  const styles = rootStyles(pathname);
  if (styles) setHeadComponents([styles]);
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

// Runs after the plugins' (plugins/gatsby-plugin-build-patches has by then taken out gtag's
// tags and styled-components' version attributes).
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ getHeadComponents, replaceHeadComponents }) => {
  // The base CSS first: every component's own rule comes after it and wins a tie.
  const globalStyle = <style key="global-css" data-global-css dangerouslySetInnerHTML={{ __html: GLOBAL_CSS }} />;
  replaceHeadComponents([globalStyle, ...getHeadComponents()]);
};
