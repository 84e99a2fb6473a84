/**
 * Renders a page the way gatsby-browser does: inside the RootWrapper (store and
 * theme) with a fresh store over the fake shop API, so the page-load sequence runs for real.
 */
import React, { type ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { RootWrapper } from '../../src/app/root-wrapper';
import type { RootState } from '../../src/app/root-reducer';
import type { ShopApi } from '../../src/lib/shop-api';
import { flushPromises, makeTestStore } from './fake-services';

export function renderPage(ui: ReactElement, api: Partial<ShopApi> = {}, preloadedState?: Partial<RootState>) {
  const { store, shopApi } = makeTestStore(api, preloadedState);
  const view = render(<RootWrapper store={store}>{ui}</RootWrapper>);
  return { store, shopApi, ...view };
}

/** Lets the page-load thunks (already-resolved fake answers) finish and React re-render. */
export const settle = () => act(flushPromises);
