/**
 * GA4's recommended e-commerce events, built from the shop's own data by pure functions: the
 * basket's lines, a menu item, the order the server answered. Currency PLN, values in zł as
 * numbers (summed in integer grosze, so never 0.30000000000000004), items with id, name,
 * category, unit price and quantity. Nothing about the person: no name, e-mail, phone,
 * address or note can reach an event, because no builder reads one (the order number is the
 * only identifier, as transaction_id).
 */
import { groszeToZloty, lineTotalGrosze, zlotyToGrosze } from '../../../domain/rules/money';
import type { Fulfilment } from '../../../domain/rules/fulfilment';

export const CURRENCY = 'PLN';

/** What a line needs: a basket line, a menu item (quantity 1) or an order's line. */
export interface EcommerceLine {
  id: number;
  name: string;
  /** zł per piece */
  price: number;
  quantity: number;
  category?: string;
}

export interface GaItem {
  item_id: string;
  item_name: string;
  item_category?: string;
  price: number;
  quantity: number;
}

export type EcommerceEventName =
  | 'view_item_list'
  | 'view_item'
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'view_cart'
  | 'begin_checkout'
  | 'add_shipping_info'
  | 'add_payment_info'
  | 'purchase';

export interface EcommerceEvent {
  name: EcommerceEventName;
  params: Record<string, unknown>;
}

/** The order's figures the events read (the order views of domain/contract/order.ts have them all). */
export interface OrderFigures {
  id: string;
  items: { id: number; name: string; price: number; quantity: number }[];
  itemsTotal: number;
  /** Every discount: pickup's and the promo code's (zł). */
  discount: number;
  deliveryPrice: number;
  paymentMethod: string;
  promoCode?: string | null;
}

export function gaItem(line: EcommerceLine): GaItem {
  const item: GaItem = { item_id: String(line.id), item_name: line.name, price: line.price, quantity: line.quantity };
  if (line.category) item.item_category = line.category;
  return item;
}

export const linesValueGrosze = (lines: readonly EcommerceLine[]): number =>
  lines.reduce((sum, line) => sum + lineTotalGrosze(line.price, line.quantity), 0);

const couponOf = (coupon: string | null | undefined) => (coupon ? { coupon } : {});

/** currency, value (zł), coupon when one applies, items. */
function priced(lines: readonly EcommerceLine[], valueGrosze: number, coupon?: string | null) {
  return { currency: CURRENCY, value: groszeToZloty(valueGrosze), ...couponOf(coupon), items: lines.map(gaItem) };
}

/** The menu as shown: its name is the category chosen, or 'Menu' for all. */
export const viewItemList = (items: readonly Omit<EcommerceLine, 'quantity'>[], category: string): EcommerceEvent => ({
  name: 'view_item_list',
  params: { item_list_name: category || 'Menu', items: items.map((item) => gaItem({ ...item, quantity: 1 })) },
});

/** The item window opened on one dish. */
export const viewItem = (item: Omit<EcommerceLine, 'quantity'>): EcommerceEvent => {
  const line = { ...item, quantity: 1 };
  return { name: 'view_item', params: priced([line], linesValueGrosze([line])) };
};

/** `quantity` pieces of `line` went into the basket (add_to_cart) or out of it (remove_from_cart). */
export const basketChange = (line: EcommerceLine, quantity: number, added: boolean): EcommerceEvent => {
  const changed = { ...line, quantity };
  return { name: added ? 'add_to_cart' : 'remove_from_cart', params: priced([changed], linesValueGrosze([changed])) };
};

/**
 * The basket as a whole at a step before the order: the basket page, the summary (checkout
 * begins), the payment page (delivery or pickup chosen). Its value is the items after the
 * pickup discount, as purchase's.
 */
export function basketStep(
  name: 'view_cart' | 'begin_checkout',
  lines: readonly EcommerceLine[],
  discountGrosze: number,
  coupon?: string | null,
): EcommerceEvent {
  return { name, params: priced(lines, linesValueGrosze(lines) - discountGrosze, coupon) };
}

export const addShippingInfo = (
  lines: readonly EcommerceLine[],
  discountGrosze: number,
  fulfilment: Fulfilment,
  coupon?: string | null,
): EcommerceEvent => ({
  name: 'add_shipping_info',
  params: { ...priced(lines, linesValueGrosze(lines) - discountGrosze, coupon), shipping_tier: fulfilment },
});

/** The order's lines with the menu's categories (an order line carries none). */
const orderLines = (order: OrderFigures, categoryOf: (id: number) => string | undefined): EcommerceLine[] =>
  order.items.map((item) => ({ id: item.id, name: item.name, price: item.price, quantity: item.quantity, category: categoryOf(item.id) }));

/** Items after every discount, as Google advises for value: the delivery fee is `shipping`. */
const orderValueGrosze = (order: OrderFigures) => zlotyToGrosze(order.itemsTotal) - zlotyToGrosze(order.discount);

/** The payment method as the server accepted it with the order: 'cash', 'card' or 'online'. */
export const addPaymentInfo = (order: OrderFigures, categoryOf: (id: number) => string | undefined): EcommerceEvent => ({
  name: 'add_payment_info',
  params: { ...priced(orderLines(order, categoryOf), orderValueGrosze(order), order.promoCode), payment_type: order.paymentMethod },
});

/**
 * The conversion: the order number as transaction_id, value = items after the discounts,
 * shipping = the delivery fee. No tax: prices are gross and the site does not know each
 * item's VAT rate, so a figure would be invented.
 */
export const purchase = (order: OrderFigures, categoryOf: (id: number) => string | undefined): EcommerceEvent => ({
  name: 'purchase',
  params: {
    transaction_id: order.id,
    ...priced(orderLines(order, categoryOf), orderValueGrosze(order), order.promoCode),
    shipping: order.deliveryPrice,
  },
});
