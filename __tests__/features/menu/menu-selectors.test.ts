import { categoryChosen, menuLoaded, menuReducer, pageChanged, searchChanged, initialMenuState, type MenuState } from '../../../src/features/menu/menu-slice';
import { menuSelectors } from '../../../src/features/menu/menu-selectors';
import { menuItem } from '../../support/fake-services';

const {
  selectAllCategories,
  selectCurrentPage,
  selectFilteredAndSearchedMenu,
  selectFilteredIngredients,
  selectFilteredProducts,
  selectMenuItems,
  selectPageCount,
  selectPageItems,
  selectPagination,
} = menuSelectors;

const sets = [
  menuItem({ id: 3001, name: 'Zestaw Łosoś Max', category: 'zestaw' }),
  menuItem({ id: 3002, name: 'Zestaw ukryty', category: 'zestaw', isVisible: false }),
];
const products = [
  menuItem({ id: 2001, name: 'Maki z łososiem', category: 'maki' }),
  menuItem({ id: 2002, name: 'Nigiri tuńczyk', category: 'nigiri' }),
  menuItem({ id: 2003, name: 'Zupa miso', category: 'zupy' }),
];
const ingredients = [
  menuItem({ id: 1001, name: 'Sos sojowy', category: 'dodatki' }),
  menuItem({ id: 1020, name: 'Lemoniada', category: 'beverages', isVisible: false }),
  menuItem({ id: 1028, name: 'Sake', category: 'alcohol' }),
  menuItem({ id: 1050, name: 'Łosoś surowy', category: 'ingredient' }),
];

const stateAfter = (...actions: { type: string }[]) => ({
  menu: actions.reduce(menuReducer, menuReducer(initialMenuState, menuLoaded({ sets, products, ingredients }))),
});
const names = (list: { name: string }[]) => list.map((i) => i.name);

describe('menu selectors (the spec\'s derived fields)', () => {
  it('filteredIngredients: visible add-ons, beverages and alcohol, no bare ingredients', () => {
    expect(names(selectFilteredIngredients(stateAfter()))).toEqual(['Sos sojowy', 'Sake']);
  });

  it('filteredProducts: visible products that are not bare ingredients', () => {
    const state = { menu: { ...stateAfter().menu, products: [...products, menuItem({ name: 'Ukryte', isVisible: false })] } };
    expect(names(selectFilteredProducts(state))).toEqual(['Maki z łososiem', 'Nigiri tuńczyk', 'Zupa miso']);
  });

  it('the menu joins visible sets, products and ingredients in that order', () => {
    expect(names(selectMenuItems(stateAfter()))).toEqual([
      'Zestaw Łosoś Max',
      'Maki z łososiem',
      'Nigiri tuńczyk',
      'Zupa miso',
      'Sos sojowy',
      'Sake',
    ]);
  });

  it('allCategories lists each category of the menu once, sets first', () => {
    expect(selectAllCategories(stateAfter())).toEqual(['zestaw', 'maki', 'nigiri', 'zupy', 'dodatki', 'alcohol']);
  });

  it('filteredAndSearchedMenu is the whole menu with no category and no search', () => {
    expect(selectFilteredAndSearchedMenu(stateAfter())).toHaveLength(6);
  });

  it('search runs over sets, products and ingredients together, Polish letters included', () => {
    expect(names(selectFilteredAndSearchedMenu(stateAfter(searchChanged('łosoś'))))).toEqual(['Zestaw Łosoś Max']);
    expect(names(selectFilteredAndSearchedMenu(stateAfter(searchChanged('łoso'))))).toEqual([
      'Zestaw Łosoś Max',
      'Maki z łososiem',
    ]);
    expect(names(selectFilteredAndSearchedMenu(stateAfter(searchChanged('SAKE'))))).toEqual(['Sake']);
  });

  it('the category filter is exact and a search replaces it', () => {
    expect(names(selectFilteredAndSearchedMenu(stateAfter(categoryChosen('nigiri'))))).toEqual(['Nigiri tuńczyk']);
    const searched = stateAfter(categoryChosen('nigiri'), searchChanged('zupa'));
    expect(names(selectFilteredAndSearchedMenu(searched))).toEqual(['Zupa miso']);
  });

  it('returns the same arrays while the inputs stay the same (memoised)', () => {
    const state = stateAfter(searchChanged('a'));
    expect(selectFilteredAndSearchedMenu(state)).toBe(selectFilteredAndSearchedMenu({ menu: { ...state.menu } }));
    expect(selectAllCategories(state)).toBe(selectAllCategories(state));
    expect(selectFilteredIngredients(state)).toBe(selectFilteredIngredients(state));
    expect(selectPagination(state)).toBe(selectPagination(state));
  });
});

describe('menu paging', () => {
  const many = Array.from({ length: 30 }, (_, i) => menuItem({ id: 2100 + i, name: `Maki ${i + 1}`, category: 'maki' }));
  const big = (...actions: { type: string }[]) => ({
    menu: actions.reduce(menuReducer, menuReducer(initialMenuState, menuLoaded({ sets: [], products: many, ingredients: [] }))) as MenuState,
  });

  it('cuts the menu into pages of 12 and shows the numbered buttons', () => {
    expect(selectPageCount(big())).toBe(3);
    expect(names(selectPageItems(big()))).toHaveLength(12);
    expect(names(selectPageItems(big(pageChanged(3))))).toEqual(names(many.slice(24)));
    expect(selectPagination(big(pageChanged(2))).map((e) => e.type === 'page' && e.current)).toEqual([false, true, false]);
  });

  it('clamps a stored page beyond the last one', () => {
    const state = big(pageChanged(9));
    expect(selectCurrentPage(state)).toBe(3);
    expect(names(selectPageItems(state))).toEqual(names(many.slice(24)));
  });

  it('a search goes back to page 1 and shows no pagination for one page', () => {
    const state = big(pageChanged(3), searchChanged('Maki 1'));
    expect(selectCurrentPage(state)).toBe(1);
    // 'Maki 1' and 'Maki 10'..'Maki 19': 11 items, one page.
    expect(selectFilteredAndSearchedMenu(state)).toHaveLength(11);
    expect(selectPagination(state)).toEqual([]);
  });

  it('has page 1 and no buttons for an empty menu', () => {
    const empty = { menu: initialMenuState };
    expect(selectPageCount(empty)).toBe(0);
    expect(selectCurrentPage(empty)).toBe(1);
    expect(selectPageItems(empty)).toEqual([]);
    expect(selectPagination(empty)).toEqual([]);
  });
});
