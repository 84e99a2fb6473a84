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
import { NOTICE_CLOSED_ATTRIBUTE, noticeMemoryScript, resetNoticeMemoryForTests } from '../../src/features/system/notice-memory';
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
beforeEach(() => {
  localStorage.clear();
  resetNoticeMemoryForTests();
});
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

describe('a notice the customer closed (D62)', () => {
  /** What the next full page load does: the module reads localStorage afresh. */
  const nextPageLoad = () => {
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    document.body.innerHTML = '';
    resetNoticeMemoryForTests();
  };

  it('stays closed on the next page loads, hydrating the pre-rendered dialog without a mismatch', async () => {
    await loadPage(BUILD_NOTICE);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    nextPageLoad();
    const { store } = await loadPage(BUILD_NOTICE);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Nor does the live notice (the same text) open it once it has loaded.
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(store.getState().system.notice).toMatchObject(BUILD_NOTICE);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens again once staff change the text', async () => {
    await loadPage(BUILD_NOTICE);
    fireEvent.click(screen.getByRole('button', { name: 'Zamknij' }));

    nextPageLoad();
    await loadPage({ ...BUILD_NOTICE, text: '24 grudnia nieczynne. 25 grudnia od 14:00.' });
    // The live notice arrives after hydration (the page load's first part).
    expect(await screen.findByRole('dialog', { name: 'INFORMACJA' }, { timeout: 5000 })).toHaveTextContent('25 grudnia od 14:00.');
  });

  it("is hidden before the first paint by the head's script, only for the text that was closed", async () => {
    await loadPage(BUILD_NOTICE);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    const html = document.documentElement;

    new Function(noticeMemoryScript(BUILD_NOTICE.text))();
    expect(html.hasAttribute(NOTICE_CLOSED_ATTRIBUTE)).toBe(true);
    html.removeAttribute(NOTICE_CLOSED_ATTRIBUTE);

    new Function(noticeMemoryScript('Inny komunikat.'))();
    expect(html.hasAttribute(NOTICE_CLOSED_ATTRIBUTE)).toBe(false);
  });
});
