import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { normalizeNip } from '../../domain/rules/nip';
import { asksForMore, diffOrderParts, estimateAfterTimeChange, menuWithKeptLines, paidChangeOutcome, remainingRefundGrosze, type OrderParts } from '../src/lib/order-changes';
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

describe('changes by phone (D97)', () => {
  const parts: OrderParts = {
    lines: [
      { itemId: 3001, name: 'Zestaw Lunch', unitPriceGrosze: 6900, quantity: 1 },
      { itemId: 2001, name: 'Hosomaki Łosoś', unitPriceGrosze: 2190, quantity: 2 },
    ],
    address: { street: 'ul. Marszałkowska 10/5', postalCode: '00-950', city: 'Warszawa' },
    deliveryTime: { type: 'asap' },
    notes: 'Domofon 15',
  };

  test('what changed: only the parts that differ, each before and after as stored JSON', () => {
    assert.deepEqual(diffOrderParts(parts, { ...parts, lines: [...parts.lines] }), { changed: [], before: {}, after: {} });
    const later = { ...parts, deliveryTime: { type: 'scheduled' as const, at: new Date('2026-03-11T18:00:00Z') }, notes: 'Domofon 15' };
    assert.deepEqual(diffOrderParts(parts, later), {
      changed: ['deliveryTime'],
      before: { deliveryTime: { type: 'asap' } },
      after: { deliveryTime: { type: 'scheduled', at: '2026-03-11T18:00:00.000Z' } },
    });
    const moreAndMoved = { ...parts, lines: [{ ...parts.lines[0], quantity: 2 }, parts.lines[1]], address: { ...parts.address, street: 'ul. Marszałkowska 12/1' } };
    const diff = diffOrderParts(parts, moreAndMoved);
    assert.deepEqual(diff.changed, ['items', 'address']);
    assert.deepEqual((diff.after.items as { quantity: number }[]).map((l) => l.quantity), [2, 2]);
    assert.deepEqual(diff.before.address, parts.address);
  });

  test('kept lines keep their price and stay orderable; new items come from the menu', () => {
    const menu = [
      { id: 2001, name: 'Hosomaki Łosoś', priceGrosze: 2490, isVisible: false },
      { id: 2003, name: 'Hosomaki Ogórek', priceGrosze: 1690, isVisible: true },
    ];
    const priced = priceOrder([{ id: 2001, quantity: 3 }, { id: 2003, quantity: 1 }], menuWithKeptLines(menu, parts.lines));
    assert.ok(priced.ok);
    assert.deepEqual(priced.lines.map((l) => [l.itemId, l.unitPriceGrosze, l.quantity]), [[2001, 2190, 3], [2003, 1690, 1]]);
    assert.equal(asksForMore(2001, 2, parts.lines), false, 'as many as held: the kitchen has them');
    assert.equal(asksForMore(2001, 3, parts.lines), true);
    assert.equal(asksForMore(2003, 1, parts.lines), true, 'a new item');
  });

  test('paid online: a lower total gives the difference back, the same total nothing, a higher one is refused', () => {
    assert.deepEqual(paidChangeOutcome(12280, 10090), { refundGrosze: 2190 });
    assert.deepEqual(paidChangeOutcome(12280, 12280), { refundGrosze: 0 });
    assert.equal(paidChangeOutcome(12280, 12281), 'would-rise');
    assert.equal(remainingRefundGrosze(12280, 2190), 10090, 'a rejection after a partial refund gives back the rest');
    assert.equal(remainingRefundGrosze(12280, 0), 12280);
  });

  test('a new time moves the estimate: from the acceptance, not before a chosen time; none before acceptance', () => {
    const acceptedAt = new Date('2026-03-11T13:00:00Z');
    const order = {
      estimatedMinutes: 45,
      estimatedDeliveryAt: new Date('2026-03-11T13:45:00Z'),
      statusHistory: [{ status: 'accepted', note: '', estimatedMinutes: 45, changedBy: 'obsluga@sushikami.pl', at: acceptedAt }],
    };
    const later = new Date('2026-03-11T17:00:00Z');
    assert.deepEqual(estimateAfterTimeChange(order, { type: 'scheduled', at: later }), later);
    assert.deepEqual(estimateAfterTimeChange({ ...order, estimatedDeliveryAt: later }, { type: 'asap' }), new Date('2026-03-11T13:45:00Z'));
    assert.equal(estimateAfterTimeChange({ estimatedMinutes: null, estimatedDeliveryAt: null, statusHistory: [] }, { type: 'scheduled', at: later }), null);
  });
});
