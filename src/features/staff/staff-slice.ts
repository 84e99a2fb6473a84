/**
 * The staff panel's state (/admin/): who may use it, the live orders, the live connection,
 * the shop settings, the staff menu and the audit list. Actions are events; the board's
 * columns and the "someone must react" flag are derived in staff-selectors.ts.
 */
import type { AuditEntry, StaffMenuItem, StaffOrderView, StaffSettings } from '../../lib/shop-api-types';

/** unknown: not checked yet; staff / denied: the ID token's group claim decided. */
export type StaffAccess = 'unknown' | 'staff' | 'denied';
/** The live board's socket: connecting at first, online after the ack, offline while retrying. */
export type StaffConnection = 'connecting' | 'online' | 'offline';
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface StaffState {
  access: StaffAccess;
  orders: StaffOrderView[];
  ordersStatus: LoadStatus;
  connection: StaffConnection;
  settings: StaffSettings | null;
  menu: StaffMenuItem[];
  menuStatus: LoadStatus;
  audit: AuditEntry[];
  auditStatus: LoadStatus;
}

export const initialStaffState: StaffState = {
  access: 'unknown',
  orders: [],
  ordersStatus: 'idle',
  connection: 'connecting',
  settings: null,
  menu: [],
  menuStatus: 'idle',
  audit: [],
  auditStatus: 'idle',
};

export const staffAccessChecked = (isStaff: boolean) => ({ type: 'staff/accessChecked' as const, payload: { isStaff } });
export const staffOrdersRequested = () => ({ type: 'staff/ordersRequested' as const });
export const staffOrdersFetched = (orders: StaffOrderView[]) => ({ type: 'staff/ordersFetched' as const, payload: { orders } });
export const staffOrdersFetchFailed = () => ({ type: 'staff/ordersFetchFailed' as const });
/** One order as the server answered a status change: replaces the old copy at once. */
export const staffOrderChanged = (order: StaffOrderView) => ({ type: 'staff/orderChanged' as const, payload: { order } });
export const staffConnectionChanged = (connection: StaffConnection) => ({
  type: 'staff/connectionChanged' as const,
  payload: { connection },
});
export const staffSettingsFetched = (settings: StaffSettings) => ({ type: 'staff/settingsFetched' as const, payload: { settings } });
/** One part of the settings saved (the server's answer replaces that part). */
export const staffSettingsSaved = <K extends keyof StaffSettings>(part: K, value: StaffSettings[K]) => ({
  type: 'staff/settingsSaved' as const,
  payload: { part, value } as { part: keyof StaffSettings; value: StaffSettings[keyof StaffSettings] },
});
export const staffMenuRequested = () => ({ type: 'staff/menuRequested' as const });
export const staffMenuFetched = (items: StaffMenuItem[]) => ({ type: 'staff/menuFetched' as const, payload: { items } });
export const staffMenuFetchFailed = () => ({ type: 'staff/menuFetchFailed' as const });
export const staffMenuItemSaved = (item: StaffMenuItem) => ({ type: 'staff/menuItemSaved' as const, payload: { item } });
export const staffAuditRequested = () => ({ type: 'staff/auditRequested' as const });
export const staffAuditFetched = (entries: AuditEntry[]) => ({ type: 'staff/auditFetched' as const, payload: { entries } });
export const staffAuditFetchFailed = () => ({ type: 'staff/auditFetchFailed' as const });

export type StaffAction = ReturnType<
  | typeof staffAccessChecked | typeof staffOrdersRequested | typeof staffOrdersFetched | typeof staffOrdersFetchFailed
  | typeof staffOrderChanged | typeof staffConnectionChanged | typeof staffSettingsFetched | typeof staffSettingsSaved
  | typeof staffMenuRequested | typeof staffMenuFetched | typeof staffMenuFetchFailed | typeof staffMenuItemSaved
  | typeof staffAuditRequested | typeof staffAuditFetched | typeof staffAuditFetchFailed
>;

export function staffReducer(state: StaffState = initialStaffState, action: StaffAction | { type: string }): StaffState {
  const a = action as StaffAction;
  switch (a.type) {
    case 'staff/accessChecked':
      return { ...state, access: a.payload.isStaff ? 'staff' : 'denied' };
    case 'staff/ordersRequested':
      return { ...state, ordersStatus: state.ordersStatus === 'ready' ? 'ready' : 'loading' };
    case 'staff/ordersFetched':
      return { ...state, orders: a.payload.orders, ordersStatus: 'ready' };
    case 'staff/ordersFetchFailed':
      // Keep the last list on screen: a dropped request must not blank the board.
      return { ...state, ordersStatus: state.orders.length > 0 ? 'ready' : 'error' };
    case 'staff/orderChanged': {
      const { order } = a.payload;
      const known = state.orders.some((o) => o.id === order.id);
      return { ...state, orders: known ? state.orders.map((o) => (o.id === order.id ? order : o)) : [order, ...state.orders] };
    }
    case 'staff/connectionChanged':
      return { ...state, connection: a.payload.connection };
    case 'staff/settingsFetched':
      return { ...state, settings: a.payload.settings };
    case 'staff/settingsSaved':
      return state.settings ? { ...state, settings: { ...state.settings, [a.payload.part]: a.payload.value } } : state;
    case 'staff/menuRequested':
      return { ...state, menuStatus: state.menuStatus === 'ready' ? 'ready' : 'loading' };
    case 'staff/menuFetched':
      return { ...state, menu: a.payload.items, menuStatus: 'ready' };
    case 'staff/menuFetchFailed':
      return { ...state, menuStatus: state.menu.length > 0 ? 'ready' : 'error' };
    case 'staff/menuItemSaved':
      return { ...state, menu: state.menu.map((item) => (item.id === a.payload.item.id ? a.payload.item : item)) };
    case 'staff/auditRequested':
      return { ...state, auditStatus: 'loading' };
    case 'staff/auditFetched':
      return { ...state, audit: a.payload.entries, auditStatus: 'ready' };
    case 'staff/auditFetchFailed':
      return { ...state, auditStatus: 'error' };
    default:
      // Another account signing in must not inherit the previous one's verdict or data.
      if (action.type === 'account/signedOut' || action.type === 'account/signedIn') return initialStaffState;
      return state;
  }
}
