import {
  ADULT_CATEGORY,
  CATEGORY_LABELS,
  INGREDIENT_CATEGORIES,
  INGREDIENT_CATEGORY,
  PRODUCT_CATEGORIES,
  SET_CATEGORIES,
  categoryLabel,
  isOrderable,
  itemTypeOf,
} from '../../domain/rules/menu-catalogue';

describe('itemTypeOf (docs/behaviour.md §3: first digit of the id)', () => {
  it('reads 1 ingredient, 2 product, 3 set', () => {
    expect(itemTypeOf(1001)).toBe('ingredient');
    expect(itemTypeOf(2)).toBe('product');
    expect(itemTypeOf(3015)).toBe('set');
  });

  it('knows no other types', () => {
    for (const id of [0, 4001, 9, -2001, 2001.5, '2001', null, undefined]) expect(itemTypeOf(id)).toBeNull();
  });
});

describe('categories', () => {
  const all = [...SET_CATEGORIES, ...PRODUCT_CATEGORIES, ...INGREDIENT_CATEGORIES];

  it('belong to one type each', () => {
    expect(new Set(all).size).toBe(all.length);
  });

  it('the adult-only and the bare-ingredient categories are ingredient-type ones', () => {
    expect(INGREDIENT_CATEGORIES).toContain(ADULT_CATEGORY);
    expect(INGREDIENT_CATEGORIES).toContain(INGREDIENT_CATEGORY);
  });

  it('are labelled in Polish, and only they', () => {
    expect(Object.keys(CATEGORY_LABELS).sort()).toEqual([...all].sort());
    expect(categoryLabel('zestaw')).toBe('Zestawy');
    expect(categoryLabel('beverages')).toBe('Napoje');
    expect(categoryLabel(ADULT_CATEGORY)).toBe('Alkohole');
  });

  it('an unknown category is shown capitalised, Polish letters too', () => {
    expect(categoryLabel('łódki')).toBe('Łódki');
  });
});

describe('isOrderable (docs/behaviour.md §5: visible and not a bare ingredient)', () => {
  it.each([
    [true, 'maki', true],
    [true, 'alcohol', true],
    [false, 'maki', false],
    [true, INGREDIENT_CATEGORY, false],
  ])('isVisible %p, category %s -> %p', (isVisible, category, orderable) => {
    expect(isOrderable({ isVisible, category })).toBe(orderable);
  });
});
