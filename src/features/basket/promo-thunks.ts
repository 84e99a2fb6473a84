/**
 * The promo code's calls (D105): apply, check again when the basket changed, remove, and keep
 * the code with the saved basket. POST /shop/promo/check is built on the shop API's request
 * helper here, not in lib/shop-api.ts, so it stays in the basket's and the checkout's chunks.
 */
import type { AppThunk } from '../../app/store';
import { ShopApiError } from '../../lib/shop-api';
import { PROMO_KEY, readValue, removeKey, writeValue } from '../../lib/storage';
import type { Services } from '../../services/thunk-services';
import type { PromoCheckAnswer, PromoCheckBody } from '../../../domain/contract/promotions';
import { normalisePromoCode, PROMO_CODE_PATTERN, PROMO_REFUSAL_MESSAGES } from '../../../domain/rules/promotions';
import { selectBasketItems } from './basket-slice';
import { selectFulfilment } from './fulfilment-choice';
import {
  promoApplied,
  promoBasketKey,
  promoCheckFailed,
  promoCheckStarted,
  promoRefused,
  promoRemoved,
  promoRestored,
  selectPromo,
  type PromoState,
  type WithPromo,
} from './promo-slice';

export const PROMO_CHECK_FAILED_MESSAGE = 'Nie udało się teraz sprawdzić kodu. Sprawdzimy go przy składaniu zamówienia.';

/** The customer's e-mail and phone once the summary has them (per-customer and first-order limits). */
export interface PromoContact {
  email?: string;
  phoneNumber?: string;
}

const contactKey = ({ email = '', phoneNumber = '' }: PromoContact) => (email || phoneNumber ? `${email}|${phoneNumber}` : '');

const checkPromo = (services: Services, body: PromoCheckBody) =>
  services.shopApi.request<PromoCheckAnswer>(`${services.shopApi.shopBase}/promo/check`, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

type Saved = Pick<PromoState, 'code' | 'answer' | 'checkedFor'>;

const isSaved = (value: unknown): value is Saved => {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  const answer = v.answer as Record<string, unknown> | null;
  return (
    typeof v.code === 'string' &&
    (v.checkedFor === null || typeof v.checkedFor === 'string') &&
    (answer === null || (typeof answer === 'object' && typeof answer.code === 'string' && typeof answer.discount === 'number'))
  );
};

function save(promo: PromoState): void {
  if (promo.code === '') removeKey(PROMO_KEY);
  else writeValue(PROMO_KEY, { code: promo.code, answer: promo.answer, checkedFor: promo.status === 'applied' ? promo.checkedFor : null });
}

type PromoThunk<R> = AppThunk<R>;
const promoOf = (state: unknown) => selectPromo(state as Partial<WithPromo>);

/** Asks the server about `code` for the basket as it is now; the answer (or refusal) lands in the slice and is saved. */
const check =
  (code: string, contact: PromoContact): PromoThunk<Promise<void>> =>
  async (dispatch, getState, services) => {
    const items = selectBasketItems(getState());
    const fulfilment = selectFulfilment(getState());
    // An empty basket has nothing to discount: the code waits for the next line.
    if (items.length === 0) return;
    const basketKey = promoBasketKey(items, fulfilment);
    dispatch(promoCheckStarted(code, basketKey, contactKey(contact)));
    const body: PromoCheckBody = { code, items: items.map(({ id, quantity }) => ({ id, quantity })), fulfilment, ...contact };
    try {
      dispatch(promoApplied(await checkPromo(services, body), basketKey));
    } catch (err) {
      if (err instanceof ShopApiError && err.status === 422 && err.code?.startsWith('PROMO_')) {
        dispatch(promoRefused(code, err.message, basketKey));
      } else {
        dispatch(promoCheckFailed(PROMO_CHECK_FAILED_MESSAGE, basketKey));
      }
    }
    save(promoOf(getState()));
  };

/** 'Zastosuj': the typed code, normalised; one that cannot be a code is refused without a call. */
export const applyPromoCode =
  (typed: string, contact: PromoContact = {}): PromoThunk<Promise<void>> =>
  async (dispatch, getState) => {
    const code = normalisePromoCode(typed);
    if (!new RegExp(PROMO_CODE_PATTERN).test(code)) {
      const basketKey = promoBasketKey(selectBasketItems(getState()), selectFulfilment(getState()));
      dispatch(promoRefused(typed.trim(), PROMO_REFUSAL_MESSAGES.PROMO_UNKNOWN, basketKey));
      return;
    }
    await dispatch(check(code, contact));
  };

/**
 * The basket, the way of receiving or the customer's contact changed since the last answer:
 * ask again (the server answers the new discount or a refusal). Nothing to do without a code.
 */
export const recheckPromoCode =
  (contact: PromoContact = {}): PromoThunk<Promise<void>> =>
  async (dispatch, getState) => {
    const promo = promoOf(getState());
    if (promo.code === '') return;
    const basketKey = promoBasketKey(selectBasketItems(getState()), selectFulfilment(getState()));
    // Answered (or being answered) for this very basket and customer: nothing new to ask.
    const same = promo.checkedFor === basketKey && promo.checkedContact === contactKey(contact);
    if (same && promo.status !== 'failed' && promo.status !== 'idle') return;
    await dispatch(check(promo.code, contact));
  };

/** 'Usuń kod'. */
export const removePromoCode = (): PromoThunk<void> => (dispatch) => {
  dispatch(promoRemoved());
  removeKey(PROMO_KEY);
};

/** The code saved with the basket, back after a reload (the check that follows confirms it). */
export const restorePromoCode = (): PromoThunk<void> => (dispatch) => {
  const saved = readValue(PROMO_KEY, isSaved);
  if (saved) dispatch(promoRestored(saved));
};

/** The order's pricing refused the code (PROMO_*): the summary shows why, the code stays to be fixed or removed. */
export const promoRefusedAtPlacement =
  (message: string): PromoThunk<void> =>
  (dispatch, getState) => {
    const promo = promoOf(getState());
    dispatch(promoRefused(promo.code, message, promoBasketKey(selectBasketItems(getState()), selectFulfilment(getState()))));
    save(promoOf(getState()));
  };
