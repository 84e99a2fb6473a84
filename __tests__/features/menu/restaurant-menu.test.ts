import { restaurantMenuActions, restaurantMenuReducer } from '../../../src/features/menu/restaurant-menu-slice';
import { restaurantMenuSelectors } from '../../../src/features/menu/restaurant-menu-selectors';
import { loadRestaurantMenu } from '../../../src/features/menu/restaurant-menu-thunks';
import { categoryChosen } from '../../../src/features/menu/menu-slice';
import { initialMenuState } from '../../../src/features/menu/menu-slice';
import { makeTestStore, menuItem } from '../../support/fake-services';

const sets = [menuItem({ id: 3001, name: 'Zestaw Łosoś', category: 'zestaw' })];
const products = [menuItem({ id: 2001, name: 'Maki', category: 'maki' })];
const ingredients = [menuItem({ id: 1001, name: 'Wasabi', category: 'dodatki' })];

describe('restaurant menu', () => {
  it("uses 'restaurantMenu/...' events with the menu's rules", () => {
    const { categoryChosen: chosen, searchChanged, pageChanged } = restaurantMenuActions;
    expect(chosen('maki').type).toBe('restaurantMenu/categoryChosen');

    let state = restaurantMenuReducer(undefined, { type: '@@INIT' });
    expect(state).toEqual(initialMenuState);
    state = restaurantMenuReducer(state, searchChanged('łosoś'));
    state = restaurantMenuReducer(state, pageChanged(2));
    state = restaurantMenuReducer(state, chosen('maki'));
    expect(state).toMatchObject({ selectedCategory: 'maki', menuSearch: '', currentPage: 1 });
    state = restaurantMenuReducer(state, chosen('maki'));
    expect(state.selectedCategory).toBe('');
  });

  it("does not react to the online menu's events", () => {
    const state = restaurantMenuReducer(undefined, { type: '@@INIT' });
    expect(restaurantMenuReducer(state, categoryChosen('maki'))).toBe(state);
  });

  it('loads the /shop/menu/* lists into its own state and searches them', async () => {
    const { store, shopApi } = makeTestStore({
      getMenuSets: jest.fn().mockResolvedValue(sets),
      getMenuProducts: jest.fn().mockResolvedValue(products),
      getMenuIngredients: jest.fn().mockResolvedValue(ingredients),
    });

    await store.dispatch(loadRestaurantMenu());

    expect(shopApi.getSets).not.toHaveBeenCalled();
    expect(store.getState().menu.sets).toEqual([]);
    expect(store.getState().restaurantMenu).toMatchObject({ sets, products, ingredients, isLoading: false });
    expect(restaurantMenuSelectors.selectAllCategories(store.getState())).toEqual(['zestaw', 'maki', 'dodatki']);

    store.dispatch(restaurantMenuActions.searchChanged('ŁOSOŚ'));
    expect(restaurantMenuSelectors.selectFilteredAndSearchedMenu(store.getState()).map((i) => i.name)).toEqual(['Zestaw Łosoś']);
  });

  it("logs 'Error while getting menu.' and marks the error on failure", async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store } = makeTestStore({ getMenuIngredients: jest.fn().mockRejectedValue(new Error('down')) });
    await store.dispatch(loadRestaurantMenu());
    expect(log).toHaveBeenCalledWith('Error while getting menu.', expect.any(Error));
    expect(restaurantMenuSelectors.selectLoadError(store.getState())).toBe(true);
    expect(restaurantMenuSelectors.selectIsLoading(store.getState())).toBe(false);
    log.mockRestore();
  });
});
