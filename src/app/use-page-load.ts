/**
 * Runs the page-load sequence of docs/behaviour.md §4 once per browser page load. The root wrapper calls
 * it: it sits above every page, so client-side navigations never run the sequence again.
 * Effects never run during SSR, so the build renders pages with an empty store.
 */
import { PAGE_LOAD_ERROR_LOG, loadRestaurantPage, loadShopPage } from './page-load';
import { useEffectInNextTask } from './hooks';
import type { AppStore } from './store';

export const NOTICE_LOAD_ERROR_LOG = 'Error while getting the system notice.';

// One store per page load in the browser (gatsby-browser), so "once per store" is "once per
// page load", also when React runs effects twice (StrictMode) or the wrapper remounts.
const loaded = new WeakSet<AppStore>();

/** Any path containing the word is the restaurant-menu variant (docs/behaviour.md §1). */
export const isRestaurantPath = (pathname: string): boolean => pathname.includes('menurestauracja');

export function runPageLoad(store: AppStore, pathname: string): Promise<void> {
  if (loaded.has(store)) return Promise.resolve();
  loaded.add(store);
  if (isRestaurantPath(pathname)) {
    return store.dispatch(loadRestaurantPage()).catch((error: unknown) => console.error(PAGE_LOAD_ERROR_LOG, error));
  }
  // docs/behaviour.md §8: a notice failure is rethrown by the thunk, after the rest has loaded. The shop
  // stays usable (the notice simply does not show), so it ends here, logged.
  return store.dispatch(loadShopPage()).catch((error: unknown) => console.error(NOTICE_LOAD_ERROR_LOG, error));
}

/** Starts the sequence once the page has hydrated, in a task of its own (see useEffectInNextTask). */
export function usePageLoad(store: AppStore): void {
  useEffectInNextTask(() => void runPageLoad(store, window.location.pathname), [store]);
}
