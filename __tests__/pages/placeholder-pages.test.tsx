import React, { type ComponentType } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import type { HeadFC, HeadProps } from 'gatsby';
import * as Summary from '../../src/pages/summary';
import * as Payment from '../../src/pages/payment';
import { CHECKOUT_MESSAGES, writeCheckoutForm, EMPTY_CHECKOUT_FORM } from '../../src/features/checkout/checkout-form';
import { BASKET_KEY } from '../../src/lib/storage';
import { ShopApiError } from '../../src/lib/shop-api';
import { ZONE_UNCHECKED_MESSAGE } from '../../src/features/checkout/checkout-thunks';
import { normalizeSpaces } from '../test-utils';
import { VALID_CHECKOUT_FORM } from '../support/checkout-fixtures';
import { renderPage, settle } from '../support/render-page';
import { PLAIN_ZONE_A } from '../support/fake-services';

type PageModule = { default: ComponentType; Head: HeadFC };

// The checkout pages (summary: the form; payment: method and the order button).
const PAGES: [string, PageModule, string][] = [
  ['/summary/', Summary, 'Podsumowanie zamówienia'],
  ['/payment/', Payment, 'Płatność'],
];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe.each(PAGES)('%s', (pathname, page, heading) => {
  it(`is '${heading}' and with an empty basket links back to the menu`, async () => {
    const Page = page.default;
    renderPage(<Page />);
    await settle();
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByText('Nie masz produktów w koszyku.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wróć do menu' })).toHaveAttribute('href', '/menu/');
  });

  it('has a Polish title', () => {
    const { container } = render(<page.Head {...({ location: { pathname } } as HeadProps)} />);
    expect(container.querySelector('title')?.textContent).toMatch(new RegExp(`^${heading} \\| `));
  });
});

const basket = () =>
  localStorage.setItem(BASKET_KEY, JSON.stringify([{ id: 2001, name: 'Maki łosoś', price: 12.5, quantity: 2 }]));

describe('/summary/ with a basket', () => {
  it('shows the lines, the delivery price of the zone and the total', async () => {
    basket();
    writeCheckoutForm({ ...EMPTY_CHECKOUT_FORM, postalCode: '00-001' });
    renderPage(<Summary.default />, { getDeliveryZone: jest.fn().mockResolvedValue(PLAIN_ZONE_A) });
    await settle();
    await settle();
    const list = screen.getByRole('list', { name: 'Zawartość koszyka' });
    expect(normalizeSpaces(list.textContent)).toBe('x2 szt Maki łosoś 25,00 zł');
    expect(normalizeSpaces(screen.getByTestId('checkout-total').textContent)).toBe('Do zapłaty: 35,00 zł');
  });

  it('shows Polish messages under invalid fields on Dalej', async () => {
    basket();
    renderPage(<Summary.default />);
    await settle();
    fireEvent.change(screen.getByLabelText('Kod pocztowy', { exact: false }), { target: { value: '00001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(screen.getByText(CHECKOUT_MESSAGES.postalCode)).toBeInTheDocument();
    expect(screen.getByText('Musisz zaakceptować regulamin.')).toBeInTheDocument();
    expect(screen.getByText(CHECKOUT_MESSAGES.name)).toBeInTheDocument();
  });
});

describe('/summary/ when the zone cannot be checked', () => {
  // Gatsby's navigate needs its runtime; here it is observed through window.___navigate.
  const navigateSpy = jest.fn();
  beforeEach(() => {
    (window as unknown as { ___navigate: jest.Mock }).___navigate = navigateSpy;
    navigateSpy.mockClear();
  });

  it('lets the customer go on when the lookup failed (offline), with a note instead of an error', async () => {
    basket();
    writeCheckoutForm(VALID_CHECKOUT_FORM);
    const offline = new ShopApiError(0, 'Brak połączenia', '/shop/delivery-zone', 'NETWORK_ERROR');
    renderPage(<Summary.default />, { getDeliveryZone: jest.fn().mockRejectedValue(offline) });
    await settle();
    await settle();
    expect(screen.getByText(ZONE_UNCHECKED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText('Kod pocztowy', { exact: false })).not.toHaveAttribute('aria-invalid', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(navigateSpy).toHaveBeenCalledWith('/payment/', undefined);
  });

  it('stops an address outside the delivery zones', async () => {
    basket();
    writeCheckoutForm(VALID_CHECKOUT_FORM);
    const outside = new ShopApiError(422, 'Nie dowozimy pod ten adres.', '/shop/delivery-zone', 'OUT_OF_ZONE', 'postalCode');
    renderPage(<Summary.default />, { getDeliveryZone: jest.fn().mockRejectedValue(outside) });
    await settle();
    await settle();
    expect(screen.getByText('Nie dowozimy pod ten adres.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(navigateSpy).not.toHaveBeenCalled();
  });
});

describe('/payment/ with a basket', () => {
  it('offers cash or card and an order button that says it obliges to pay', async () => {
    basket();
    writeCheckoutForm(VALID_CHECKOUT_FORM);
    renderPage(<Payment.default />, { getDeliveryZone: jest.fn().mockResolvedValue(PLAIN_ZONE_A) });
    await settle();
    await settle();
    expect(screen.getByRole('radio', { name: 'Gotówką przy odbiorze' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Kartą przy odbiorze/ })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Zamawiam i płacę' })).toBeEnabled();
    expect(normalizeSpaces(screen.getByTestId('checkout-total').textContent)).toBe('Do zapłaty: 35,00 zł');
  });

  it("below the zone's minimum: what is missing and the way to the menu instead of the order button", async () => {
    basket(); // 25,00 zł
    writeCheckoutForm(VALID_CHECKOUT_FORM);
    renderPage(<Payment.default />, { getDeliveryZone: jest.fn().mockResolvedValue({ ...PLAIN_ZONE_A, minimumOrder: 40 }) });
    await settle();
    await settle();
    expect(normalizeSpaces(screen.getByText(/^Brakuje/).textContent)).toBe(
      'Brakuje 15,00 zł do minimalnej wartości zamówienia w strefie A (zamówienia od 40,00 zł).',
    );
    expect(screen.getByRole('link', { name: 'Dodaj coś z menu' })).toHaveAttribute('href', '/menu/');
    expect(screen.queryByRole('button', { name: 'Zamawiam i płacę' })).toBeNull();
  });
});

describe('/summary/ below the minimum, and with free delivery', () => {
  const navigateSpy = jest.fn();
  beforeEach(() => {
    (window as unknown as { ___navigate: jest.Mock }).___navigate = navigateSpy;
    navigateSpy.mockClear();
  });

  it("keeps 'Dalej' and moves focus to what is missing", async () => {
    basket();
    writeCheckoutForm(VALID_CHECKOUT_FORM);
    renderPage(<Summary.default />, { getDeliveryZone: jest.fn().mockResolvedValue({ ...PLAIN_ZONE_A, minimumOrder: 25.01 }) });
    await settle();
    await settle();
    const message = screen.getByText(/^Brakuje 0,01/);
    fireEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(message).toHaveFocus();
    expect(navigateSpy).not.toHaveBeenCalled();
  });

  it('charges nothing for delivery from the threshold on', async () => {
    basket();
    writeCheckoutForm(VALID_CHECKOUT_FORM);
    renderPage(<Summary.default />, { getDeliveryZone: jest.fn().mockResolvedValue({ ...PLAIN_ZONE_A, freeDeliveryFrom: 25 }) });
    await settle();
    await settle();
    expect(normalizeSpaces(screen.getByText(/^Dostawa:/).textContent)).toBe('Dostawa: 0,00 zł (darmowa dostawa od 25,00 zł)');
    expect(normalizeSpaces(screen.getByTestId('checkout-total').textContent)).toBe('Do zapłaty: 25,00 zł');
  });
});
