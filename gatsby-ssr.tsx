import React from 'react';
import type { GatsbySSR } from 'gatsby';
import { RootWrapper } from './src/app/root-wrapper';
import { createDefaultServices } from './src/app/services';
import { makeStore } from './src/app/store';

// A fresh store per rendered page, so no state leaks from one page's HTML into another's.
export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => (
  <RootWrapper store={makeStore(createDefaultServices())}>{element}</RootWrapper>
);

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: 'pl' });
};
