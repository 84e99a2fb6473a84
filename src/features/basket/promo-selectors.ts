/** The promo code as the sums see it (D105): its discount only for the basket it was answered for. */
import type { RootState } from '../../app/root-reducer';
import { selectBasketItems } from './basket-slice';
import { selectFulfilment } from './fulfilment-choice';
import { promoBasketKey, promoCodeToSend, promoLineOf, selectPromo, type WithPromo } from './promo-slice';

const promoOf = (state: RootState) => selectPromo(state as RootState & Partial<WithPromo>);
const currentKey = (state: RootState) => promoBasketKey(selectBasketItems(state), selectFulfilment(state));

/** The code's discount for the basket as it is now, in grosze; 0 without an applied code. */
export const selectPromoDiscountGrosze = (state: RootState): number =>
  promoLineOf(promoOf(state), currentKey(state))?.discountGrosze ?? 0;

/** The applied code for the basket as it is now (normalised), or null. */
export const selectAppliedPromoCode = (state: RootState): string | null =>
  promoLineOf(promoOf(state), currentKey(state))?.code ?? null;

/** What the order carries (the server prices it again); undefined without a code or after a refusal. */
export const selectPromoCodeToSend = (state: RootState): string | undefined => promoCodeToSend(promoOf(state));
