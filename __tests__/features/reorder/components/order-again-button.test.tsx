/**
 * The button and its report: busy while today's menu is read, then a polite status saying what
 * went in (with the way to the basket) or, plainly, that nothing did and why.
 */
import React from 'react';
import { Provider } from 'react-redux';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { OrderAgainButton } from '../../../../src/features/reorder';
import { MENU_CHECK_FAILED, NOTHING_ADDED } from '../../../../src/features/reorder/reorder-text';
import { selectBasketItems } from '../../../../src/features/basket';
import type { ShopApi } from '../../../../src/lib/shop-api';
import { flushPromises, makeTestStore, menuItem } from '../../../support/fake-services';
import { normalizeSpaces } from '../../../test-utils';

const ORDERED = [
  { id: 2001, name: 'Futomaki łosoś', price: 24, quantity: 2 },
  { id: 2100, name: 'Zupa Miso', price: 14, quantity: 1 },
];

function renderButton(api: Partial<ShopApi>) {
  const { store } = makeTestStore(api);
  render(
    <Provider store={store}>
      <OrderAgainButton items={ORDERED} />
    </Provider>,
  );
  return store;
}

const button = () => screen.getByRole('button', { name: 'Zamów ponownie' });

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

it('is busy while the menu is read, then reports in a status what went in and links the basket', async () => {
  let answer!: (items: unknown[]) => void;
  const getProducts = jest.fn(() => new Promise<unknown[]>((resolve) => (answer = resolve)));
  const store = renderButton({ getProducts: getProducts as unknown as ShopApi['getProducts'] });
  expect(screen.getByRole('status')).toBeEmptyDOMElement();

  fireEvent.click(button());
  expect(button()).toBeDisabled();
  expect(screen.getByRole('status')).toHaveTextContent('Sprawdzamy dzisiejsze menu…');

  await act(async () => {
    answer([menuItem({ id: 2001, name: 'Futomaki łosoś', price: 26 }), menuItem({ id: 2100, name: 'Zupa Miso', category: 'zupy', price: 14, soldOut: true })]);
    await flushPromises();
  });
  expect(button()).toBeEnabled();
  const status = screen.getByRole('status');
  expect(status).toHaveTextContent('Dodano do koszyka 1 produkt z tego zamówienia, po dzisiejszych cenach.');
  expect(status).toHaveTextContent('Dziś wyprzedane: Zupa Miso. Zapraszamy jutro!');
  expect(normalizeSpaces(status.textContent)).toContain('Cena Futomaki łosoś: było 24,00 zł, teraz 26,00 zł.');
  expect(screen.getByRole('link', { name: 'Przejdź do koszyka' })).toHaveAttribute('href', '/basket/');
  expect(selectBasketItems(store.getState()).map(({ id, quantity, price }) => ({ id, quantity, price }))).toEqual([{ id: 2001, quantity: 2, price: 26 }]);
});

it('says plainly that nothing went in when nothing is on sale, and offers no way to an unchanged basket', async () => {
  const store = renderButton({ getProducts: jest.fn().mockResolvedValue([menuItem({ id: 2100, name: 'Zupa Miso', category: 'zupy', soldOut: true })]) });
  fireEvent.click(button());
  await act(flushPromises);
  const status = screen.getByRole('status');
  expect(status).toHaveTextContent(NOTHING_ADDED);
  expect(status).toHaveTextContent('Nie ma już w menu: Futomaki łosoś.');
  expect(status).toHaveTextContent('Dziś wyprzedane: Zupa Miso.');
  expect(screen.queryByRole('link')).toBeNull();
  expect(selectBasketItems(store.getState())).toEqual([]);
});

it('says the menu could not be checked and adds nothing when it cannot be read', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const store = renderButton({ getSets: jest.fn().mockRejectedValue(new Error('offline')) });
  fireEvent.click(button());
  await act(flushPromises);
  expect(screen.getByRole('status')).toHaveTextContent(MENU_CHECK_FAILED);
  expect(button()).toBeEnabled();
  expect(screen.queryByRole('link')).toBeNull();
  expect(selectBasketItems(store.getState())).toEqual([]);
});
