import { ALLERGENS_PL, allergenLabel } from '../../src/text/allergens';

describe('allergens', () => {
  it('names all 14 EU allergens in Polish', () => {
    expect(ALLERGENS_PL).toEqual({
      gluten: 'gluten',
      crustaceans: 'skorupiaki',
      eggs: 'jaja',
      fish: 'ryby',
      peanuts: 'orzeszki ziemne',
      soybeans: 'soja',
      milk: 'mleko',
      nuts: 'orzechy',
      celery: 'seler',
      mustard: 'gorczyca',
      sesame: 'sezam',
      sulphites: 'dwutlenek siarki i siarczyny',
      lupin: 'łubin',
      molluscs: 'mięczaki',
    });
  });

  it('translates a code and keeps an unknown one as it came', () => {
    expect(allergenLabel('sulphites')).toBe('dwutlenek siarki i siarczyny');
    expect(allergenLabel('kiwi')).toBe('kiwi');
    // Not fooled by properties every object has.
    expect(allergenLabel('toString')).toBe('toString');
  });
});
