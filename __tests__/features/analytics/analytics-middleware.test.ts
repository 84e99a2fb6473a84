/**
 * The e-commerce events as the store produces them: a real store with the analytics middleware,
 * the consent given or withdrawn through the consent store, the events read from gtag's data layer.
 */
import { analyticsMiddleware } from '../../../src/features/analytics';
import { makeStore } from '../../../src/app/store';
import { addItem, clearBasket, decrementItem, deleteItem, incrementItem } from '../../../src/features/basket/basket-thunks';
import { submitOrder } from '../../../src/features/checkout/checkout-thunks';
import { consentApplied, decideConsent, resetConsentStoreForTests } from '../../../src/features/consent/consent-store';
import { ALL_DENIED, ALL_GRANTED } from '../../../src/features/consent/consent';
import { createMenuActions } from '../../../src/features/menu/menu-slice';
import { productModalOpened } from '../../../src/features/modal/modal-slice';
import { fetchTrackedOrder, followOrder } from '../../../src/features/order-tracking/order-tracking-thunks';
import { navigationFinished } from '../../../src/features/shell/navigation-slice';
import { fakeIdentity, fakeOrderFeed, fakeShopApi, flushPromises, menuItem } from '../../support/fake-services';
import { VALID_CHECKOUT_FORM } from '../../support/checkout-fixtures';
import type { PlacedOrder, PublicOrder } from '../../../src/lib/shop-api-types';
import { placedOrder } from './order-fixture';
import { addSlices } from '../../../src/app/added-slices';
import { promoApplied, promoBasketKey, promoCheckStarted, promoReducer } from '../../../src/features/basket/promo-slice';
import { freshVisitor, gtagWindow } from '../../support/gtag-globals';

const ID = 'G-STORE00001';
const win = gtagWindow;
const maki = menuItem({ id: 2001, name: 'Maki łosoś', price: 12.5, category: 'maki' });
const menu = createMenuActions('menu');

function storeWith(order: PlacedOrder, tracked: PublicOrder | null = order) {
  const feed = fakeOrderFeed(tracked);
  const store = makeStore(
    { shopApi: fakeShopApi({ placeOrder: jest.fn().mockResolvedValue(order) }), identity: fakeIdentity(), navigate: jest.fn(), redirect: jest.fn(), graphql: feed.graphql },
    undefined,
    analyticsMiddleware,
  );
  return { store, push: feed.push };
}

/** The e-commerce events in the data layer, in order (page views and consent commands left out). */
const events = () =>
  (win.dataLayer ?? [])
    .map((args) => Array.from(args) as [string, string, Record<string, unknown>])
    .filter(([command, name]) => command === 'event' && name !== 'page_view')
    .map(([, name, params]) => ({ name, params }));
const names = () => events().map((event) => event.name);

async function consent(choice = ALL_GRANTED) {
  decideConsent(choice);
  await consentApplied();
  // The tracker's chunk.
  await flushPromises();
}

const at = (path: string) => window.history.replaceState(null, '', path);

beforeEach(() => {
  freshVisitor(ID);
  at('/');
});

afterAll(() => {
  delete process.env.GATSBY_GTAG_ID;
});

describe('e-commerce events from the store', () => {
  it('nothing before consent; after it, the basket, item window and pages give their events, the consent defaults first', async () => {
    const { store } = storeWith(placedOrder());
    store.dispatch(addItem(maki, 1));
    expect(win.dataLayer).toBeUndefined();

    at('/menu/');
    await consent();
    // The menu page is shown: its list goes out once the items are in the store.
    expect(names()).toEqual([]);
    store.dispatch(menu.loaded({ sets: [], products: [maki], ingredients: [] }));
    store.dispatch(menu.loaded({ sets: [], products: [maki], ingredients: [] }));
    expect(names()).toEqual(['view_item_list']);
    const commands = win.dataLayer!.map((args) => Array.from(args).slice(0, 2).join(' '));
    expect(commands.indexOf('consent default')).toBe(0);
    expect(commands.findIndex((c) => c.startsWith('config'))).toBeGreaterThan(0);

    store.dispatch(productModalOpened({ ...maki, description: [] }));
    store.dispatch(addItem(maki, 2));
    store.dispatch(incrementItem(maki.id));
    store.dispatch(decrementItem(maki.id));
    // Refused by the reducer (sold out): nothing changed, no event.
    store.dispatch(addItem({ ...maki, id: 2002, soldOut: true }, 1));
    at('/basket/');
    store.dispatch(navigationFinished());
    store.dispatch(deleteItem(maki.id));
    expect(events()).toEqual([
      expect.objectContaining({ name: 'view_item_list' }),
      { name: 'view_item', params: expect.objectContaining({ value: 12.5 }) },
      { name: 'add_to_cart', params: expect.objectContaining({ value: 25, items: [expect.objectContaining({ item_id: '2001', quantity: 2 })] }) },
      { name: 'add_to_cart', params: expect.objectContaining({ value: 12.5 }) },
      { name: 'remove_from_cart', params: expect.objectContaining({ value: 12.5 }) },
      { name: 'view_cart', params: expect.objectContaining({ currency: 'PLN', value: 37.5 }) },
      { name: 'remove_from_cart', params: expect.objectContaining({ value: 37.5, items: [expect.objectContaining({ quantity: 3 })] }) },
    ]);
  });

  it('checkout steps: begin_checkout on the summary, add_shipping_info on the payment page; emptying by hand is a removal', async () => {
    const { store } = storeWith(placedOrder());
    store.dispatch(addItem(maki, 2));
    await consent();
    at('/summary/');
    store.dispatch(navigationFinished());
    at('/payment/');
    store.dispatch(navigationFinished());
    store.dispatch(clearBasket());
    await flushPromises();
    expect(events()).toEqual([
      { name: 'begin_checkout', params: expect.objectContaining({ value: 25 }) },
      { name: 'add_shipping_info', params: expect.objectContaining({ shipping_tier: 'delivery', value: 25 }) },
      { name: 'remove_from_cart', params: expect.objectContaining({ value: 25 }) },
    ]);
  });

  it('an applied code rides every checkout step: coupon, and the value after its discount', async () => {
    const { store } = storeWith(placedOrder());
    addSlices(store, { promo: promoReducer });
    store.dispatch(addItem(maki, 2));
    const basketKey = promoBasketKey(store.getState().basket.items, 'delivery');
    store.dispatch(promoCheckStarted('WIOSNA-10', basketKey, ''));
    store.dispatch(promoApplied({ code: 'WIOSNA-10', discount: 2.5, percent: 10, amount: null }, basketKey));
    await consent();
    at('/basket/');
    store.dispatch(navigationFinished());
    at('/summary/');
    store.dispatch(navigationFinished());
    expect(events()).toEqual([
      { name: 'view_cart', params: expect.objectContaining({ value: 22.5, coupon: 'WIOSNA-10' }) },
      { name: 'begin_checkout', params: expect.objectContaining({ value: 22.5, coupon: 'WIOSNA-10' }) },
    ]);
  });

  it('a cash order: add_payment_info and ONE purchase when the server accepts it; the order page after a reload sends none', async () => {
    const order = placedOrder();
    const { store } = storeWith(order);
    store.dispatch(menu.loaded({ sets: [], products: [maki], ingredients: [] }));
    store.dispatch(addItem(maki, 2));
    await consent();
    await store.dispatch(submitOrder(VALID_CHECKOUT_FORM));
    await flushPromises();
    // Not a removal: the basket emptied by the order.
    expect(names()).toEqual(['add_payment_info', 'purchase']);
    expect(events()[1].params).toMatchObject({ transaction_id: 'ABCDEFGH23', currency: 'PLN', value: 76.41, shipping: 10, coupon: 'WIOSNA-10' });
    expect(events()[1].params.items).toEqual([expect.objectContaining({ item_id: '2001', item_category: 'maki' }), expect.objectContaining({ item_id: '3001' })]);

    // The order page, read and then followed live, in a new page load.
    resetConsentStoreForTests();
    delete win.dataLayer;
    delete win.gtag;
    const reloaded = storeWith(order);
    await consent();
    await reloaded.store.dispatch(fetchTrackedOrder(order.id));
    expect(names()).not.toContain('purchase');
  });

  it('an online payment: purchase when the order page sees it paid, once; a foreign order never', async () => {
    const order = placedOrder({ paymentMethod: 'online', paymentState: 'awaiting', status: 'awaiting_payment', payment: { redirectUrl: 'https://sandbox.przelewy24.pl/trnRequest/X' } });
    const paid = { ...order, paymentState: 'paid' as const, status: 'new' };
    const { store, push } = storeWith(order);
    store.dispatch(addItem(maki, 1));
    await consent();
    await store.dispatch(submitOrder(VALID_CHECKOUT_FORM));
    expect(names()).toEqual(['add_payment_info']);

    await store.dispatch(fetchTrackedOrder(order.id));
    const stop = store.dispatch(followOrder(order.id, () => undefined));
    push(paid);
    push(paid);
    expect(names()).toEqual(['add_payment_info', 'purchase']);
    stop();

    const foreign = storeWith(placedOrder({ id: 'OBCEZAMOW2' }), { ...paid, id: 'OBCEZAMOW2' });
    await foreign.store.dispatch(fetchTrackedOrder('OBCEZAMOW2'));
    expect(names()).toEqual(['add_payment_info', 'purchase']);
  });

  it('withdrawn consent stops events at once; refused at placement, no purchase then or later', async () => {
    const { store } = storeWith(placedOrder());
    await consent();
    store.dispatch(addItem(maki, 1));
    expect(names()).toEqual(['add_to_cart']);
    decideConsent(ALL_DENIED);
    // Before the chunk that applies the refusal has even run.
    store.dispatch(addItem(maki, 1));
    await store.dispatch(submitOrder(VALID_CHECKOUT_FORM));
    await consentApplied();
    expect(names()).toEqual(['add_to_cart']);
    expect(win[`ga-disable-${ID}`]).toBe(true);

    // Consent given again later: the order refused at its time is not reported.
    await consent();
    await store.dispatch(fetchTrackedOrder('ABCDEFGH23'));
    expect(names()).not.toContain('purchase');
  });
});
