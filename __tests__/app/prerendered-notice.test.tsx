/**
 * The system notice is in the static HTML (the build's store starts with the build's notice)
 * and the browser hydrates it in place: the customer reads it with the first paint, can close
 * it once the scripts run, and the live notice changes the page only when it differs.
 */
import '../support/text-encoder';
import React from 'react';
import { renderToString } from 'react-dom/server';
import { act, fireEvent, screen } from '@testing-library/react';
import { replaceHydrateFunction } from '../../plugins/gatsby-plugin-build-patches/gatsby-browser';
import { RootWrapper } from '../../src/app/root-wrapper';
import { makeSiteStore } from '../../src/app/site-store';
import type { AppStore } from '../../src/app/store';
import { noticeLoaded } from '../../src/features/system/system-slice';
import type { Notice } from '../../src/lib/shop-api-types';
import BasketPage from '../../src/pages/basket';
import { fakeIdentity, fakeShopApi } from '../support/fake-services';

type Hydrate = (element: React.ReactElement, root: Element) => void;
const hydrate = (replaceHydrateFunction as unknown as () => Hydrate)();

const BUILD_NOTICE: Notice = { text: '24 grudnia nieczynne.', isVisible: true, isSystemClose: false };

function siteStore(liveNotice: Notice): AppStore {
  const services = { shopApi: fakeShopApi({ getNotice: jest.fn().mockResolvedValue(liveNotice) }), identity: fakeIdentity(), navigate: jest.fn() };
  return makeSiteStore(BUILD_NOTICE, services);
}

const page = (store: AppStore) => (
  <RootWrapper store={store}>
    <div id="gatsby-focus-wrapper">
      <BasketPage />
    </div>
  </RootWrapper>
);

/** The build's HTML of /basket/, then the browser's hydration with a store of its own. */
async function loadPage(liveNotice: Notice) {
  const html = renderToString(page(siteStore(BUILD_NOTICE)));
  document.body.innerHTML = `<div id="___gatsby">${html}</div>`;
  const prerendered = screen.getByRole('dialog', { name: 'INFORMACJA' });
  expect(prerendered).toHaveTextContent(BUILD_NOTICE.text);
  expect(screen.getByRole('button', { name: 'Zamknij' })).toBeDisabled();

  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const store = siteStore(liveNotice);
  await act(async () => hydrate(page(store), document.getElementById('___gatsby')!));
  return { store, prerendered };
}

// Only the browser's part is watched: react-redux's useLayoutEffect warns when jsdom renders "on the server".
let errors: jest.SpyInstance;
afterEach(() => {
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  document.body.innerHTML = '';
});

it('keeps the pre-rendered dialog node, enables its buttons and closes it for good when the same notice loads', async () => {
  const { store, prerendered } = await loadPage(BUILD_NOTICE);

  expect(screen.getByRole('dialog', { name: 'INFORMACJA' })).toBe(prerendered);
  expect(screen.getByRole('button', { name: 'Zamknij' })).toBeEnabled();
  fireEvent.click(screen.getByRole('button', { name: 'OK' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await act(async () => {
    store.dispatch(noticeLoaded({ ...BUILD_NOTICE }));
  });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('replaces the pre-rendered notice with a changed live one', async () => {
  await loadPage({ text: 'Dziś dowozimy do 20:00.', isVisible: true, isSystemClose: false });
  expect(screen.getByRole('dialog', { name: 'INFORMACJA' })).toHaveTextContent('Dziś dowozimy do 20:00.');
});

it('closes the pre-rendered notice when the restaurant has hidden it since the build', async () => {
  await loadPage({ ...BUILD_NOTICE, isVisible: false });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
