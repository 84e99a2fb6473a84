/**
 * The phone order's and the change's arithmetic and bodies (D95–D97): the domain's rules applied
 * to a draft, only changed parts sent, and the refusals worded for staff.
 */
import { addLine, draftTotals, linesOfOrder, orderableItems, type DraftLine } from '../../../src/features/staff/order-draft';
import { changeBody, emptyPhoneOrder, phoneOrderBody, type PhoneOrderDraft } from '../../../src/features/staff/order-draft-body';
import { orderRefusal } from '../../../src/features/staff/staff-order-thunks';
import { ShopApiError } from '../../../src/lib/shop-api';
import { MENU, staffOrder } from '../../support/staff-fixtures';

const line = (fields: Partial<DraftLine> = {}): DraftLine => ({ id: 2001, name: 'Łosoś nigiri', price: 12.5, quantity: 1, isAlcohol: false, ...fields });
const PICKUP = { discountPercent: 10, minimumOrder: 20 };
const zone = (fields = {}) => ({ zone: 'A' as const, price: 10, minimumOrder: 40, freeDeliveryFrom: 100, ...fields });

describe('draft totals', () => {
  it('adds the zone fee until the free-delivery value, and measures the minimum on the items', () => {
    expect(draftTotals([line({ quantity: 3 })], { fulfilment: 'delivery', zone: zone(), pickup: PICKUP })).toEqual({
      itemsGrosze: 3750,
      deliveryGrosze: 1000,
      discountGrosze: 0,
      totalGrosze: 4750,
      minimumGrosze: 4000,
      missingGrosze: 250,
    });
    expect(draftTotals([line({ quantity: 8 })], { fulfilment: 'delivery', zone: zone(), pickup: PICKUP })).toMatchObject({ deliveryGrosze: 0, totalGrosze: 10000 });
  });

  it('knows no fee and no minimum while the zone is unknown', () => {
    expect(draftTotals([line()], { fulfilment: 'delivery', zone: null, pickup: PICKUP })).toMatchObject({ deliveryGrosze: null, minimumGrosze: null, missingGrosze: 0, totalGrosze: 1250 });
  });

  it("takes pickup's discount off everything but alcohol, half up to the grosz, and pickup's minimum before it", () => {
    const lines = [line({ price: 12.35 }), line({ id: 1201, name: 'Piwo', price: 15, isAlcohol: true })];
    // 10 % of 12,35 zł is 1,235 zł: 1,24 zł.
    expect(draftTotals(lines, { fulfilment: 'pickup', zone: zone(), pickup: PICKUP })).toEqual({
      itemsGrosze: 2735,
      deliveryGrosze: 0,
      discountGrosze: 124,
      totalGrosze: 2611,
      minimumGrosze: 2000,
      missingGrosze: 0,
    });
  });
});

describe('draft lines', () => {
  it('sells by phone what is on sale, never a bare ingredient, and adds up the same item to 99', () => {
    expect(orderableItems(MENU).map((m) => m.id)).toEqual([3001, 2001]);
    expect(addLine([line({ quantity: 98 })], line({ quantity: 5 }))).toEqual([line({ quantity: 99 })]);
    expect(addLine([line()], line({ id: 3001, name: 'Zestaw' })).map((l) => l.id)).toEqual([2001, 3001]);
  });

  it("keeps the prices the order charged for its own lines, and today's menu price for an item the change adds", () => {
    const order = staffOrder({ items: [{ id: 2001, name: 'Łosoś', price: 11, quantity: 2 }, { id: 2999, name: 'Stare', price: 7, quantity: 1 }] });
    const lines = linesOfOrder(order, [...MENU, { ...MENU[1], id: 2999, category: 'alcohol' }]);
    expect(lines).toEqual([line({ name: 'Łosoś', price: 11, quantity: 2 }), { id: 2999, name: 'Stare', price: 7, quantity: 1, isAlcohol: true }]);
    expect(addLine(lines, line()).map((l) => [l.id, l.price, l.quantity])).toEqual([[2001, 11, 3], [2999, 7, 1]]);
    expect(addLine(lines, line({ id: 3001, price: 89.9 })).map((l) => l.price)).toEqual([11, 7, 89.9]);
  });
});

describe('bodies', () => {
  // Typed as staff would: spaces around, an address left from before they chose pickup, blank notes.
  const typed = { time: '2026-11-22T18:30:00.000Z', paymentMethod: 'card', estimatedMinutes: '25', notes: '  ', belowMinimumReason: ' Stały klient ' } as const;
  const customer = { name: 'Anna', phoneNumber: '600200300', email: ' anna@example.pl ' };
  const draft: PhoneOrderDraft = { ...emptyPhoneOrder('pickup'), ...typed, customer, lines: [line()], address: { street: 'Prosta 1', postalCode: '', city: '' } };

  it('sends a reason below the minimum only when the order is below it, no address for pickup, the e-mail when given', () => {
    const below = draftTotals(draft.lines, { fulfilment: 'pickup', zone: null, pickup: PICKUP });
    expect(phoneOrderBody(draft, below)).toEqual({
      items: [{ id: 2001, quantity: 1, price: 12.5 }],
      fulfilment: 'pickup',
      deliveryTime: { type: 'scheduled', at: '2026-11-22T18:30:00.000Z' },
      paymentMethod: 'card',
      customer: { name: 'Anna', phoneNumber: '600200300', email: 'anna@example.pl' },
      estimatedMinutes: 25,
      belowMinimumReason: 'Stały klient',
    });
    const enough = draftTotals([line({ quantity: 2 })], { fulfilment: 'pickup', zone: null, pickup: PICKUP });
    expect(phoneOrderBody({ ...draft, lines: [line({ quantity: 2 })] }, enough)).not.toHaveProperty('belowMinimumReason');
  });

  it('sends a change with only the parts that differ, the chosen time, and always the reason', () => {
    const order = staffOrder({ notes: 'Domofon' });
    const same = { lines: [line({ quantity: 2 })], address: { ...order.address }, time: '', notes: 'Domofon', reason: ' Klient dzwonił ', belowMinimumReason: '' };
    const totals = draftTotals(same.lines, { fulfilment: 'delivery', zone: zone({ minimumOrder: 0 }), pickup: PICKUP });
    expect(changeBody(order, same, totals)).toEqual({ body: { reason: 'Klient dzwonił' }, errors: { changes: 'Nic się nie zmieniło: zmień pozycje, adres, czas albo uwagi.' } });
    expect(changeBody(order, { ...same, time: 'asap', notes: '' }, totals)).toEqual({
      body: { reason: 'Klient dzwonił', deliveryTime: { type: 'asap' }, notes: '' },
      errors: {},
    });
    expect(changeBody(order, { ...same, lines: [], address: { ...order.address, city: ' ' } }, totals).errors).toEqual({
      items: 'Dodaj co najmniej jedną pozycję.',
      'address/city': 'Podaj miejscowość.',
    });
  });
});

describe('refusals of orders', () => {
  it("words the codes staff must act on, passes the server's Polish sentence for the others, under the form's field", () => {
    expect(orderRefusal(new ShopApiError(422, 'body/items/1/id: item 2999 is not available', '/x', 'ITEM_UNAVAILABLE', 'body/items/1/id'))).toEqual({
      ok: false,
      message: 'Jednej z pozycji nie ma już w sprzedaży. Usuń ją z zamówienia.',
      field: 'items',
    });
    const closed = new ShopApiError(409, 'Sklep jest teraz zamknięty. Zamówienia nie są przyjmowane.', '/x', 'SHOP_CLOSED');
    expect(orderRefusal(closed)).toEqual({ ok: false, message: 'Sklep jest teraz zamknięty. Zamówienia nie są przyjmowane.', field: undefined });
    const below = new ShopApiError(400, 'Brakuje 5,00 zł do minimalnej wartości zamówienia (zamówienia od 20,00 zł).', '/x', 'BELOW_MINIMUM', 'body/items');
    expect(orderRefusal(below)).toEqual({ ok: false, message: below.message, field: 'items' });
    expect(orderRefusal(new ShopApiError(400, 'body/customer/phoneNumber must match pattern', '/x', undefined, 'body/customer/phoneNumber'))).toEqual({
      ok: false,
      message: 'Serwer nie przyjął zmiany: body/customer/phoneNumber must match pattern',
      field: 'customer/phoneNumber',
    });
  });
});
