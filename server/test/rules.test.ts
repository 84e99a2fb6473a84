import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { normalizeNip } from '../../domain/rules/nip';
import { priceOrder } from '../src/lib/order-pricing';

describe('NIP', () => {
  test('empty or "-" becomes "-"', () => {
    assert.equal(normalizeNip(undefined), '-');
    assert.equal(normalizeNip('  '), '-');
    assert.equal(normalizeNip('-'), '-');
  });
  test('valid numbers in every usual spelling become 10 digits', () => {
    for (const raw of ['5260001246', '526-000-12-46', 'PL5260001246', 'PL 526 000 12 46']) {
      assert.equal(normalizeNip(raw), '5260001246', raw);
    }
  });
  test('a wrong checksum or length is refused', () => {
    assert.equal(normalizeNip('5260001245'), undefined);
    assert.equal(normalizeNip('526000124'), undefined);
  });
});

describe('order pricing', () => {
  const menu = [
    { id: 2001, name: 'Hosomaki', priceGrosze: 1690, isVisible: true },
    { id: 2002, name: 'Nigiri', priceGrosze: 1499, isVisible: true },
    { id: 2003, name: 'Sezonowe', priceGrosze: 999, isVisible: false },
  ];

  test('sums in grosze, so 0.1 + 0.2 problems cannot happen', () => {
    const result = priceOrder([{ id: 2001, quantity: 3 }, { id: 2002, quantity: 7 }], menu);
    assert.ok(result.ok);
    assert.equal(result.itemsTotalGrosze, 3 * 1690 + 7 * 1499);
  });

  test('client prices are compared, not used', () => {
    const result = priceOrder([{ id: 2001, quantity: 1, price: 16.9 }, { id: 2002, quantity: 1, price: 9.99 }], menu);
    assert.ok(result.ok);
    assert.equal(result.itemsTotalGrosze, 1690 + 1499);
    assert.deepEqual(result.priceChanges, [{ id: 2002, name: 'Nigiri', sentPriceGrosze: 999, priceGrosze: 1499 }]);
  });

  test('invisible and unknown items are reported by position', () => {
    const result = priceOrder([{ id: 2001, quantity: 1 }, { id: 2003, quantity: 1 }, { id: 2999, quantity: 1 }], menu);
    assert.deepEqual(result, { ok: false, unavailable: [{ index: 1, id: 2003 }, { index: 2, id: 2999 }], tooMany: [] });
  });

  test('merged quantities over 99 are refused', () => {
    const result = priceOrder([{ id: 2001, quantity: 50 }, { id: 2001, quantity: 50 }], menu);
    assert.deepEqual(result, { ok: false, unavailable: [], tooMany: [{ id: 2001, quantity: 100 }] });
  });
});
