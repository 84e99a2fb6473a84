/**
 * Renders a page the way gatsby-browser does: inside the RootWrapper (store and
 * theme) with a fresh store over the fake shop API, so the page-load sequence runs for real.
 * `services` may pass a live client or spies (navigate, redirect); the answer returns them.
 */
import React, { type ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { RootWrapper } from '../../src/app/root-wrapper';
import type { RootState } from '../../src/app/root-reducer';
import type { ShopApi } from '../../src/lib/shop-api';
import { flushPromises, makeTestStore } from './fake-services';

export function renderPage(
  ui: ReactElement,
  api: Partial<ShopApi> = {},
  preloadedState?: Partial<RootState>,
  services: Parameters<typeof makeTestStore>[2] = {},
) {
  const setup = makeTestStore(api, preloadedState, services);
  const view = render(<RootWrapper store={setup.store}>{ui}</RootWrapper>);
  return { ...setup, ...view };
}

/** Lets the page-load thunks (already-resolved fake answers) finish and React re-render. */
export const settle = () => act(flushPromises);
