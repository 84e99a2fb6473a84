/** The staff panel's Polish texts that repeat across its components. */
import type { MailKind, StaffOrderMail } from '../../../../domain/contract/order-mails';
import { isOrderStatus, ORDER_STATUS_NAMES, type OrderStatus } from '../../../../domain/rules/order-lifecycle';
import { SHOP_TIME_ZONE } from '../../../../domain/rules/opening-hours';
import { PAYMENT_METHOD_LABELS, type PaymentState } from '../../../../domain/rules/payment-methods';
import { formatShopClock } from '../../../../domain/rules/shop-time';
import { FULFILMENT_LABELS } from '../../../../domain/rules/fulfilment';
import type { FulfilmentFilter } from '../staff-selectors';

export const STAFF_TEXT = {
  title: 'Panel obsługi',
  /** On the board and the ticket of an order with alcohol: the rider checks the customer's age. */
  adultCheck: '18+ — sprawdź dowód przy wydaniu',
  noAccess: 'Brak dostępu — to konto nie należy do obsługi restauracji.',
  signOut: 'Wyloguj',
  signInTitle: 'Logowanie obsługi',
  checking: 'Sprawdzamy logowanie…',
  offline: 'Brak połączenia — ponawiam…',
  saved: 'Zapisano',
  save: 'Zapisz',
  enableSound: 'Włącz dźwięk powiadomień',
  mute: 'Wycisz powiadomienia',
  unmute: 'Włącz powiadomienia dźwiękowe',
} as const;

export const TAB_LABELS = { orders: 'Zamówienia', phone: 'Nowe zamówienie', shop: 'Sklep', menu: 'Menu', audit: 'Historia zmian', report: 'Raport', promotions: 'Promocje', publish: 'Publikacja' } as const;
export type StaffTab = keyof typeof TAB_LABELS;

export const COLUMN_LABELS = { fresh: 'Nowe', accepted: 'Przyjęte', ready: 'Gotowe / w drodze', doneToday: 'Zakończone dziś' } as const;

/** The board's filter buttons: every order, or one way of receiving it (D95). */
export const FULFILMENT_FILTER_LABELS: Readonly<Record<FulfilmentFilter, string>> = { '': 'Wszystkie', ...FULFILMENT_LABELS };

/** The badges of an order's card beside its payment's: collected at the counter, taken by phone (D95, D96). */
export const ORDER_BADGES = { pickup: 'Odbiór osobisty', phone: 'Telefon' } as const;

/** The parts a change by phone names (D97); one the panel does not know yet is shown as sent. */
export const CHANGED_PART_NAMES: Readonly<Record<string, string>> = { items: 'pozycje', address: 'adres', deliveryTime: 'czas', notes: 'uwagi' };

export const STATUS_NAMES: Readonly<Record<OrderStatus, string>> = ORDER_STATUS_NAMES;

/** An order status in Polish; one the panel does not know yet is shown as sent. */
export const statusName = (status: string): string => (isOrderStatus(status) ? STATUS_NAMES[status] : status);

/** Keyed by any string: order-details.tsx looks up what the API sent and falls back to it. */
export const PAYMENT_NAMES: Readonly<Record<string, string>> = PAYMENT_METHOD_LABELS;

/** The badge of an order paid online, on its card; none for payment at the door. */
export const PAYMENT_STATE_BADGES: Readonly<Partial<Record<PaymentState, string>>> = {
  paid: 'opłacone online',
  refund_pending: 'zwrot w toku',
  refunded: 'zwrócono',
};

export const paymentStateBadge = (state: string | undefined): string | null =>
  state !== undefined && Object.hasOwn(PAYMENT_STATE_BADGES, state) ? (PAYMENT_STATE_BADGES[state as PaymentState] ?? null) : null;

export const PAYMENT_TEXT = {
  /** On the printed ticket of an order paid online: the rider must not take money at the door. */
  ticketPaid: 'OPŁACONE ONLINE — nie pobieraj pieniędzy',
  /** Before rejecting an order paid online: what the rejection does with the money. */
  rejectRefund: 'Zamówienie opłacone online: po odrzuceniu klient dostanie zwrot całej kwoty przez Przelewy24.',
} as const;

export const AUDIT_ACTIONS: Record<string, string> = {
  notice: 'Komunikat / zamknięcie sklepu',
  'welcome-text': 'Tekst powitalny',
  carousel: 'Karuzela',
  delivery: 'Ceny dostawy',
  pickup: 'Odbiór osobisty i dostawa',
  'delivery-zones': 'Strefy dostawy',
  'opening-hours': 'Godziny otwarcia',
  'menu-item': 'Pozycja menu',
  'order-status': 'Status zamówienia',
  'order-phone': 'Zamówienie telefoniczne',
  'order-change': 'Zmiana zamówienia przez telefon',
  'order-mail-resend': 'Ponowna wysyłka e-maila',
  'release-publish': 'Publikacja strony',
  'release-rollback': 'Przywrócenie wydania strony',
  promotion: 'Kod rabatowy',
};

export const WEEKDAYS = ['Poniedziałek', 'Wtorek', 'Środa', 'Czwartek', 'Piątek', 'Sobota', 'Niedziela'] as const;

const dayAndClock = new Intl.DateTimeFormat('pl-PL', {
  timeZone: SHOP_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});
/** '18:05' in the restaurant's zone, whatever the tablet's zone. */
export const formatClock = (iso: string): string => formatShopClock(new Date(iso));
/** '22.11, 18:05'. */
export const formatDayClock = (iso: string): string => dayAndClock.format(new Date(iso));

/** Every kind the API may send must have its label: a new kind stops the build here. */
export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  'order-received': 'Potwierdzenie zamówienia',
  'order-accepted': 'Przyjęcie',
  'order-in-delivery': 'W drodze',
  'order-ready-for-pickup': 'Gotowe do odbioru',
  'order-rejected': 'Odrzucenie',
  'restaurant-copy': 'Kopia dla restauracji',
  'order-changed': 'Zmiana zamówienia',
};

export const MAIL_TEXT = {
  title: 'E-maile',
  resend: 'Wyślij ponownie',
  none: 'Brak e-maili do tego zamówienia.',
  loading: 'Wczytuję e-maile…',
  loadFailed: 'Nie udało się wczytać e-maili.',
} as const;

/**
 * 'wysłany 18:05'; 'czeka na wysłanie (próba 2)', counting the attempt it waits for;
 * 'nie wysłany: 550 …' with the mail server's own reason (staff read it to the customer).
 */
export function mailStatusText(mail: Pick<StaffOrderMail, 'status' | 'attempts' | 'lastError' | 'sentAt'>): string {
  if (mail.status === 'sent') return mail.sentAt ? `wysłany ${formatClock(mail.sentAt)}` : 'wysłany';
  if (mail.status === 'pending') return `czeka na wysłanie (próba ${mail.attempts + 1})`;
  return `nie wysłany: ${mail.lastError ?? 'brak powodu'}`;
}
