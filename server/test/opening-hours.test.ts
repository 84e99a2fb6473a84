import assert from 'node:assert/strict';
import { after, afterEach, before, describe, test } from 'node:test';
import { seedContent } from '../src/db/seed/content-data';
import type { LocalCognito } from '../src/identity/local-cognito';
import { checkDeliveryTime, DELIVERY_LEAD, deliverySlots, leadTimeFor } from '../../domain/rules/delivery-time';
import { describeOpeningHours, isOpenAt, validateOpeningHours, warsawTime, type OpeningHours } from '../../domain/rules/opening-hours';
import { createTestApp, TEST_DB_KIND, type TestApp } from './helpers/app';
import { testClock } from './helpers/clock';
import { createStaffUser, startTestIdentity, type Tokens } from './helpers/identity';
import { orderBody, postOrder } from './helpers/orders';
import { staffCall } from './helpers/staff';

// Mon-Thu 12-22, Fri-Sat 12-23, Sun 13-21, Warsaw time. In 2026 summer time starts on Sunday
// 29 March at 01:00 UTC (02:00 CET -> 03:00 CEST) and ends on Sunday 25 October at 01:00 UTC.
const hours = seedContent.openingHours;
const at = (iso: string) => new Date(iso);
const scheduled = (iso: string) => ({ type: 'scheduled' as const, at: at(iso) });

describe('opening hours (unit)', () => {
  test('the week in one Polish line', () => {
    assert.equal(describeOpeningHours(hours), 'pon.–czw. 12:00–22:00, pt.–sob. 12:00–23:00, niedz. 13:00–21:00');
    const withClosedMonday = [null, ...hours.slice(1)];
    assert.equal(describeOpeningHours(withClosedMonday), 'pon. nieczynne, wt.–czw. 12:00–22:00, pt.–sob. 12:00–23:00, niedz. 13:00–21:00');
  });

  test('Warsaw wall-clock time across the spring change', () => {
    assert.deepEqual(warsawTime(at('2026-03-29T00:59:00Z')), { weekday: 7, minutes: 1 * 60 + 59, dayMonth: '29.03', hhmm: '01:59' });
    assert.deepEqual(warsawTime(at('2026-03-29T01:00:00Z')), { weekday: 7, minutes: 3 * 60, dayMonth: '29.03', hhmm: '03:00' });
    assert.equal(warsawTime(at('2026-10-25T00:59:00Z')).hhmm, '02:59'); // CEST
    assert.equal(warsawTime(at('2026-10-25T01:00:00Z')).hhmm, '02:00'); // CET again: 02:xx happens twice
    assert.equal(warsawTime(at('2026-03-15T23:30:00Z')).weekday, 1); // already Monday in Warsaw
  });

  test('open from the opening minute, closed from the closing minute (winter, UTC+1)', () => {
    assert.equal(isOpenAt(at('2026-03-22T11:59:00Z'), hours), false); // Sunday 12:59
    assert.equal(isOpenAt(at('2026-03-22T12:00:00Z'), hours), true); // Sunday 13:00
    assert.equal(isOpenAt(at('2026-03-22T19:59:59Z'), hours), true); // Sunday 20:59:59
    assert.equal(isOpenAt(at('2026-03-22T20:00:00Z'), hours), false); // Sunday 21:00
    assert.equal(isOpenAt(at('2026-03-13T21:30:00Z'), hours), true); // Friday 22:30
    assert.equal(isOpenAt(at('2026-03-12T21:30:00Z'), hours), false); // Thursday 22:30
  });

  test('the same wall-clock hours after the change to summer time (UTC+2)', () => {
    assert.equal(isOpenAt(at('2026-03-29T10:59:00Z'), hours), false); // Sunday 12:59 CEST
    assert.equal(isOpenAt(at('2026-03-29T11:00:00Z'), hours), true); // Sunday 13:00 CEST
    assert.equal(isOpenAt(at('2026-03-29T12:00:00Z'), hours), true);
    assert.equal(isOpenAt(at('2026-03-29T18:59:00Z'), hours), true); // 20:59
    assert.equal(isOpenAt(at('2026-03-29T19:00:00Z'), hours), false); // 21:00
    assert.equal(isOpenAt(at('2026-03-30T10:00:00Z'), hours), true); // Monday 12:00 CEST
  });

  test('and back to winter time in October', () => {
    assert.equal(isOpenAt(at('2026-10-24T20:59:00Z'), hours), true); // Saturday 22:59 CEST
    assert.equal(isOpenAt(at('2026-10-24T21:00:00Z'), hours), false); // Saturday 23:00 CEST
    assert.equal(isOpenAt(at('2026-10-25T11:00:00Z'), hours), false); // Sunday 12:00 CET
    assert.equal(isOpenAt(at('2026-10-25T12:00:00Z'), hours), true); // Sunday 13:00 CET
  });

  test('unusable hours are reported, in Polish, naming the day', () => {
    assert.deepEqual(validateOpeningHours(hours), []);
    assert.deepEqual(validateOpeningHours(hours.slice(0, 6)), [{ day: null, field: null, message: 'Godziny otwarcia to 7 dni, od poniedziałku do niedzieli.' }]);
    const bad = [{ open: '22:00', close: '12:00' }, { open: '9:00', close: '17:00' }, { open: '12:00', close: '24:00' }, null, null, null, null];
    assert.deepEqual(validateOpeningHours(bad), [
      {
        day: 0,
        field: 'close',
        message: 'poniedziałek: zamknięcie przed otwarciem (22:00–12:00) oznacza godziny po północy, a te mogą trwać najwyżej do 06:00.',
      },
      { day: 1, field: 'open', message: 'wtorek: podaj godziny w postaci GG:MM, np. 11:30.' },
    ]);
    assert.equal(isOpenAt(at('2026-03-11T22:59:00Z'), [null, null, { open: '12:00', close: '24:00' }, null, null, null, null]), true);
  });
});

describe('delivery time rules (unit, injected clock)', () => {
  const wednesday14 = at('2026-03-11T13:00:00Z'); // 14:00 CET
  const wednesday23 = at('2026-03-11T22:00:00Z'); // 23:00 CET, closed

  test('as soon as possible only while open', () => {
    assert.equal(checkDeliveryTime({ type: 'asap' }, wednesday14, hours), null);
    const closed = checkDeliveryTime({ type: 'asap' }, wednesday23, hours)!;
    assert.equal(closed.code, 'OUTSIDE_OPENING_HOURS');
    assert.equal(closed.field, 'deliveryTime');
    assert.match(closed.message, /zamknięta.*pon\.–czw\. 12:00–22:00, pt\.–sob\. 12:00–23:00, niedz\. 13:00–21:00/);
  });

  test('a chosen time: on the 15-minute grid, 45 minutes to 7 days ahead, within opening hours', () => {
    const check = (iso: string, now = wednesday14) => checkDeliveryTime(scheduled(iso), now, hours);
    assert.equal(check('2026-03-11T13:45:00Z'), null); // exactly 45 minutes ahead
    assert.equal(check('2026-03-11T20:45:00Z'), null); // 21:45, last slot before 22:00
    assert.equal(check('2026-03-18T13:00:00Z'), null); // exactly 7 days ahead
    assert.equal(check('2026-03-12T11:00:00Z', wednesday23), null); // ordered while closed, for tomorrow noon

    const tooSoon = check('2026-03-11T13:30:00Z')!;
    assert.deepEqual([tooSoon.code, tooSoon.field], ['INVALID_DELIVERY_TIME', 'deliveryTime/at']);
    assert.match(tooSoon.message, /co najmniej 45 minut/);
    assert.match(check('2026-03-11T12:00:00Z')!.message, /co najmniej 45 minut/); // in the past
    assert.match(check('2026-03-18T13:15:00Z')!.message, /najwyżej 7 dni/);
    assert.match(check('2026-03-11T17:10:00Z')!.message, /co 15 minut/);
    assert.match(check('2026-03-11T17:15:30Z')!.message, /co 15 minut/);

    const late = check('2026-03-11T21:00:00Z')!; // 22:00 Wednesday: closing time
    assert.deepEqual([late.code, late.field], ['OUTSIDE_OPENING_HOURS', 'deliveryTime/at']);
    assert.equal(late.message, 'Wybrana godzina dostawy (środa 11.03, 22:00) jest poza godzinami otwarcia: pon.–czw. 12:00–22:00, pt.–sob. 12:00–23:00, niedz. 13:00–21:00.');
  });

  test('a chosen time across the change to summer time', () => {
    const saturdayEvening = at('2026-03-28T20:00:00Z'); // Saturday 21:00 CET
    assert.equal(checkDeliveryTime(scheduled('2026-03-29T11:00:00Z'), saturdayEvening, hours), null); // Sunday 13:00 CEST
    const early = checkDeliveryTime(scheduled('2026-03-29T10:30:00Z'), saturdayEvening, hours)!; // 12:30 CEST
    assert.equal(early.code, 'OUTSIDE_OPENING_HOURS');
    assert.match(early.message, /niedziela 29\.03, 12:30/);
    // 7 days ahead is counted in real time: Saturday 4 April 22:00 CEST is 20:00Z, the limit.
    assert.equal(checkDeliveryTime(scheduled('2026-04-04T20:00:00Z'), saturdayEvening, hours), null);
    assert.match(checkDeliveryTime(scheduled('2026-04-04T20:15:00Z'), saturdayEvening, hours)!.message, /7 dni/);
  });

  test('pickup: the preparation time instead of 45 minutes, in words of collecting; the same grid, hours and week (D95)', () => {
    const pickup = leadTimeFor('pickup', { ...seedContent.fulfilment, pickup: { ...seedContent.fulfilment.pickup, preparationMinutes: 20 } });
    assert.deepEqual(pickup, { minutes: 20, fulfilment: 'pickup' });
    assert.equal(leadTimeFor('delivery', seedContent.fulfilment), DELIVERY_LEAD);
    const check = (iso: string, now = wednesday14) => checkDeliveryTime(scheduled(iso), now, hours, pickup);
    assert.equal(check('2026-03-11T13:30:00Z'), null); // 30 minutes ahead: too soon for a delivery only
    assert.match(checkDeliveryTime(scheduled('2026-03-11T13:30:00Z'), wednesday14, hours)!.message, /^Godzina dostawy musi być co najmniej 45 minut/);
    assert.equal(check('2026-03-11T13:15:00Z')!.message, 'Godzina odbioru musi być co najmniej 20 minut od teraz.');
    assert.equal(check('2026-03-11T13:20:00Z')!.message, 'Godzinę odbioru można wybrać co 15 minut (np. 18:00, 18:15, 18:30).');
    assert.equal(check('2026-03-18T13:15:00Z')!.message, 'Odbiór można zaplanować najwyżej 7 dni naprzód.');
    assert.match(check('2026-03-11T21:00:00Z')!.message, /^Wybrana godzina odbioru \(środa 11\.03, 22:00\) jest poza godzinami otwarcia/);
    assert.equal(checkDeliveryTime({ type: 'asap' }, wednesday14, hours, pickup), null);
    assert.match(checkDeliveryTime({ type: 'asap' }, wednesday23, hours, pickup)!.message, /Możesz wybrać odbiór o późniejszej godzinie\.$/);

    // Saturday 21:50 CET: the first pickup slot is 22:15, a delivery's 22:45; Sunday across the change as for delivery.
    const saturday = at('2026-03-28T20:50:00Z');
    const slots = deliverySlots(saturday, hours, pickup);
    assert.deepEqual(slots.slice(0, 3).map((s) => warsawTime(s).hhmm), ['22:15', '22:30', '22:45']);
    assert.equal(warsawTime(deliverySlots(saturday, hours)[0]).hhmm, '22:45');
    assert.ok(slots.every((s) => checkDeliveryTime({ type: 'scheduled', at: s }, saturday, hours, pickup) === null));
    assert.equal(slots.filter((s) => warsawTime(s).dayMonth === '29.03').length, 32); // Sunday 13:00-20:45 in summer time
  });

  test('the slots a customer may choose: every one passes the same check', () => {
    const saturdayEvening = at('2026-03-28T20:00:00Z');
    const slots = deliverySlots(saturdayEvening, hours);
    assert.ok(slots.every((s) => checkDeliveryTime({ type: 'scheduled', at: s }, saturdayEvening, hours) === null));
    const local = slots.map((s) => `${warsawTime(s).dayMonth} ${warsawTime(s).hhmm}`);
    assert.deepEqual(local.slice(0, 6), ['28.03 21:45', '28.03 22:00', '28.03 22:15', '28.03 22:30', '28.03 22:45', '29.03 13:00']);
    assert.equal(local.filter((l) => l.startsWith('29.03')).length, 32); // Sunday 13:00-20:45 in summer time
    assert.equal(local.at(-1), '04.04 22:00'); // 7 days to the minute
    // Mon-Thu 40 slots, Fri 44, plus Saturday's 5 and Sunday's 32, plus Saturday 4 April to 22:00 (41).
    assert.equal(slots.length, 5 + 32 + 4 * 40 + 44 + 41);
  });
});

// Hours past midnight through the API (D74): what staff save is what the shop answers and takes.
describe(`hours past midnight through the API (${TEST_DB_KIND})`, () => {
  let idp: LocalCognito;
  let t: TestApp;
  let staff: Tokens;
  const clock = testClock();
  const weekday = { open: '12:00', close: '22:00' };
  // Friday until 01:00, Saturday until 02:30 (the nights of both changes are Saturday nights).
  const LATE: OpeningHours = [weekday, weekday, weekday, weekday, { open: '12:00', close: '01:00' }, { open: '12:00', close: '02:30' }, { open: '13:00', close: '21:00' }];
  const SUMMARY = 'pon.–czw. 12:00–22:00, pt. 12:00–01:00, sob. 12:00–02:30, niedz. 13:00–21:00';

  before(async () => {
    idp = await startTestIdentity();
    t = await createTestApp({ idp, now: clock.now });
    staff = await createStaffUser(idp, 'kierownik@sushikami.pl');
    const saved = await staffCall(t.app, staff.idToken, 'PUT', '/shop/staff/settings/opening-hours', { days: LATE });
    assert.equal(saved.statusCode, 200, saved.body);
  });
  after(async () => {
    await t?.close();
    await idp?.stop();
  });
  afterEach(async () => {
    await t.app.repos.content.set('openingHours', LATE);
  });

  const get = async (url: string) => (await t.app.inject(url)).json();
  const orderAt = (now: string, deliveryTime: unknown = { type: 'asap' }) => {
    clock.set(now);
    return postOrder(t.app, orderBody({ deliveryTime }));
  };

  test('staff save Friday 12:00–01:00; the line every page shows says so', async () => {
    assert.deepEqual((await staffCall(t.app, staff.idToken, 'GET', '/shop/staff/settings')).json().openingHours, LATE);
    const week = await get('/shop/opening-hours');
    assert.equal(week.summary, SUMMARY);
    assert.deepEqual(week.days[4], { day: 5, name: 'piątek', open: '12:00', close: '01:00' });
    assert.equal((await get('/shop/restaurant')).hours, SUMMARY);
  });

  test('hours reaching into the next day\'s, or past 06:00, are refused naming the day; nothing is saved', async () => {
    const put = (days: unknown) => staffCall(t.app, staff.idToken, 'PUT', '/shop/staff/settings/opening-hours', { days });
    const overlap = await put([...LATE.slice(0, 5), { open: '00:30', close: '23:00' }, LATE[6]]);
    assert.equal(overlap.statusCode, 400);
    assert.equal(overlap.json().field, 'body/days/4/close');
    assert.equal(overlap.json().message, 'piątek: otwarte po północy do 01:00, a w sobotę otwarcie jest o 00:30 — godziny nie mogą na siebie nachodzić.');
    const tooLate = await put([...LATE.slice(0, 6), { open: '18:00', close: '07:00' }]);
    assert.deepEqual([tooLate.statusCode, tooLate.json().field], [400, 'body/days/6/close']);
    assert.match(tooLate.json().message, /^niedziela: .*najwyżej do 06:00\.$/);
    assert.equal((await get('/shop/opening-hours')).summary, SUMMARY);
  });

  test('Saturday 00:30 is in Friday\'s hours: open, an order is taken; at 01:30 it is refused', async () => {
    clock.set('2026-03-13T23:30:00Z'); // Saturday 00:30 CET
    assert.equal((await get('/shop/opening-hours')).openNow, true);
    assert.equal((await get('/shop/delivery-times')).asap, true);
    assert.equal((await orderAt('2026-03-13T23:30:00Z')).statusCode, 201);

    const refused = await orderAt('2026-03-14T00:30:00Z'); // Saturday 01:30
    assert.equal(refused.statusCode, 422);
    assert.deepEqual([refused.json().code, refused.json().field], ['OUTSIDE_OPENING_HOURS', 'body/deliveryTime']);
    assert.ok(refused.json().message.includes(SUMMARY), refused.json().message);
    assert.equal((await get('/shop/opening-hours')).openNow, false);
  });

  test('the delivery times list the slots after midnight, and an order for one is taken', async () => {
    // Half a minute early: the shop's clock runs on, and a slow machine must not push the first slot out.
    clock.set('2026-03-13T21:59:30Z'); // Friday 22:59:30 CET
    const { asap, slots } = await get('/shop/delivery-times');
    assert.equal(asap, true);
    assert.deepEqual(slots.slice(0, 6), [
      '2026-03-13T22:45:00.000Z', // Friday 23:45
      '2026-03-13T23:00:00.000Z', // Saturday 00:00
      '2026-03-13T23:15:00.000Z',
      '2026-03-13T23:30:00.000Z',
      '2026-03-13T23:45:00.000Z', // Saturday 00:45, the last before 01:00
      '2026-03-14T11:00:00.000Z', // Saturday 12:00
    ]);
    const scheduled = (iso: string) => orderAt('2026-03-13T22:00:00Z', { type: 'scheduled', at: iso });
    assert.equal((await scheduled('2026-03-14T00:45:00+01:00')).statusCode, 201);
    const late = await scheduled('2026-03-14T01:15:00+01:00');
    assert.deepEqual([late.statusCode, late.json().code, late.json().field], [422, 'OUTSIDE_OPENING_HOURS', 'body/deliveryTime/at']);
    assert.match(late.json().message, /sobota 14\.03, 01:15/);
  });

  test('pickup\'s times: the preparation time ahead, the same slots after midnight; none while pickup is off (D95)', async () => {
    const pickupAt = (now: string, deliveryTime: unknown) => {
      clock.set(now);
      return postOrder(t.app, orderBody({ fulfilment: 'pickup', address: undefined, deliveryTime }));
    };
    clock.set('2026-03-13T21:59:30Z'); // Friday 22:59:30 CET; the demo restaurant prepares pickup in 20 minutes
    const { asap, slots } = await get('/shop/delivery-times?fulfilment=pickup');
    assert.equal(asap, true);
    assert.deepEqual(slots.slice(0, 7), [
      '2026-03-13T22:30:00.000Z', // Friday 23:30: 20 minutes and the grid, where a delivery starts at 23:45
      '2026-03-13T22:45:00.000Z',
      '2026-03-13T23:00:00.000Z', // Saturday 00:00
      '2026-03-13T23:15:00.000Z',
      '2026-03-13T23:30:00.000Z',
      '2026-03-13T23:45:00.000Z', // Saturday 00:45, the last before 01:00
      '2026-03-14T11:00:00.000Z', // Saturday 12:00
    ]);
    assert.deepEqual(await get('/shop/delivery-times?fulfilment=delivery'), await get('/shop/delivery-times'));
    const unknown = await t.app.inject('/shop/delivery-times?fulfilment=rower');
    assert.equal(unknown.statusCode, 400);
    assert.match(unknown.json().message, /^querystring\/fulfilment/);

    // POST /order holds a chosen pickup time to the same rule.
    assert.equal((await pickupAt('2026-03-13T22:00:00Z', { type: 'scheduled', at: '2026-03-13T23:30:00+01:00' })).statusCode, 201);
    const soon = await pickupAt('2026-03-13T22:00:00Z', { type: 'scheduled', at: '2026-03-13T23:15:00+01:00' });
    assert.deepEqual([soon.statusCode, soon.json().code, soon.json().field], [422, 'INVALID_DELIVERY_TIME', 'body/deliveryTime/at']);
    assert.equal(soon.json().message, 'Godzina odbioru musi być co najmniej 20 minut od teraz.');
    const late = await pickupAt('2026-03-13T22:00:00Z', { type: 'scheduled', at: '2026-03-14T01:15:00+01:00' });
    assert.deepEqual([late.statusCode, late.json().code], [422, 'OUTSIDE_OPENING_HOURS']);
    assert.match(late.json().message, /^Wybrana godzina odbioru \(sobota 14\.03, 01:15\)/);
    assert.equal((await pickupAt('2026-03-13T23:30:00Z', { type: 'asap' })).statusCode, 201); // Saturday 00:30, in Friday's hours

    const terms = await t.app.repos.content.get('fulfilment');
    await t.app.repos.content.set('fulfilment', { ...terms, pickup: { ...terms.pickup, enabled: false } });
    try {
      assert.deepEqual(await get('/shop/delivery-times?fulfilment=pickup'), { asap: false, slots: [] });
      assert.equal((await get('/shop/delivery-times')).asap, true, 'delivery is still offered');
    } finally {
      await t.app.repos.content.set('fulfilment', terms);
    }
  });

  test('Sunday 29 March 2026, summer time: Saturday\'s night ends when the clock jumps from 02:00 to 03:00', async () => {
    clock.set('2026-03-28T22:00:00Z'); // Saturday 23:00 CET
    const sunday = ((await get('/shop/delivery-times')).slots as string[]).filter((s) => s < '2026-03-29T11:00:00.000Z'); // before Sunday 13:00 CEST
    assert.equal(sunday.at(-1), '2026-03-29T00:45:00.000Z'); // 01:45 CET: no slot in 02:00-02:59, none at 03:00 CEST
    assert.equal((await orderAt('2026-03-29T00:59:00Z')).statusCode, 201); // 01:59 CET
    assert.equal((await orderAt('2026-03-29T01:00:00Z')).statusCode, 422); // 03:00 CEST, past 02:30
    assert.equal((await get('/shop/opening-hours')).openNow, false);
  });

  test('Sunday 25 October 2026, back to winter time: closed from the first 02:30, not open again in the repeated hour', async () => {
    assert.equal((await orderAt('2026-10-25T00:15:00Z')).statusCode, 201); // 02:15 CEST
    assert.equal((await orderAt('2026-10-25T00:30:00Z')).statusCode, 422); // 02:30 CEST
    assert.equal((await orderAt('2026-10-25T01:15:00Z')).statusCode, 422); // 02:15 CET, the second time
    assert.equal((await get('/shop/opening-hours')).openNow, false);

    // Until 03:00: the repeated hour is before 03:00 both times, so it is open and offered twice.
    await t.app.repos.content.set('openingHours', [...LATE.slice(0, 5), { open: '12:00', close: '03:00' }, LATE[6]]);
    clock.set('2026-10-24T21:00:00Z'); // Saturday 23:00 CEST
    const slots = (await get('/shop/delivery-times')).slots as string[];
    for (const twice of ['2026-10-25T00:15:00.000Z', '2026-10-25T01:15:00.000Z']) assert.ok(slots.includes(twice), twice); // 02:15 CEST, 02:15 CET
    assert.ok(!slots.includes('2026-10-25T02:00:00.000Z')); // 03:00 CET
    assert.equal((await orderAt('2026-10-25T01:45:00Z')).statusCode, 201); // 02:45 CET
    assert.equal((await orderAt('2026-10-25T02:00:00Z')).statusCode, 422); // 03:00 CET
  });
});
