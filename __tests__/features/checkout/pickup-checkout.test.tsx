/**
 * The checkout for pickup (D95): the summary asks only who collects (no address, no zone
 * lookup), offers pickup's times with the kitchen's time for 'jak najszybciej', and shows the
 * discount as its own line and where to come; the payment page words the card at the counter
 * and sends fulfilment 'pickup' without an address; a 409 FULFILMENT_UNAVAILABLE shows its
 * Polish message and keeps the basket.
 */
import React from 'react';
import * as gatsby from 'gatsby';
import { fireEvent, screen, within } from '@testing-library/react';
import PaymentPage from '../../../src/pages/payment';
import SummaryPage from '../../../src/pages/summary';
import { CHECKOUT_KEY, EMPTY_CHECKOUT_FORM, writeCheckoutForm } from '../../../src/features/checkout/checkout-form';
import { FULFILMENT_KEY } from '../../../src/features/basket/basket-thunks';
import { BUILD_RESTAURANT } from '../../../src/features/contact/build-restaurant';
import { ShopApiError } from '../../../src/lib/shop-api';
import type { PlacedOrder } from '../../../src/lib/shop-api-types';
import { BASKET_KEY } from '../../../src/lib/storage';
import { normalizeSpaces } from '../../test-utils';
import { DEMO_PICKUP } from '../../support/fake-services';
import { renderPage, settle } from '../../support/render-page';

// 2 × 12,50 zł of maki and a 30 zł sake: 10 % of the maki only.
const SAVED = [
  { id: 2001, name: 'Maki łosoś', price: 12.5, quantity: 2, category: 'maki' },
  { id: 1028, name: 'Sake', price: 30, quantity: 1, category: 'alcohol' },
];
const WHO = { ...EMPTY_CHECKOUT_FORM, name: 'Jan Kowalski', phoneNumber: '600 100 200', email: 'jan@example.pl', acceptedTerms: true, adultConfirmed: true };
const ADDRESS = `${BUILD_RESTAURANT.street}, ${BUILD_RESTAURANT.postalCode} ${BUILD_RESTAURANT.city}`;
const UNAVAILABLE = 'Odbiór osobisty jest teraz niedostępny. Możesz wybrać: dostawa.';

const api = (fields: Record<string, unknown> = {}) => ({ getPickupSettings: jest.fn().mockResolvedValue(DEMO_PICKUP), getDeliveryZone: jest.fn(), ...fields });
const text = (el: HTMLElement) => normalizeSpaces(el.textContent);

async function render(page: React.ReactElement, fields: Record<string, unknown> = {}) {
  const setup = renderPage(page, api(fields));
  await settle();
  await settle();
  return setup;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem(BASKET_KEY, JSON.stringify(SAVED));
  localStorage.setItem(FULFILMENT_KEY, '"pickup"');
});
afterEach(() => jest.restoreAllMocks());

describe('/summary/ for pickup', () => {
  it('asks only who collects, shows the discount and where to come, and goes on without an address', async () => {
    const navigate = jest.spyOn(gatsby, 'navigate').mockImplementation(async () => undefined);
    const getDeliveryTimes = jest.fn().mockResolvedValue({ asap: true, slots: ['2026-11-27T17:00:00.000Z'] });
    const { shopApi } = await render(<SummaryPage />, { getDeliveryTimes });

    expect(screen.getByRole('group', { name: 'Dane do odbioru' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Ulica i numer')).toBeNull();
    expect(screen.queryByLabelText('Kod pocztowy')).toBeNull();
    expect(shopApi.getDeliveryZone).not.toHaveBeenCalled();
    expect(screen.queryByText(/^Dostawa:/)).toBeNull();
    expect(text(screen.getByTestId('discount-line'))).toBe('Rabat za odbiór osobisty (−10%): −2,50 zł (rabat nie obejmuje alkoholu)');
    expect(text(screen.getByTestId('checkout-total'))).toBe('Do zapłaty: 52,50 zł');
    expect(text(screen.getByTestId('pickup-place'))).toBe(`Odbiór osobisty: ${ADDRESS}`);

    expect(getDeliveryTimes).toHaveBeenLastCalledWith('pickup');
    const times = screen.getByRole('group', { name: 'Czas odbioru' });
    expect(within(times).getByRole('radio', { name: 'Jak najszybciej (gotowe ok. 20 min po przyjęciu zamówienia)' })).toBeChecked();
    fireEvent.click(within(times).getByRole('radio', { name: 'Na wybraną godzinę' }));
    expect(within(screen.getByLabelText('Godzina odbioru')).getAllByRole('option')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(screen.getByText('Wybierz godzinę odbioru.')).toBeInTheDocument();
    fireEvent.click(within(times).getByRole('radio', { name: /^Jak najszybciej/ }));

    fireEvent.change(screen.getByLabelText('Imię i nazwisko'), { target: { value: 'Jan Kowalski' } });
    fireEvent.change(screen.getByLabelText('Telefon'), { target: { value: '600 100 200' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'jan@example.pl' } });
    fireEvent.click(screen.getByLabelText(/Akceptuję/));
    fireEvent.click(screen.getByLabelText('Mam ukończone 18 lat (w koszyku jest alkohol; przy odbiorze poprosimy o dokument)'));
    fireEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(document.querySelector('[aria-invalid="true"]')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/payment/');
  });

  it("stops a basket below pickup's minimum", async () => {
    await render(<SummaryPage />, { getPickupSettings: jest.fn().mockResolvedValue({ ...DEMO_PICKUP, minimumOrder: 60 }) });
    expect(screen.getByText('Brakuje 5,00 zł do minimalnej wartości zamówienia przy odbiorze osobistym (zamówienia od 60,00 zł).')).toBeInTheDocument();
  });
});

describe('/payment/ for pickup', () => {
  const placed = { id: 'XYZXYZXYZ2', status: 'new', priceChanges: [], payment: undefined } as unknown as PlacedOrder;

  it("pays at the counter, and sends fulfilment 'pickup' with no address", async () => {
    writeCheckoutForm(WHO);
    const placeOrder = jest.fn().mockResolvedValue(placed);
    await render(<PaymentPage />, { placeOrder });
    expect(text(screen.getByTestId('pickup-place'))).toBe(`Odbiór osobisty: ${ADDRESS}`);
    const choices = screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);
    expect(choices).toEqual(['Gotówką przy odbiorze', 'Kartą przy odbiorze (terminal w restauracji)', 'Płatność online (BLIK, przelew, karta)']);

    fireEvent.click(screen.getByRole('radio', { name: 'Kartą przy odbiorze (terminal w restauracji)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Zamawiam i płacę' }));
    await settle();
    const body = placeOrder.mock.calls[0][0];
    expect(body).toMatchObject({ fulfilment: 'pickup', paymentMethod: 'card', customer: { name: 'Jan Kowalski' }, adultConfirmed: true });
    expect(body).not.toHaveProperty('address');
    expect(localStorage.getItem(BASKET_KEY)).toBeNull();
  });

  it('shows the Polish 409 when pickup was switched off meanwhile, keeps the basket and leads back to it', async () => {
    writeCheckoutForm(WHO);
    const refused = new ShopApiError(409, UNAVAILABLE, '/shop/order', 'FULFILMENT_UNAVAILABLE', 'body/fulfilment');
    await render(<PaymentPage />, { placeOrder: jest.fn().mockRejectedValue(refused) });
    fireEvent.click(screen.getByRole('button', { name: 'Zamawiam i płacę' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent(UNAVAILABLE);
    expect(screen.getByRole('link', { name: 'Wróć do koszyka' })).toHaveAttribute('href', '/basket/');
    expect(JSON.parse(localStorage.getItem(BASKET_KEY) ?? '[]')).toHaveLength(2);
    expect(JSON.parse(sessionStorage.getItem(CHECKOUT_KEY) ?? '{}')).toMatchObject({ name: 'Jan Kowalski' });
  });
});
