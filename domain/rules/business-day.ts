/**
 * The restaurant's business day (D103): it runs from 04:00 to 04:00 on Warsaw's clock, like a
 * till's closeout hour, so an order at 00:30 after a late Friday belongs to Friday's numbers. The
 * clocks change at 02:00–03:00 on a Sunday night, inside Saturday's business day, which then has
 * 23 hours (last weekend of March) or 25 (last weekend of October); a day never starts in a
 * skipped or doubled hour.
 */
import { DAY, firstInstantOf, wallClock } from './warsaw-clock';

/** The hour of Warsaw's clock at which one business day ends and the next begins. */
export const BUSINESS_DAY_STARTS_AT_HOUR = 4;

/** The longest range the report and its CSVs cover: a month, so a query stays quick. */
export const REPORT_MAX_DAYS = 31;

/** 'YYYY-MM-DD' as a wall-clock midnight (Date.UTC of it), or undefined when it is no calendar date (2026-02-30). */
export function parseCalendarDate(value: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const wall = Date.UTC(year, month - 1, day);
  const back = new Date(wall);
  return back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === day ? wall : undefined;
}

/** How many calendar dates from `from` to `to`, both included (0 or less when reversed). */
export const daysInRange = (fromWall: number, toWall: number): number => Math.round((toWall - fromWall) / DAY) + 1;

/** The instant a business day of this date (a wall-clock midnight) starts: 04:00 in Warsaw. */
const startOf = (dateWall: number): Date => new Date(firstInstantOf(dateWall + BUSINESS_DAY_STARTS_AT_HOUR * 3_600_000));

export interface BusinessRange {
  /** The first instant of `from`'s business day. */
  startsAt: Date;
  /** The first instant after `to`'s business day (the next day's 04:00): the range is [startsAt, endsAt). */
  endsAt: Date;
}

/** The business days from `from` to `to` (both 'YYYY-MM-DD', already checked) as instants. */
export function businessRange(from: string, to: string = from): BusinessRange {
  const fromWall = parseCalendarDate(from);
  const toWall = parseCalendarDate(to);
  if (fromWall === undefined || toWall === undefined) throw new RangeError(`not a calendar date: ${from} / ${to}`);
  return { startsAt: startOf(fromWall), endsAt: startOf(toWall + DAY) };
}

/** The business date ('YYYY-MM-DD') an instant belongs to: Warsaw's date four hours earlier. */
export function businessDateOf(at: Date): string {
  const wall = wallClock(at.getTime()) - BUSINESS_DAY_STARTS_AT_HOUR * 3_600_000;
  return new Date(wall).toISOString().slice(0, 10);
}
