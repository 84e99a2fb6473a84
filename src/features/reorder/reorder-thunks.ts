/**
 * 'Zamów ponownie': the menu is asked for again at the click (today's prices and today's sold-out
 * flags, not those of when the page opened), the plan is made by reorder-plan.ts, and each line
 * goes into the basket through the basket's own addItem, which also saves it.
 */
import type { AppThunk } from '../../app/store';
import { addItem, selectBasketItems } from '../basket';
import { planReorder, type OrderedLine, type ReorderPlan } from './reorder-plan';

export const MENU_CHECK_ERROR_LOG = 'Menu not loaded for ordering again.';

/** The plan whose lines are now in the basket, or null when the menu could not be read (nothing added). */
export const orderAgain =
  (ordered: readonly OrderedLine[]): AppThunk<Promise<ReorderPlan | null>> =>
  async (dispatch, getState, { shopApi }) => {
    const lists = await Promise.all([shopApi.getSets(), shopApi.getProducts(), shopApi.getIngredients()]).catch((error: unknown) => {
      console.error(MENU_CHECK_ERROR_LOG, error);
      return null;
    });
    if (!lists) return null;
    const plan = planReorder(ordered, lists.flat(), selectBasketItems(getState()));
    for (const { item, quantity } of plan.toAdd) dispatch(addItem(item, quantity));
    return plan;
  };
