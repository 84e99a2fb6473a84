/**
 * Shared by gatsby-browser and gatsby-ssr so the server markup and the hydrated tree have the
 * same providers in the same order (a mismatch would make React re-render the whole page).
 * (No ThemeProvider: styled components import the theme's tokens as constants.)
 * It also starts the page-load sequence: this wrapper outlives client-side navigations, so
 * the sequence runs once per page load, not once per page visited.
 */
import React, { type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { CookieBanner } from '../features/consent/components/cookie-banner';
import { NavigationNotice } from '../features/shell/components/navigation-notice';
import type { AppStore } from './store';
import { usePageLoad } from './use-page-load';

interface RootWrapperProps {
  store: AppStore;
  children: ReactNode;
}

export function RootWrapper({ store, children }: RootWrapperProps) {
  usePageLoad(store);
  return (
    <Provider store={store}>
      {children}
      <NavigationNotice />
      {/* Once for the whole site: it outlives page changes like this wrapper. */}
      <CookieBanner />
    </Provider>
  );
}
