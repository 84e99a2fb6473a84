import {
  PAGE_SIZE,
  filterAndSearch,
  filterByCategory,
  filterNonIngredient,
  filterOrderable,
  filterVisible,
  itemsOfPage,
  searchItems,
  uniqueCategories,
} from '../../../src/features/menu/menu-rules';

const items = [
  { name: 'Łosoś nigiri', category: 'nigiri', isVisible: true },
  { name: 'Maki z ŁOSOSIEM', category: 'maki', isVisible: true },
  { name: 'Zupa miso', category: 'zupy', isVisible: false },
  { name: 'Ryż', category: 'ingredient', isVisible: true },
  { name: 'Sake', category: 'alcohol', isVisible: true },
];
const names = (list: { name: string }[]) => list.map((i) => i.name);

describe('searchItems (spec 5)', () => {
  it('returns the same list for blank text', () => {
    expect(searchItems(items, '')).toBe(items);
    expect(searchItems(items, '   ')).toBe(items);
  });

  it('keeps names containing the text, ignoring case', () => {
    expect(names(searchItems(items, 'MISO'))).toEqual(['Zupa miso']);
    expect(names(searchItems(items, 'maki z'))).toEqual(['Maki z ŁOSOSIEM']);
  });

  it("handles Polish letters: 'łosoś' finds 'Łosoś' and 'ŁOSOSIEM' matches 'łososiem'", () => {
    expect(names(searchItems(items, 'łosoś'))).toEqual(['Łosoś nigiri']);
    expect(names(searchItems(items, 'łoso'))).toEqual(['Łosoś nigiri', 'Maki z ŁOSOSIEM']);
    expect(names(searchItems(items, 'ŁOSOŚ'))).toEqual(['Łosoś nigiri']);
  });

  it('does not confuse Polish letters with their plain look-alikes', () => {
    expect(searchItems(items, 'losos')).toEqual([]);
  });

  it('ignores spaces around the text', () => {
    expect(names(searchItems(items, '  sake '))).toEqual(['Sake']);
  });
});

describe('filterByCategory (spec 5)', () => {
  it('returns everything for a blank category', () => {
    expect(filterByCategory(items, '')).toBe(items);
  });

  it('keeps the exact category only', () => {
    expect(names(filterByCategory(items, 'maki'))).toEqual(['Maki z ŁOSOSIEM']);
    expect(filterByCategory(items, 'Maki')).toEqual([]);
    expect(filterByCategory(items, 'mak')).toEqual([]);
  });
});

describe('visible and non-ingredient filters (spec 5)', () => {
  it('keeps only isVisible true', () => {
    expect(names(filterVisible(items))).not.toContain('Zupa miso');
    expect(filterVisible(items)).toHaveLength(4);
    expect(filterVisible([{ isVisible: 'yes' as unknown as boolean }])).toEqual([]);
  });

  it("drops the category 'ingredient'", () => {
    expect(names(filterNonIngredient(items))).toEqual(['Łosoś nigiri', 'Maki z ŁOSOSIEM', 'Zupa miso', 'Sake']);
  });

  it('orderable = visible and not a bare ingredient', () => {
    expect(names(filterOrderable(items))).toEqual(['Łosoś nigiri', 'Maki z ŁOSOSIEM', 'Sake']);
  });
});

describe('uniqueCategories, filterAndSearch, itemsOfPage', () => {
  it('lists each category once in order of first appearance', () => {
    expect(uniqueCategories([...items, { category: 'maki' }, { category: 'nigiri' }])).toEqual([
      'nigiri',
      'maki',
      'zupy',
      'ingredient',
      'alcohol',
    ]);
  });

  it('applies category and search together', () => {
    expect(names(filterAndSearch(items, 'nigiri', 'łosoś'))).toEqual(['Łosoś nigiri']);
    expect(filterAndSearch(items, 'maki', 'miso')).toEqual([]);
  });

  it('cuts pages of PAGE_SIZE (12) and clamps the page', () => {
    expect(PAGE_SIZE).toBe(12);
    const many = Array.from({ length: 30 }, (_, i) => i + 1);
    expect(itemsOfPage(many, 1)).toEqual(many.slice(0, 12));
    expect(itemsOfPage(many, 3)).toEqual([25, 26, 27, 28, 29, 30]);
    expect(itemsOfPage(many, 9)).toEqual([25, 26, 27, 28, 29, 30]);
    expect(itemsOfPage(many, 0)).toEqual(many.slice(0, 12));
    expect(itemsOfPage([], 1)).toEqual([]);
  });
});
