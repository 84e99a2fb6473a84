import { BASKET_KEY, CAROUSEL_KEY, readList, removeKey, writeList } from '../../src/lib/storage';

const isNumber = (value: unknown): value is number => typeof value === 'number';

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('storage keys', () => {
  it('uses {product}_LIST for the basket and CAROUSEL_LIST for the carousel', () => {
    expect(BASKET_KEY).toBe('SUSHI_LIST');
    expect(CAROUSEL_KEY).toBe('CAROUSEL_LIST');
  });
});

describe('readList', () => {
  it('returns [] for a missing key', () => {
    expect(readList('NOPE')).toEqual([]);
  });

  it("returns [] for the text 'undefined' and for an empty string", () => {
    localStorage.setItem('K', 'undefined');
    expect(readList('K')).toEqual([]);
    localStorage.setItem('K', '');
    expect(readList('K')).toEqual([]);
  });

  it('returns [] for bad JSON', () => {
    localStorage.setItem('K', '[{"id":1,');
    expect(readList('K')).toEqual([]);
  });

  it('returns [] for JSON that is not an array', () => {
    for (const text of ['{"items":[1]}', '42', '"text"', 'null', 'true']) {
      localStorage.setItem('K', text);
      expect(readList('K')).toEqual([]);
    }
  });

  it('returns the stored array as is without a validator', () => {
    localStorage.setItem('K', JSON.stringify([1, 'a', { b: 2 }]));
    expect(readList('K')).toEqual([1, 'a', { b: 2 }]);
  });

  it('drops entries the validator refuses and keeps the rest in order', () => {
    localStorage.setItem('K', JSON.stringify([1, 'x', 2, { id: 3 }, null, 3]));
    expect(readList('K', isNumber)).toEqual([1, 2, 3]);
  });

  it('never throws when reading storage throws (blocked storage, private mode)', () => {
    localStorage.setItem('K', '[1]');
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readList('K')).toEqual([]);
  });

  it('never throws when even reaching localStorage throws', () => {
    jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readList('K')).toEqual([]);
    expect(() => writeList('K', [1])).not.toThrow();
    expect(() => removeKey('K')).not.toThrow();
  });
});

describe('writeList and removeKey', () => {
  it('writes JSON that readList reads back', () => {
    writeList('K', [{ id: 1 }, { id: 2 }]);
    expect(localStorage.getItem('K')).toBe('[{"id":1},{"id":2}]');
    expect(readList('K')).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('swallows a full quota', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => writeList('K', [1])).not.toThrow();
  });

  it('removes a key and swallows failures doing so', () => {
    writeList('K', [1]);
    removeKey('K');
    expect(localStorage.getItem('K')).toBeNull();

    jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(() => removeKey('K')).not.toThrow();
  });
});
