/**
 * Opening hours of the restaurant, per weekday, in Warsaw's wall-clock time. Every instant is
 * turned into Warsaw's weekday and minute of day with Intl, so the change to and from summer
 * time needs no arithmetic of our own (and no time-zone library).
 */
export const SHOP_TIME_ZONE = 'Europe/Warsaw';

/** 'HH:MM'; close may be '24:00' (open until midnight). Hours after midnight are not supported. */
export interface DayHours {
  open: string;
  close: string;
}

/** Seven entries, Monday first (ISO weekday 1..7); null = closed all day. */
export type OpeningHours = (DayHours | null)[];

export const DAY_NAMES = ['poniedziałek', 'wtorek', 'środa', 'czwartek', 'piątek', 'sobota', 'niedziela'] as const;
const DAY_SHORT = ['pon.', 'wt.', 'śr.', 'czw.', 'pt.', 'sob.', 'niedz.'] as const;
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const HH_MM = /^([01][0-9]|2[0-3]):[0-5][0-9]$|^24:00$/;

// Formatters are costly to create and used for every delivery slot: made once, on first use
// (the site imports this module for SHOP_TIME_ZONE alone on some pages).
let partsFormatter: Intl.DateTimeFormat | undefined;
const newPartsFormatter = () => new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

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
  const parts: Record<string, string> = {};
  partsFormatter ??= newPartsFormatter();
  for (const p of partsFormatter.formatToParts(date)) parts[p.type] = p.value;
  const hour = Number(parts.hour);
  const minute = Number(parts.minute);
  return {
    weekday: WEEKDAYS.indexOf(parts.weekday) + 1,
    minutes: hour * 60 + minute,
    dayMonth: `${parts.day}.${parts.month}`,
    hhmm: `${parts.hour}:${parts.minute}`,
  };
}

/** 'HH:MM' from 00:00 to 23:59, or 24:00 (a closing time: open until midnight). */
export const isClockTime = (hhmm: string): boolean => HH_MM.test(hhmm);

export function toMinutes(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
}

/** Problems that make the configured hours unusable; empty when they are fine. */
export function validateOpeningHours(hours: OpeningHours): string[] {
  if (!Array.isArray(hours) || hours.length !== 7) return ['opening hours need 7 days, Monday first'];
  return hours.flatMap((day, i) => {
    if (day === null) return [];
    const name = DAY_NAMES[i];
    if (!isClockTime(day.open) || !isClockTime(day.close)) return [`${name}: times must be HH:MM`];
    if (toMinutes(day.open) >= toMinutes(day.close)) return [`${name}: opening ${day.open} is not before closing ${day.close}`];
    return [];
  });
}

/** Open at this instant: opening time included, closing time excluded. */
export function isOpenAt(date: Date, hours: OpeningHours): boolean {
  const { weekday, minutes } = warsawTime(date);
  const day = hours[weekday - 1];
  return Boolean(day) && toMinutes(day!.open) <= minutes && minutes < toMinutes(day!.close);
}

const same = (a: DayHours | null, b: DayHours | null) => a?.open === b?.open && a?.close === b?.close;

/** The week in one Polish line, consecutive days with equal hours grouped: 'pon.–czw. 12:00–22:00, …'. */
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
