import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { seedContent } from '../src/db/seed/content-data';
import { isPostalCode, outOfZoneMessage, ruleError, validateZoneRules, zoneFor } from '../../domain/rules/delivery-zones';

const rules = seedContent.deliveryZones;

describe('delivery zones by postal code (unit)', () => {
  test('postal codes are NN-NNN, nothing else', () => {
    for (const ok of ['00-001', '00-950', '04-999', '99-999']) assert.ok(isPostalCode(ok), ok);
    for (const bad of ['00950', '0-0950', '00-95', '00-9500', ' 00-950', '00-950 ', 'ab-cde', '00–950', '']) {
      assert.ok(!isPostalCode(bad), bad);
      assert.throws(() => zoneFor(bad, rules), RangeError, bad);
    }
  });

  test('the demo restaurant: the centre is zone A, the rest of Warsaw zone B, elsewhere none', () => {
    const cases: [string, 'A' | 'B' | null][] = [
      ['00-001', 'A'],
      ['00-950', 'A'], // Śródmieście
      ['00-999', 'A'],
      ['01-001', 'A'],
      ['01-099', 'A'], // Muranów
      ['01-100', 'B'],
      ['01-864', 'B'], // Bielany
      ['02-001', 'A'],
      ['02-600', 'B'], // Mokotów
      ['02-797', 'B'], // Ursynów
      ['03-700', 'A'],
      ['03-799', 'A'], // Praga-Północ
      ['03-800', 'B'],
      ['03-100', 'B'], // Białołęka
      ['04-999', 'B'], // Wawer
      ['05-500', null], // Piaseczno
      ['05-077', null], // Wesoła has a 05- code: outside
      ['30-001', null], // Kraków
      ['80-001', null], // Gdańsk
    ];
    for (const [code, zone] of cases) assert.equal(zoneFor(code, rules), zone, code);
  });

  test('prefix and range rules, A before B', () => {
    const custom = { A: ['00-001..00-099', '01-5'], B: ['00', '01-'] };
    assert.equal(zoneFor('00-001', custom), 'A');
    assert.equal(zoneFor('00-099', custom), 'A');
    assert.equal(zoneFor('00-100', custom), 'B');
    assert.equal(zoneFor('01-500', custom), 'A');
    assert.equal(zoneFor('01-599', custom), 'A');
    assert.equal(zoneFor('01-600', custom), 'B');
    assert.equal(zoneFor('02-000', custom), null);
    assert.equal(zoneFor('00-500', { A: [], B: [] }), null);
  });

  test('a broken rule is reported and never matches (a typo must not widen a zone)', () => {
    assert.equal(ruleError('00-'), undefined);
    assert.equal(ruleError('0'), undefined);
    assert.equal(ruleError('00-001..00-999'), undefined);
    assert.match(ruleError('00-999..00-001')!, /ends before it starts/);
    assert.match(ruleError('00*')!, /neither a prefix/);
    assert.match(ruleError('')!, /neither a prefix/);
    assert.deepEqual(validateZoneRules(rules), []);
    assert.deepEqual(validateZoneRules({ A: ['00-', 'x'], B: ['02-9..02-1'] }), [
      "zone A: rule 'x' is neither a prefix like '00-' nor a range like '00-001..00-999'",
      "zone B: rule '02-9..02-1' is neither a prefix like '00-' nor a range like '00-001..00-999'",
    ]);
    assert.equal(zoneFor('00-100', { A: [''], B: [] }), null);
  });

  test('the customer reads a Polish refusal naming the code', () => {
    assert.equal(outOfZoneMessage('05-500'), 'Niestety nie dowozimy pod ten adres (kod pocztowy 05-500).');
  });
});
