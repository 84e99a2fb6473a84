/**
 * Price differences reported by POST /shop/order: submitOrder keeps them under the public
 * order id, the order page's notice lists each changed item in Polish with zł formatting.
 */
import React from 'react';
import { render, screen } from '@testing-library/react';
import { PriceChangeNotice } from '../../../src/features/checkout/components/price-change-notice';
import { EMPTY_CHECKOUT_FORM, type CheckoutForm } from '../../../src/features/checkout/checkout-form';
import { submitOrder } from '../../../src/features/checkout/checkout-thunks';
import {
  priceChangeMessage,
  priceChangesKey,
  readPriceChanges,
  savePriceChanges,
} from '../../../src/features/checkout/price-changes';
import { addItem } from '../../../src/features/basket/basket-thunks';
import type { PlacedOrder, PriceChange } from '../../../src/lib/shop-api-types';
import { makeTestStore } from '../../support/fake-services';

const valid: CheckoutForm = {
  ...EMPTY_CHECKOUT_FORM,
  name: 'Jan Kowalski',
  phoneNumber: '600 100 200',
  email: 'jan@example.pl',
  street: 'Marszałkowska 10/5',
  postalCode: '00-950',
  city: 'Warszawa',
  acceptedTerms: true,
};
const maki = { id: 2001, name: 'Maki', price: 12.5, category: 'maki' };
const change: PriceChange = { id: 2001, name: 'Maki', sentPrice: 12.5, price: 14 };
const EXPECTED_TEXT = 'Cena pozycji Maki zmieniła się z 12,50 zł na 14,00 zł. Zamówienie zostało policzone według aktualnego cennika.';
/** Intl writes a no-break space before 'zł'. */
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('price changes of a placed order', () => {
  it('writes the Polish message with zł formatting', () => {
    expect(plain(priceChangeMessage(change))).toBe(EXPECTED_TEXT);
  });

  it('submitOrder keeps the changes under the public order id before opening the order page', async () => {
    const placeOrder = jest.fn().mockResolvedValue({ id: 'ABCDEFGH23', total: 38, priceChanges: [change] } as unknown as PlacedOrder);
    const { store, navigate } = makeTestStore({ placeOrder });
    store.dispatch(addItem(maki, 2));
    const result = await store.dispatch(submitOrder(valid));
    expect(result.ok).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/order/?id=ABCDEFGH23');
    expect(readPriceChanges('ABCDEFGH23')).toEqual([change]);
    expect(readPriceChanges('OTHERORDER')).toEqual([]);
  });

  it('keeps nothing when the prices were right (or the answer has no list)', async () => {
    for (const answer of [{ id: 'NOCHANGE22', priceChanges: [] }, { id: 'NOLIST2222' }]) {
      const placeOrder = jest.fn().mockResolvedValue(answer as unknown as PlacedOrder);
      const { store } = makeTestStore({ placeOrder });
      store.dispatch(addItem(maki, 1));
      expect((await store.dispatch(submitOrder(valid))).ok).toBe(true);
      expect(sessionStorage.getItem(priceChangesKey(answer.id))).toBeNull();
    }
  });

  it('reads soft: bad JSON or bad entries give no changes', () => {
    sessionStorage.setItem(priceChangesKey('BROKEN2222'), '{not json');
    expect(readPriceChanges('BROKEN2222')).toEqual([]);
    sessionStorage.setItem(priceChangesKey('MIXED22222'), JSON.stringify([change, { id: 'x' }]));
    expect(readPriceChanges('MIXED22222')).toEqual([change]);
    savePriceChanges('', [change]);
    expect(readPriceChanges('')).toEqual([]);
  });

  it('the notice lists each changed item and is absent without changes', () => {
    const other: PriceChange = { id: 7, name: 'Zestaw Tokio', sentPrice: 89, price: 79.9 };
    const { container, rerender } = render(<PriceChangeNotice changes={[change, other]} />);
    const items = screen.getAllByRole('listitem').map((li) => plain(li.textContent));
    expect(items).toEqual([
      EXPECTED_TEXT,
      'Cena pozycji Zestaw Tokio zmieniła się z 89,00 zł na 79,90 zł. Zamówienie zostało policzone według aktualnego cennika.',
    ]);
    expect(screen.getByRole('heading', { name: 'Zmiany cen' })).toBeInTheDocument();
    rerender(<PriceChangeNotice changes={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
