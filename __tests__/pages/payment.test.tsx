/**
 * /payment with a failing network: a zone lookup that could not be made does not block the
 * order (the server prices the zone), a definite "outside the zones" does, and an order that
 * cannot be sent shows the Polish message with the basket kept. Online payment: the third
 * choice, and the way to Przelewy24's page (or the order page when there is none).
 */
import React from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import PaymentPage from '../../src/pages/payment';
import { CHECKOUT_KEY } from '../../src/features/checkout/checkout-form';
import { NO_CONNECTION_MESSAGE } from '../../src/lib/retry-policy';
import { ShopApiError } from '../../src/lib/shop-api';
import type { PlacedOrder } from '../../src/lib/shop-api-types';
import { BASKET_KEY } from '../../src/lib/storage';
import { renderPage, settle } from '../support/render-page';
import { VALID_CHECKOUT_FORM } from '../support/checkout-fixtures';

const SAVED = [{ id: 2001, name: 'Maki łosoś', price: 12.5, quantity: 2 }];
const FORM = VALID_CHECKOUT_FORM;
const offline = (path: string) => new ShopApiError(0, NO_CONNECTION_MESSAGE, path, 'NETWORK_ERROR');

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem(BASKET_KEY, JSON.stringify(SAVED));
  sessionStorage.setItem(CHECKOUT_KEY, JSON.stringify(FORM));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('/payment offline', () => {
  it('lets the customer order without a zone answer, then says there is no connection and keeps the basket', async () => {
    const placeOrder = jest.fn().mockRejectedValue(offline('/shop/order'));
    renderPage(<PaymentPage />, {
      getDeliveryZone: jest.fn().mockRejectedValue(offline('/shop/delivery-zone')),
      placeOrder,
    });
    await settle();

    expect(screen.queryByText(/Uzupełnij dane dostawy/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Zamawiam i płacę' }));
    await settle();

    expect(placeOrder).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toHaveTextContent(NO_CONNECTION_MESSAGE);
    expect(screen.getByRole('button', { name: 'Spróbuj ponownie: Zamawiam i płacę' })).toBeEnabled();
    expect(JSON.parse(localStorage.getItem(BASKET_KEY) ?? '[]')).toEqual([expect.objectContaining({ id: 2001, quantity: 2 })]);
  });

  it('still stops an address outside the delivery zones', async () => {
    const outside = new ShopApiError(422, 'Nie dowozimy pod ten adres.', '/shop/delivery-zone', 'OUT_OF_ZONE', 'postalCode');
    renderPage(<PaymentPage />, { getDeliveryZone: jest.fn().mockRejectedValue(outside) });
    await settle();

    expect(screen.getByRole('alert')).toHaveTextContent('Uzupełnij dane dostawy na stronie podsumowania: Nie dowozimy pod ten adres.');
    expect(screen.queryByRole('button', { name: 'Zamawiam i płacę' })).not.toBeInTheDocument();
  });
});

describe('/payment before the order button', () => {
  it('says in one sentence that fresh food cannot be returned within 14 days, linking the terms', async () => {
    renderPage(<PaymentPage />, { getDeliveryZone: jest.fn().mockResolvedValue({ zone: 'A', price: 10 }) });
    await settle();
    const note = screen.getByTestId('no-return-note');
    expect(note).toHaveTextContent(/nie można ich zwrócić w ciągu 14 dni \(art\. 38 pkt 4 ustawy o prawach konsumenta\)/);
    expect(within(note).getByRole('link', { name: 'regulamin, pkt 5' })).toHaveAttribute('href', '/regulamin/#odstapienie');
    // Before the button: the customer reads it before ordering.
    const button = screen.getByRole('button', { name: 'Zamawiam i płacę' });
    expect(note.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('/payment online (Przelewy24, D73)', () => {
  const ONLINE = 'Płatność online (BLIK, przelew, karta)';
  const P24_PAGE = 'https://sandbox.przelewy24.pl/trnRequest/TOKEN-1';
  const placed = (payment: { redirectUrl: string } | null) =>
    ({ id: 'XYZXYZXYZ2', status: 'awaiting_payment', paymentMethod: 'online', paymentState: 'awaiting', priceChanges: [], payment }) as unknown as PlacedOrder;

  async function orderOnline(answer: PlacedOrder) {
    const placeOrder = jest.fn().mockResolvedValue(answer);
    const page = renderPage(<PaymentPage />, { placeOrder });
    await settle();
    fireEvent.click(screen.getByRole('radio', { name: ONLINE }));
    fireEvent.click(screen.getByRole('button', { name: 'Zamawiam i płacę' }));
    await settle();
    return { ...page, placeOrder };
  }

  it('offers a third choice with the time to pay under it, and words the duty to pay for the gateway', async () => {
    renderPage(<PaymentPage />);
    await settle();
    const choices = screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);
    expect(choices).toEqual(['Gotówką przy odbiorze', 'Kartą przy odbiorze (terminal u kuriera)', ONLINE]);
    const online = screen.getByRole('radio', { name: ONLINE });
    expect(online).toHaveAccessibleDescription(
      'Zamówienie trafi do kuchni, gdy płatność zostanie potwierdzona. Na zapłatę masz 15 minut.',
    );
    expect(screen.getByText(/obowiązkiem zapłaty kwoty podanej powyżej przy odbiorze\.$/)).toBeInTheDocument();

    fireEvent.click(online);
    expect(online).toBeChecked();
    expect(screen.getByText(/obowiązkiem zapłaty kwoty podanej powyżej i przechodzisz do płatności w serwisie Przelewy24\.$/)).toBeInTheDocument();
    // The choice survives a reload with the rest of the form.
    expect(JSON.parse(sessionStorage.getItem(CHECKOUT_KEY) ?? '{}')).toMatchObject({ paymentMethod: 'online' });
  });

  it("sends 'online', clears the basket and leaves for the payment page the answer names", async () => {
    const { placeOrder, redirect, navigate } = await orderOnline(placed({ redirectUrl: P24_PAGE }));
    expect(placeOrder.mock.calls[0][0]).toMatchObject({ paymentMethod: 'online' });
    expect(redirect).toHaveBeenCalledWith(P24_PAGE);
    expect(navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem(BASKET_KEY)).toBeNull();
    expect(sessionStorage.getItem(CHECKOUT_KEY)).toBeNull();
    // Not "your basket is empty" while the gateway's page loads.
    expect(screen.getByText('Przechodzimy do płatności w serwisie Przelewy24…')).toHaveAttribute('role', 'status');
    expect(screen.queryByText('Nie masz produktów w koszyku.')).toBeNull();
  });

  it('goes to the order page (which offers to pay) when the gateway could not be reached', async () => {
    const { redirect, navigate } = await orderOnline(placed(null));
    expect(redirect).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/order/?id=XYZXYZXYZ2');
    expect(localStorage.getItem(BASKET_KEY)).toBeNull();
  });

  it('never leaves for an address that is not a web page', async () => {
    const { redirect, navigate } = await orderOnline(placed({ redirectUrl: 'javascript:alert(1)' }));
    expect(redirect).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/order/?id=XYZXYZXYZ2');
  });
});
