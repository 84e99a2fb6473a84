import * as ga from '../../../src/features/analytics/ecommerce-events';
import type { EcommerceEvent } from '../../../src/features/analytics/ecommerce-events';
import { CUSTOMER, NOTES, placedOrder } from './order-fixture';

const categories: Record<number, string> = { 2001: 'maki', 3001: 'zestawy' };
const categoryOf = (id: number) => categories[id];
const maki = { id: 2001, name: 'Maki łosoś', price: 12.5, category: 'maki' };
const tokio = { id: 3001, name: 'Zestaw Tokio', price: 59.9, category: 'zestawy' };

describe('GA4 e-commerce payloads', () => {
  it('view_item_list: the items shown, named by the category chosen or Menu', () => {
    expect(ga.viewItemList([maki, tokio], '')).toEqual({
      name: 'view_item_list',
      params: {
        item_list_name: 'Menu',
        items: [
          { item_id: '2001', item_name: 'Maki łosoś', item_category: 'maki', price: 12.5, quantity: 1 },
          { item_id: '3001', item_name: 'Zestaw Tokio', item_category: 'zestawy', price: 59.9, quantity: 1 },
        ],
      },
    });
    expect(ga.viewItemList([maki], 'maki').params.item_list_name).toBe('maki');
  });

  it('view_item, add_to_cart, remove_from_cart: PLN, value in zł of the pieces concerned', () => {
    expect(ga.viewItem(maki)).toEqual({
      name: 'view_item',
      params: { currency: 'PLN', value: 12.5, items: [{ item_id: '2001', item_name: 'Maki łosoś', item_category: 'maki', price: 12.5, quantity: 1 }] },
    });
    // 3 x 0,10 zł is 0,30 zł, not 0.30000000000000004.
    const cheap = { id: 1001, name: 'Imbir', price: 0.1, quantity: 5 };
    expect(ga.basketChange(cheap, 3, true)).toEqual({
      name: 'add_to_cart',
      params: { currency: 'PLN', value: 0.3, items: [{ item_id: '1001', item_name: 'Imbir', price: 0.1, quantity: 3 }] },
    });
    expect(ga.basketChange({ ...maki, quantity: 2 }, 2, false).name).toBe('remove_from_cart');
    expect(ga.basketChange({ ...maki, quantity: 2 }, 2, false).params.value).toBe(25);
  });

  it('view_cart, begin_checkout, add_shipping_info: the basket after the pickup discount, with the way of receiving', () => {
    const lines = [{ ...maki, quantity: 2 }, { ...tokio, quantity: 1 }];
    expect(ga.basketStep('view_cart', lines, 0).params).toMatchObject({ currency: 'PLN', value: 84.9 });
    expect(ga.basketStep('begin_checkout', lines, 849, 'WIOSNA-10')).toEqual({
      name: 'begin_checkout',
      params: expect.objectContaining({ value: 76.41, coupon: 'WIOSNA-10' }),
    });
    expect(ga.basketStep('view_cart', lines, 0).params).not.toHaveProperty('coupon');
    expect(ga.addShippingInfo(lines, 849, 'pickup').params).toMatchObject({ shipping_tier: 'pickup', value: 76.41 });
    expect(ga.addShippingInfo(lines, 0, 'delivery').params.shipping_tier).toBe('delivery');
  });

  it('add_payment_info: the method the server accepted', () => {
    expect(ga.addPaymentInfo(placedOrder({ paymentMethod: 'online' }), categoryOf).params).toMatchObject({
      currency: 'PLN',
      value: 76.41,
      coupon: 'WIOSNA-10',
      payment_type: 'online',
    });
  });

  it('purchase: the order number, items after the discounts as value, the delivery fee as shipping, the code as coupon, no tax', () => {
    expect(ga.purchase(placedOrder(), categoryOf)).toEqual({
      name: 'purchase',
      params: {
        transaction_id: 'ABCDEFGH23',
        currency: 'PLN',
        value: 76.41,
        coupon: 'WIOSNA-10',
        shipping: 10,
        items: [
          { item_id: '2001', item_name: 'Maki łosoś', item_category: 'maki', price: 12.5, quantity: 2 },
          { item_id: '3001', item_name: 'Zestaw Tokio', item_category: 'zestawy', price: 59.9, quantity: 1 },
        ],
      },
    });
    // No code: no coupon; an item the menu no longer has: no category.
    const plain = ga.purchase(placedOrder({ promoCode: null, discount: 0, promoDiscount: 0 }), () => undefined);
    expect(plain.params).not.toHaveProperty('coupon');
    expect(plain.params.value).toBe(84.9);
    expect((plain.params.items as object[])[0]).not.toHaveProperty('item_category');
  });

  it('no event carries anything about the person: name, e-mail, phone, address or notes', () => {
    const order = placedOrder();
    const lines = [{ ...maki, quantity: 2 }];
    const events: EcommerceEvent[] = [
      ga.viewItemList([maki], ''),
      ga.viewItem(maki),
      ga.basketChange(lines[0], 1, true),
      ga.basketChange(lines[0], 1, false),
      ga.basketStep('view_cart', lines, 0),
      ga.basketStep('begin_checkout', lines, 0),
      ga.addShippingInfo(lines, 0, 'delivery'),
      ga.addPaymentInfo(order, categoryOf),
      ga.purchase(order, categoryOf),
    ];
    const personal = [CUSTOMER.name, 'Kowalski', CUSTOMER.email, CUSTOMER.phoneNumber, 'Marszałkowska', '00-001', 'Warszawa', NOTES, 'Domofon'];
    for (const event of events) {
      const text = JSON.stringify(event);
      for (const value of personal) expect(text).not.toContain(value);
      expect(text).not.toMatch(/email|phone|customer|address|street|notes|user_data/i);
    }
  });
});
