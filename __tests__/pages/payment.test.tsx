/**
 * /payment with a failing network: a zone lookup that could not be made does not block the
 * order (the server prices the zone), a definite "outside the zones" does, and an order that
 * cannot be sent shows the Polish message with the basket kept.
 */
import React from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import PaymentPage from '../../src/pages/payment';
import { CHECKOUT_KEY } from '../../src/features/checkout/checkout-form';
import { NO_CONNECTION_MESSAGE } from '../../src/lib/retry-policy';
import { ShopApiError } from '../../src/lib/shop-api';
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
