import {
  PRODUCT_FORMS,
  SET_FORMS,
  formatCount,
  formatDate,
  formatMoney,
  formatPieces,
  formatProductCount,
  pluralize,
} from '../../src/text/format';

/** Intl puts no-break spaces in; compare with plain ones. */
const plain = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');

describe('formatMoney', () => {
  it('formats zł the Polish way', () => {
    expect(plain(formatMoney(12.5))).toBe('12,50 zł');
    expect(plain(formatMoney(0))).toBe('0,00 zł');
    expect(plain(formatMoney(39.27))).toBe('39,27 zł');
    expect(plain(formatMoney(1234.5))).toBe('1234,50 zł');
    expect(plain(formatMoney(12345.5))).toBe('12 345,50 zł');
  });

  it('writes exactly what Intl writes for pl-PL zł, rounding included', () => {
    const intl = new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN' });
    const edges = [0, -0, 0.005, 0.004, -0.004, -0.005, 1.005, 1.255, 12.9 * 3, 0.1 + 0.2, 1234.995, 9999.995, 99999.999, 5e-7, 1e12 + 0.5, NaN, Infinity, -Infinity, 1e21];
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const samples = Array.from({ length: 5000 }, (_, i) => {
      const magnitude = 10 ** Math.floor(random() * 8);
      const value = Math.round(random() * magnitude * 1000) / 1000;
      return i % 5 === 0 ? -value : value;
    });
    for (const value of [...edges, ...samples]) expect(formatMoney(value)).toBe(intl.format(value));
  });

  it('never lets a price wrap between number and currency', () => {
    expect(formatMoney(12.5)).toMatch(/12,50\u00a0zł/);
  });
});

describe('Polish plurals', () => {
  it.each([
    [1, 'produkt'],
    [2, 'produkty'],
    [4, 'produkty'],
    [5, 'produktów'],
    [12, 'produktów'],
    [22, 'produkty'],
    [25, 'produktów'],
    [0, 'produktów'],
    [1.5, 'produktu'],
  ])('%p -> %s', (count, form) => {
    expect(pluralize(count, PRODUCT_FORMS)).toBe(form);
  });

  it('puts the number before the form', () => {
    expect(plain(formatProductCount(3))).toBe('3 produkty');
    expect(plain(formatCount(5, SET_FORMS))).toBe('5 zestawów');
  });

  it("writes the basket preview's 'x{n} szt'", () => {
    expect(plain(formatPieces(3))).toBe('x3 szt');
  });
});

describe('formatDate (spec 5)', () => {
  const date = new Date(2024, 2, 5); // 5 March 2024, local time

  it('pads day and month to two digits, default order day-month-year and separator -', () => {
    expect(formatDate(date)).toBe('05-03-2024');
  });

  it('supports the three orderings', () => {
    expect(formatDate(date, 'dmy')).toBe('05-03-2024');
    expect(formatDate(date, 'mdy')).toBe('03-05-2024');
    expect(formatDate(date, 'ymd')).toBe('2024-03-05');
  });

  it('uses the chosen separator', () => {
    expect(formatDate(date, 'dmy', '.')).toBe('05.03.2024');
    expect(formatDate(date, 'ymd', '/')).toBe('2024/03/05');
    expect(formatDate(date, 'mdy', '')).toBe('03052024');
  });

  it('does not pad two-digit days and months', () => {
    expect(formatDate(new Date(2023, 11, 31), 'ymd')).toBe('2023-12-31');
  });

  it('gives an empty text for an invalid date', () => {
    expect(formatDate(new Date('nonsense'))).toBe('');
  });
});
