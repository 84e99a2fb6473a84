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

export function makeSiteStore(notice = BUILD_NOTICE, services: Services = createDefaultServices()): AppStore {
  const store = makeStore(services);
  if (notice) {
    store.dispatch(noticeLoaded(notice));
    store.dispatch(syncModalWithNotice());
  }
  return store;
}
