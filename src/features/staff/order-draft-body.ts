/**
 * The checks of a phone order (D96) and of a change by phone (D97) before anything is sent, with
 * Polish messages keyed as the API names the fields ('customer/name', 'address/postalCode'), so
 * the server's own refusal lands under the same field; and the bodies the staff routes take.
 */
import { isEmailAddress, isPhoneNumber } from '../../../domain/rules/contact';
import { isPostalCode } from '../../../domain/rules/delivery-zones';
import { ORDER_FIELD_MAX } from '../../../domain/rules/field-limits';
import type { Fulfilment } from '../../../domain/rules/fulfilment';
import { ESTIMATED_MINUTES } from '../../../domain/rules/order-limits';
import type { StaffOrderBody, StaffOrderChangeBody, StaffOrderView } from '../../lib/shop-api-types';
import { sameLines, type DraftLine, type DraftTotals } from './order-draft';
import { MESSAGES, parseMinutes, type FieldErrors } from './staff-validation';

/** The reasons staff give (why a change, why below the minimum): the API's limit. */
export const REASON_MAX = 500;

export const DRAFT_MESSAGES = {
  noLines: 'Dodaj co najmniej jedną pozycję.',
  name: 'Podaj imię i nazwisko klienta.',
  phone: 'Podaj numer telefonu, np. +48 600 100 200',
  email: 'Podaj poprawny adres e-mail albo zostaw pole puste.',
  street: 'Podaj ulicę i numer domu.',
  city: 'Podaj miejscowość.',
  readyMinutes: `Podaj czas przygotowania od ${ESTIMATED_MINUTES.min} do ${ESTIMATED_MINUTES.max} minut.`,
  adult: 'Zamówienie zawiera alkohol: potwierdź, że klient ma ukończone 18 lat.',
  belowMinimum: 'Zamówienie jest poniżej minimum: podaj powód, dla którego je przyjmujesz.',
  notes: `Uwagi mogą mieć najwyżej ${ORDER_FIELD_MAX.notes} znaków.`,
  reason: 'Podaj powód zmiany, np. „klient dzwonił: dodać zupę miso”.',
  reasonLength: `Powód może mieć najwyżej ${REASON_MAX} znaków.`,
  nothingChanged: 'Nic się nie zmieniło: zmień pozycje, adres, czas albo uwagi.',
} as const;

export interface AddressDraft {
  street: string;
  postalCode: string;
  city: string;
}

export interface PhoneOrderDraft {
  lines: DraftLine[];
  fulfilment: Fulfilment;
  customer: { name: string; phoneNumber: string; email: string };
  address: AddressDraft;
  /** 'asap' or the ISO instant of a slot. */
  time: string;
  paymentMethod: 'cash' | 'card';
  estimatedMinutes: string;
  notes: string;
  adultConfirmed: boolean;
  belowMinimumReason: string;
}

/** A form before the first key is pressed: cash, as soon as possible, the estimate left to its default. */
export const emptyPhoneOrder = (fulfilment: Fulfilment): PhoneOrderDraft => ({
  lines: [],
  fulfilment,
  customer: { name: '', phoneNumber: '', email: '' },
  address: { street: '', postalCode: '', city: '' },
  time: 'asap',
  paymentMethod: 'cash',
  estimatedMinutes: '',
  notes: '',
  adultConfirmed: false,
  belowMinimumReason: '',
});

export const hasAlcohol = (lines: readonly DraftLine[]): boolean => lines.some((l) => l.isAlcohol);

const trimmedAddress = (a: AddressDraft): AddressDraft => ({ street: a.street.trim(), postalCode: a.postalCode.trim(), city: a.city.trim() });

function addressErrors(address: AddressDraft, errors: FieldErrors): void {
  const a = trimmedAddress(address);
  if (a.street.length < 3 || a.street.length > ORDER_FIELD_MAX.street) errors['address/street'] = DRAFT_MESSAGES.street;
  if (!isPostalCode(a.postalCode)) errors['address/postalCode'] = MESSAGES.postalRule;
  if (a.city.length < 2 || a.city.length > ORDER_FIELD_MAX.city) errors['address/city'] = DRAFT_MESSAGES.city;
}

/** What both forms check: lines, the reason below the minimum, the notes. */
function commonErrors(lines: readonly DraftLine[], totals: DraftTotals, belowMinimumReason: string, notes: string): FieldErrors {
  const errors: FieldErrors = {};
  if (lines.length === 0) errors.items = DRAFT_MESSAGES.noLines;
  if (totals.missingGrosze > 0 && !belowMinimumReason.trim()) errors.belowMinimumReason = DRAFT_MESSAGES.belowMinimum;
  if (belowMinimumReason.length > REASON_MAX) errors.belowMinimumReason = DRAFT_MESSAGES.reasonLength;
  if (notes.length > ORDER_FIELD_MAX.notes) errors.notes = DRAFT_MESSAGES.notes;
  return errors;
}

export function phoneOrderErrors(draft: PhoneOrderDraft, totals: DraftTotals): FieldErrors {
  const errors = commonErrors(draft.lines, totals, draft.belowMinimumReason, draft.notes);
  const { name, phoneNumber, email } = draft.customer;
  if (!name.trim() || name.trim().length > ORDER_FIELD_MAX.customerName) errors['customer/name'] = DRAFT_MESSAGES.name;
  if (!isPhoneNumber(phoneNumber.trim())) errors['customer/phoneNumber'] = DRAFT_MESSAGES.phone;
  if (email.trim() && !isEmailAddress(email.trim())) errors['customer/email'] = DRAFT_MESSAGES.email;
  if (draft.fulfilment === 'delivery') addressErrors(draft.address, errors);
  if (parseMinutes(draft.estimatedMinutes) === undefined) {
    errors.estimatedMinutes = draft.fulfilment === 'pickup' ? DRAFT_MESSAGES.readyMinutes : MESSAGES.minutes;
  }
  if (hasAlcohol(draft.lines) && !draft.adultConfirmed) errors.adultConfirmed = DRAFT_MESSAGES.adult;
  return errors;
}

const itemsOf = (lines: readonly DraftLine[]) => lines.map((l) => ({ id: l.id, quantity: l.quantity, price: l.price }));

const timeOf = (time: string): StaffOrderBody['deliveryTime'] => (time === 'asap' ? { type: 'asap' } : { type: 'scheduled', at: time });

/** The body of POST /staff/orders; a reason below the minimum only when the order is below it. */
export function phoneOrderBody(draft: PhoneOrderDraft, totals: DraftTotals): StaffOrderBody {
  const email = draft.customer.email.trim();
  const notes = draft.notes.trim();
  return {
    items: itemsOf(draft.lines),
    fulfilment: draft.fulfilment,
    ...(draft.fulfilment === 'delivery' ? { address: trimmedAddress(draft.address) } : {}),
    deliveryTime: timeOf(draft.time),
    paymentMethod: draft.paymentMethod,
    ...(hasAlcohol(draft.lines) ? { adultConfirmed: draft.adultConfirmed } : {}),
    ...(notes ? { notes } : {}),
    customer: { name: draft.customer.name.trim(), phoneNumber: draft.customer.phoneNumber.trim(), ...(email ? { email } : {}) },
    estimatedMinutes: parseMinutes(draft.estimatedMinutes) ?? 0,
    ...(totals.missingGrosze > 0 ? { belowMinimumReason: draft.belowMinimumReason.trim() } : {}),
  };
}

/** A change by phone as typed: `time` '' keeps the order's time. */
export interface ChangeDraft {
  lines: DraftLine[];
  address: AddressDraft;
  time: string;
  notes: string;
  reason: string;
  belowMinimumReason: string;
}

/**
 * The body of PATCH /staff/orders/:id with only the parts that differ from the order (each
 * whole), so its history names what really changed; and the checks, keyed like the API's.
 */
export function changeBody(order: StaffOrderView, draft: ChangeDraft, totals: DraftTotals): { body: StaffOrderChangeBody; errors: FieldErrors } {
  const errors = commonErrors(draft.lines, totals, draft.belowMinimumReason, draft.notes);
  const body: StaffOrderChangeBody = { reason: draft.reason.trim() };
  if (!sameLines(order, draft.lines)) body.items = itemsOf(draft.lines);
  const address = trimmedAddress(draft.address);
  const { street, postalCode, city } = order.address;
  if (order.fulfilment === 'delivery' && (address.street !== street || address.postalCode !== postalCode || address.city !== city)) {
    addressErrors(draft.address, errors);
    body.address = address;
  }
  if (draft.time) body.deliveryTime = timeOf(draft.time);
  if (draft.notes.trim() !== order.notes) body.notes = draft.notes.trim();
  if (totals.missingGrosze > 0) body.belowMinimumReason = draft.belowMinimumReason.trim();
  if (!body.reason) errors.reason = DRAFT_MESSAGES.reason;
  if (body.reason.length > REASON_MAX) errors.reason = DRAFT_MESSAGES.reasonLength;
  if (!body.items && !body.address && !body.deliveryTime && body.notes === undefined && !errors.items) errors.changes = DRAFT_MESSAGES.nothingChanged;
  return { body, errors };
}
