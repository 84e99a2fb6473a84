/**
 * What the basket counts as its way of receiving (D95): the saved choice while it may be offered,
 * else the way that is; the pickup discount of the basket (never on alcohol); pickup's minimum;
 * and the sentence when the saved choice was switched off.
 */
import { basketReducer, fulfilmentChosen, initialBasketState, itemAdded, type BasketState } from '../../../src/features/basket/basket-slice';
import {
  offeredChoices,
  selectBasketDiscountGrosze,
  selectChoiceWithdrawnMessage,
  selectFulfilment,
  selectPickupBelowMinimumMessage,
} from '../../../src/features/basket/fulfilment-choice';
import { initialPricesState, type PricesState } from '../../../src/features/prices/prices-slice';
import { normalizeSpaces } from '../../test-utils';

const PICKUP = { enabled: true, preparationMinutes: 20, discountPercent: 10, minimumOrderGrosze: 2000 };
const maki = { id: 2001, name: 'Maki', price: 12.35, category: 'maki' };
const beer = { id: 2002, name: 'Piwo', price: 9, category: 'alcohol' };

function stateOf(basket: { type: string }[], prices: Partial<PricesState> = {}) {
  const b = basket.reduce<BasketState>((s, a) => basketReducer(s, a), initialBasketState);
  return { basket: b, prices: { ...initialPricesState, ...prices } };
}

describe('the way the basket counts', () => {
  it('offers only the ways known to be on, delivery first', () => {
    expect(offeredChoices(true, null)).toEqual(['delivery']);
    expect(offeredChoices(true, PICKUP)).toEqual(['delivery', 'pickup']);
    expect(offeredChoices(false, PICKUP)).toEqual(['pickup']);
    expect(offeredChoices(true, { ...PICKUP, enabled: false })).toEqual(['delivery']);
  });

  it('keeps the saved pickup while its terms are unknown, and while it is on', () => {
    expect(selectFulfilment(stateOf([fulfilmentChosen('pickup')]))).toBe('pickup');
    expect(selectFulfilment(stateOf([fulfilmentChosen('pickup')], { pickup: PICKUP }))).toBe('pickup');
    expect(selectChoiceWithdrawnMessage(stateOf([fulfilmentChosen('pickup')], { pickup: PICKUP }))).toBeNull();
  });

  it('falls back to the way that is on, and says why', () => {
    const pickupOff = stateOf([fulfilmentChosen('pickup')], { pickup: { ...PICKUP, enabled: false } });
    expect(selectFulfilment(pickupOff)).toBe('delivery');
    expect(selectChoiceWithdrawnMessage(pickupOff)).toBe('Odbiór osobisty jest teraz niedostępny. Możesz wybrać: dostawa.');
    const deliveryOff = stateOf([], { deliveryEnabled: false, pickup: PICKUP });
    expect(selectFulfilment(deliveryOff)).toBe('pickup');
    expect(selectChoiceWithdrawnMessage(deliveryOff)).toBe('Dostawa jest teraz niedostępna. Możesz wybrać: odbiór osobisty.');
  });
});

describe("the basket's pickup discount and minimum", () => {
  it('takes the percent of the food only, rounded half up to the grosz', () => {
    // 3 × 12,35 = 37,05 zł of food → 3,705 → 3,71 zł; the beer is never discounted.
    const state = stateOf([itemAdded(maki, 3), itemAdded(beer, 2), fulfilmentChosen('pickup')], { pickup: PICKUP });
    expect(selectBasketDiscountGrosze(state)).toBe(371);
  });

  it('is nothing for delivery or while the terms are unknown', () => {
    expect(selectBasketDiscountGrosze(stateOf([itemAdded(maki, 3)], { pickup: PICKUP }))).toBe(0);
    expect(selectBasketDiscountGrosze(stateOf([itemAdded(maki, 3), fulfilmentChosen('pickup')]))).toBe(0);
  });

  it("measures pickup's minimum on the items before the discount", () => {
    const below = stateOf([itemAdded(maki, 1)], { pickup: PICKUP });
    expect(normalizeSpaces(selectPickupBelowMinimumMessage(below))).toBe(
      'Brakuje 7,65 zł do minimalnej wartości zamówienia przy odbiorze osobistym (zamówienia od 20,00 zł).',
    );
    expect(selectPickupBelowMinimumMessage(stateOf([itemAdded(maki, 2)], { pickup: PICKUP }))).toBeNull();
  });
});
