import React from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { HeadProps } from 'gatsby';
import BasketPage, { Head } from '../../src/pages/basket';
import { SHOP_CLOSED_MESSAGE } from '../../src/features/shell/components/layout';
import { BASKET_KEY } from '../../src/lib/storage';
import { normalizeSpaces } from '../test-utils';
import { renderPage, settle } from '../support/render-page';
import { DEMO_PICKUP, PLAIN_DELIVERY } from '../support/fake-services';
import { FULFILMENT_KEY } from '../../src/features/basket/basket-thunks';
import { BUILD_RESTAURANT } from '../../src/features/contact/build-restaurant';

const SAVED = [
  { id: 2001, name: 'Maki łosoś', price: 12.5, quantity: 2, image: '/images/menu/maki.svg' },
  { id: 3005, name: 'Zestaw Tokio', price: 59.9, quantity: 1 },
];

const text = (el: HTMLElement) => normalizeSpaces(el.textContent);
const row = (name: string) => screen.getByRole('button', { name: `Usuń ${name}` }).closest('li') as HTMLElement;
const saved = () => JSON.parse(localStorage.getItem(BASKET_KEY) ?? 'null');
const total = () => normalizeSpaces(screen.getByText(/^Razem:/).textContent);

async function renderBasket(api = {}) {
  const page = renderPage(<BasketPage />, api);
  await settle();
  return page;
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(BASKET_KEY, JSON.stringify(SAVED));
});

describe('/basket page', () => {
  it('lists the saved basket: image, name, unit price, quantity, line total, count and total in zł', async () => {
    await renderBasket();

    expect(screen.getByRole('heading', { level: 1, name: 'Koszyk' })).toBeInTheDocument();
    expect(normalizeSpaces(screen.getByText(/^W koszyku:/).textContent)).toBe('W koszyku: 3 produkty');
    const maki = row('Maki łosoś');
    expect(maki.querySelector('img')).toHaveAttribute('src', '/images/menu/maki.svg');
    expect(maki.querySelector('img')).toHaveAttribute('width', '96');
    expect(text(maki)).toContain('12,50 zł / szt.');
    expect(within(maki).getByRole('group', { name: 'Ilość: Maki łosoś' })).toHaveTextContent('2');
    expect(text(maki)).toContain('25,00 zł');
    // A line saved without an image still gets one.
    expect(row('Zestaw Tokio').querySelector('img')).toHaveAttribute('src', '/images/menu/sushi.svg');
    expect(total()).toBe('Razem: 84,90 zł');
    expect(screen.getByRole('link', { name: 'ZAMAWIAM' })).toHaveAttribute('href', '/summary/');
  });

  it('increments and decrements (never below 1); totals and the saved basket follow', async () => {
    await renderBasket();
    const tokio = within(row('Zestaw Tokio'));

    expect(tokio.getByRole('button', { name: 'Zmniejsz ilość' })).toBeDisabled();
    fireEvent.click(tokio.getByRole('button', { name: 'Zwiększ ilość' }));
    expect(tokio.getByRole('group')).toHaveTextContent('2');
    expect(text(row('Zestaw Tokio'))).toContain('119,80 zł');
    expect(total()).toBe('Razem: 144,80 zł');
    expect(normalizeSpaces(screen.getByText(/^W koszyku:/).textContent)).toBe('W koszyku: 4 produkty');
    expect(saved()[1]).toMatchObject({ id: 3005, quantity: 2 });

    fireEvent.click(tokio.getByRole('button', { name: 'Zmniejsz ilość' }));
    expect(tokio.getByRole('button', { name: 'Zmniejsz ilość' })).toBeDisabled();
    expect(total()).toBe('Razem: 84,90 zł');
    expect(saved()[1]).toMatchObject({ id: 3005, quantity: 1 });
  });

  it('uses the Polish plural for five and more', async () => {
    await renderBasket();
    const maki = within(row('Maki łosoś'));
    for (let i = 0; i < 2; i += 1) fireEvent.click(maki.getByRole('button', { name: 'Zwiększ ilość' }));
    expect(normalizeSpaces(screen.getByText(/^W koszyku:/).textContent)).toBe('W koszyku: 5 produktów');
  });

  it("deletes a line with 'Usuń {name}' and moves focus to the heading", async () => {
    await renderBasket();
    fireEvent.click(screen.getByRole('button', { name: 'Usuń Maki łosoś' }));

    expect(screen.queryByText('Maki łosoś')).not.toBeInTheDocument();
    expect(total()).toBe('Razem: 59,90 zł');
    expect(saved()).toEqual([expect.objectContaining({ id: 3005 })]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it("'Wyczyść koszyk' empties it and forgets the saved basket", async () => {
    await renderBasket();
    fireEvent.click(screen.getByRole('button', { name: 'Wyczyść koszyk' }));

    expect(screen.getByText('Nie masz produktów w koszyku.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Przejdź do menu' })).toHaveAttribute('href', '/menu/');
    expect(localStorage.getItem(BASKET_KEY)).toBeNull();
  });

  it('shows the delivery terms of both zones from the API', async () => {
    await renderBasket({ getDeliveryPrices: jest.fn().mockResolvedValue({ ...PLAIN_DELIVERY, zoneA: 12.5, zoneB: 25, minimumOrderB: 40, freeDeliveryFromA: 150 }) });
    const terms = within(screen.getByRole('list', { name: 'Warunki dostawy' })).getAllByRole('listitem').map(text);
    expect(terms).toEqual(['Strefa A: dostawa 12,50 zł, darmowa dostawa od 150,00 zł', 'Strefa B: dostawa 25,00 zł, zamówienie od 40,00 zł']);
    expect(screen.getByText('Do darmowej dostawy w strefie A brakuje 65,10 zł.')).toBeInTheDocument();
  });

  it('below every zone\'s minimum ZAMAWIAM waits, saying how much is missing; one more piece lets it go', async () => {
    // 84,90 zł in the basket; zone A from 90 zł, zone B from 100 zł.
    await renderBasket({ getDeliveryPrices: jest.fn().mockResolvedValue({ ...PLAIN_DELIVERY, minimumOrderA: 90, minimumOrderB: 100 }) });
    const order = screen.getByRole('button', { name: 'ZAMAWIAM' });
    expect(order).toBeDisabled();
    expect(normalizeSpaces(order.getAttribute('aria-describedby') && document.getElementById(order.getAttribute('aria-describedby')!)!.textContent)).toBe(
      'Brakuje 5,10 zł do minimalnej wartości zamówienia w strefie A.',
    );
    fireEvent.click(within(row('Maki łosoś')).getByRole('button', { name: /Zwiększ/ }));
    expect(screen.getByRole('link', { name: 'ZAMAWIAM' })).toHaveAttribute('href', '/summary/');
    expect(screen.getByText('Brakuje 2,60 zł do minimalnej wartości zamówienia w strefie B.')).toBeInTheDocument();
  });

  it('disables ZAMAWIAM with the reason while the shop is closed', async () => {
    const notice = { text: 'Przerwa techniczna.', isVisible: false, isSystemClose: true };
    await renderBasket({ getNotice: jest.fn().mockResolvedValue(notice) });

    const order = screen.getByRole('button', { name: 'ZAMAWIAM' });
    expect(order).toBeDisabled();
    expect(order).toHaveAccessibleDescription(SHOP_CLOSED_MESSAGE);
    expect(screen.queryByRole('link', { name: 'ZAMAWIAM' })).not.toBeInTheDocument();
  });

  it('shows the empty basket when nothing (or nothing valid) is saved', async () => {
    localStorage.setItem(BASKET_KEY, '{nie json');
    await renderBasket();
    expect(screen.getByText('Nie masz produktów w koszyku.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Wyczyść koszyk' })).not.toBeInTheDocument();
  });

  it('offers no choice while the restaurant only delivers', async () => {
    await renderBasket();
    expect(screen.queryByRole('group', { name: 'Sposób odbioru' })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByText(/Sposób odbioru/)).toBeNull();
  });

  it('has a Polish title', () => {
    const { container } = render(<Head {...({ location: { pathname: '/basket/' } } as HeadProps)} />);
    expect(container.querySelector('title')).toHaveTextContent(/^Koszyk \| /);
  });
});

describe('/basket delivery or pickup (D95)', () => {
  const withPickup = (fields = {}) => ({ getPickupSettings: jest.fn().mockResolvedValue({ ...DEMO_PICKUP, ...fields }) });
  const pickupTerms = () => within(screen.getByRole('list', { name: 'Warunki odbioru osobistego' })).getAllByRole('listitem').map(text);

  it("offers both ways; pickup shows its discount as its own line, the sum to pay, the address and the time, and is saved", async () => {
    await renderBasket(withPickup());
    const group = screen.getByRole('group', { name: 'Sposób odbioru' });
    expect(within(group).getByRole('radio', { name: 'Dostawa' })).toBeChecked();
    const pickup = within(group).getByRole('radio', { name: 'Odbiór osobisty' });
    expect(pickup).toHaveAccessibleDescription('rabat 10%');

    fireEvent.click(pickup);
    expect(pickup).toBeChecked();
    expect(screen.queryByRole('list', { name: 'Warunki dostawy' })).toBeNull();
    expect(total()).toBe('Razem: 84,90 zł');
    // 10 % of 84,90 zł.
    expect(text(screen.getByTestId('pickup-discount'))).toBe('Rabat za odbiór osobisty (−10%): −8,49 zł');
    expect(normalizeSpaces(screen.getByText(/^Do zapłaty:/).textContent)).toBe('Do zapłaty: 76,41 zł');
    expect(pickupTerms()).toEqual([
      `Odbiór w restauracji: ${BUILD_RESTAURANT.street}, ${BUILD_RESTAURANT.postalCode} ${BUILD_RESTAURANT.city}`,
      'Zamówienie będzie gotowe do odbioru ok. 20 min po przyjęciu — albo na godzinę, którą wybierzesz.',
      'Odbiór osobisty: zamówienie od 20,00 zł',
    ]);
    expect(screen.getByRole('link', { name: 'ZAMAWIAM' })).toHaveAttribute('href', '/summary/');
    expect(localStorage.getItem(FULFILMENT_KEY)).toBe('"pickup"');

    fireEvent.click(screen.getByRole('radio', { name: 'Dostawa' }));
    expect(screen.getByRole('list', { name: 'Warunki dostawy' })).toBeInTheDocument();
    expect(screen.queryByTestId('pickup-discount')).toBeNull();
  });

  it('says the discount leaves alcohol out when the basket holds some', async () => {
    localStorage.setItem(BASKET_KEY, JSON.stringify([...SAVED, { id: 1028, name: 'Sake', price: 30, quantity: 1, category: 'alcohol' }]));
    localStorage.setItem(FULFILMENT_KEY, '"pickup"');
    await renderBasket(withPickup());
    expect(screen.getByRole('radio', { name: 'Odbiór osobisty' })).toBeChecked();
    // The sake's 30 zł is not discounted: 10 % of 84,90 zł.
    expect(text(screen.getByTestId('pickup-discount'))).toBe('Rabat za odbiór osobisty (−10%): −8,49 zł (rabat nie obejmuje alkoholu)');
    expect(normalizeSpaces(screen.getByText(/^Do zapłaty:/).textContent)).toBe('Do zapłaty: 106,41 zł');
  });

  it("below pickup's minimum ZAMAWIAM waits, saying how much is missing", async () => {
    localStorage.setItem(FULFILMENT_KEY, '"pickup"');
    await renderBasket(withPickup({ minimumOrder: 90 }));
    const order = screen.getByRole('button', { name: 'ZAMAWIAM' });
    expect(order).toBeDisabled();
    expect(normalizeSpaces(order.getAttribute('aria-describedby') && document.getElementById(order.getAttribute('aria-describedby')!)!.textContent)).toBe(
      'Brakuje 5,10 zł do minimalnej wartości zamówienia przy odbiorze osobistym (zamówienia od 90,00 zł).',
    );
  });

  it('with delivery switched off names the one way instead of a choice, and says the saved delivery is not possible', async () => {
    await renderBasket({ ...withPickup(), getDeliveryPrices: jest.fn().mockResolvedValue({ ...PLAIN_DELIVERY, enabled: false }) });
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByText('Sposób odbioru: Odbiór osobisty')).toBeInTheDocument();
    expect(screen.getByText('Dostawa jest teraz niedostępna. Możesz wybrać: odbiór osobisty.')).toHaveAttribute('role', 'status');
    expect(screen.getByTestId('pickup-discount')).toBeInTheDocument();
  });

  it('with pickup switched off since it was chosen, falls back to delivery and says so', async () => {
    localStorage.setItem(FULFILMENT_KEY, '"pickup"');
    await renderBasket(withPickup({ enabled: false }));
    expect(screen.getByText('Odbiór osobisty jest teraz niedostępny. Możesz wybrać: dostawa.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByRole('list', { name: 'Warunki dostawy' })).toBeInTheDocument();
  });
});
