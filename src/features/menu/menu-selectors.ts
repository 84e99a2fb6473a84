/**
 * Derived menu values (docs/behaviour.md §3 names them as fields; here they are selectors with those
 * names, see menu-slice.ts). Each derived list is memoised on its inputs, so a component's
 * useSelector gets the same array back until the menu really changes (no extra renders, no
 * react-redux "selector returned a different result" warnings).
 */
import { clampPage, pageCount, paginate, type PaginationEntry } from '../../lib/pagination';
import type { MenuItem } from '../../lib/shop-api-types';
import {
  PAGE_SIZE,
  filterAndSearch,
  filterOrderable,
  filterVisible,
  itemsOfPage,
  uniqueCategories,
} from './menu-rules';
import type { MenuState } from './menu-slice';
import { applyDietaryFilter, type DietaryFilter } from './dietary-filter';

/** Remembers the last result and recomputes only when an argument changes identity. */
function memoLast<A extends unknown[], R>(compute: (...args: A) => R): (...args: A) => R {
  let lastArgs: A | undefined;
  let lastResult!: R;
  return (...args: A) => {
    if (lastArgs && args.every((arg, i) => Object.is(arg, lastArgs![i]))) return lastResult;
    lastArgs = args;
    lastResult = compute(...args);
    return lastResult;
  };
}

/** One set of selectors per menu slice; `pick` finds the slice in the root state. */
export function createMenuSelectors<S>(pick: (state: S) => MenuState) {
  const filterIngredients = memoLast((items: MenuItem[]) => filterOrderable(items));
  const filterProducts = memoLast((items: MenuItem[]) => filterOrderable(items));
  const joinLists = memoLast((sets: MenuItem[], products: MenuItem[], ingredients: MenuItem[]) => [
    ...filterVisible(sets),
    ...products,
    ...ingredients,
  ]);
  const categoriesOf = memoLast((items: MenuItem[]) => uniqueCategories(items));
  const filterMenu = memoLast(filterAndSearch<MenuItem>);
  const filterDiet = memoLast((items: MenuItem[], filter: DietaryFilter) => applyDietaryFilter(items, filter));
  const filterExtrasDiet = memoLast((items: MenuItem[], filter: DietaryFilter) => applyDietaryFilter(items, filter));
  const pageOf = memoLast((items: MenuItem[], page: number) => itemsOfPage(items, page, PAGE_SIZE));
  const paginationOf = memoLast(
    (totalItems: number, currentPage: number): PaginationEntry[] =>
      paginate({ totalItems, pageSize: PAGE_SIZE, currentPage }),
  );

  /** Add-ons, beverages and alcohol a customer can order: visible, not bare ingredients. */
  const selectFilteredIngredients = (state: S) => filterIngredients(pick(state).ingredients);
  /** Visible products that are not bare ingredients. */
  const selectFilteredProducts = (state: S) => filterProducts(pick(state).products);
  /** Everything the menu search runs over: sets, products and ingredients together. */
  const selectMenuItems = (state: S) =>
    joinLists(pick(state).sets, selectFilteredProducts(state), selectFilteredIngredients(state));
  /** Unique categories of those items, in menu order (sets first). */
  const selectAllCategories = (state: S) => categoriesOf(selectMenuItems(state));
  /** The items after the category filter and the search, before the dietary filter. */
  const selectCategoryAndSearchResults = (state: S) =>
    filterMenu(selectMenuItems(state), pick(state).selectedCategory, pick(state).menuSearch);
  /** The items after the category filter, the search and the dietary filter (D100). */
  const selectFilteredAndSearchedMenu = (state: S) => filterDiet(selectCategoryAndSearchResults(state), pick(state).dietaryFilter);
  /** The add-ons, drinks and alcohol under the dietary filter. */
  const selectShownExtras = (state: S) => filterExtrasDiet(selectFilteredIngredients(state), pick(state).dietaryFilter);
  const selectPageCount = (state: S) => pageCount(selectFilteredAndSearchedMenu(state).length, PAGE_SIZE);
  /** The stored page clamped to the pages that exist (1 when there are none). */
  const selectCurrentPage = (state: S) => clampPage(pick(state).currentPage, selectPageCount(state));
  /** The items on the current page. */
  const selectPageItems = (state: S) => pageOf(selectFilteredAndSearchedMenu(state), selectCurrentPage(state));
  /** Buttons for the Pagination component; [] under 2 pages. */
  const selectPagination = (state: S) =>
    paginationOf(selectFilteredAndSearchedMenu(state).length, selectCurrentPage(state));

  return {
    selectSets: (state: S) => pick(state).sets,
    selectProducts: (state: S) => pick(state).products,
    selectIngredients: (state: S) => pick(state).ingredients,
    selectIsLoading: (state: S) => pick(state).isLoading,
    selectLoadError: (state: S) => pick(state).loadError,
    selectSelectedCategory: (state: S) => pick(state).selectedCategory,
    selectDietaryFilter: (state: S) => pick(state).dietaryFilter,
    selectShownExtras,
    selectCategoryAndSearchResults,
    selectMenuSearch: (state: S) => pick(state).menuSearch,
    selectFilteredIngredients,
    selectFilteredProducts,
    selectMenuItems,
    selectAllCategories,
    selectFilteredAndSearchedMenu,
    selectPageCount,
    selectCurrentPage,
    selectPageItems,
    selectPagination,
  };
}

export type MenuSelectors<S> = ReturnType<typeof createMenuSelectors<S>>;

// The online menu (/menu).
export const menuSelectors = createMenuSelectors((state: { menu: MenuState }) => state.menu);
