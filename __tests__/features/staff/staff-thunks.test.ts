import { selectStaff } from '../../../src/features/staff/staff-selectors';
import {
  changeOrderStatus,
  checkStaffAccess,
  fetchStaffOrders,
  loadStaffSettings,
  patchStaffMenuItem,
  saveStaffSetting,
  STAFF_TEXT,
} from '../../../src/features/staff/staff-thunks';
import { ShopApiError } from '../../../src/lib/shop-api';
import { CUSTOMER_TOKEN, makeStaffStore, MENU, STAFF_TOKEN, staffOrder } from '../../support/staff-fixtures';
import { PLAIN_DELIVERY } from '../../support/fake-services';

const apiError = (status: number, message = 'x', field?: string) => new ShopApiError(status, message, '/shop/staff', undefined, field);

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('staff access', () => {
  it('lets in a token with the staff group and keeps a customer out', async () => {
    const staff = makeStaffStore({}, STAFF_TOKEN);
    await staff.store.dispatch(checkStaffAccess());
    expect(selectStaff(staff.store.getState()).access).toBe('staff');

    const customer = makeStaffStore({}, CUSTOMER_TOKEN);
    await customer.store.dispatch(checkStaffAccess());
    expect(selectStaff(customer.store.getState()).access).toBe('denied');
  });

  it('treats no session as not staff', async () => {
    const { store } = makeStaffStore({}, null);
    await store.dispatch(checkStaffAccess());
    expect(selectStaff(store.getState()).access).toBe('denied');
  });
});

describe('orders', () => {
  it('fetches with the staff ID token', async () => {
    const { store, staffApi } = makeStaffStore({ getOrders: jest.fn().mockResolvedValue({ data: [staffOrder()] }) });
    await store.dispatch(fetchStaffOrders());
    expect(staffApi.getOrders).toHaveBeenCalledWith(STAFF_TOKEN);
    expect(selectStaff(store.getState()).orders.map((o) => o.id)).toEqual(['ABCDEFGH23']);
  });

  it('accepts and shows the server answer at once', async () => {
    const { store, staffApi } = makeStaffStore({ getOrders: jest.fn().mockResolvedValue({ data: [staffOrder()] }) });
    await store.dispatch(fetchStaffOrders());
    const outcome = await store.dispatch(changeOrderStatus('ABCDEFGH23', { status: 'accepted', estimatedMinutes: 30 }));
    expect(outcome).toEqual({ ok: true, order: expect.objectContaining({ status: 'accepted' }) });
    expect(staffApi.changeOrderStatus).toHaveBeenCalledWith(STAFF_TOKEN, 'ABCDEFGH23', { status: 'accepted', estimatedMinutes: 30 });
    expect(selectStaff(store.getState()).orders[0].status).toBe('accepted');
  });

  it('explains a 409 in Polish and refreshes the board', async () => {
    const getOrders = jest.fn().mockResolvedValue({ data: [staffOrder({ status: 'rejected' })] });
    const { store } = makeStaffStore({ getOrders, changeOrderStatus: jest.fn().mockRejectedValue(apiError(409, 'Order cannot go')) });
    const outcome = await store.dispatch(changeOrderStatus('ABCDEFGH23', { status: 'accepted', estimatedMinutes: 30 }));
    expect(outcome).toEqual({ ok: false, message: STAFF_TEXT.conflict });
    expect(getOrders).toHaveBeenCalledTimes(1);
    expect(selectStaff(store.getState()).orders[0].status).toBe('rejected');
  });

  it('says the panel is offline when no answer came', async () => {
    const { store } = makeStaffStore({ changeOrderStatus: jest.fn().mockRejectedValue(apiError(0, 'Brak połączenia')) });
    const outcome = await store.dispatch(changeOrderStatus('ABCDEFGH23', { status: 'in_delivery' }));
    expect(outcome).toEqual({ ok: false, message: STAFF_TEXT.offline });
  });
});

describe('settings and menu', () => {
  it('loads the settings and stores a saved part', async () => {
    const { store, staffApi } = makeStaffStore();
    await store.dispatch(loadStaffSettings());
    const notice = { text: 'Dziś nieczynne', isVisible: true, isSystemClose: true };
    const outcome = await store.dispatch(saveStaffSetting('notice', (api, token) => api.saveNotice(token, notice)));
    expect(outcome).toEqual({ ok: true });
    expect(staffApi.saveNotice).toHaveBeenCalledWith(STAFF_TOKEN, notice);
    expect(selectStaff(store.getState()).settings?.notice).toEqual(notice);
  });

  it("passes the server's reason and the field without the body/ prefix", async () => {
    const { store } = makeStaffStore({ saveDelivery: jest.fn().mockRejectedValue(apiError(400, 'body/zoneA must be <= 500', 'body/zoneA')) });
    await store.dispatch(loadStaffSettings());
    const outcome = await store.dispatch(saveStaffSetting('delivery', (api, token) => api.saveDelivery(token, { ...PLAIN_DELIVERY, zoneA: 900 })));
    expect(outcome).toEqual({ ok: false, message: 'Serwer nie przyjął zmiany: body/zoneA must be <= 500', field: 'zoneA' });
    expect(selectStaff(store.getState()).settings?.delivery).toEqual(PLAIN_DELIVERY);
  });

  it('marks an item sold out and refreshes the list after a 404', async () => {
    const { store, staffApi } = makeStaffStore();
    await store.dispatch(patchStaffMenuItem(2001, { soldOutToday: true })); // before the menu loaded: nothing to replace
    expect(staffApi.patchMenuItem).toHaveBeenCalledWith(STAFF_TOKEN, 2001, { soldOutToday: true });

    const missing = makeStaffStore({ patchMenuItem: jest.fn().mockRejectedValue(apiError(404)) });
    const outcome = await missing.store.dispatch(patchStaffMenuItem(9999, { isVisible: false }));
    expect(outcome).toEqual({ ok: false, message: STAFF_TEXT.notFound });
    expect(missing.staffApi.getMenu).toHaveBeenCalledTimes(1);
    expect(selectStaff(missing.store.getState()).menu).toEqual(MENU);
  });
});

describe('refusals the form cannot fix', () => {
  it('asks to sign in again when the token is refused even after renewal', async () => {
    const { store } = makeStaffStore({ saveWelcomeText: jest.fn().mockRejectedValue(apiError(401, 'Invalid token')) });
    const outcome = await store.dispatch(saveStaffSetting('welcomeText', (api, token) => api.saveWelcomeText(token, { title: 'a', text: 'b' })));
    expect(outcome).toEqual({ ok: false, message: STAFF_TEXT.expired });
  });

  it('hides server failures behind a Polish message', async () => {
    const { store } = makeStaffStore({ saveWelcomeText: jest.fn().mockRejectedValue(apiError(500, 'Internal Server Error')) });
    const outcome = await store.dispatch(saveStaffSetting('welcomeText', (api, token) => api.saveWelcomeText(token, { title: 'a', text: 'b' })));
    expect(outcome).toEqual({ ok: false, message: STAFF_TEXT.serverDown });
  });
});
