/**
 * Orders staff key in (D96) and change (D97) by phone, and what their forms ask the public API
 * while staff type: the zone and fee of an address, and the times on offer. A placed or changed
 * order replaces the board's copy at once, as a status step does (sendOrderCall).
 */
import type { AppThunk } from '../../app/store';
import type { Fulfilment } from '../../../domain/rules/fulfilment';
import type { DeliveryTimes, DeliveryZone, StaffOrderBody, StaffOrderChangeBody } from '../../lib/shop-api-types';
import { refusal, sendOrderCall, type StaffOrderOutcome } from './staff-thunks';

/** The panel's own words for the refusals that need more than the server's sentence. */
export const ORDER_REFUSALS: Readonly<Record<string, string>> = {
  ORDER_LOCKED:
    'Tego zamówienia nie można już zmienić: kuchnia je wydała (w drodze, gotowe do odbioru albo zakończone). Lista została odświeżona.',
  PAID_TOTAL_WOULD_RISE:
    'Zamówienie jest opłacone online, więc jego kwota nie może wzrosnąć. Dodatkowe pozycje przyjmij jako osobne zamówienie.',
  ITEM_UNAVAILABLE: 'Jednej z pozycji nie ma już w sprzedaży. Usuń ją z zamówienia.',
  ADULT_CONFIRMATION_REQUIRED: 'Zamówienie zawiera alkohol: potwierdź, że klient ma ukończone 18 lat.',
};

const detailsOf = (err: unknown) => (err ?? {}) as { status?: number; code?: string; message?: string; field?: string };

/**
 * A refusal of an order the form can act on: the panel's words for the codes above, the
 * server's Polish sentence for the other coded ones (closed shop, zone, hours, sold out, minimum,
 * nothing changed: D7), under the field it names; everything else as every staff call says it.
 */
export function orderRefusal(err: unknown): { ok: false; message: string; field?: string } {
  const { status, code, message, field } = detailsOf(err);
  const formField = field?.replace(/^body\//, '').replace(/^items\/.*/, 'items');
  if (code && ORDER_REFUSALS[code]) return { ok: false, message: ORDER_REFUSALS[code], field: formField };
  if (code && message && (status === 400 || status === 409 || status === 422)) return { ok: false, message, field: formField };
  return refusal(err);
}

/** Places a phone order under the form's one key: a double click or a retry is the same order. */
export const placePhoneOrder = (body: StaffOrderBody, idempotencyKey: string): AppThunk<Promise<StaffOrderOutcome>> =>
  sendOrderCall((api, token) => api.placeOrder(token, body, idempotencyKey), () => false, orderRefusal);

/** Changes an order; a locked or vanished one refreshes the board, as a status conflict does. */
export const changeStaffOrder = (id: string, body: StaffOrderChangeBody): AppThunk<Promise<StaffOrderOutcome>> =>
  sendOrderCall(
    (api, token) => api.changeOrder(token, id, body),
    (err) => detailsOf(err).code === 'ORDER_LOCKED' || detailsOf(err).status === 404,
    orderRefusal,
  );

/** A postal code's zone: its terms, the server's Polish sentence when it delivers nowhere there, or null when it could not ask. */
export type ZoneLookup = { ok: true; zone: DeliveryZone } | { ok: false; message: string } | null;

export const lookUpZone =
  (postalCode: string): AppThunk<Promise<ZoneLookup>> =>
  (_dispatch, _getState, services) =>
    services.shopApi.getDeliveryZone(postalCode).then(
      (zone): ZoneLookup => ({ ok: true, zone }),
      (err: unknown): ZoneLookup => {
        const { code, message } = detailsOf(err);
        return code === 'OUT_OF_ZONE' && message ? { ok: false, message } : null;
      },
    );

/** The times a customer may choose now; null when they could not be read ('jak najszybciej' stays). */
export const fetchOrderTimes =
  (fulfilment: Fulfilment): AppThunk<Promise<DeliveryTimes | null>> =>
  async (_dispatch, _getState, services) => {
    try {
      return await services.shopApi.getDeliveryTimes(fulfilment);
    } catch {
      return null;
    }
  };
