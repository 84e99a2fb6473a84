import React from 'react';
import type { GatsbyBrowser } from 'gatsby';
import { RootWrapper } from './src/app/root-wrapper';
import { createDefaultServices } from './src/app/services';
import { makeStore, type AppStore } from './src/app/store';

// One store per page load: Gatsby may call wrapRootElement again (hot reload), and the
// basket, menu and user must survive client-side navigation.
let store: AppStore | undefined;

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => {
  store ??= makeStore(createDefaultServices());
  return <RootWrapper store={store}>{element}</RootWrapper>;
};
