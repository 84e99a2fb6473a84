import type { AppThunk } from '../../app/store';
import type { RootState } from '../../app/root-reducer';
import type { ShopApi } from '../../lib/shop-api';
import type { MenuItem } from '../../lib/shop-api-types';
import { menuActions, type MenuActions, type MenuState } from './menu-slice';

export const MENU_LOAD_ERROR_LOG = 'Error while getting menu.';

type ListFetchers = (api: ShopApi) => [sets: Promise<MenuItem[]>, products: Promise<MenuItem[]>, ingredients: Promise<MenuItem[]>];

/**
 * Makes the load thunk of a menu slice (docs/behaviour.md §4): loading flag on, the three lists fetched
 * in parallel, stored (which resets the search), flag off. A failure is logged only
 * (docs/behaviour.md §8) and marks loadError so the page can offer a retry; dispatching again retries.
 * A load already under way is not started twice (page load and the menu page both ask).
 */
export function createLoadMenu(
  actions: MenuActions,
  pick: (state: RootState) => MenuState,
  fetchLists: ListFetchers,
) {
  return (): AppThunk => async (dispatch, getState, { shopApi }) => {
    if (pick(getState()).isLoading) return;
    dispatch(actions.loadStarted());
    try {
      const [sets, products, ingredients] = await Promise.all(fetchLists(shopApi));
      dispatch(actions.loaded({ sets, products, ingredients }));
    } catch (error) {
      console.error(MENU_LOAD_ERROR_LOG, error);
      dispatch(actions.loadFailed());
    }
  };
}

/** Loads the online menu from /shop/sushiSet, /shop/product and /shop/ingredient. */
export const loadMenu = createLoadMenu(
  menuActions,
  (state) => state.menu,
  (api) => [api.getSets(), api.getProducts(), api.getIngredients()],
);
