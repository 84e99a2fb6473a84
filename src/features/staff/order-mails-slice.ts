/**
 * The e-mails of the orders whose 'E-maile' section staff opened, by order id: the list as the
 * API gave it and whether it is loading. A resend's answer replaces its row at once; the
 * dispatcher's outcome arrives with the next read (order-mails-thunks.ts).
 */
import type { StaffOrderMail } from '../../../domain/contract/order-mails';
import type { LoadStatus } from './staff-slice';

export interface OrderMails {
  mails: StaffOrderMail[];
  status: LoadStatus;
}

export interface OrderMailsState {
  byOrder: Record<string, OrderMails>;
}

export const initialOrderMailsState: OrderMailsState = { byOrder: {} };

export const orderMailsRequested = (orderId: string) => ({ type: 'staff/orderMailsRequested' as const, payload: { orderId } });
export const orderMailsFetched = (orderId: string, mails: StaffOrderMail[]) => ({
  type: 'staff/orderMailsFetched' as const,
  payload: { orderId, mails },
});
export const orderMailsFetchFailed = (orderId: string) => ({ type: 'staff/orderMailsFetchFailed' as const, payload: { orderId } });
/** The server took a resend: the message, pending again, as it answered. */
export const orderMailResent = (orderId: string, mail: StaffOrderMail) => ({
  type: 'staff/orderMailResent' as const,
  payload: { orderId, mail },
});

export type OrderMailsAction = ReturnType<
  typeof orderMailsRequested | typeof orderMailsFetched | typeof orderMailsFetchFailed | typeof orderMailResent
>;

const NOT_LOADED: OrderMails = { mails: [], status: 'idle' };

function withOrder(state: OrderMailsState, orderId: string, change: (current: OrderMails) => OrderMails): OrderMailsState {
  return { ...state, byOrder: { ...state.byOrder, [orderId]: change(state.byOrder[orderId] ?? NOT_LOADED) } };
}

export function orderMailsReducer(state: OrderMailsState = initialOrderMailsState, action: OrderMailsAction | { type: string }): OrderMailsState {
  const a = action as OrderMailsAction;
  switch (a.type) {
    case 'staff/orderMailsRequested':
      // A refresh keeps the rows on screen; only the first read shows 'loading'.
      return withOrder(state, a.payload.orderId, (o) => ({ ...o, status: o.status === 'ready' ? 'ready' : 'loading' }));
    case 'staff/orderMailsFetched':
      return withOrder(state, a.payload.orderId, () => ({ mails: a.payload.mails, status: 'ready' }));
    case 'staff/orderMailsFetchFailed':
      return withOrder(state, a.payload.orderId, (o) => ({ ...o, status: o.mails.length > 0 ? 'ready' : 'error' }));
    case 'staff/orderMailResent': {
      const { mail } = a.payload;
      return withOrder(state, a.payload.orderId, (o) => ({ ...o, mails: o.mails.map((m) => (m.id === mail.id ? mail : m)) }));
    }
    default:
      // Another account signing in must not see what the previous one loaded.
      if (action.type === 'account/signedOut' || action.type === 'account/signedIn') return initialOrderMailsState;
      return state;
  }
}

interface WithOrderMails {
  staffOrderMails: OrderMailsState;
}

/** The order's e-mails; an order not read yet has none, 'idle'. */
export const selectOrderMails = (state: WithOrderMails, orderId: string): OrderMails =>
  state.staffOrderMails.byOrder[orderId] ?? NOT_LOADED;

/** A message still waits for the dispatcher: its outcome is worth reading again soon. */
export const selectHasPendingMail = (state: WithOrderMails, orderId: string): boolean =>
  selectOrderMails(state, orderId).mails.some((mail) => mail.status === 'pending');
