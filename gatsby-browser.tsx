import React, { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { GatsbyBrowser } from 'gatsby';
import { RootWrapper } from './src/app/root-wrapper';
import { makeSiteStore } from './src/app/site-store';
import type { AppStore } from './src/app/store';
import { watchFailedResources } from './src/features/app/failed-resources';
import { navigationDelayed, navigationFinished } from './src/features/app/navigation-slice';

// One store per page load: Gatsby may call wrapRootElement again (hot reload), and the
// basket, menu and user must survive client-side navigation.
let store: AppStore | undefined;
const theStore = (): AppStore => (store ??= makeSiteStore());

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <RootWrapper store={theStore()}>{element}</RootWrapper>
);

// Before the first render, so a script of this very page that fails is seen too: Gatsby's
// service-worker registration reloads such a page once an updated worker has installed.
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  watchFailedResources();
};

// Spec 2: the loading notice after 1000 ms (Gatsby's own timer), gone when the page shows.
// Failed page resources and a site rebuilt on the server (another webpackCompilationHash)
// make Gatsby's navigation reload the browser itself: e2e/navigation.spec.ts proves both.
export const onRouteUpdateDelayed: GatsbyBrowser['onRouteUpdateDelayed'] = () => {
  theStore().dispatch(navigationDelayed());
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = () => {
  theStore().dispatch(navigationFinished());
};

/**
 * Hydration as a transition: React then hydrates in slices of a few milliseconds and lets the
 * phone answer taps in between, instead of one long task that blocks the main thread (the
 * first-visit TBT on a slow phone was mostly this). Client-only pages (an empty root, e.g.
 * /admin/) are rendered, not hydrated, as Gatsby's own default does.
 */
function hydrateConcurrently(element: React.ReactElement, root: Element): void {
  const prerendered = (document.getElementById('gatsby-focus-wrapper')?.children.length ?? 0) > 0;
  startTransition(() => {
    if (prerendered) hydrateRoot(root, element);
    else createRoot(root).render(element);
  });
}

// Gatsby's typing still names React 17's legacy render signature; Gatsby 5 only calls it as (element, root).
type LegacyRenderer = ReturnType<NonNullable<GatsbyBrowser['replaceHydrateFunction']>>;
export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () =>
  hydrateConcurrently as unknown as LegacyRenderer;
