/**
 * The business day (D103): 04:00 to 04:00 in Warsaw; an order past midnight counts for the day
 * before; the days the clocks change have 23 and 25 hours; only real calendar dates pass.
 */
import { businessDateOf, businessRange, daysInRange, parseCalendarDate } from '../../domain/rules/business-day';

const HOUR = 3_600_000;
const hours = ({ startsAt, endsAt }: { startsAt: Date; endsAt: Date }) => (endsAt.getTime() - startsAt.getTime()) / HOUR;

describe('business day', () => {
  test('a winter day runs 04:00–04:00 Warsaw (03:00 UTC), 24 hours', () => {
    const range = businessRange('2026-01-15');
    expect(range.startsAt.toISOString()).toBe('2026-01-15T03:00:00.000Z');
    expect(range.endsAt.toISOString()).toBe('2026-01-16T03:00:00.000Z');
  });

  test('a summer day starts at 02:00 UTC', () => {
    expect(businessRange('2026-07-01').startsAt.toISOString()).toBe('2026-07-01T02:00:00.000Z');
  });

  // The clocks change at 02:00–03:00 on a Sunday night, inside Saturday's business day.
  test('the change to summer time (night of 28–29 March 2026) gives Saturday 23 hours', () => {
    const range = businessRange('2026-03-28');
    expect(range.startsAt.toISOString()).toBe('2026-03-28T03:00:00.000Z');
    expect(range.endsAt.toISOString()).toBe('2026-03-29T02:00:00.000Z');
    expect(hours(range)).toBe(23);
    expect(hours(businessRange('2026-03-29'))).toBe(24);
  });

  test('the change back (night of 24–25 October 2026) gives Saturday 25 hours', () => {
    const range = businessRange('2026-10-24');
    expect(range.startsAt.toISOString()).toBe('2026-10-24T02:00:00.000Z');
    expect(range.endsAt.toISOString()).toBe('2026-10-25T03:00:00.000Z');
    expect(hours(range)).toBe(25);
    expect(hours(businessRange('2026-10-25'))).toBe(24);
  });

  test('a range ends at the 04:00 after its last day', () => {
    const range = businessRange('2026-10-23', '2026-10-25');
    expect(hours(range)).toBe(24 + 25 + 24);
  });

  test('an order at 00:30 belongs to the day before; one at 04:00 to its own day', () => {
    expect(businessDateOf(new Date('2026-01-15T23:30:00Z'))).toBe('2026-01-15'); // 00:30 on the 16th
    expect(businessDateOf(new Date('2026-01-16T02:59:00Z'))).toBe('2026-01-15'); // 03:59
    expect(businessDateOf(new Date('2026-01-16T03:00:00Z'))).toBe('2026-01-16'); // 04:00
    // 02:30 on the night the clocks go back (the second 02:30) is still Saturday's.
    expect(businessDateOf(new Date('2026-10-25T01:30:00Z'))).toBe('2026-10-24');
  });

  test('only real calendar dates parse; ranges count both ends', () => {
    expect(parseCalendarDate('2026-02-30')).toBeUndefined();
    expect(parseCalendarDate('2026-13-01')).toBeUndefined();
    expect(parseCalendarDate('2028-02-29')).toBe(Date.UTC(2028, 1, 29));
    expect(daysInRange(parseCalendarDate('2026-11-01')!, parseCalendarDate('2026-12-01')!)).toBe(31);
    expect(daysInRange(parseCalendarDate('2026-11-02')!, parseCalendarDate('2026-11-01')!)).toBe(0);
    expect(() => businessRange('2026-02-30')).toThrow(RangeError);
  });
});
