/**
 * What the panel derives from the staff state: the board's sections (Nowe, Przyjęte,
 * Gotowe / w drodze, Zakończone dziś) for every order or one way of receiving it, whether a new order is waiting (the sound alert), and the
 * filtered menu list. An order whose online payment is not confirmed ('awaiting_payment',
 * 'payment_expired') is not the kitchen's: the API does not list it, and should one reach the
 * store anyway (a live copy, an older API) the board still never shows it.
 */
import type { Fulfilment } from '../../../domain/rules/fulfilment';
import { isFinalStatus, isUnpaidStatus } from '../../../domain/rules/order-lifecycle';
import { warsawDate } from '../../../domain/rules/shop-date';
import type { StaffMenuItem, StaffMenuItemType, StaffOrderView } from '../../lib/shop-api-types';
import type { StaffState } from './staff-slice';

interface WithStaff {
  staff: StaffState;
}

export const selectStaff = (state: WithStaff) => state.staff;
export const selectStaffAccess = (state: WithStaff) => state.staff.access;
export const selectStaffOrders = (state: WithStaff) => state.staff.orders;
export const selectStaffConnection = (state: WithStaff) => state.staff.connection;
export const selectStaffSettings = (state: WithStaff) => state.staff.settings;
export const selectStaffMenu = (state: WithStaff) => state.staff.menu;
export const selectStaffAudit = (state: WithStaff) => state.staff.audit;

/** The orders staff may see: every one but those still waiting for their online payment. */
export const boardOrders = (orders: readonly StaffOrderView[]): StaffOrderView[] => orders.filter((o) => !isUnpaidStatus(o.status));

// One list in, the same filtered list out: components re-render only when the orders change.
let lastOrders: readonly StaffOrderView[] | undefined;
let lastBoard: StaffOrderView[] = [];
export const selectBoardOrders = (state: WithStaff): StaffOrderView[] => {
  if (state.staff.orders !== lastOrders) {
    lastOrders = state.staff.orders;
    lastBoard = boardOrders(lastOrders);
  }
  return lastBoard;
};

/** A new order waits for someone to accept or reject it: the alert keeps sounding. */
export const selectHasWaitingOrders = (state: WithStaff) => selectBoardOrders(state).some((o) => o.status === 'new');

export interface BoardColumns {
  fresh: StaffOrderView[];
  accepted: StaffOrderView[];
  /** Out of the kitchen: on the road (delivery) or waiting at the counter (pickup). */
  ready: StaffOrderView[];
  doneToday: StaffOrderView[];
}

/** The board's filter: every order ('') or one way of receiving it. */
export type FulfilmentFilter = Fulfilment | '';

/** The restaurant's calendar day of an instant: 'YYYY-MM-DD' in Warsaw, whatever the tablet's zone (the API's own rule). */
export const restaurantDay = warsawDate;

const time = (iso: string): number => Date.parse(iso) || 0;
const newestFirst = (a: StaffOrderView, b: StaffOrderView) => time(b.createdAt) - time(a.createdAt);
const oldestFirst = (a: StaffOrderView, b: StaffOrderView) => time(a.createdAt) - time(b.createdAt);
const lastChange = (o: StaffOrderView): string => o.statusHistory[o.statusHistory.length - 1]?.at ?? o.createdAt;

/**
 * New orders newest on top (the one that just rang); accepted and ready oldest first (the
 * kitchen works in order); finished ones only when they finished today (Warsaw). Pickup's
 * 'ready_for_pickup' shares the column of delivery's 'in_delivery': both have left the kitchen
 * and wait for their last step.
 */
export function boardColumns(orders: readonly StaffOrderView[], now: Date, fulfilment: FulfilmentFilter = ''): BoardColumns {
  const today = restaurantDay(now);
  const visible = boardOrders(orders).filter((o) => !fulfilment || o.fulfilment === fulfilment);
  const by = (...statuses: string[]) => visible.filter((o) => statuses.includes(o.status));
  return {
    fresh: by('new').sort(newestFirst),
    accepted: by('accepted').sort(oldestFirst),
    ready: by('in_delivery', 'ready_for_pickup').sort(oldestFirst),
    doneToday: visible
      .filter((o) => isFinalStatus(o.status) && restaurantDay(new Date(lastChange(o))) === today)
      .sort((a, b) => time(lastChange(b)) - time(lastChange(a))),
  };
}

export type MenuTypeFilter = StaffMenuItemType | '';

/** Search by name, id or category (case and Polish accents ignored), then the type filter. */
export function filterStaffMenu(items: readonly StaffMenuItem[], search: string, type: MenuTypeFilter): StaffMenuItem[] {
  const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ł/g, 'l').replace(/Ł/g, 'L').toLowerCase();
  const needle = fold(search.trim());
  return items.filter(
    (item) =>
      (!type || item.type === type) &&
      (!needle || fold(item.name).includes(needle) || fold(item.category).includes(needle) || String(item.id).includes(needle)),
  );
}
