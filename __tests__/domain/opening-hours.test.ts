import { checkDeliveryTime, deliverySlots } from '../../domain/rules/delivery-time';
import {
  describeOpeningHours,
  isOpenAt,
  shiftAt,
  validateOpeningHours,
  warsawTime,
  type DayHours,
  type OpeningHours,
} from '../../domain/rules/opening-hours';
import { firstInstantOf } from '../../domain/rules/warsaw-clock';

// Hours past midnight (D74). Mon-Thu 12-22, Fri 12-01, Sat 12-02:30, Sun 13-21, Warsaw time.
// In 2026 summer time starts on Sunday 29 March at 01:00 UTC (02:00 CET -> 03:00 CEST) and ends
// on Sunday 25 October at 01:00 UTC (03:00 CEST -> 02:00 CET: 02:00-02:59 shows twice).
const weekday = { open: '12:00', close: '22:00' };
const LATE: OpeningHours = [weekday, weekday, weekday, weekday, { open: '12:00', close: '01:00' }, { open: '12:00', close: '02:30' }, { open: '13:00', close: '21:00' }];
const withSaturday = (saturday: DayHours): OpeningHours => [...LATE.slice(0, 5), saturday, LATE[6]];
const at = (iso: string) => new Date(iso);
const local = (d: Date) => `${warsawTime(d).dayMonth} ${warsawTime(d).hhmm}`;
const HOUR = 3_600_000;

describe('a wall-clock time to the first instant Warsaw shows it (domain/rules/warsaw-clock.ts)', () => {
  it('is the one instant on an ordinary day, the first of two when the clock goes back, the jump when it skips', () => {
    expect(firstInstantOf(Date.UTC(2026, 2, 14, 0, 30))).toBe(Date.parse('2026-03-13T23:30:00Z')); // CET
    expect(firstInstantOf(Date.UTC(2026, 6, 14, 0, 30))).toBe(Date.parse('2026-07-13T22:30:00Z')); // CEST
    expect(firstInstantOf(Date.UTC(2026, 9, 25, 2, 30))).toBe(Date.parse('2026-10-25T00:30:00Z')); // 02:30 CEST, not CET
    expect(firstInstantOf(Date.UTC(2026, 9, 25, 3, 0))).toBe(Date.parse('2026-10-25T02:00:00Z')); // 03:00 CET
    expect(firstInstantOf(Date.UTC(2026, 2, 29, 2, 30))).toBe(Date.parse('2026-03-29T01:00:00Z')); // never shown: 03:00 CEST
    expect(firstInstantOf(Date.UTC(2026, 2, 29, 2, 0))).toBe(Date.parse('2026-03-29T01:00:00Z'));
    expect(firstInstantOf(Date.UTC(2026, 2, 29, 3, 0))).toBe(Date.parse('2026-03-29T01:00:00Z'));
  });
});

describe('opening hours past midnight (domain/rules/opening-hours.ts)', () => {
  it('reads a close before the open as the next calendar day, which belongs to the day the hours began', () => {
    expect(isOpenAt(at('2026-03-13T22:59:00Z'), LATE)).toBe(true); // Friday 23:59
    expect(shiftAt(at('2026-03-13T23:30:00Z'), LATE)?.weekday).toBe(5); // Saturday 00:30: Friday's hours
    expect(isOpenAt(at('2026-03-13T23:59:59Z'), LATE)).toBe(true); // Saturday 00:59:59
    expect(isOpenAt(at('2026-03-14T00:00:00Z'), LATE)).toBe(false); // Saturday 01:00
    expect(isOpenAt(at('2026-03-14T00:30:00Z'), LATE)).toBe(false); // Saturday 01:30
    expect(isOpenAt(at('2026-03-14T10:59:00Z'), LATE)).toBe(false); // Saturday 11:59
    expect(shiftAt(at('2026-03-14T11:00:00Z'), LATE)?.weekday).toBe(6); // Saturday 12:00
    expect(isOpenAt(at('2026-03-15T01:29:00Z'), LATE)).toBe(true); // Sunday 02:29: Saturday's
    expect(isOpenAt(at('2026-03-15T01:30:00Z'), LATE)).toBe(false); // Sunday 02:30
    expect(isOpenAt(at('2026-03-12T23:30:00Z'), LATE)).toBe(false); // Friday 00:30: Thursday closed at 22:00
    // Sunday's night runs into Monday.
    const sundayLate = [...LATE.slice(0, 6), { open: '18:00', close: '02:00' }];
    expect(shiftAt(at('2026-03-16T00:30:00Z'), sundayLate)?.weekday).toBe(7); // Monday 01:30
    expect(isOpenAt(at('2026-03-16T01:00:00Z'), sundayLate)).toBe(false); // Monday 02:00
    // '00:00' as a close is midnight, as '24:00' is.
    const untilMidnight = (close: string) => withSaturday({ open: '12:00', close });
    for (const close of ['00:00', '24:00']) {
      expect(isOpenAt(at('2026-03-14T22:59:00Z'), untilMidnight(close))).toBe(true); // Saturday 23:59
      expect(isOpenAt(at('2026-03-14T23:00:00Z'), untilMidnight(close))).toBe(false); // Sunday 00:00
    }
  });

  it('the week in one line, as written on the door', () => {
    expect(describeOpeningHours(LATE)).toBe('pon.–czw. 12:00–22:00, pt. 12:00–01:00, sob. 12:00–02:30, niedz. 13:00–21:00');
  });

  it('the night of the change to summer time is shorter: Saturday 12:00–02:30 ends at the jump', () => {
    expect(isOpenAt(at('2026-03-29T00:59:00Z'), LATE)).toBe(true); // Sunday 01:59 CET
    expect(isOpenAt(at('2026-03-29T01:00:00Z'), LATE)).toBe(false); // 03:00 CEST: 02:30 never showed
    const saturday = shiftAt(at('2026-03-28T12:00:00Z'), LATE)!;
    expect((saturday.end - saturday.start) / HOUR).toBe(14); // 12:00 CET to 03:00 CEST, not 14.5 hours
    const later = shiftAt(at('2026-03-28T12:00:00Z'), withSaturday({ open: '12:00', close: '03:30' }))!;
    expect(new Date(later.end).toISOString()).toBe('2026-03-29T01:30:00.000Z'); // 03:30 CEST
  });

  it('the night the clock goes back keeps its closing time the first time the clock shows it', () => {
    // 12:00-02:30: closes at 02:30 summer time, and does not open again when 02:00 comes round again.
    expect(isOpenAt(at('2026-10-25T00:29:00Z'), LATE)).toBe(true); // 02:29 CEST
    expect(isOpenAt(at('2026-10-25T00:30:00Z'), LATE)).toBe(false); // 02:30 CEST
    expect(isOpenAt(at('2026-10-25T01:15:00Z'), LATE)).toBe(false); // 02:15 CET, the second time
    // 12:00-03:00: the whole repeated hour is before 03:00, so the night is an hour longer.
    const untilThree = withSaturday({ open: '12:00', close: '03:00' });
    expect(isOpenAt(at('2026-10-25T01:59:00Z'), untilThree)).toBe(true); // 02:59 CET
    expect(isOpenAt(at('2026-10-25T02:00:00Z'), untilThree)).toBe(false); // 03:00 CET
    const night = shiftAt(at('2026-10-24T12:00:00Z'), untilThree)!;
    expect((night.end - night.start) / HOUR).toBe(16);
  });
});

describe('delivery times past midnight (domain/rules/delivery-time.ts)', () => {
  const fridayLate = at('2026-03-13T22:00:00Z'); // Friday 23:00 CET

  it('orders as soon as possible and for a time after midnight within the previous day\'s hours', () => {
    expect(checkDeliveryTime({ type: 'asap' }, at('2026-03-13T23:30:00Z'), LATE)).toBeNull(); // Saturday 00:30
    expect(checkDeliveryTime({ type: 'asap' }, at('2026-03-14T00:30:00Z'), LATE)?.code).toBe('OUTSIDE_OPENING_HOURS'); // 01:30
    expect(checkDeliveryTime({ type: 'scheduled', at: at('2026-03-13T23:45:00Z') }, fridayLate, LATE)).toBeNull(); // 00:45
    expect(checkDeliveryTime({ type: 'scheduled', at: at('2026-03-14T00:30:00Z') }, fridayLate, LATE)?.message).toBe(
      'Wybrana godzina dostawy (sobota 14.03, 01:30) jest poza godzinami otwarcia: pon.–czw. 12:00–22:00, pt. 12:00–01:00, sob. 12:00–02:30, niedz. 13:00–21:00.',
    );
  });

  it('offers the slots after midnight, and every one passes the same check', () => {
    const slots = deliverySlots(fridayLate, LATE);
    expect(slots.slice(0, 6).map(local)).toEqual(['13.03 23:45', '14.03 00:00', '14.03 00:15', '14.03 00:30', '14.03 00:45', '14.03 12:00']);
    expect(slots.every((s) => checkDeliveryTime({ type: 'scheduled', at: s }, fridayLate, LATE) === null)).toBe(true);
  });

  it('on the night of the change to summer time: no slot in the hour that never shows', () => {
    const now = at('2026-03-28T22:00:00Z'); // Saturday 23:00 CET
    const sunday = deliverySlots(now, LATE).map(local).filter((l) => l.startsWith('29.03'));
    expect(sunday.slice(0, 9)).toEqual(['29.03 00:00', '29.03 00:15', '29.03 00:30', '29.03 00:45', '29.03 01:00', '29.03 01:15', '29.03 01:30', '29.03 01:45', '29.03 13:00']);
  });

  it('on the night the clock goes back: the repeated hour is offered twice while open, never after closing', () => {
    const now = at('2026-10-24T21:00:00Z'); // Saturday 23:00 CEST
    const sunday = (hours: OpeningHours) => deliverySlots(now, hours).filter((s) => warsawTime(s).dayMonth === '25.10' && warsawTime(s).minutes < 12 * 60);
    const untilThree = sunday(withSaturday({ open: '12:00', close: '03:00' }));
    expect(untilThree).toHaveLength(16); // 00:00-01:45, 02:00-02:45 summer time, 02:00-02:45 winter time
    expect(untilThree.map((s) => s.toISOString()).slice(8, 16)).toEqual(
      ['00:00', '00:15', '00:30', '00:45', '01:00', '01:15', '01:30', '01:45'].map((m) => `2026-10-25T${m}:00.000Z`),
    );
    expect(sunday(LATE).map(local).at(-1)).toBe('25.10 02:15'); // 12:00-02:30: the last slot before the first 02:30
    expect(sunday(LATE)).toHaveLength(10);
  });
});

describe('the rule for hours past midnight, as staff are told it', () => {
  const closing = (friday: DayHours, saturday: DayHours | null = LATE[5]): OpeningHours => [...LATE.slice(0, 4), friday, saturday, LATE[6]];

  it('accepts until 06:00, up to the next opening, 00:00 and 24:00 as midnight', () => {
    expect(validateOpeningHours(LATE)).toEqual([]);
    expect(validateOpeningHours(closing({ open: '12:00', close: '06:00' }))).toEqual([]);
    expect(validateOpeningHours(closing({ open: '12:00', close: '06:00' }, { open: '06:00', close: '22:00' }))).toEqual([]);
    expect(validateOpeningHours(closing({ open: '18:00', close: '04:00' }, null))).toEqual([]);
    expect(validateOpeningHours(closing({ open: '12:00', close: '00:00' }, { open: '00:00', close: '02:00' }))).toEqual([]);
  });

  it('refuses later than 06:00, hours reaching into the next day\'s, and a close equal to the open', () => {
    expect(validateOpeningHours(closing({ open: '12:00', close: '06:15' }))).toEqual([
      { day: 4, field: 'close', message: 'piątek: zamknięcie przed otwarciem (12:00–06:15) oznacza godziny po północy, a te mogą trwać najwyżej do 06:00.' },
    ]);
    expect(validateOpeningHours(closing({ open: '12:00', close: '03:00' }, { open: '02:00', close: '22:00' }))).toEqual([
      { day: 4, field: 'close', message: 'piątek: otwarte po północy do 03:00, a w sobotę otwarcie jest o 02:00 — godziny nie mogą na siebie nachodzić.' },
    ]);
    const sundayIntoMonday = [{ open: '01:00', close: '22:00' }, ...LATE.slice(1, 6), { open: '18:00', close: '02:00' }];
    expect(validateOpeningHours(sundayIntoMonday)[0].message).toBe(
      'niedziela: otwarte po północy do 02:00, a w poniedziałek otwarcie jest o 01:00 — godziny nie mogą na siebie nachodzić.',
    );
    expect(validateOpeningHours(closing({ open: '12:00', close: '12:00' }))[0]).toEqual({
      day: 4,
      field: 'close',
      message: 'piątek: godzina zamknięcia musi być inna niż otwarcia (dzień bez godzin otwarcia zaznacz jako zamknięty).',
    });
    expect(validateOpeningHours(closing({ open: '24:00', close: '02:00' }))[0].message).toBe('piątek: godzina otwarcia musi być od 00:00 do 23:59.');
  });
});
