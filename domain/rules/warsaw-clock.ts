/**
 * Warsaw's wall clock, from Intl alone (no time-zone library): what the clock shows at an
 * instant, and back from a wall-clock time to the first instant the clock shows it, across the
 * change to summer time (last Sunday of March, 02:00 → 03:00: an hour that never shows) and
 * back (last Sunday of October, 03:00 → 02:00: an hour that shows twice).
 */
export const SHOP_TIME_ZONE = 'Europe/Warsaw';

export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

// Formatters are costly to create: made once, on first use (the site imports this module for
// SHOP_TIME_ZONE alone on some pages).
let partsFormatter: Intl.DateTimeFormat | undefined;
const newPartsFormatter = () => new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  weekday: 'short',
  year: 'numeric',
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function partsOf(ms: number): Record<string, string> {
  const parts: Record<string, string> = {};
  partsFormatter ??= newPartsFormatter();
  for (const p of partsFormatter.formatToParts(ms)) parts[p.type] = p.value;
  return parts;
}

export interface WarsawTime {
  /** ISO weekday: 1 Monday .. 7 Sunday. */
  weekday: number;
  /** Minutes since Warsaw midnight. */
  minutes: number;
  /** 'DD.MM', for messages. */
  dayMonth: string;
  /** 'HH:MM', for messages. */
  hhmm: string;
}

export function warsawTime(date: Date): WarsawTime {
  const parts = partsOf(date.getTime());
  return {
    weekday: WEEKDAYS.indexOf(parts.weekday) + 1,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
    dayMonth: `${parts.day}.${parts.month}`,
    hhmm: `${parts.hour}:${parts.minute}`,
  };
}

/**
 * What Warsaw's clock shows at this instant, to the minute, written as if it were UTC
 * (Date.UTC of the wall-clock date and time): wall-clock times compare and add as numbers.
 */
export function wallClock(ms: number): number {
  const p = partsOf(ms);
  return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute));
}

/** The wall-clock date (its midnight, as wallClock writes it) of a wall-clock time. */
export const wallDate = (wall: number): number => Math.floor(wall / DAY) * DAY;

/** ISO weekday (1 Monday .. 7 Sunday) of a wall-clock time; 1 January 1970 was a Thursday. */
export const wallWeekday = (wall: number): number => ((((Math.floor(wall / DAY) + 3) % 7) + 7) % 7) + 1;

/** Warsaw's offset from UTC at this instant, in ms (whole minutes: Warsaw's are whole hours). */
const offsetAt = (ms: number): number => wallClock(ms) - Math.floor(ms / MINUTE) * MINUTE;

/**
 * The first instant at which Warsaw's clock shows `wall` or a later time (`wall` as wallClock
 * writes it, on a whole minute). Normally the one instant that shows it; in the hour that shows
 * twice, the first of the two; in the hour that never shows, the instant of the jump (the clock
 * goes from before `wall` straight past it).
 */
export function firstInstantOf(wall: number): number {
  // The offsets in force a day before and a day after: Warsaw changes at most once in between.
  const a = wall - offsetAt(wall - DAY);
  const b = wall - offsetAt(wall + DAY);
  const [early, late] = a <= b ? [a, b] : [b, a];
  if (wallClock(early) === wall) return early;
  if (wallClock(late) === wall) return late;
  // Skipped: the clock shows less than `wall` at `early` and more at `late`, and runs forward
  // in between; the jump is on a whole minute.
  let lo = early;
  let hi = late;
  while (hi - lo > MINUTE) {
    const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE;
    if (wallClock(mid) >= wall) hi = mid;
    else lo = mid;
  }
  return hi;
}
