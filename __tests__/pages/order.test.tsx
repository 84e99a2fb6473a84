/**
 * /order/?id=… for an order paid online (D73): waiting for the payment with 'Zapłać teraz'
 * for a customer who came back without paying; past its time with 'Zapłać ponownie' and the
 * switch to cash; the API's Polish message when either fails; the live change to 'Nowe' once
 * the payment is verified; and where the money stands ('Opłacone online', the refund). A pickup
 * order (D95): the restaurant's address, when to come, its statuses and discount; and any order
 * after the restaurant changed it by phone (D97): the change, the new total, partial refunds.
 */
import React from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { PageProps } from 'gatsby';
import OrderPage from '../../src/pages/order';
import { createShopApi, ShopApiError } from '../../src/lib/shop-api';
import type { PublicOrder } from '../../src/lib/shop-api-types';
import { fakeOrderFeed, menuItem } from '../support/fake-services';
import { renderPage, settle } from '../support/render-page';
import { normalizeSpaces } from '../test-utils';
import { BUILD_RESTAURANT } from '../../src/features/contact/build-restaurant';

const ID = 'XYZXYZXYZ2';
const P24_PAGE = 'https://sandbox.przelewy24.pl/trnRequest/TOKEN-2';
const UNAVAILABLE = 'Płatności online są chwilowo niedostępne. Spróbuj za chwilę albo wybierz płatność przy odbiorze.';
const NOT_PAYABLE = 'Tego zamówienia nie można już opłacić.';

function publicOrder(fields: Partial<PublicOrder> = {}): PublicOrder {
  const createdAt = '2026-11-22T17:00:00.000Z';
  return {
    id: ID,
    status: 'awaiting_payment',
    source: 'new-online',
    fulfilment: 'delivery',
    createdAt,
    items: [{ id: 2001, name: 'Łosoś nigiri', price: 12.5, quantity: 2 }],
    itemsTotal: 25,
    deliveryZone: 'A',
    deliveryPrice: 10,
    discount: 0,
    promoCode: null,
    promoDiscount: 0,
    total: 35,
    paymentMethod: 'online',
    paymentState: 'awaiting',
    deliveryTime: { type: 'asap', at: null },
    estimatedMinutes: null,
    estimatedDeliveryAt: null,
    address: { street: 'ul. Prosta 1/2', city: 'Warszawa' },
    statusHistory: [{ status: fields.status ?? 'awaiting_payment', at: createdAt, note: '', estimatedMinutes: null }],
    changes: [],
    partialRefunds: [],
    ...fields,
  };
}

const at = { pathname: '/order/', search: `?id=${ID}` } as unknown as PageProps['location'];

/** A 503 as the API sends it, through the real client: its own Polish message must reach the customer. */
const gatewayDown = createShopApi({
  fetch: async () =>
    ({ ok: false, status: 503, json: async () => ({ message: UNAVAILABLE, code: 'PAYMENT_UNAVAILABLE' }), headers: { get: () => null } }) as unknown as Response,
  sleep: async () => undefined,
});

async function renderOrder(order: PublicOrder, api: Parameters<typeof renderPage>[1] = {}) {
  const feed = fakeOrderFeed(order);
  const page = renderPage(<OrderPage {...({ location: at } as PageProps)} />, api, undefined, { graphql: feed.graphql });
  await settle();
  return { ...page, push: (next: PublicOrder) => act(() => feed.push(next)) };
}

const status = () => screen.getByTestId('order-status');
const paymentBox = () => screen.queryByTestId('order-payment');

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('/order/ waiting for the online payment', () => {
  it("says it waits for the payment, offers cash instead, and 'Zapłać teraz' opens a new payment at Przelewy24", async () => {
    const payOrder = jest.fn().mockResolvedValue({ redirectUrl: P24_PAGE });
    const { redirect } = await renderOrder(publicOrder(), { payOrder });
    expect(status()).toHaveTextContent('Czekamy na potwierdzenie płatności');
    const box = paymentBox()!;
    expect(normalizeSpaces(box.textContent)).toContain(
      'Jeśli płatność nie została dokończona (np. wybrano „Anuluj”), możesz zapłacić teraz albo zapłacić kurierowi gotówką przy odbiorze.',
    );
    expect(within(box).getByRole('button', { name: 'Zapłacę gotówką przy odbiorze' })).toBeEnabled();
    expect(screen.queryByTestId('payment-state')).toBeNull();
    expect(normalizeSpaces(screen.getByText(/^Płatność:/).textContent)).toBe('Płatność: online (BLIK, przelew, karta). Suma zamówienia: 35,00 zł');

    fireEvent.click(within(box).getByRole('button', { name: 'Zapłać teraz' }));
    await settle();
    expect(payOrder).toHaveBeenCalledWith(ID);
    expect(redirect).toHaveBeenCalledWith(P24_PAGE);
    // The page is leaving: no second attempt from here.
    expect(within(box).getByRole('button', { name: 'Zapłać teraz' })).toBeDisabled();
    expect(within(box).getByRole('status')).toHaveTextContent('Przechodzimy do płatności…');
  });

  it('turns live to Nowe and Opłacone online once the payment is verified', async () => {
    const { push } = await renderOrder(publicOrder());
    push(publicOrder({ status: 'new', paymentState: 'paid' }));
    expect(status()).toHaveTextContent('Nowe — czeka na potwierdzenie restauracji');
    expect(screen.getByTestId('payment-state')).toHaveTextContent('Opłacone online');
    expect(paymentBox()).toBeNull();
  });

  it("shows the API's own message when the gateway is down, and lets the customer try again", async () => {
    const { redirect } = await renderOrder(publicOrder(), { payOrder: gatewayDown.payOrder });
    fireEvent.click(screen.getByRole('button', { name: 'Zapłać teraz' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent(UNAVAILABLE);
    expect(redirect).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Zapłać teraz' })).toBeEnabled();
  });
});

describe('/order/ back from Przelewy24 (D106)', () => {
  const backFromGateway = () => window.history.replaceState({}, '', `/order/?id=${ID}&powrot=p24`);
  afterEach(() => window.history.replaceState({}, '', '/'));

  it('says a rejected or cancelled payment was not taken, and offers to pay again or in cash', async () => {
    backFromGateway();
    const paymentReturn = jest.fn().mockResolvedValue({ outcome: 'not_completed' });
    await renderOrder(publicOrder(), { paymentReturn });
    expect(paymentReturn).toHaveBeenCalledWith(ID);
    const box = paymentBox()!;
    expect(within(box).getByRole('alert')).toHaveTextContent('Płatność została odrzucona lub anulowana.');
    expect(normalizeSpaces(box.textContent)).toContain('Pieniądze nie zostały pobrane. Możesz spróbować zapłacić ponownie online albo zapłacić kurierowi gotówką przy odbiorze.');
    expect(within(box).getByRole('button', { name: 'Zapłać ponownie' })).toBeEnabled();
    expect(within(box).getByRole('button', { name: 'Zapłacę gotówką przy odbiorze' })).toBeEnabled();
  });

  it('says no more than "waiting" when the API cannot tell, and nothing of a rejection once the payment is confirmed', async () => {
    backFromGateway();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { push } = await renderOrder(publicOrder(), { paymentReturn: jest.fn().mockRejectedValue(new Error('offline')) });
    expect(within(paymentBox()!).queryByRole('alert')).toBeNull();
    expect(within(paymentBox()!).getByRole('button', { name: 'Zapłać teraz' })).toBeEnabled();
    push(publicOrder({ status: 'new', paymentState: 'paid' }));
    expect(paymentBox()).toBeNull();
  });

  it('does not ask without the mark (the order page opened from an e-mail or a bookmark)', async () => {
    const paymentReturn = jest.fn().mockResolvedValue({ outcome: 'not_completed' });
    await renderOrder(publicOrder(), { paymentReturn });
    expect(paymentReturn).not.toHaveBeenCalled();
    expect(within(paymentBox()!).queryByRole('alert')).toBeNull();
  });
});

describe('/order/ past the time to pay', () => {
  it("says the time ran out and offers to pay again or to pay the rider in cash", async () => {
    const payOrder = jest.fn().mockResolvedValue({ redirectUrl: P24_PAGE });
    const { redirect } = await renderOrder(publicOrder({ status: 'payment_expired' }), { payOrder });
    expect(status()).toHaveTextContent('Nieopłacone');
    const box = paymentBox()!;
    expect(within(box).getByText('Czas na płatność minął.')).toBeInTheDocument();
    expect(within(box).getByRole('button', { name: 'Zapłacę gotówką przy odbiorze' })).toBeEnabled();
    fireEvent.click(within(box).getByRole('button', { name: 'Zapłać ponownie' }));
    await settle();
    expect(payOrder).toHaveBeenCalledWith(ID);
    expect(redirect).toHaveBeenCalledWith(P24_PAGE);
  });

  it("'Zapłacę gotówką przy odbiorze' sends the order to the restaurant as Nowe, paid in cash", async () => {
    const payOrderInCash = jest.fn().mockResolvedValue(publicOrder({ status: 'new', paymentMethod: 'cash', paymentState: 'none' }));
    const { redirect } = await renderOrder(publicOrder({ status: 'payment_expired' }), { payOrderInCash });
    fireEvent.click(screen.getByRole('button', { name: 'Zapłacę gotówką przy odbiorze' }));
    await settle();
    expect(payOrderInCash).toHaveBeenCalledWith(ID);
    expect(redirect).not.toHaveBeenCalled();
    expect(status()).toHaveTextContent('Nowe — czeka na potwierdzenie restauracji');
    expect(paymentBox()).toBeNull();
    expect(normalizeSpaces(screen.getByText(/^Płatność:/).textContent)).toBe('Płatność: gotówką przy odbiorze. Suma zamówienia: 35,00 zł');
  });

  it("shows the API's refusal in Polish and keeps both choices", async () => {
    const refused = new ShopApiError(409, NOT_PAYABLE, `/shop/order/${ID}/cash`, 'ORDER_NOT_PAYABLE');
    await renderOrder(publicOrder({ status: 'payment_expired' }), { payOrderInCash: jest.fn().mockRejectedValue(refused) });
    fireEvent.click(screen.getByRole('button', { name: 'Zapłacę gotówką przy odbiorze' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent(NOT_PAYABLE);
    expect(screen.getByRole('button', { name: 'Zapłać ponownie' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Zapłacę gotówką przy odbiorze' })).toBeEnabled();
  });
});

describe("/order/ 'Zamów ponownie'", () => {
  it("works from a shared link: the order's items on sale go into the basket, what is gone is named", async () => {
    const order = publicOrder({
      status: 'delivered',
      paymentState: 'paid',
      items: [
        { id: 2001, name: 'Łosoś nigiri', price: 12.5, quantity: 2 },
        { id: 2050, name: 'Maki sezonowe', price: 20, quantity: 1 },
      ],
    });
    const { store } = await renderOrder(order, { getProducts: jest.fn().mockResolvedValue([menuItem({ id: 2001, name: 'Łosoś nigiri', price: 12.5 })]) });
    fireEvent.click(screen.getByRole('button', { name: 'Zamów ponownie' }));
    await settle();
    expect(store.getState().basket.items).toEqual([expect.objectContaining({ id: 2001, price: 12.5, quantity: 2 })]);
    const report = screen.getAllByRole('status').find((region) => region.textContent?.includes('Dodano do koszyka'))!;
    expect(normalizeSpaces(report.textContent)).toBe('Dodano do koszyka 1 produkt z tego zamówienia, po dzisiejszych cenach.Nie ma już w menu: Maki sezonowe.');
  });
});

describe('/order/ where the money stands', () => {
  it.each([
    ['refund_pending', 'Zwrot w toku — Cała kwota wróci przez Przelewy24 tą samą metodą płatności, zwykle w ciągu kilku dni roboczych.'],
    ['refunded', 'Zwrócono — Cała kwota wróciła przez Przelewy24 tą samą metodą płatności.'],
  ] as const)('a rejected paid order: %s', async (paymentState, text) => {
    await renderOrder(publicOrder({ status: 'rejected', paymentState }));
    expect(normalizeSpaces(screen.getByTestId('payment-state').textContent)).toBe(text);
    expect(paymentBox()).toBeNull();
  });

  it('says nothing of it for payment at the door', async () => {
    await renderOrder(publicOrder({ status: 'new', paymentMethod: 'card', paymentState: 'none' }));
    expect(screen.queryByTestId('payment-state')).toBeNull();
    expect(paymentBox()).toBeNull();
    expect(normalizeSpaces(screen.getByText(/^Płatność:/).textContent)).toBe('Płatność: kartą przy odbiorze. Suma zamówienia: 35,00 zł');
  });
});

describe('/order/ for pickup (D95)', () => {
  const ADDRESS = `${BUILD_RESTAURANT.street}, ${BUILD_RESTAURANT.postalCode} ${BUILD_RESTAURANT.city}`;
  const pickupOrder = (fields: Partial<PublicOrder> = {}) =>
    publicOrder({
      status: 'new',
      fulfilment: 'pickup',
      paymentMethod: 'cash',
      paymentState: 'none',
      deliveryZone: '',
      deliveryPrice: 0,
      discount: 2.5,
      total: 22.5,
      address: { street: '', city: '' },
      ...fields,
    });

  it("shows 'Odbiór osobisty' at the restaurant's address instead of a delivery address, and the discount as its own line", async () => {
    await renderOrder(pickupOrder());
    expect(normalizeSpaces(screen.getByTestId('order-fulfilment').textContent)).toBe(
      `Odbiór osobisty: ${ADDRESS}Godzinę odbioru podamy, gdy restauracja przyjmie zamówienie.`,
    );
    expect(screen.queryByText(/^Adres dostawy:/)).toBeNull();
    expect(screen.queryByText(/^Dostawa:/)).toBeNull();
    expect(normalizeSpaces(screen.getByTestId('discount-line').textContent)).toBe('Rabat za odbiór osobisty: −2,50 zł');
    expect(normalizeSpaces(screen.getByTestId('checkout-total').textContent)).toBe('Do zapłaty: 22,50 zł');
    expect(screen.getByTestId('order-total')).toHaveTextContent('22,50 zł');
  });

  it("shows the promo code's discount apart from pickup's (D105): pickup's part is the rest of `discount`", async () => {
    await renderOrder(pickupOrder({ itemsTotal: 25, discount: 6.25, promoCode: 'WIOSNA-15', promoDiscount: 3.75, total: 18.75 }));
    expect(screen.getAllByTestId('discount-line').map((line) => normalizeSpaces(line.textContent))).toEqual([
      'Rabat za odbiór osobisty: −2,50 zł',
      'Kod rabatowy WIOSNA-15: −3,75 zł',
    ]);
    expect(normalizeSpaces(screen.getByTestId('checkout-total').textContent)).toBe('Do zapłaty: 18,75 zł');
  });

  it('says when to come once accepted, and live when it is ready', async () => {
    const accepted = pickupOrder({ status: 'accepted', estimatedMinutes: 20, estimatedDeliveryAt: '2026-11-22T17:40:00.000Z' });
    const { push } = await renderOrder(accepted);
    expect(normalizeSpaces(screen.getByText(/^Gotowe do odbioru około:/).textContent)).toBe('Gotowe do odbioru około: 18:40 (ok. 20 min od przyjęcia)');
    expect(screen.queryByText(/Godzinę odbioru podamy/)).toBeNull();
    push({ ...accepted, status: 'ready_for_pickup' });
    expect(status()).toHaveTextContent('Gotowe do odbioru — zapraszamy do restauracji');
    expect(screen.queryByText(/^Gotowe do odbioru około:/)).toBeNull();
    push({ ...accepted, status: 'picked_up' });
    expect(status()).toHaveTextContent('Odebrane — smacznego!');
  });

  it('names the chosen time of a scheduled pickup', async () => {
    await renderOrder(pickupOrder({ deliveryTime: { type: 'scheduled', at: '2026-11-22T18:15:00.000Z' } }));
    expect(screen.getByText(/^Wybrana godzina odbioru:/)).toHaveTextContent('22 listopada 19:15');
  });

  it('asks payment online again in the counter\'s words', async () => {
    await renderOrder(pickupOrder({ status: 'payment_expired', paymentMethod: 'online', paymentState: 'awaiting' }));
    expect(normalizeSpaces(paymentBox()!.textContent)).toContain('albo zapłacić gotówką w restauracji przy odbiorze');
  });
});

describe("/order/ after the restaurant's changes (D97)", () => {
  const change = { at: '2026-11-22T17:10:00.000Z', changed: ['items'], totalBefore: 62, totalAfter: 54 };

  it('shows each change with the totals, and the new total arrives live with the whole order', async () => {
    const { push } = await renderOrder(publicOrder({ status: 'accepted', paymentMethod: 'cash', paymentState: 'none', total: 62 }));
    expect(screen.queryByTestId('order-changes')).toBeNull();
    expect(screen.getByTestId('order-total')).toHaveTextContent('62,00 zł');

    push(publicOrder({ status: 'accepted', paymentMethod: 'cash', paymentState: 'none', itemsTotal: 44, total: 54, changes: [change] }));
    const changes = screen.getByTestId('order-changes');
    expect(normalizeSpaces(within(changes).getByRole('listitem').textContent)).toBe(
      '22 listopada 18:10: Zamówienie zmienione przez restaurację — nowa kwota: 54,00 zł (było 62,00 zł). Zmieniono: produkty.',
    );
    expect(screen.getByTestId('order-total')).toHaveTextContent('54,00 zł');
    expect(normalizeSpaces(screen.getByTestId('checkout-total').textContent)).toBe('Do zapłaty: 54,00 zł');
  });

  it('says when the total stayed, naming the parts in their words', async () => {
    await renderOrder(publicOrder({ status: 'new', changes: [{ ...change, changed: ['address', 'deliveryTime'], totalAfter: 62 }] }));
    expect(normalizeSpaces(within(screen.getByTestId('order-changes')).getByRole('listitem').textContent)).toBe(
      '22 listopada 18:10: Zamówienie zmienione przez restaurację — kwota bez zmian: 62,00 zł. Zmieniono: adres dostawy, czas dostawy.',
    );
  });

  it('shows a partial refund of an online payment, pending then done', async () => {
    const paid = { status: 'accepted', paymentState: 'paid' as const, total: 54, changes: [change] };
    const { push } = await renderOrder(publicOrder({ ...paid, partialRefunds: [{ amount: 8, state: 'pending' }] }));
    const refunds = screen.getByTestId('partial-refunds');
    expect(normalizeSpaces(within(refunds).getByRole('listitem').textContent)).toBe('Zwrot 8,00 zł — w toku');
    expect(screen.getByTestId('payment-state')).toHaveTextContent('Opłacone online');
    push(publicOrder({ ...paid, partialRefunds: [{ amount: 8, state: 'done' }] }));
    expect(normalizeSpaces(within(screen.getByTestId('partial-refunds')).getByRole('listitem').textContent)).toBe('Zwrot 8,00 zł — zwrócono');
  });
});
