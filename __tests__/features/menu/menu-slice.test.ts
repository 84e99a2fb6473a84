import {
  categoryChosen,
  initialMenuState,
  menuLoadFailed,
  menuLoadStarted,
  menuLoaded,
  menuReducer,
  pageChanged,
  searchChanged,
  type MenuState,
} from '../../../src/features/menu/menu-slice';
import { menuItem } from '../../support/fake-services';

const run = (state: MenuState, ...actions: { type: string }[]) => actions.reduce(menuReducer, state);

const lists = {
  sets: [menuItem({ id: 3001, name: 'Zestaw', category: 'zestaw' })],
  products: [menuItem({ name: 'Maki', category: 'maki' })],
  ingredients: [menuItem({ id: 1001, name: 'Wasabi', category: 'dodatki' })],
};

describe('menu reducer', () => {
  it('starts with the spec state: empty lists, page 1, nothing selected', () => {
    expect(menuReducer(undefined, { type: '@@INIT' })).toEqual({
      ingredients: [],
      products: [],
      sets: [],
      isLoading: false,
      loadError: false,
      selectedCategory: '',
      menuSearch: '',
      currentPage: 1,
      dietaryFilter: { avoid: [], traces: false, diet: 'none' },
    });
  });

  it('turns the loading flag on and clears an old error when loading starts', () => {
    const state = run({ ...initialMenuState, loadError: true }, menuLoadStarted());
    expect(state.isLoading).toBe(true);
    expect(state.loadError).toBe(false);
  });

  it('stores the lists, resets the search and the page, and turns loading off', () => {
    const before = { ...initialMenuState, isLoading: true, menuSearch: 'maki', currentPage: 3 };
    const state = run(before, menuLoaded(lists));
    expect(state).toEqual({ ...before, ...lists, isLoading: false, loadError: false, menuSearch: '', currentPage: 1 });
  });

  it('stores a non-list answer as an empty list', () => {
    const state = run(initialMenuState, menuLoaded({ ...lists, products: null as never }));
    expect(state.products).toEqual([]);
    expect(state.sets).toEqual(lists.sets);
  });

  it('on failure stops loading, marks the error and keeps what was loaded', () => {
    const state = run(initialMenuState, menuLoaded(lists), menuLoadStarted(), menuLoadFailed());
    expect(state.isLoading).toBe(false);
    expect(state.loadError).toBe(true);
    expect(state.products).toEqual(lists.products);
  });

  it('choosing a category selects it, clears the search and goes to page 1', () => {
    const state = run({ ...initialMenuState, menuSearch: 'łosoś', currentPage: 4 }, categoryChosen('maki'));
    expect(state).toMatchObject({ selectedCategory: 'maki', menuSearch: '', currentPage: 1 });
  });

  it('choosing the selected category again clears it (and still goes to page 1)', () => {
    const state = run(initialMenuState, categoryChosen('maki'), pageChanged(2), categoryChosen('maki'));
    expect(state).toMatchObject({ selectedCategory: '', currentPage: 1 });
  });

  it('choosing another category switches to it', () => {
    expect(run(initialMenuState, categoryChosen('maki'), categoryChosen('zupy')).selectedCategory).toBe('zupy');
  });

  it('typing a search stores the text as typed, clears the category and goes to page 1', () => {
    const state = run({ ...initialMenuState, selectedCategory: 'maki', currentPage: 5 }, searchChanged('Łosoś '));
    expect(state).toMatchObject({ menuSearch: 'Łosoś ', selectedCategory: '', currentPage: 1 });
  });

  it('changes the page and ignores pages that cannot exist', () => {
    const state = run(initialMenuState, pageChanged(3));
    expect(state.currentPage).toBe(3);
    for (const page of [0, -1, 1.5, Number.NaN]) expect(run(state, pageChanged(page))).toBe(state);
  });

  it('ignores the events of the restaurant menu and unknown actions', () => {
    const state = run(initialMenuState, menuLoaded(lists));
    expect(run(state, { type: 'restaurantMenu/categoryChosen', payload: 'maki' } as { type: string })).toBe(state);
    expect(run(state, { type: 'menu/unknown' })).toBe(state);
  });
});
