import type { GatsbyBrowser } from 'gatsby';
import { watchFailedResources } from './src/features/shell/failed-resources';
import { navigationDelayed, navigationFinished } from './src/features/shell/navigation-slice';
import { nextTask } from './src/lib/next-task';

type BrowserSite = typeof import('./src/app/browser-site');
let site: BrowserSite | undefined;

/** Gatsby calls every other hook after onClientEntry has settled, so the site is there by then. */
function loadedSite(): BrowserSite {
  if (!site) throw new Error('gatsby-browser: a hook ran before onClientEntry loaded the site.');
  return site;
}

// Gatsby waits for the promise before it loads the page and hydrates. styled-components (with
// the server's class names registered: plugins/gatsby-plugin-build-patches, whose
// onClientEntry has run in a task of its own by now), the site's store and root wrapper, and
// the layout every shop page shares are in this same bundle (eager: no request); importing each
// after a task boundary makes its evaluation a task of its own instead of lengthening the one
// that runs Gatsby's runtime and React, or the one that evaluates the page.
// watchFailedResources comes first, before any render, so a script of this very page that
// fails is seen too: Gatsby's service-worker registration reloads such a page once an
// updated worker has installed.
export const onClientEntry: GatsbyBrowser['onClientEntry'] = async () => {
  watchFailedResources();
  await nextTask();
  site = await import(/* webpackMode: "eager" */ './src/app/browser-site');
  await nextTask();
  await import(/* webpackMode: "eager" */ './src/features/shell/components/layout');
};

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => loadedSite().wrapSite(element);

// docs/behaviour.md §2: the loading notice after 1000 ms (Gatsby's own timer), gone when the page shows.
// Failed page resources and a site rebuilt on the server (another webpackCompilationHash)
// make Gatsby's navigation reload the browser itself: e2e/navigation.spec.ts proves both.
export const onRouteUpdateDelayed: GatsbyBrowser['onRouteUpdateDelayed'] = () => {
  loadedSite().siteStore().dispatch(navigationDelayed());
};

// The fade-out's module, once loaded (onInitialClientRender): told when a navigation has ended.
let pageLeave: typeof import('./src/components/ui/page-leave') | undefined;

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = () => {
  loadedSite().siteStore().dispatch(navigationFinished());
  pageLeave?.pageChangeEnded();
};

// docs/behaviour.md §2: from the first change of page on, the old page dims first (D102)
// (plugins/gatsby-plugin-build-patches/leave-before-navigate.ts). One chunk loaded after the
// first render, so the first load carries none of it; should it fail to load, pages still
// change, without the fade (a rejected chunk left unhandled would make Gatsby reload the page).
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  void Promise.all([
    import(/* webpackChunkName: "page-leave" */ './plugins/gatsby-plugin-build-patches/leave-before-navigate'),
    import(/* webpackChunkName: "page-leave" */ './src/components/ui/page-leave'),
  ])
    .then(([patch, page]) => {
      pageLeave = page;
      patch.leaveBeforeNavigate(page.fadeOutPage);
    })
    .catch(() => undefined);
};

// Hydration as a transition and the taps before it: plugins/gatsby-plugin-build-patches.
