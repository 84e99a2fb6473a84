/**
 * The basket (docs/behaviour.md §3, §4, §5): items, totalPrice and how the customer wants to
 * receive the order (D95: delivery or pickup; the choice stays with the basket). The reducer owns every rule (same id adds
 * up, decrement never below 1, total recomputed after each change); saving to local storage
 * happens in basket-thunks.ts, outside the reducer, which must stay pure.
 */
import { sameContent } from '../../lib/same-content';

import { ADULT_CATEGORY, itemTypeOf } from '../../../domain/rules/menu-catalogue';
import { MAX_QUANTITY, MIN_QUANTITY } from '../../../domain/rules/order-limits';
import { groszeToZloty, lineTotalGrosze, zlotyToGrosze } from '../../../domain/rules/money';
import { FULFILMENTS, type DiscountLine, type Fulfilment } from '../../../domain/rules/fulfilment';

export { MAX_QUANTITY, MIN_QUANTITY };

export interface BasketItem {
  /** First digit: 1 ingredient, 2 product, 3 set. */
  id: number;
  name: string;
  /** zł, per piece */
  price: number;
  quantity: number;
  image?: string;
  category?: string;
}

/** What can be put in the basket: a menu item (extra fields are dropped) or a basket line. */
export type BasketItemInput = Omit<BasketItem, 'quantity'> & { soldOut?: boolean };

export interface BasketState {
  items: BasketItem[];
  /** zł, rounded to 2 decimals */
  totalPrice: number;
  /** The customer's choice; the basket offers only what the restaurant has switched on (fulfilment-choice.ts). */
  fulfilment: Fulfilment;
}

export const initialBasketState: BasketState = { items: [], totalPrice: 0, fulfilment: 'delivery' };

export const isFulfilment = (value: unknown): value is Fulfilment => FULFILMENTS.includes(value as Fulfilment);

const isWholeQuantity = (q: unknown): q is number =>
  typeof q === 'number' && Number.isInteger(q) && q >= MIN_QUANTITY && q <= MAX_QUANTITY;

const isOptionalString = (value: unknown): boolean => value === undefined || typeof value === 'string';

/** A well-formed basket line; used for anything restored from storage or set from outside. */
export function isBasketItem(value: unknown): value is BasketItem {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    itemTypeOf(v.id) !== null &&
    typeof v.name === 'string' &&
    typeof v.price === 'number' &&
    Number.isFinite(v.price) &&
    v.price >= 0 &&
    isWholeQuantity(v.quantity) &&
    isOptionalString(v.image) &&
    isOptionalString(v.category)
  );
}

/** A plain copy with only the basket's fields (no description, allergens ... in storage). */
function toLine(item: BasketItemInput, quantity: number): BasketItem {
  const line: BasketItem = { id: item.id, name: item.name, price: item.price, quantity };
  if (typeof item.image === 'string') line.image = item.image;
  if (typeof item.category === 'string') line.category = item.category;
  return line;
}

/**
 * docs/behaviour.md §5: sum of price x quantity rounded to 2 decimals. Prices arrive in zł with at most
 * 2 decimals, so each is turned back into whole grosze and the sum is exact integer
 * arithmetic (0.1 + 0.2 is 0.3 here, not 0.30000000000000004).
 */
export function basketTotal(items: readonly BasketItem[]): number {
  return groszeToZloty(items.reduce((sum, item) => sum + lineTotalGrosze(item.price, item.quantity), 0));
}

/** Adds `quantity` of `item`: same id grows (capped), else appended at the end. */
function addTo(items: BasketItem[], item: BasketItemInput, quantity: number): BasketItem[] {
  const index = items.findIndex((line) => line.id === item.id);
  if (index === -1) return [...items, toLine(item, Math.min(quantity, MAX_QUANTITY))];
  return items.map((line, i) =>
    i === index ? { ...line, quantity: Math.min(line.quantity + quantity, MAX_QUANTITY) } : line,
  );
}

const withItems = (state: BasketState, items: BasketItem[]): BasketState => ({ ...state, items, totalPrice: basketTotal(items) });

// Events. Components dispatch the thunks of basket-thunks.ts, which also save the basket.
export const itemAdded = (item: BasketItemInput, quantity: number) => ({
  type: 'basket/itemAdded' as const,
  payload: { item, quantity },
});
export const itemDeleted = (id: number) => ({ type: 'basket/itemDeleted' as const, payload: id });
export const itemIncremented = (id: number) => ({ type: 'basket/itemIncremented' as const, payload: id });
export const itemDecremented = (id: number) => ({ type: 'basket/itemDecremented' as const, payload: id });
export const basketCleared = () => ({ type: 'basket/cleared' as const });
/** Replaces the whole basket, e.g. with the one restored from storage; bad lines are dropped. */
export const itemsSet = (items: readonly unknown[]) => ({ type: 'basket/itemsSet' as const, payload: items });
/** The customer chose delivery or pickup (or the saved choice was restored); anything else is ignored. */
export const fulfilmentChosen = (fulfilment: unknown) => ({ type: 'basket/fulfilmentChosen' as const, payload: fulfilment });

export type BasketAction =
  | ReturnType<typeof itemAdded>
  | ReturnType<typeof itemDeleted>
  | ReturnType<typeof itemIncremented>
  | ReturnType<typeof itemDecremented>
  | ReturnType<typeof basketCleared>
  | ReturnType<typeof itemsSet>
  | ReturnType<typeof fulfilmentChosen>;

function changeQuantity(state: BasketState, id: number, delta: number): BasketState {
  if (!state.items.some((line) => line.id === id)) return state;
  const clamp = (q: number) => Math.min(Math.max(q + delta, MIN_QUANTITY), MAX_QUANTITY);
  return withItems(state, state.items.map((line) => (line.id === id ? { ...line, quantity: clamp(line.quantity) } : line)));
}

export function basketReducer(
  state: BasketState = initialBasketState,
  action: BasketAction | { type: string },
): BasketState {
  const a = action as BasketAction;
  switch (a.type) {
    case 'basket/itemAdded': {
      const { item, quantity } = a.payload;
      // docs/behaviour.md §4: adding happens only with a truthy quantity; a broken item (e.g. the empty
      // product of a closed modal, id 0) is refused as well.
      if (!quantity || !Number.isInteger(quantity) || quantity < MIN_QUANTITY) return state;
      if (!isBasketItem(toLine(item, MIN_QUANTITY))) return state;
      // Sold out for today (staff panel): the server would refuse the order anyway.
      if (item.soldOut === true) return state;
      return withItems(state, addTo(state.items, item, quantity));
    }
    case 'basket/itemDeleted':
      return withItems(state, state.items.filter((line) => line.id !== a.payload));
    case 'basket/itemIncremented':
      return changeQuantity(state, a.payload, +1);
    case 'basket/itemDecremented':
      return changeQuantity(state, a.payload, -1);
    case 'basket/cleared':
      // The way of receiving is the customer's habit, not part of what they ordered: it stays (D95).
      return state.items.length === 0 ? state : { ...initialBasketState, fulfilment: state.fulfilment };
    case 'basket/itemsSet': {
      const lines = Array.isArray(a.payload) ? a.payload.filter(isBasketItem) : [];
      // Duplicate ids (hand-edited storage) merge into one line, as adding would.
      const items = lines.reduce<BasketItem[]>((acc, line) => addTo(acc, line, line.quantity), []);
      // The same basket (e.g. the empty one a new visitor restores) keeps its state: nothing re-renders.
      if (sameContent(items, state.items)) return state;
      return withItems(state, items);
    }
    case 'basket/fulfilmentChosen':
      return isFulfilment(a.payload) && a.payload !== state.fulfilment ? { ...state, fulfilment: a.payload } : state;
    default:
      return state;
  }
}

export interface WithBasket {
  basket: BasketState;
}

export const selectBasketItems = (state: WithBasket) => state.basket.items;
export const selectBasketTotal = (state: WithBasket) => state.basket.totalPrice;
/** Pieces in the basket (sum of quantities): the top bar's badge. */
export const selectBasketCount = (state: WithBasket) =>
  state.basket.items.reduce((sum, line) => sum + line.quantity, 0);
/** True when an alcoholic drink is in the basket (age and delivery rules at checkout). */
export const selectHasAlcohol = (state: WithBasket) => state.basket.items.some((line) => line.category === ADULT_CATEGORY);
/** What the customer chose, whether or not it is offered now (fulfilment-choice.ts decides what counts). */
export const selectChosenFulfilment = (state: WithBasket) => state.basket.fulfilment;

/** The lines as the pickup discount sees them: alcohol is never discounted (domain/rules/fulfilment.ts). */
export const discountLines = (items: readonly BasketItem[]): DiscountLine[] =>
  items.map((line) => ({ unitPriceGrosze: zlotyToGrosze(line.price), quantity: line.quantity, isAlcohol: line.category === ADULT_CATEGORY }));
