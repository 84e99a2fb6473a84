/**
 * Menu state (docs/behaviour.md §3) and its events. The restaurant-menu variant has a parallel state with
 * the same rules, so the events and the reducer are made by one factory per prefix
 * ('menu', 'restaurantMenu'): two slices, one set of rules, no copy.
 *
 * State is minimal (docs/architecture.md: derived values in selectors). The stored inputs of docs/behaviour.md §3
 * keep their names here: ingredients, products, sets, isLoading, selectedCategory,
 * menuSearch, currentPage (plus loadError for the retry message). Its derived fields
 * filteredIngredients, filteredProducts, allCategories and filteredAndSearchedMenu are
 * memoised selectors with those names in menu-selectors.ts, so they can never go stale.
 */
import type { MenuItem } from '../../lib/shop-api-types';
import { NO_DIETARY_FILTER, type DietaryFilter } from './dietary-filter';

export interface MenuState {
  ingredients: MenuItem[];
  products: MenuItem[];
  sets: MenuItem[];
  isLoading: boolean;
  /** True after the last load failed; the page shows a Polish message with a retry. */
  loadError: boolean;
  /** '' means every category. */
  selectedCategory: string;
  menuSearch: string;
  /** 1-based; the selectors clamp it to the pages that exist. */
  currentPage: number;
  /** 'Bez: …' and the diet (D100); kept in the page's URL, combined with category and search. */
  dietaryFilter: DietaryFilter;
}

export const initialMenuState: MenuState = {
  ingredients: [],
  products: [],
  sets: [],
  isLoading: false,
  loadError: false,
  selectedCategory: '',
  menuSearch: '',
  currentPage: 1,
  dietaryFilter: NO_DIETARY_FILTER,
};

export interface MenuLists {
  sets: MenuItem[];
  products: MenuItem[];
  ingredients: MenuItem[];
}

/** The six events of a menu slice, typed `${prefix}/...`. */
export function createMenuActions<P extends string>(prefix: P) {
  return {
    loadStarted: () => ({ type: `${prefix}/loadStarted` as const }),
    loaded: (lists: MenuLists) => ({ type: `${prefix}/loaded` as const, payload: lists }),
    loadFailed: () => ({ type: `${prefix}/loadFailed` as const }),
    /** The customer chose a category tab; '' is "all". */
    categoryChosen: (category: string) => ({ type: `${prefix}/categoryChosen` as const, payload: category }),
    /** The customer typed in the search box. */
    searchChanged: (text: string) => ({ type: `${prefix}/searchChanged` as const, payload: text }),
    pageChanged: (page: number) => ({ type: `${prefix}/pageChanged` as const, payload: page }),
    dietaryFilterChanged: (filter: DietaryFilter) => ({ type: `${prefix}/dietaryFilterChanged` as const, payload: filter }),
  };
}

export type MenuActions = ReturnType<typeof createMenuActions<string>>;

const listOrEmpty = (value: unknown): MenuItem[] => (Array.isArray(value) ? (value as MenuItem[]) : []);

type AnyAction = { type: string; payload?: unknown };

/** A reducer for the menu events of `prefix`; every other action leaves the state alone. */
export function createMenuReducer(prefix: string) {
  return function menuReducer(state: MenuState = initialMenuState, action: AnyAction): MenuState {
    if (!action.type.startsWith(`${prefix}/`)) return state;
    switch (action.type.slice(prefix.length + 1)) {
      case 'loadStarted':
        return { ...state, isLoading: true, loadError: false };
      case 'loaded': {
        const lists = (action.payload ?? {}) as Partial<MenuLists>;
        return {
          ...state,
          sets: listOrEmpty(lists.sets),
          products: listOrEmpty(lists.products),
          ingredients: listOrEmpty(lists.ingredients),
          // docs/behaviour.md §4: loading resets the search text; new lists start again at page 1.
          menuSearch: '',
          currentPage: 1,
          isLoading: false,
          loadError: false,
        };
      }
      case 'loadFailed':
        // Whatever was loaded before stays on screen; only the flags change.
        return { ...state, isLoading: false, loadError: true };
      case 'categoryChosen': {
        const category = typeof action.payload === 'string' ? action.payload : '';
        return {
          ...state,
          // Choosing the selected category again clears it.
          selectedCategory: category === state.selectedCategory ? '' : category,
          menuSearch: '',
          currentPage: 1,
        };
      }
      case 'searchChanged':
        return {
          ...state,
          // Kept as typed (the input is controlled); the search rule trims it.
          menuSearch: typeof action.payload === 'string' ? action.payload : '',
          selectedCategory: '',
          currentPage: 1,
        };
      case 'dietaryFilterChanged': {
        const filter = action.payload as DietaryFilter | undefined;
        if (!filter || !Array.isArray(filter.avoid)) return state;
        return { ...state, dietaryFilter: filter, currentPage: 1 };
      }
      case 'pageChanged': {
        const page = action.payload;
        if (typeof page !== 'number' || !Number.isInteger(page) || page < 1) return state;
        return { ...state, currentPage: page };
      }
      default:
        return state;
    }
  }
}

// The online menu (/menu).
export const menuActions = createMenuActions('menu');
export const {
  loadStarted: menuLoadStarted,
  loaded: menuLoaded,
  loadFailed: menuLoadFailed,
  categoryChosen,
  searchChanged,
  pageChanged,
} = menuActions;
export const menuReducer = createMenuReducer('menu');
