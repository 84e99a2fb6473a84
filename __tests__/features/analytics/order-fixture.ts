/** An order as POST /order answers it, full of the customer's data the events must never carry. */
import type { PlacedOrder } from '../../../src/lib/shop-api-types';
import { staffOrder } from '../../support/staff-fixtures';

export const CUSTOMER = {
  name: 'Jan Kowalski',
  phoneNumber: '600100200',
  email: 'jan.kowalski@example.pl',
  address: 'Marszałkowska 10/5, 00-001 Warszawa',
};
export const NOTES = 'Domofon 15, proszę dzwonić';

export function placedOrder(fields: Partial<PlacedOrder> = {}): PlacedOrder {
  // The staff view has every field of the customer's own, and then some.
  const { termsAcceptedAt: _staffOnly, ...view } = staffOrder({
    items: [
      { id: 2001, name: 'Maki łosoś', price: 12.5, quantity: 2 },
      { id: 3001, name: 'Zestaw Tokio', price: 59.9, quantity: 1 },
    ],
    itemsTotal: 84.9,
    discount: 8.49,
    promoCode: 'WIOSNA-10',
    promoDiscount: 8.49,
    total: 86.41,
    address: { street: 'Marszałkowska 10/5', postalCode: '00-001', city: 'Warszawa' },
    customer: CUSTOMER,
    notes: NOTES,
  });
  return { ...view, statusHistory: [], changes: [], priceChanges: [], payment: null, ...fields };
}
