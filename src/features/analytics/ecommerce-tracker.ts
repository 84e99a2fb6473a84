/**
 * The one home of the e-commerce events: which store action, on which page, means which GA4
 * event (the payloads themselves are ecommerce-events.ts). A chunk of its own, loaded only
 * once the visitor allowed measurement and gtag has its consent and config
 * (analytics-middleware.ts); every event checks the choice in force again as it goes out, so a
 * withdrawal stops them at once.
 *
 * - view_item_list: the menu page shown (once its items are in the store); view_cart: the basket
 *   page; begin_checkout: the summary; add_shipping_info: the payment page, reached from the
 *   summary's 'Dalej' with delivery or pickup chosen.
 * - view_item: the item window opened; add_to_cart / remove_from_cart: what a basket event
 *   really changed (the reducer may refuse or cap), emptying the basket by hand included.
 * - add_payment_info and purchase: the order the server accepted (checkout/orderPlaced); an
 *   online payment's purchase waits for the order page to see it paid (purchase-record.ts).
 */
import type { RootState } from '../../app/root-reducer';
import { selectAppliedPromoCode, selectBasketDiscountGrosze, selectFulfilment, selectPromoDiscountGrosze, type BasketItem } from '../basket';
import { createMenuSelectors } from '../menu';
import type { ModalProduct } from '../modal';
import { ORDER_SEEN, type OrderSeenAction } from '../order-tracking';
import type { PlacedOrder } from '../../lib/shop-api-types';
import {
  addPaymentInfo,
  addShippingInfo,
  basketChange,
  basketStep,
  purchase,
  viewItem,
  viewItemList,
  type EcommerceEvent,
} from './ecommerce-events';
import { purchaseAtPlacement, purchaseOnSight } from './purchase-record';

type Action = { type: string; payload?: unknown; meta?: unknown };
export type Send = (event: EcommerceEvent) => void;

const menu = createMenuSelectors((state: RootState) => state.menu);

/** '/menu' and '/menu/' alike. */
const pageOf = (pathname: string) => (pathname.endsWith('/') ? pathname : `${pathname}/`);

/** The menu's category of an item, for an order's lines (which carry none). */
function categoryLookup(state: RootState): (id: number) => string | undefined {
  const categories = new Map(menu.selectMenuItems(state).map((item) => [item.id, item.category]));
  return (id) => categories.get(id);
}

const basketLines = (state: RootState): BasketItem[] => state.basket.items;

/** What each line's quantity became: add_to_cart for growth, remove_from_cart for shrinking or removal. */
function basketChanges(before: RootState, after: RootState): EcommerceEvent[] {
  const events: EcommerceEvent[] = [];
  const afterById = new Map(basketLines(after).map((line) => [line.id, line]));
  const beforeById = new Map(basketLines(before).map((line) => [line.id, line]));
  for (const line of basketLines(after)) {
    const grown = line.quantity - (beforeById.get(line.id)?.quantity ?? 0);
    if (grown > 0) events.push(basketChange(line, grown, true));
  }
  for (const line of basketLines(before)) {
    const shrunk = line.quantity - (afterById.get(line.id)?.quantity ?? 0);
    if (shrunk > 0) events.push(basketChange(line, shrunk, false));
  }
  return events;
}

const BASKET_CHANGES = new Set(['basket/itemAdded', 'basket/itemIncremented', 'basket/itemDecremented', 'basket/itemDeleted']);

export interface EcommerceTracker {
  /** Just attached: the page shown now counts as shown; `lastOrderSeen` is the order page's latest. */
  attached(state: RootState, lastOrderSeen: OrderSeenAction | null): void;
  handle(action: Action, before: RootState, after: RootState): void;
}

export function createEcommerceTracker(send: Send, pathname: () => string = () => window.location.pathname): EcommerceTracker {
  /** The menu page is shown but its items are not in the store yet: view_item_list when they come. */
  let menuListAwaited = false;
  /** A basket emptied by hand is a removal; the one placing an order empties is not (its orderPlaced follows at once). */
  let clearedBasket: RootState | null = null;

  const sendAll = (events: EcommerceEvent[]) => events.forEach(send);

  function pageShown(state: RootState): void {
    menuListAwaited = false;
    const lines = basketLines(state);
    // Every discount of the basket (pickup's and the code's, D105) and the code itself, when applied.
    const discount = lines.length > 0 ? selectBasketDiscountGrosze(state) + selectPromoDiscountGrosze(state) : 0;
    const coupon = selectAppliedPromoCode(state);
    switch (pageOf(pathname())) {
      case '/menu/':
        menuListAwaited = true;
        menuListReady(state);
        break;
      case '/basket/':
        send(basketStep('view_cart', lines, discount, coupon));
        break;
      case '/summary/':
        if (lines.length > 0) send(basketStep('begin_checkout', lines, discount, coupon));
        break;
      case '/payment/':
        if (lines.length > 0) send(addShippingInfo(lines, discount, selectFulfilment(state), coupon));
        break;
      default:
    }
  }

  function menuListReady(state: RootState): void {
    const items = menu.selectPageItems(state);
    if (!menuListAwaited || items.length === 0) return;
    menuListAwaited = false;
    send(viewItemList(items, menu.selectSelectedCategory(state)));
  }

  function orderPlaced(order: PlacedOrder, state: RootState): void {
    clearedBasket = null;
    const categoryOf = categoryLookup(state);
    send(addPaymentInfo(order, categoryOf));
    const now = purchaseAtPlacement(order, purchase(order, categoryOf));
    if (now) send(now);
  }

  function orderSeen(action: OrderSeenAction): void {
    const event = purchaseOnSight(action.payload);
    if (event) send(event);
  }

  return {
    attached(state, lastOrderSeen) {
      pageShown(state);
      if (lastOrderSeen) orderSeen(lastOrderSeen);
    },
    handle(action, before, after) {
      if (BASKET_CHANGES.has(action.type)) sendAll(basketChanges(before, after));
      else if (action.type === 'basket/cleared' && basketLines(before).length > 0) {
        clearedBasket = before;
        queueMicrotask(() => {
          if (clearedBasket) sendAll(basketChanges(clearedBasket, after));
          clearedBasket = null;
        });
      } else if (action.type === 'navigation/finished') pageShown(after);
      else if (action.type === 'menu/loaded') menuListReady(after);
      else if (action.type === 'modal/productModalOpened') send(viewItem(action.payload as ModalProduct));
      else if (action.type === 'checkout/orderPlaced') {
        const { order } = (action.meta ?? {}) as { order?: PlacedOrder };
        if (order) orderPlaced(order, after);
      } else if (action.type === ORDER_SEEN) orderSeen(action as OrderSeenAction);
    },
  };
}
