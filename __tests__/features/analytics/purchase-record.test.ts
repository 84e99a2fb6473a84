import {
  PENDING_PURCHASES_KEY,
  SENT_PURCHASES_KEY,
  isConfirmed,
  purchaseAtPlacement,
  purchaseOnSight,
} from '../../../src/features/analytics/purchase-record';
import type { EcommerceEvent } from '../../../src/features/analytics/ecommerce-events';

const event = (id: string): EcommerceEvent => ({ name: 'purchase', params: { transaction_id: id, currency: 'PLN', value: 50 } });
const cash = { id: 'CASHORDER2', status: 'new', paymentMethod: 'cash', paymentState: 'none' };
const online = { id: 'ONLINEORD2', status: 'awaiting_payment', paymentMethod: 'online', paymentState: 'awaiting' };
const paid = { ...online, status: 'new', paymentState: 'paid' };

beforeEach(() => localStorage.clear());

describe('purchase once per order placed in this browser', () => {
  it('an order paid at the door: sent at placement, never again (a reload of the order page sends nothing)', () => {
    expect(purchaseAtPlacement(cash, event(cash.id))).toEqual(event(cash.id));
    expect(purchaseAtPlacement(cash, event(cash.id))).toBeNull();
    expect(purchaseOnSight(cash)).toBeNull();
    expect(JSON.parse(localStorage.getItem(SENT_PURCHASES_KEY)!)).toEqual([cash.id]);
  });

  it('an online payment: kept at placement, sent when the order page sees it paid, once', () => {
    expect(purchaseAtPlacement(online, event(online.id))).toBeNull();
    expect(purchaseOnSight(online)).toBeNull();
    expect(purchaseOnSight({ ...online, status: 'payment_expired' })).toBeNull();
    expect(purchaseOnSight(paid)).toEqual(event(online.id));
    expect(purchaseOnSight(paid)).toBeNull();
    expect(JSON.parse(localStorage.getItem(PENDING_PURCHASES_KEY)!)).toEqual([]);
  });

  it('switched to cash after the online payment expired: accepted, so sent', () => {
    purchaseAtPlacement(online, event(online.id));
    expect(purchaseOnSight({ ...online, status: 'new', paymentMethod: 'cash', paymentState: 'none' })).toEqual(event(online.id));
  });

  it("someone else's order, or one placed on another device, sends nothing", () => {
    expect(purchaseOnSight(paid)).toBeNull();
    expect(purchaseOnSight(cash)).toBeNull();
    expect(localStorage.getItem(SENT_PURCHASES_KEY)).toBeNull();
  });

  it('a payment not confirmed within a day is forgotten', () => {
    purchaseAtPlacement(online, event(online.id), new Date('2026-11-20T12:00:00Z'));
    expect(purchaseOnSight(paid, new Date('2026-11-21T12:00:01Z'))).toBeNull();
  });

  it('confirmed means paid online, or accepted for payment at the door', () => {
    expect(isConfirmed(cash)).toBe(true);
    expect(isConfirmed({ ...cash, status: 'rejected' })).toBe(false);
    expect(isConfirmed(online)).toBe(false);
    expect(isConfirmed(paid)).toBe(true);
  });
});
