/**
 * gatsby-plugin-styled-components collects only the styles rendered inside its own wrapper,
 * and the site's wrapper sits outside it (the site's gatsby-ssr runs last, so its
 * wrapRootElement is the outermost): without a sheet of its own, the root-level pieces
 * (navigation notice, cookie banner) would be missing from the HTML and arrive with the
 * JavaScript, moving the page (CLS). Only the site's own hooks run late enough to apply this,
 * so the site's gatsby-ssr calls both functions: wrapRootElement wraps its element with
 * collectRootStyles, onRenderBody places rootStyles where its head components go.
 */
import React from 'react';
import { ServerStyleSheet, StyleSheetManager } from 'styled-components';

const sheets = new Map<string, ServerStyleSheet>();

/** The element inside a sheet of its own for this page. */
export function collectRootStyles(element: React.ReactNode, pathname: string): React.ReactElement {
  const sheet = new ServerStyleSheet();
  sheets.set(pathname, sheet);
  return <StyleSheetManager sheet={sheet.instance}>{element}</StyleSheetManager>;
}

/** The page's collected style tags, once (null when nothing was collected for it). */
export function rootStyles(pathname: string): React.ReactElement | null {
  const sheet = sheets.get(pathname);
  if (!sheet) return null;
  sheets.delete(pathname);
  return <React.Fragment key="site-root-styles">{sheet.getStyleElement()}</React.Fragment>;
}
