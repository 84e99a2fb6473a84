/**
 * The 'E-maile' section's calls: an order's e-mails, and the resend of a failed one. Like
 * every staff call they carry the staff member's ID token (staffCall in staff-thunks.ts).
 */
import type { AppThunk } from '../../app/store';
import { orderMailResent, orderMailsFetched, orderMailsFetchFailed, orderMailsRequested } from './order-mails-slice';
import { refusal, STAFF_LOG, staffCall, type StaffOutcome } from './staff-thunks';

export const ORDER_MAILS_TEXT = {
  /** 409: someone else resent it meanwhile, or it was sent after all. */
  notFailed: 'Ten e-mail nie czeka już na ponowną wysyłkę — lista została odświeżona.',
  notFound: 'Nie znaleziono tego e-maila — lista została odświeżona.',
} as const;

export const fetchOrderMails =
  (orderId: string): AppThunk<Promise<void>> =>
  async (dispatch) => {
    dispatch(orderMailsRequested(orderId));
    try {
      const { data } = await dispatch(staffCall((api, token) => api.getOrderMails(token, orderId)));
      dispatch(orderMailsFetched(orderId, Array.isArray(data) ? data : []));
    } catch (err) {
      console.error(STAFF_LOG, err);
      dispatch(orderMailsFetchFailed(orderId));
    }
  };

/** 'Wyślij ponownie': the row turns pending at once; a refusal re-reads the list to show why. */
export const resendOrderMail =
  (orderId: string, mailId: number): AppThunk<Promise<StaffOutcome>> =>
  async (dispatch) => {
    try {
      dispatch(orderMailResent(orderId, await dispatch(staffCall((api, token) => api.resendOrderMail(token, orderId, mailId)))));
      return { ok: true };
    } catch (err) {
      const status = (err as { status?: number } | null)?.status;
      if (status !== 409 && status !== 404) return refusal(err);
      await dispatch(fetchOrderMails(orderId));
      return { ok: false, message: status === 409 ? ORDER_MAILS_TEXT.notFailed : ORDER_MAILS_TEXT.notFound };
    }
  };
