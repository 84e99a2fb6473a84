import { groupsOfIdToken, isStaffToken } from '../../../src/features/staff/staff-access';
import { boardColumns, filterStaffMenu, restaurantDay, selectBoardOrders, selectHasWaitingOrders } from '../../../src/features/staff/staff-selectors';
import {
  initialStaffState,
  staffAccessChecked,
  staffOrderChanged,
  staffOrdersFetched,
  staffOrdersFetchFailed,
  staffReducer,
  staffSettingsFetched,
  staffSettingsSaved,
} from '../../../src/features/staff/staff-slice';
import { CUSTOMER_TOKEN, jwtWith, MENU, SETTINGS, STAFF_TOKEN, staffOrder } from '../../support/staff-fixtures';

describe('staff group check (ID token claim)', () => {
  it('reads cognito:groups from the token payload', () => {
    expect(groupsOfIdToken(jwtWith({ 'cognito:groups': ['staff', 'admins'] }))).toEqual(['staff', 'admins']);
    expect(isStaffToken(STAFF_TOKEN)).toBe(true);
    expect(isStaffToken(CUSTOMER_TOKEN)).toBe(false);
  });

  it('treats garbage and a claim of the wrong type as no groups', () => {
    expect(groupsOfIdToken('not-a-jwt')).toEqual([]);
    expect(groupsOfIdToken('a.%%%.c')).toEqual([]);
    expect(isStaffToken(jwtWith({ 'cognito:groups': 'staff' }))).toBe(false);
  });

  it('decodes UTF-8 claims (Polish names) without breaking', () => {
    expect(groupsOfIdToken(jwtWith({ name: 'Łucja Żółć', 'cognito:groups': ['staff'] }))).toEqual(['staff']);
  });
});

describe('staff reducer', () => {
  it('upserts a changed order and keeps the list after a failed refresh', () => {
    let state = staffReducer(initialStaffState, staffOrdersFetched([staffOrder()]));
    state = staffReducer(state, staffOrderChanged(staffOrder({ status: 'accepted' })));
    expect(state.orders.map((o) => o.status)).toEqual(['accepted']);
    state = staffReducer(state, staffOrderChanged(staffOrder({ id: 'ZZZZZZZZ22' })));
    expect(state.orders.map((o) => o.id)).toEqual(['ZZZZZZZZ22', 'ABCDEFGH23']);
    state = staffReducer(state, staffOrdersFetchFailed());
    expect(state.ordersStatus).toBe('ready');
    expect(state.orders).toHaveLength(2);
  });

  it('replaces one part of the settings with the saved value', () => {
    let state = staffReducer(initialStaffState, staffSettingsFetched(SETTINGS));
    const delivery = { ...SETTINGS.delivery, zoneA: 12.5, minimumOrderB: 40 };
    state = staffReducer(state, staffSettingsSaved('delivery', delivery));
    expect(state.settings?.delivery).toEqual(delivery);
    expect(state.settings?.notice).toEqual(SETTINGS.notice);
  });

  it('forgets the verdict and data when the account signs out or another signs in', () => {
    const state = staffReducer(staffReducer(initialStaffState, staffAccessChecked(true)), staffOrdersFetched([staffOrder()]));
    expect(staffReducer(state, { type: 'account/signedOut' })).toEqual(initialStaffState);
    expect(staffReducer(state, { type: 'account/signedIn' })).toEqual(initialStaffState);
  });

  it('flags a waiting new order for the alert', () => {
    const withNew = { staff: staffReducer(initialStaffState, staffOrdersFetched([staffOrder()])) };
    const accepted = { staff: staffReducer(initialStaffState, staffOrdersFetched([staffOrder({ status: 'accepted' })])) };
    expect(selectHasWaitingOrders(withNew)).toBe(true);
    expect(selectHasWaitingOrders(accepted)).toBe(false);
  });
});

describe('orders not yet paid online (D73)', () => {
  const unpaid = [
    staffOrder({ id: 'WAITING022', status: 'awaiting_payment', paymentMethod: 'online', paymentState: 'awaiting' }),
    staffOrder({ id: 'EXPIRED022', status: 'payment_expired', paymentMethod: 'online', paymentState: 'awaiting' }),
  ];

  it('are left out of the board, whichever way they reached the store', () => {
    let state = staffReducer(initialStaffState, staffOrdersFetched([...unpaid, staffOrder()]));
    state = staffReducer(state, staffOrderChanged(staffOrder({ id: 'LIVEWAIT22', status: 'awaiting_payment' })));
    expect(selectBoardOrders({ staff: state }).map((o) => o.id)).toEqual(['ABCDEFGH23']);
    const c = boardColumns(state.orders, new Date('2026-11-22T20:00:00Z'));
    expect([...c.fresh, ...c.accepted, ...c.ready, ...c.doneToday].map((o) => o.id)).toEqual(['ABCDEFGH23']);
  });

  it('never ring the alert', () => {
    expect(selectHasWaitingOrders({ staff: staffReducer(initialStaffState, staffOrdersFetched(unpaid)) })).toBe(false);
  });

  it('give the same list while the orders do not change (no needless re-render)', () => {
    const state = { staff: staffReducer(initialStaffState, staffOrdersFetched([...unpaid, staffOrder()])) };
    expect(selectBoardOrders(state)).toBe(selectBoardOrders({ staff: { ...state.staff } }));
  });
});

describe('board columns', () => {
  const now = new Date('2026-11-22T20:00:00Z');
  const history = (status: string, at: string) => [{ status, at, note: '', estimatedMinutes: null, changedBy: 'a@b.pl' }];

  it('puts the newest new order on top and the kitchen queue oldest first', () => {
    const orders = [
      staffOrder({ id: 'OLD0000022', createdAt: '2026-11-22T17:00:00Z' }),
      staffOrder({ id: 'NEW0000022', createdAt: '2026-11-22T18:00:00Z' }),
      staffOrder({ id: 'ACC2000022', status: 'accepted', createdAt: '2026-11-22T16:30:00Z' }),
      staffOrder({ id: 'ACC1000022', status: 'accepted', createdAt: '2026-11-22T16:00:00Z' }),
      staffOrder({ id: 'DEL0000022', status: 'in_delivery' }),
    ];
    const c = boardColumns(orders, now);
    expect(c.fresh.map((o) => o.id)).toEqual(['NEW0000022', 'OLD0000022']);
    expect(c.accepted.map((o) => o.id)).toEqual(['ACC1000022', 'ACC2000022']);
    expect(c.ready.map((o) => o.id)).toEqual(['DEL0000022']);
  });

  it("puts pickup's ready_for_pickup beside in_delivery and picked_up among the finished; the filter keeps one way (D95)", () => {
    const orders = [
      staffOrder({ id: 'DEL0000022', status: 'in_delivery', createdAt: '2026-11-22T17:30:00Z' }),
      staffOrder({ id: 'READY00022', status: 'ready_for_pickup', fulfilment: 'pickup', createdAt: '2026-11-22T17:00:00Z' }),
      staffOrder({ id: 'PICKED0022', status: 'picked_up', fulfilment: 'pickup', statusHistory: history('picked_up', '2026-11-22T19:00:00Z') }),
      staffOrder({ id: 'NEWPICK022', fulfilment: 'pickup' }),
      staffOrder({ id: 'NEWDEL0022' }),
    ];
    const all = boardColumns(orders, now);
    expect(all.ready.map((o) => o.id)).toEqual(['READY00022', 'DEL0000022']);
    expect(all.doneToday.map((o) => o.id)).toEqual(['PICKED0022']);
    const pickup = boardColumns(orders, now, 'pickup');
    expect([...pickup.fresh, ...pickup.ready, ...pickup.doneToday].map((o) => o.id)).toEqual(['NEWPICK022', 'READY00022', 'PICKED0022']);
    const delivery = boardColumns(orders, now, 'delivery');
    expect([...delivery.fresh, ...delivery.ready, ...delivery.doneToday].map((o) => o.id)).toEqual(['NEWDEL0022', 'DEL0000022']);
  });

  it('shows finished orders only when they finished today in Warsaw', () => {
    const orders = [
      staffOrder({ id: 'TODAY00022', status: 'delivered', statusHistory: history('delivered', '2026-11-22T19:00:00Z') }),
      // 23:30 UTC on the 21st is already the 22nd in Warsaw (UTC+1).
      staffOrder({ id: 'LATE000022', status: 'rejected', statusHistory: history('rejected', '2026-11-21T23:30:00Z') }),
      staffOrder({ id: 'YESTERDAY2', status: 'delivered', statusHistory: history('delivered', '2026-11-21T22:30:00Z') }),
    ];
    expect(boardColumns(orders, now).doneToday.map((o) => o.id)).toEqual(['TODAY00022', 'LATE000022']);
    expect(restaurantDay(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-22');
  });
});

describe('staff menu filter', () => {
  it('searches names ignoring case and Polish letters, and filters by type', () => {
    expect(filterStaffMenu(MENU, 'losos', '').map((m) => m.id)).toEqual([2001]);
    expect(filterStaffMenu(MENU, 'ŁÓDŹ', '').map((m) => m.id)).toEqual([3001]);
    expect(filterStaffMenu(MENU, 'lodz', '').map((m) => m.id)).toEqual([3001]);
    expect(filterStaffMenu(MENU, '', 'ingredient').map((m) => m.id)).toEqual([1001]);
    expect(filterStaffMenu(MENU, '1001', '').map((m) => m.id)).toEqual([1001]);
    expect(filterStaffMenu(MENU, '  ', '')).toHaveLength(3);
  });
});
