/**
 * The staff panel's calls. Every one runs with the signed-in staff member's ID token through
 * the account's withIdToken (renewed early, retried once after a 401); the staff gateway
 * comes from the thunk extra argument, so tests hand in a fake.
 */
import { identityOf, type Services } from '../../services/thunk-services';
import type { AppThunk } from '../../app/store';
import { createStaffApi, type StaffApi } from '../../lib/shop-api-staff';
import type { StaffMenuPatch, StaffOrderView, StaffSettings, StaffStatusChange } from '../../lib/shop-api-types';
import { withIdToken } from '../account';
import { isStaffToken } from './staff-access';
import {
  staffAccessChecked,
  staffAuditFetched,
  staffAuditFetchFailed,
  staffAuditRequested,
  staffMenuFetched,
  staffMenuFetchFailed,
  staffMenuItemSaved,
  staffMenuRequested,
  staffOrderChanged,
  staffOrdersFetched,
  staffOrdersFetchFailed,
  staffOrdersRequested,
  staffSettingsFetched,
  staffSettingsSaved,
} from './staff-slice';

export const STAFF_TEXT = {
  conflict: 'To zamówienie zmieniło już status (być może na innym urządzeniu). Lista została odświeżona.',
  forbidden: 'To konto nie ma uprawnień obsługi restauracji.',
  expired: 'Sesja wygasła — wyloguj się i zaloguj ponownie.',
  offline: 'Brak połączenia z serwerem. Spróbuj ponownie za chwilę.',
  serverDown: 'Serwer restauracji chwilowo nie odpowiada. Spróbuj ponownie za chwilę.',
  refused: 'Serwer nie przyjął zmiany',
  notFound: 'Nie znaleziono tej pozycji — lista została odświeżona.',
} as const;

export const STAFF_LOG = 'Staff panel call failed.';

// One gateway per services object: tests pass their own, the site builds it from shopApi.
const built = new WeakMap<Services, StaffApi>();
export function staffApiOf(services: Services): StaffApi {
  if (services.staffApi) return services.staffApi;
  let api = built.get(services);
  if (!api) built.set(services, (api = createStaffApi(services.shopApi)));
  return api;
}

export type StaffOutcome = { ok: true } | { ok: false; message: string; field?: string };

const detailsOf = (err: unknown) => err as { status?: number; message?: string; field?: string } | null;

/** The Polish message for a refused call; the server's own reason follows when it gave one. */
export function refusal(err: unknown): { ok: false; message: string; field?: string } {
  const { status, message, field } = detailsOf(err) ?? {};
  const formField = field?.replace(/^body\//, '');
  if (status === 401) return { ok: false, message: STAFF_TEXT.expired };
  if (status === 403) return { ok: false, message: STAFF_TEXT.forbidden };
  if (status === 409) return { ok: false, message: STAFF_TEXT.conflict };
  if (status === 404) return { ok: false, message: STAFF_TEXT.notFound };
  // No answer at all (status 0) or a server failure: nothing the form can fix.
  if (typeof status !== 'number' || status === 0) return { ok: false, message: STAFF_TEXT.offline };
  if (status >= 500) return { ok: false, message: STAFF_TEXT.serverDown };
  return { ok: false, message: message ? `${STAFF_TEXT.refused}: ${message}` : `${STAFF_TEXT.refused}.`, field: formField };
}

export const staffCall = <T>(call: (api: StaffApi, token: string) => Promise<T>): AppThunk<Promise<T>> =>
  (dispatch, _getState, services) => dispatch(withIdToken((token) => call(staffApiOf(services), token)));

/** Reads the group claim of the current ID token; no session counts as "not staff". */
export const checkStaffAccess = (): AppThunk => async (dispatch, _getState, services) => {
  let token = '';
  try {
    token = await identityOf(services).getIdToken();
  } catch {
    // Signed out meanwhile: the gate shows the sign-in form.
  }
  dispatch(staffAccessChecked(Boolean(token) && isStaffToken(token)));
};

export const fetchStaffOrders = (): AppThunk => async (dispatch) => {
  dispatch(staffOrdersRequested());
  try {
    const { data } = await dispatch(staffCall((api, token) => api.getOrders(token)));
    dispatch(staffOrdersFetched(Array.isArray(data) ? data : []));
  } catch (err) {
    console.error(STAFF_LOG, err);
    dispatch(staffOrdersFetchFailed());
  }
};

export type StaffOrderOutcome = { ok: true; order: StaffOrderView } | { ok: false; message: string; field?: string };

/**
 * A call that answers with an order (a status step, a phone order, a change): the answer
 * replaces the board's copy at once (the live feed confirms it a moment later). A refusal the
 * board must catch up with (`refreshes`) reads the list again; `explain` words it.
 */
export const sendOrderCall =
  (
    call: (api: StaffApi, token: string) => Promise<StaffOrderView>,
    refreshes: (err: unknown) => boolean,
    explain: (err: unknown) => { ok: false; message: string; field?: string } = refusal,
  ): AppThunk<Promise<StaffOrderOutcome>> =>
  async (dispatch) => {
    try {
      const order = await dispatch(staffCall(call));
      dispatch(staffOrderChanged(order));
      return { ok: true, order };
    } catch (err) {
      if (refreshes(err)) await dispatch(fetchStaffOrders());
      return explain(err);
    }
  };

/** One lifecycle step; a 409 (someone else was quicker) or 404 refreshes the board. */
export const changeOrderStatus = (id: string, change: StaffStatusChange): AppThunk<Promise<StaffOutcome>> =>
  sendOrderCall(
    (api, token) => api.changeOrderStatus(token, id, change),
    (err) => detailsOf(err)?.status === 409 || detailsOf(err)?.status === 404,
  );

export const loadStaffSettings = (): AppThunk<Promise<StaffOutcome>> => async (dispatch) => {
  try {
    dispatch(staffSettingsFetched(await dispatch(staffCall((api, token) => api.getSettings(token)))));
    return { ok: true };
  } catch (err) {
    console.error(STAFF_LOG, err);
    return refusal(err);
  }
};

type Saver<K extends keyof StaffSettings> = (api: StaffApi, token: string) => Promise<StaffSettings[K]>;

/** Saves one part of the settings; the server's answer becomes the panel's copy. */
export const saveStaffSetting =
  <K extends keyof StaffSettings>(part: K, save: Saver<K>): AppThunk<Promise<StaffOutcome>> =>
  async (dispatch) => {
    try {
      const saved = await dispatch(staffCall(save));
      dispatch(staffSettingsSaved(part, saved));
      return { ok: true };
    } catch (err) {
      return refusal(err);
    }
  };

export const fetchStaffMenu = (): AppThunk => async (dispatch) => {
  dispatch(staffMenuRequested());
  try {
    const { data } = await dispatch(staffCall((api, token) => api.getMenu(token)));
    dispatch(staffMenuFetched(Array.isArray(data) ? data : []));
  } catch (err) {
    console.error(STAFF_LOG, err);
    dispatch(staffMenuFetchFailed());
  }
};

export const patchStaffMenuItem =
  (id: number, patch: StaffMenuPatch): AppThunk<Promise<StaffOutcome>> =>
  async (dispatch) => {
    try {
      dispatch(staffMenuItemSaved(await dispatch(staffCall((api, token) => api.patchMenuItem(token, id, patch)))));
      return { ok: true };
    } catch (err) {
      if (detailsOf(err)?.status === 404) await dispatch(fetchStaffMenu());
      return refusal(err);
    }
  };

export const fetchStaffAudit = (): AppThunk => async (dispatch) => {
  dispatch(staffAuditRequested());
  try {
    const { data } = await dispatch(staffCall((api, token) => api.getAudit(token)));
    dispatch(staffAuditFetched(Array.isArray(data) ? data : []));
  } catch (err) {
    console.error(STAFF_LOG, err);
    dispatch(staffAuditFetchFailed());
  }
};

/** The ID token for the live board's socket (connection_init); renewed like every call's. */
export const staffIdToken = (): AppThunk<Promise<string>> => (_dispatch, _getState, services) =>
  identityOf(services).getIdToken();
