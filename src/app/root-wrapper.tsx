/**
 * Shared by gatsby-browser and gatsby-ssr so the server markup and the hydrated tree have the
 * same providers in the same order (a mismatch would make React re-render the whole page).
 */
import React, { type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '../styles/global-style';
import { theme } from '../styles/theme';
import type { AppStore } from './store';

interface RootWrapperProps {
  store: AppStore;
  children: ReactNode;
}

export function RootWrapper({ store, children }: RootWrapperProps) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {children}
      </ThemeProvider>
    </Provider>
  );
}
