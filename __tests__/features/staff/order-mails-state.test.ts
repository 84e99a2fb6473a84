import {
  initialOrderMailsState,
  orderMailResent,
  orderMailsFetched,
  orderMailsFetchFailed,
  orderMailsReducer,
  orderMailsRequested,
  selectHasPendingMail,
  selectOrderMails,
  type OrderMailsState,
} from '../../../src/features/staff/order-mails-slice';
import { fetchOrderMails, ORDER_MAILS_TEXT, resendOrderMail } from '../../../src/features/staff/order-mails-thunks';
import { ShopApiError } from '../../../src/lib/shop-api';
import { makeStaffStore, orderMail, STAFF_TOKEN } from '../../support/staff-fixtures';

const reduce = (...actions: { type: string }[]): OrderMailsState => actions.reduce(orderMailsReducer, initialOrderMailsState);
const withState = (staffOrderMails: OrderMailsState) => ({ staffOrderMails });
const failed = orderMail({ id: 2, status: 'failed', attempts: 1, lastError: '550 mailbox unavailable', sentAt: null });

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('order e-mails state', () => {
  it('is loading on the first read only; a failed refresh keeps the rows', () => {
    expect(selectOrderMails(withState(reduce(orderMailsRequested('A'))), 'A').status).toBe('loading');
    const loaded = reduce(orderMailsFetched('A', [orderMail()]), orderMailsRequested('A'), orderMailsFetchFailed('A'));
    expect(selectOrderMails(withState(loaded), 'A')).toEqual({ mails: [orderMail()], status: 'ready' });
    expect(selectOrderMails(withState(reduce(orderMailsFetchFailed('B'))), 'B').status).toBe('error');
    expect(selectOrderMails(withState(loaded), 'unread')).toEqual({ mails: [], status: 'idle' });
  });

  it("replaces a resent row and knows that one waits; another account starts empty", () => {
    const resent = { ...failed, status: 'pending' as const, attempts: 0 };
    const state = reduce(orderMailsFetched('A', [orderMail(), failed]), orderMailResent('A', resent));
    expect(selectOrderMails(withState(state), 'A').mails).toEqual([orderMail(), resent]);
    expect(selectHasPendingMail(withState(state), 'A')).toBe(true);
    expect(selectHasPendingMail(withState(reduce(orderMailsFetched('A', [failed]))), 'A')).toBe(false);
    expect(orderMailsReducer(state, { type: 'account/signedOut' })).toEqual(initialOrderMailsState);
  });
});

describe('order e-mails thunks', () => {
  it('read with the staff ID token and resend through the injected gateway', async () => {
    const { store, staffApi } = makeStaffStore({ getOrderMails: jest.fn().mockResolvedValue({ data: [failed] }) });
    await store.dispatch(fetchOrderMails('ABCDEFGH23'));
    expect(staffApi.getOrderMails).toHaveBeenCalledWith(STAFF_TOKEN, 'ABCDEFGH23');
    expect(await store.dispatch(resendOrderMail('ABCDEFGH23', 2))).toEqual({ ok: true });
    expect(staffApi.resendOrderMail).toHaveBeenCalledWith(STAFF_TOKEN, 'ABCDEFGH23', 2);
    expect(selectOrderMails(store.getState(), 'ABCDEFGH23').mails[0].status).toBe('pending');
  });

  it('re-reads the list after a 404 and says why; other refusals get the panel message', async () => {
    const missing = makeStaffStore({ resendOrderMail: jest.fn().mockRejectedValue(new ShopApiError(404, 'E-mail 2 not found', '/shop/staff', 'MAIL_NOT_FOUND')) });
    expect(await missing.store.dispatch(resendOrderMail('ABCDEFGH23', 2))).toEqual({ ok: false, message: ORDER_MAILS_TEXT.notFound });
    expect(missing.staffApi.getOrderMails).toHaveBeenCalledTimes(1);

    const offline = makeStaffStore({ resendOrderMail: jest.fn().mockRejectedValue(new ShopApiError(0, 'Brak połączenia', '/shop/staff')) });
    expect(await offline.store.dispatch(resendOrderMail('ABCDEFGH23', 2))).toEqual({ ok: false, message: expect.stringContaining('Brak połączenia z serwerem') });
    expect(offline.staffApi.getOrderMails).not.toHaveBeenCalled();
  });
});
