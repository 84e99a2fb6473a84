/**
 * The dietary filter (D100): which items a customer who must avoid allergens, or eats vegetarian
 * or vegan, still sees; how it combines with category and search; how the link carries it.
 */
import { menuLoaded, menuReducer, initialMenuState, categoryChosen, searchChanged, menuActions } from '../../../src/features/menu/menu-slice';
import { menuSelectors } from '../../../src/features/menu/menu-selectors';
import { parseDietaryFilter, searchWithDietaryFilter } from '../../../src/features/menu/dietary-filter-url';
import { hasDietaryParams, type DietaryFilter } from '../../../src/features/menu/dietary-filter';
import { hiddenByDietaryFilter, hiddenSummary } from '../../../src/features/menu/components/dietary-filter-panel';
import { menuItem } from '../../support/fake-services';

const sets = [menuItem({ id: 3001, name: 'Zestaw wege', category: 'zestaw', allergens: ['sesame'], diet: 'vegan' })];
const products = [
  menuItem({ id: 2001, name: 'Maki łosoś', category: 'maki', allergens: ['fish'], mayContain: ['sesame'] }),
  menuItem({ id: 2002, name: 'Maki ogórek', category: 'maki', allergens: [], mayContain: ['fish'], diet: 'vegan' }),
  menuItem({ id: 2003, name: 'Tamago', category: 'nigiri', allergens: ['eggs'], diet: 'vegetarian' }),
];
const ingredients = [menuItem({ id: 1001, name: 'Sos sojowy', category: 'dodatki', allergens: ['soybeans', 'gluten'], diet: 'vegan' })];

const stateWith = (...actions: { type: string; payload?: unknown }[]) => ({
  menu: actions.reduce(menuReducer, menuReducer(initialMenuState, menuLoaded({ sets, products, ingredients }))),
});
const filter = (fields: Partial<DietaryFilter>) => menuActions.dietaryFilterChanged({ avoid: [], traces: false, diet: 'none', ...fields });
const names = (items: { name: string }[]) => items.map((i) => i.name);
/** What the panel counts, from the lists the menu hands it. */
const hiddenIn = (state: ReturnType<typeof stateWith>) =>
  hiddenByDietaryFilter({
    results: menuSelectors.selectCategoryAndSearchResults(state),
    shown: menuSelectors.selectFilteredAndSearchedMenu(state),
    extras: menuSelectors.selectFilteredIngredients(state),
    shownExtras: menuSelectors.selectShownExtras(state),
  });

describe('dietary filter', () => {
  it("'Bez: sezam' hides what contains sesame; with the traces switch also what may contain it", () => {
    const state = stateWith(filter({ avoid: ['sesame'] }));
    expect(names(menuSelectors.selectFilteredAndSearchedMenu(state))).toEqual(['Maki łosoś', 'Maki ogórek', 'Tamago', 'Sos sojowy']);
    const strict = stateWith(filter({ avoid: ['sesame'], traces: true }));
    expect(names(menuSelectors.selectFilteredAndSearchedMenu(strict))).toEqual(['Maki ogórek', 'Tamago', 'Sos sojowy']);
    expect(names(hiddenIn(strict))).toEqual(['Zestaw wege', 'Maki łosoś']);
  });

  it('vegetarian keeps vegan dishes too; vegan keeps only vegan; the extras are filtered as well', () => {
    expect(names(menuSelectors.selectFilteredAndSearchedMenu(stateWith(filter({ diet: 'vegetarian' }))))).toEqual(['Zestaw wege', 'Maki ogórek', 'Tamago', 'Sos sojowy']);
    const vegan = stateWith(filter({ diet: 'vegan', avoid: ['gluten'] }));
    expect(names(menuSelectors.selectFilteredAndSearchedMenu(vegan))).toEqual(['Zestaw wege', 'Maki ogórek']);
    expect(menuSelectors.selectShownExtras(vegan)).toEqual([]);
    expect(names(hiddenIn(vegan))).toEqual(['Maki łosoś', 'Tamago', 'Sos sojowy']);
  });

  it('combines with the category and with the search, and starts again at page 1', () => {
    const byCategory = stateWith(categoryChosen('maki'), filter({ avoid: ['fish'] }));
    expect(names(menuSelectors.selectFilteredAndSearchedMenu(byCategory))).toEqual(['Maki ogórek']);
    expect(byCategory.menu.selectedCategory).toBe('maki');
    const bySearch = stateWith(filter({ avoid: ['fish'] }), searchChanged('maki'));
    expect(names(menuSelectors.selectFilteredAndSearchedMenu(bySearch))).toEqual(['Maki ogórek']);
    expect(stateWith(menuActions.pageChanged(2), filter({ avoid: ['fish'] })).menu.currentPage).toBe(1);
  });

  it('off, it returns the very lists it got (no new arrays, no extra renders)', () => {
    const state = stateWith();
    expect(menuSelectors.selectShownExtras(state)).toBe(menuSelectors.selectFilteredIngredients(state));
    expect(menuSelectors.selectFilteredAndSearchedMenu(state)).toBe(menuSelectors.selectCategoryAndSearchResults(state));
    expect(hiddenIn(state)).toEqual([]);
  });
});

describe('the filter in the link', () => {
  it('reads Polish words, ignores unknown ones, and keeps the regulation’s order', () => {
    expect(parseDietaryFilter('?bez=sezam,GLUTEN,kiwi&slady=tak&dieta=wege')).toEqual({ avoid: ['gluten', 'sesame'], traces: true, diet: 'vegetarian' });
    expect(parseDietaryFilter('?dieta=wegan&slady=tak')).toEqual({ avoid: [], traces: false, diet: 'vegan' });
    expect(parseDietaryFilter('?dieta=paleo')).toEqual({ avoid: [], traces: false, diet: 'none' });
    expect(hasDietaryParams('?utm_source=x&bez=sezam')).toBe(true);
    expect(hasDietaryParams('?utm_source=x')).toBe(false);
  });

  it('writes readable links and keeps other parameters', () => {
    expect(searchWithDietaryFilter('?utm_source=fb&bez=ryby', { avoid: ['gluten', 'sesame'], traces: true, diet: 'vegan' })).toBe(
      '?utm_source=fb&bez=gluten,sezam&slady=tak&dieta=wegan',
    );
    expect(searchWithDietaryFilter('?bez=ryby', { avoid: [], traces: false, diet: 'none' })).toBe('');
  });

  it('says how many items are hidden and why, with Polish plurals', () => {
    expect(hiddenSummary(1, { avoid: ['sesame'], traces: false, diet: 'none' })).toBe('Ukryto 1\u00a0pozycję: zawierają sezam.');
    expect(hiddenSummary(7, { avoid: ['sesame', 'gluten'], traces: true, diet: 'vegan' })).toBe(
      'Ukryto 7\u00a0pozycji: zawierają sezam lub gluten lub mogą je zawierać; nie są wegańskie.',
    );
    expect(hiddenSummary(3, { avoid: [], traces: false, diet: 'vegetarian' })).toBe('Ukryto 3\u00a0pozycje: nie są wegetariańskie.');
    expect(hiddenSummary(0, { avoid: ['lupin'], traces: false, diet: 'none' })).toBe('Filtr niczego nie ukrywa.');
  });
});
