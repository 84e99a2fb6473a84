import { formatGrosze, formatMoney, groszeToZloty, lineTotalGrosze, zlotyToGrosze } from '../../domain/rules/money';

/** The one formatter keeps its no-break spaces; compare with plain ones. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('money in grosze (domain/rules/money.ts)', () => {
  it.each([
    [0, '0,00 zł'],
    [1, '0,01 zł'],
    [199, '1,99 zł'],
    [123456, '1234,56 zł'],
    [1234567, '12 345,67 zł'],
    [-250, '-2,50 zł'],
  ])('formatGrosze(%p) -> %s', (grosze, text) => {
    expect(plain(formatGrosze(grosze))).toBe(text);
    expect(formatGrosze(grosze)).toBe(formatMoney(grosze / 100));
  });

  it('writes what Intl writes for whole grosze', () => {
    const intl = new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN' });
    for (const grosze of [0, 1, 5, 99, 100, 101, 199, 999, 1000, 123456, 9999999, 100000000]) {
      expect(formatGrosze(grosze)).toBe(intl.format(grosze / 100));
    }
  });

  it('sums a line in whole grosze: 3 x 0,10 zł is 30 gr', () => {
    expect(lineTotalGrosze(0.1, 3)).toBe(30);
    expect(lineTotalGrosze(12.9, 3)).toBe(3870);
    expect(lineTotalGrosze(24.99, 0)).toBe(0);
  });

  it('converts between zł and grosze at the edge', () => {
    expect(zlotyToGrosze(12.345)).toBe(1235);
    expect(zlotyToGrosze(0.07)).toBe(7);
    expect(groszeToZloty(1999)).toBe(19.99);
  });
});
