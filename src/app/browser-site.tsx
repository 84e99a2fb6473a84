/**
 * The site's own part of gatsby-browser: the store with every feature, and the root wrapper
 * with the layout pieces it renders. gatsby-browser loads it in onClientEntry, a task after
 * Gatsby's runtime, React and styled-components have evaluated, so a phone gets two shorter
 * tasks instead of one long one before hydration.
 */
import React, { type ReactNode } from 'react';
import { RootWrapper } from './root-wrapper';
import { makeSiteStore } from './site-store';
import type { AppStore } from './store';

// One store per page load: Gatsby may call wrapRootElement again (hot reload), and the
// basket, menu and the signed-in customer must survive client-side navigation.
let store: AppStore | undefined;
export const siteStore = (): AppStore => (store ??= makeSiteStore());

export const wrapSite = (element: ReactNode) => <RootWrapper store={siteStore()}>{element}</RootWrapper>;
