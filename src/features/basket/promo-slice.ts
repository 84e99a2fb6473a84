/**
 * The basket's promo code (D105): what the customer typed and the server's last word on it for
 * this basket — the discount, or a refusal with its Polish message. One code per order. The
 * slice joins the store when the basket or a checkout page renders (use-promo-code.ts), so the
 * menu's first load carries none of it; selectors therefore read a store that may lack it.
 *
 * Every answer is for one basket: its lines and way of receiving (`basketKey`). The discount
 * counts only while the basket is still that one; a changed basket is asked about again.
 */
import type { PromoCheckAnswer } from '../../../domain/contract/promotions';
import { zlotyToGrosze } from '../../../domain/rules/money';
import type { Fulfilment } from '../../../domain/rules/fulfilment';
import type { BasketItem } from './basket-slice';

export type PromoStatus = 'idle' | 'checking' | 'applied' | 'refused' | 'failed';

export interface PromoState {
  /** The code as typed and kept ('' none); it stays after a refusal so the customer can fix it. */
  code: string;
  status: PromoStatus;
  /** The server's discount for `checkedFor`; null unless applied. */
  answer: PromoCheckAnswer | null;
  /** The refusal's or the failure's Polish words; null otherwise. */
  message: string | null;
  /** The basket the last answer (or the check under way) is about. */
  checkedFor: string | null;
  /** The customer's e-mail and phone the last check carried ('' none): per-customer limits. */
  checkedContact: string;
}

export const initialPromoState: PromoState = { code: '', status: 'idle', answer: null, message: null, checkedFor: null, checkedContact: '' };

/** The basket as a promo answer depends on it: lines (id × quantity) and delivery or pickup. */
export const promoBasketKey = (items: readonly Pick<BasketItem, 'id' | 'quantity'>[], fulfilment: Fulfilment): string =>
  `${fulfilment}:${items.map((line) => `${line.id}x${line.quantity}`).join(',')}`;

export const promoCheckStarted = (code: string, basketKey: string, contact: string) => ({
  type: 'promo/checkStarted' as const,
  payload: { code, basketKey, contact },
});
export const promoApplied = (answer: PromoCheckAnswer, basketKey: string) => ({ type: 'promo/applied' as const, payload: { answer, basketKey } });
/** The server refused the code for this basket (at the check or when the order was placed). */
export const promoRefused = (code: string, message: string, basketKey: string) => ({
  type: 'promo/refused' as const,
  payload: { code, message, basketKey },
});
/** No answer (offline, server trouble): the code stays, the order's pricing decides. */
export const promoCheckFailed = (message: string, basketKey: string) => ({ type: 'promo/checkFailed' as const, payload: { message, basketKey } });
export const promoRemoved = () => ({ type: 'promo/removed' as const });
/** The code saved with the basket, read back after a reload. */
export const promoRestored = (saved: Pick<PromoState, 'code' | 'answer' | 'checkedFor'>) => ({ type: 'promo/restored' as const, payload: saved });

export type PromoAction = ReturnType<
  typeof promoCheckStarted | typeof promoApplied | typeof promoRefused | typeof promoCheckFailed | typeof promoRemoved | typeof promoRestored
>;

export function promoReducer(state: PromoState = initialPromoState, action: PromoAction | { type: string }): PromoState {
  // The order was placed or the basket emptied: its code goes with it.
  if (action.type === 'basket/cleared') return initialPromoState;
  const a = action as PromoAction;
  switch (a.type) {
    case 'promo/checkStarted':
      return { ...state, code: a.payload.code, status: 'checking', checkedFor: a.payload.basketKey, checkedContact: a.payload.contact };
    case 'promo/applied':
      // An answer about a basket that has changed since is stale: its own check follows.
      if (a.payload.basketKey !== state.checkedFor) return state;
      return { ...state, status: 'applied', answer: a.payload.answer, message: null };
    case 'promo/refused':
      if (a.payload.basketKey !== state.checkedFor && state.status === 'checking') return state;
      return { ...state, code: a.payload.code, status: 'refused', answer: null, message: a.payload.message, checkedFor: a.payload.basketKey };
    case 'promo/checkFailed':
      if (a.payload.basketKey !== state.checkedFor) return state;
      return { ...state, status: 'failed', answer: null, message: a.payload.message };
    case 'promo/restored':
      if (state.code !== '' || a.payload.code === '') return state;
      return { ...initialPromoState, ...a.payload, status: a.payload.answer ? 'applied' : 'idle' };
    case 'promo/removed':
      return initialPromoState;
    default:
      return state;
  }
}

export interface WithPromo {
  promo: PromoState;
}

/** The slice, or the empty one while the page has not added it. */
export const selectPromo = (state: Partial<WithPromo>): PromoState => state.promo ?? initialPromoState;

/** The code's line for this basket: its code and discount in grosze; null without an applied code. */
export function promoLineOf(promo: PromoState, basketKey: string): { code: string; discountGrosze: number } | null {
  if (promo.status !== 'applied' || !promo.answer || promo.checkedFor !== basketKey) return null;
  return { code: promo.answer.code, discountGrosze: zlotyToGrosze(promo.answer.discount) };
}

/** What POST /shop/order carries: the code unless the server refused it for this basket (it prices it again). */
export const promoCodeToSend = (promo: PromoState): string | undefined =>
  promo.code !== '' && promo.status !== 'refused' ? promo.code : undefined;
