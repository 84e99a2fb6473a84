/**
 * The store of a page of the site, alike in the build's server render and in the browser: it
 * starts with what the build pre-rendered (the system notice, open), so the first client render
 * equals the static HTML and the live notice only changes the page when it differs.
 */
import { syncModalWithNotice } from './page-load';
import { BUILD_NOTICE } from '../features/system/build-notice';
import { noticeLoaded } from '../features/system/system-slice';
import { createDefaultServices, type Services } from '../services/thunk-services';
import { makeStore, type AppStore } from './store';
import { analyticsMiddleware } from '../features/analytics';

export function makeSiteStore(notice = BUILD_NOTICE, services: Services = createDefaultServices()): AppStore {
  // GA4 e-commerce events after consent; a build without a tracking id carries none of it (the condition is inlined).
  const store = makeStore(services, undefined, process.env.GATSBY_GTAG_ID ? analyticsMiddleware : undefined);
  if (notice) {
    store.dispatch(noticeLoaded(notice));
    store.dispatch(syncModalWithNotice());
  }
  return store;
}
