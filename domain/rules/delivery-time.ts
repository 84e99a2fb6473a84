/**
 * When an order may be delivered, or collected. 'As soon as possible' only while the restaurant
 * is open; a chosen time must fall within opening hours, on a 15-minute grid, at least the lead
 * time and at most 7 days from now (the kitchen needs time, and a week is as far as staff plan).
 * The lead is 45 minutes for a delivery and the restaurant's preparation time for pickup (D95).
 * Times after midnight belong to the previous day's hours when those run past midnight (D74).
 */
import { describeOpeningHours, isOpenAt, openingShifts, warsawTime, DAY_NAMES, type OpeningHours } from './opening-hours';
import type { Fulfilment, FulfilmentTerms } from './fulfilment';

export const DELIVERY_TIME_RULES = { minLeadMinutes: 45, maxDaysAhead: 7, stepMinutes: 15 } as const;

/** How soon a chosen time may be, and whose time it is (the messages' words). */
export interface LeadTime {
  minutes: number;
  fulfilment: Fulfilment;
}

export const DELIVERY_LEAD: LeadTime = { minutes: DELIVERY_TIME_RULES.minLeadMinutes, fulfilment: 'delivery' };

/** A delivery's 45 minutes, or pickup's preparation time as the restaurant set it. */
export const leadTimeFor = (fulfilment: Fulfilment, terms: FulfilmentTerms): LeadTime =>
  fulfilment === 'pickup' ? { minutes: terms.pickup.preparationMinutes, fulfilment } : DELIVERY_LEAD;

/** The words that differ: 'Godzina dostawy' / 'Godzina odbioru'. */
const WORDS: Readonly<Record<Fulfilment, { time: string; later: string; planned: string }>> = {
  delivery: { time: 'dostawy', later: 'dostawę na późniejszą godzinę', planned: 'Dostawę' },
  pickup: { time: 'odbioru', later: 'odbiór o późniejszej godzinie', planned: 'Odbiór' },
};

export type DeliveryTimeChoice = { type: 'asap' } | { type: 'scheduled'; at: Date };

export interface DeliveryTimeProblem {
  code: 'OUTSIDE_OPENING_HOURS' | 'INVALID_DELIVERY_TIME';
  /** Polish, for the customer. */
  message: string;
  /** The body field the message belongs under. */
  field: 'deliveryTime' | 'deliveryTime/at';
}

const MINUTE = 60_000;
const { maxDaysAhead, stepMinutes } = DELIVERY_TIME_RULES;

function problem(code: DeliveryTimeProblem['code'], field: DeliveryTimeProblem['field'], message: string): DeliveryTimeProblem {
  return { code, field, message };
}

/** The first problem with the customer's choice, or null when the restaurant can deliver (or hand over) then. */
export function checkDeliveryTime(
  choice: DeliveryTimeChoice,
  now: Date,
  hours: OpeningHours,
  lead: LeadTime = DELIVERY_LEAD,
): DeliveryTimeProblem | null {
  const week = describeOpeningHours(hours);
  const words = WORDS[lead.fulfilment];
  if (choice.type === 'asap') {
    if (isOpenAt(now, hours)) return null;
    return problem(
      'OUTSIDE_OPENING_HOURS',
      'deliveryTime',
      `Restauracja jest teraz zamknięta. Zamówienia na teraz przyjmujemy w godzinach otwarcia: ${week}. ` +
        `Możesz wybrać ${words.later}.`,
    );
  }

  const at = choice.at;
  const local = warsawTime(at);
  // Warsaw's offsets are whole hours, so the local grid is also a grid of epoch milliseconds.
  if (local.minutes % stepMinutes !== 0 || at.getTime() % MINUTE !== 0) {
    return problem(
      'INVALID_DELIVERY_TIME',
      'deliveryTime/at',
      `Godzinę ${words.time} można wybrać co ${stepMinutes} minut (np. 18:00, 18:15, 18:30).`,
    );
  }
  if (at.getTime() < now.getTime() + lead.minutes * MINUTE) {
    return problem(
      'INVALID_DELIVERY_TIME',
      'deliveryTime/at',
      `Godzina ${words.time} musi być co najmniej ${lead.minutes} minut od teraz.`,
    );
  }
  if (at.getTime() > now.getTime() + maxDaysAhead * 24 * 60 * MINUTE) {
    return problem(
      'INVALID_DELIVERY_TIME',
      'deliveryTime/at',
      `${words.planned} można zaplanować najwyżej ${maxDaysAhead} dni naprzód.`,
    );
  }
  if (!isOpenAt(at, hours)) {
    return problem(
      'OUTSIDE_OPENING_HOURS',
      'deliveryTime/at',
      `Wybrana godzina ${words.time} (${DAY_NAMES[local.weekday - 1]} ${local.dayMonth}, ${local.hhmm}) jest poza ` +
        `godzinami otwarcia: ${week}.`,
    );
  }
  return null;
}

/** Every time a customer may choose now, in order: what the site offers in its picker. */
export function deliverySlots(now: Date, hours: OpeningHours, lead: LeadTime = DELIVERY_LEAD): Date[] {
  const step = stepMinutes * MINUTE;
  const first = Math.ceil((now.getTime() + lead.minutes * MINUTE) / step) * step;
  const last = now.getTime() + maxDaysAhead * 24 * 60 * MINUTE;
  // The week's hours as stretches of real time, worked out once: a slot is open when it is in one.
  const shifts = openingShifts(new Date(first), new Date(last), hours);
  const slots: Date[] = [];
  for (let t = first; t <= last; t += step) {
    if (shifts.some((s) => s.start <= t && t < s.end)) slots.push(new Date(t));
  }
  return slots;
}
