/**
 * Opening hours of the restaurant, per weekday, in Warsaw's wall-clock time (D74). A day's hours
 * may run past midnight: a close earlier than the open (Friday 12:00–01:00) is on the next
 * calendar day, and the time after midnight belongs to the day the hours started on (an order
 * for Saturday 00:30 is in Friday's hours). Each day's hours are one stretch of real time, from
 * the first instant Warsaw's clock shows the opening time to the first instant it shows the
 * closing time: a night that spans the change to summer time is an hour shorter, one that spans
 * the change back keeps its closing time the first time the clock shows it. Intl does the
 * time-zone work (warsaw-clock.ts); nothing here knows when the changes are.
 */
import { DAY, firstInstantOf, MINUTE, wallClock, wallDate, wallWeekday } from './warsaw-clock';

export { SHOP_TIME_ZONE, warsawTime, type WarsawTime } from './warsaw-clock';

/**
 * 'HH:MM'. close may be '24:00' (until midnight), or earlier than open: past midnight, on the
 * next calendar day, until LATEST_CLOSE_AFTER_MIDNIGHT at the latest.
 */
export interface DayHours {
  open: string;
  close: string;
}

/** Seven entries, Monday first (ISO weekday 1..7); null = closed all day. */
export type OpeningHours = (DayHours | null)[];

export const DAY_NAMES = ['poniedziałek', 'wtorek', 'środa', 'czwartek', 'piątek', 'sobota', 'niedziela'] as const;
/** 'w sobotę': a day in a sentence (the day after, for hours past midnight). */
export const ON_DAY = ['w poniedziałek', 'we wtorek', 'w środę', 'w czwartek', 'w piątek', 'w sobotę', 'w niedzielę'] as const;
const DAY_SHORT = ['pon.', 'wt.', 'śr.', 'czw.', 'pt.', 'sob.', 'niedz.'] as const;
const HH_MM = /^([01][0-9]|2[0-3]):[0-5][0-9]$|^24:00$/;

/** How late a day's hours may run into the next calendar day. */
export const LATEST_CLOSE_AFTER_MIDNIGHT = '06:00';

/** 'HH:MM' from 00:00 to 23:59, or 24:00 (a closing time: open until midnight). */
export const isClockTime = (hhmm: string): boolean => HH_MM.test(hhmm);

export function toMinutes(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
}

/** These hours close on the next calendar day (12:00–01:00; '24:00' is midnight of the same day). */
export const runsPastMidnight = (day: DayHours): boolean => toMinutes(day.close) < toMinutes(day.open);

export interface OpeningHoursProblem {
  /** 0 = Monday; null: the week as a whole. */
  day: number | null;
  field: 'open' | 'close' | null;
  /** Polish, naming the day: staff read it in the panel, from the form or from the API. */
  message: string;
}

/** The wording of every problem, shared by the staff form and the API. */
export const OPENING_HOURS_MESSAGES = {
  week: 'Godziny otwarcia to 7 dni, od poniedziałku do niedzieli.',
  time: (day: number) => `${DAY_NAMES[day]}: podaj godziny w postaci GG:MM, np. 11:30.`,
  openAtMidnight: (day: number) => `${DAY_NAMES[day]}: godzina otwarcia musi być od 00:00 do 23:59.`,
  same: (day: number) =>
    `${DAY_NAMES[day]}: godzina zamknięcia musi być inna niż otwarcia (dzień bez godzin otwarcia zaznacz jako zamknięty).`,
  tooLate: (day: number, { open, close }: DayHours) =>
    `${DAY_NAMES[day]}: zamknięcie przed otwarciem (${open}–${close}) oznacza godziny po północy, ` +
    `a te mogą trwać najwyżej do ${LATEST_CLOSE_AFTER_MIDNIGHT}.`,
  overlap: (day: number, { close }: DayHours, next: DayHours) =>
    `${DAY_NAMES[day]}: otwarte po północy do ${close}, a ${ON_DAY[(day + 1) % 7]} otwarcie jest o ${next.open} ` +
    '— godziny nie mogą na siebie nachodzić.',
} as const;

function dayProblem(hours: OpeningHours, i: number): OpeningHoursProblem | null {
  const day = hours[i];
  if (day === null) return null;
  const at = (field: 'open' | 'close', message: string): OpeningHoursProblem => ({ day: i, field, message });
  if (!isClockTime(day.open)) return at('open', OPENING_HOURS_MESSAGES.time(i));
  if (!isClockTime(day.close)) return at('close', OPENING_HOURS_MESSAGES.time(i));
  if (day.open === '24:00') return at('open', OPENING_HOURS_MESSAGES.openAtMidnight(i));
  if (day.open === day.close) return at('close', OPENING_HOURS_MESSAGES.same(i));
  if (!runsPastMidnight(day)) return null;
  if (toMinutes(day.close) > toMinutes(LATEST_CLOSE_AFTER_MIDNIGHT)) return at('close', OPENING_HOURS_MESSAGES.tooLate(i, day));
  // Sunday's night runs into Monday.
  const next = hours[(i + 1) % 7];
  if (next && isClockTime(next.open) && toMinutes(next.open) < toMinutes(day.close)) {
    return at('close', OPENING_HOURS_MESSAGES.overlap(i, day, next));
  }
  return null;
}

/**
 * Problems that make the configured hours unusable, at most one a day; empty when they are
 * fine. The rule: times HH:MM, close may be 24:00; a close equal to the open is refused (a day
 * without hours is null); a close before the open runs past midnight, until 06:00 at the latest
 * and no later than the next day's opening.
 */
export function validateOpeningHours(hours: OpeningHours): OpeningHoursProblem[] {
  if (!Array.isArray(hours) || hours.length !== 7) return [{ day: null, field: null, message: OPENING_HOURS_MESSAGES.week }];
  return hours.flatMap((_, i) => dayProblem(hours, i) ?? []);
}

/** One day's hours as a stretch of real time: from `start` (included) to `end` (excluded), epoch ms. */
export interface OpeningShift {
  /** ISO weekday whose hours these are: the day they start on. */
  weekday: number;
  start: number;
  end: number;
}

/** The hours that start on this wall-clock date (wallDate), or null when closed that day. */
function shiftOn(date: number, hours: OpeningHours): OpeningShift | null {
  const weekday = wallWeekday(date);
  const day = hours[weekday - 1];
  if (!day || day.open === day.close) return null;
  const closeDate = runsPastMidnight(day) ? date + DAY : date;
  return {
    weekday,
    start: firstInstantOf(date + toMinutes(day.open) * MINUTE),
    end: firstInstantOf(closeDate + toMinutes(day.close) * MINUTE),
  };
}

/** Every day's hours that overlap [from, to], in order (the day before `from` may run into it). */
export function openingShifts(from: Date, to: Date, hours: OpeningHours): OpeningShift[] {
  const shifts: OpeningShift[] = [];
  const last = wallDate(wallClock(to.getTime()));
  for (let date = wallDate(wallClock(from.getTime())) - DAY; date <= last; date += DAY) {
    const shift = shiftOn(date, hours);
    if (shift && shift.end > from.getTime() && shift.start <= to.getTime()) shifts.push(shift);
  }
  return shifts;
}

/** The day's hours this instant is in (Saturday 00:30 after Friday 12:00–01:00: Friday's), or null. */
export function shiftAt(date: Date, hours: OpeningHours): OpeningShift | null {
  const t = date.getTime();
  return openingShifts(date, date, hours).find((s) => s.start <= t && t < s.end) ?? null;
}

/** Open at this instant: opening time included, closing time excluded. */
export const isOpenAt = (date: Date, hours: OpeningHours): boolean => shiftAt(date, hours) !== null;

const same = (a: DayHours | null, b: DayHours | null) => a?.open === b?.open && a?.close === b?.close;

/**
 * The week in one Polish line, consecutive days with equal hours grouped: 'pon.–czw.
 * 12:00–22:00, pt. 12:00–01:00, …' (a close before the open is after midnight, as on a door).
 */
export function describeOpeningHours(hours: OpeningHours): string {
  const groups: { from: number; to: number; day: DayHours | null }[] = [];
  hours.forEach((day, i) => {
    const last = groups[groups.length - 1];
    if (last && same(last.day, day)) last.to = i;
    else groups.push({ from: i, to: i, day });
  });
  return groups
    .map(({ from, to, day }) => {
      const days = from === to ? DAY_SHORT[from] : `${DAY_SHORT[from]}–${DAY_SHORT[to]}`;
      return `${days} ${day ? `${day.open}–${day.close}` : 'nieczynne'}`;
    })
    .join(', ');
}
