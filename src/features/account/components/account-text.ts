/**
 * Polish wording of the account pages that tests and more than one component refer to.
 * The thunks' own messages (wrong code, password reset, save failure) live with the thunks.
 */
import { isOrderStatus, type OrderStatus } from '../../../../domain/rules/order-lifecycle';
import { PASSWORD_MIN_LENGTH } from '../account-validation';

export const PASSWORD_HINT = `Co najmniej ${PASSWORD_MIN_LENGTH} znaków, w tym wielka litera i cyfra.`;

export const SESSION_EXPIRED_NOTE = 'Twoja sesja wygasła. Zaloguj się ponownie — Twój koszyk został zachowany.';
export const PASSWORD_CHANGED_NOTE = 'Hasło zostało zmienione. Zaloguj się nowym hasłem.';
export const DETAILS_SAVED_NOTE = 'Dane zostały zapisane.';
export const NO_ORDERS_TEXT = 'Nie masz jeszcze żadnych zamówień.';

/** Order statuses as the shop API names them; anything else is shown as sent. */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  awaiting_payment: 'Czeka na płatność',
  payment_expired: 'Nieopłacone',
  new: 'Nowe',
  accepted: 'Przyjęte',
  in_delivery: 'W drodze',
  delivered: 'Dostarczone',
  ready_for_pickup: 'Gotowe do odbioru',
  picked_up: 'Odebrane',
  rejected: 'Odrzucone',
};

export const orderStatusLabel = (status: string): string => (isOrderStatus(status) ? ORDER_STATUS_LABELS[status] : status);

/** Under an order still waiting for its online payment: the order page pays it, or switches it to cash. */
export const UNPAID_ORDER_LINK_TEXT = 'Przejdź do zamówienia, aby zapłacić';

/** Orders per page of the history. */
export const ORDERS_PAGE_SIZE = 5;

/** The router state the password reset hands to the sign-in page for its note. */
export interface SignInLocationState {
  passwordChanged?: boolean;
}
