/**
 * The build pre-renders the menu from page context; the browser's first render must equal
 * that HTML (hydration without a mismatch), and live lists from the store replace it.
 */
import '../../../support/text-encoder';
import React, { Profiler } from 'react';
import { act, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MenuBrowser } from '../../../../src/features/menu/components/menu-browser';
import { PRICE_LIST_TITLE } from '../../../../src/features/menu/components/menu-price-list';
import type { AppStore } from '../../../../src/app/store';
import { menuActions } from '../../../../src/features/menu/menu-slice';
import { restaurantMenuActions } from '../../../../src/features/menu/restaurant-menu-slice';
import { listedItems } from '../../../../src/features/seo/prerendered';
import { formatMoney } from '../../../../src/text/format';
import { makeTestStore, menuItem } from '../../../support/fake-services';
import { INGREDIENTS, PRODUCTS, SETS } from '../../../support/menu-fixture';

const PRERENDERED = { sets: SETS, products: PRODUCTS, ingredients: INGREDIENTS };
const LISTED = listedItems(PRERENDERED);

const app = (store: AppStore, variant: 'shop' | 'restaurant' = 'shop') => (
  <Provider store={store}>
    <MenuBrowser variant={variant} prerendered={PRERENDERED} />
  </Provider>
);

const results = () => within(document.getElementById('menu-results')!);
const cardNames = () => results().queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('MenuBrowser with the pre-rendered menu', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    errors.mockRestore();
    document.body.innerHTML = '';
  });
  // renderToString in jsdom warns about react-redux's layout effect; only hydration errors count here.
  const hydrationErrors = () =>
    errors.mock.calls.map((args) => String(args[0])).filter((message) => /hydrat|did not match|server/i.test(message) && !/useLayoutEffect/.test(message));

  it('renders the first page and a no-script price list of every item into the HTML', () => {
    const html = renderToString(app(makeTestStore().store as AppStore));
    const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
    // Parsed as if scripting were off, the <noscript> content is the price list.
    const noscript = doc.querySelector('noscript')!;
    const list = new DOMParser().parseFromString(noscript.innerHTML, 'text/html');
    expect(list.querySelector('h2')?.textContent).toBe(PRICE_LIST_TITLE);
    const rows = [...list.querySelectorAll('li')].map((li) => [...li.querySelectorAll('span')].map((s) => s.textContent));
    expect(rows).toEqual(LISTED.map((item) => [item.name, formatMoney(item.price)]));
    // The grid itself: the first 12, not "loading".
    expect(html).toContain(LISTED[0].name);
    expect(html).not.toContain('Wczytywanie menu');
  });

  it('hydrates over that HTML without a mismatch, then live data replaces it', async () => {
    const container = document.createElement('div');
    document.body.appendChild(container);
    container.innerHTML = renderToString(app(makeTestStore().store as AppStore));
    const recoverable = jest.fn();
    const { store } = makeTestStore();
    await act(async () => {
      hydrateRoot(container, app(store as AppStore), { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(hydrationErrors()).toEqual([]);
    expect(cardNames()).toEqual(LISTED.slice(0, 12).map((i) => i.name));
    // The first card's picture is the page's LCP: fetched first; the rest wait until near the screen.
    const pictures = results().getAllByRole('img');
    expect(pictures[0]).toHaveAttribute('fetchpriority', 'high');
    expect(pictures[0]).toHaveAttribute('loading', 'eager');
    expect(pictures.slice(1).every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);

    // A page load starts: what is on screen stays until the lists arrive.
    act(() => {
      store.dispatch(menuActions.loadStarted());
    });
    expect(cardNames()).toHaveLength(12);
    expect(screen.queryByText('Wczytywanie menu…')).not.toBeInTheDocument();

    const live = [menuItem({ id: 3999, name: 'Zestaw dnia', category: 'zestaw', price: 45 })];
    act(() => {
      store.dispatch(menuActions.loaded({ sets: live, products: [], ingredients: [] }));
    });
    expect(cardNames()).toEqual(['Zestaw dnia']);
    expect(container.querySelector('noscript')).toBeNull();
  });

  it('does not render again when the live lists read exactly as the pre-rendered ones', async () => {
    const container = document.createElement('div');
    document.body.appendChild(container);
    container.innerHTML = renderToString(app(makeTestStore().store as AppStore));
    const { store } = makeTestStore();
    const commits = jest.fn();
    const profiled = (
      <Profiler id="menu" onRender={commits}>
        {app(store as AppStore)}
      </Profiler>
    );
    await act(async () => {
      hydrateRoot(container, profiled);
    });
    commits.mockClear();

    const copy = <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
    act(() => {
      store.dispatch(menuActions.loadStarted());
      store.dispatch(menuActions.loaded(copy(PRERENDERED)));
    });
    expect(commits).not.toHaveBeenCalled();
    expect(cardNames()).toEqual(LISTED.slice(0, 12).map((i) => i.name));

    // A list that differs in any field (here a price) is live data and replaces the build's.
    const changed = copy(PRERENDERED);
    changed.sets[0] = { ...changed.sets[0], price: changed.sets[0].price + 1 };
    act(() => {
      store.dispatch(menuActions.loaded(changed));
    });
    expect(commits).toHaveBeenCalled();
    expect(container.querySelector('noscript')).toBeNull();
  });

  it('filters and pages the pre-rendered lists before the live ones arrive', () => {
    const container = document.createElement('div');
    document.body.appendChild(container);
    const { store } = makeTestStore();
    container.innerHTML = renderToString(app(store as AppStore, 'restaurant'));
    act(() => {
      hydrateRoot(container, app(store as AppStore, 'restaurant'));
    });
    act(() => {
      store.dispatch(restaurantMenuActions.searchChanged('miso'));
    });
    expect(cardNames()).toEqual(['Zupa Miso']);
  });
});
