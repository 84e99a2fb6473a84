/**
 * Staff panel test helpers: a fake staff gateway (harmless answers unless overridden), an
 * order as GET /shop/staff/orders sends it, an unsigned JWT with given groups, and a fresh
 * store whose identity hands out that token.
 */
import type { StaffOrderMail } from '../../domain/contract/order-mails';
import type { Promotion } from '../../domain/contract/promotions';
import type { ReleaseChange, ReleaseSummary } from '../../domain/contract/releases';
import { makeStore } from '../../src/app/store';
import { createShopGraphql } from '../../src/lib/shop-graphql';
import type { RootState } from '../../src/app/root-reducer';
import type { StaffApi } from '../../src/lib/shop-api-staff';
import type { ShopApi } from '../../src/lib/shop-api';
import type { StaffMenuItem, StaffOrderView, StaffSettings } from '../../src/lib/shop-api-types';
import { fakeIdentity, fakeSession, fakeShopApi, PLAIN_DELIVERY } from './fake-services';
import { addStaffSlice } from '../../src/features/staff/staff-store';
import { PLACEHOLDER_FACTS } from '../../domain/rules/restaurant-facts';

export function jwtWith(claims: Record<string, unknown>): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'RS256' })}.${part(claims)}.signature`;
}
export const STAFF_TOKEN = jwtWith({ email: 'obsluga@sushikami.pl', 'cognito:groups': ['staff'] });
export const CUSTOMER_TOKEN = jwtWith({ email: 'jan@example.pl' });

export function staffOrder(fields: Partial<StaffOrderView> = {}): StaffOrderView {
  const createdAt = fields.createdAt ?? '2026-11-22T17:00:00.000Z';
  return {
    id: 'ABCDEFGH23',
    status: 'new',
    source: 'new-online',
    fulfilment: 'delivery',
    createdAt,
    items: [{ id: 2001, name: 'Łosoś nigiri', price: 12.5, quantity: 2 }],
    itemsTotal: 25,
    deliveryZone: 'A',
    deliveryPrice: 10,
    discount: 0,
    promoCode: null,
    promoDiscount: 0,
    total: 35,
    paymentMethod: 'cash',
    paymentState: 'none',
    deliveryTime: { type: 'asap', at: null },
    estimatedMinutes: null,
    estimatedDeliveryAt: null,
    address: { street: 'ul. Prosta 1/2', postalCode: '00-001', city: 'Warszawa' },
    customer: { name: 'Jan Kowalski', phoneNumber: '+48 600 100 200', email: 'jan@example.pl', address: '' },
    notes: '',
    adultConfirmed: false,
    termsAcceptedAt: createdAt,
    statusHistory: [{ status: 'new', at: createdAt, note: '', estimatedMinutes: null, changedBy: null }],
    changes: [],
    partialRefunds: [],
    ...fields,
  };
}

/** A message of an order as GET /shop/staff/orders/:id/mails lists it: the confirmation, sent. */
export function orderMail(fields: Partial<StaffOrderMail> = {}): StaffOrderMail {
  return {
    id: 1,
    kind: 'order-received',
    recipient: 'jan@example.pl',
    status: 'sent',
    attempts: 1,
    lastError: null,
    createdAt: '2026-11-22T17:00:00.000Z',
    sentAt: '2026-11-22T17:00:02.000Z',
    ...fields,
  };
}

export const SETTINGS: StaffSettings = {
  notice: { text: '', isVisible: false, isSystemClose: false },
  restaurant: { ...PLACEHOLDER_FACTS },
  welcomeText: { title: 'Witamy', text: 'Najlepsze sushi' },
  carousel: [{ id: 1, title: 'Nowość', text: 'Zestaw', image: '/images/a.svg', link: '/menu/' }],
  delivery: PLAIN_DELIVERY,
  pickup: { enabled: true, deliveryEnabled: true, preparationMinutes: 20, discountPercent: 10, minimumOrder: 20 },
  deliveryZones: { A: ['00-'], B: ['01-'] },
  openingHours: Array.from({ length: 7 }, () => ({ open: '12:00', close: '22:00' })),
  lastBackup: null,
};

export const MENU: StaffMenuItem[] = [
  { id: 3001, type: 'set', name: 'Zestaw Łódź', category: 'zestaw', price: 89.9, desc: '', isVisible: true, soldOutToday: false, allergens: [], mayContain: [], diet: 'none' },
  { id: 2001, type: 'product', name: 'Łosoś nigiri', category: 'nigiri', price: 12.5, desc: 'Ryba', isVisible: true, soldOutToday: false, allergens: [], mayContain: [], diet: 'none' },
  { id: 1001, type: 'ingredient', name: 'Imbir', category: 'ingredient', price: 2, desc: '', isVisible: false, soldOutToday: false, allergens: [], mayContain: [], diet: 'none' },
];

/** A release as GET /shop/staff/releases lists it. */
export function release(fields: Partial<ReleaseSummary> = {}): ReleaseSummary {
  return {
    id: '20261125-1100-aaaa',
    status: 'live',
    target: 'local',
    codeVersion: 'abc123def456',
    startedBy: 'obsluga@sushikami.pl',
    createdAt: '2026-11-25T11:00:00.000Z',
    finishedAt: '2026-11-25T11:00:42.000Z',
    liveAt: '2026-11-25T11:00:42.000Z',
    durationMs: 42_000,
    changes: [],
    fileCount: 220,
    totalBytes: 5_200_000,
    uploadedFiles: 4,
    uploadedBytes: 190_000,
    restorable: true,
    error: null,
    progress: { step: 'done', percent: 100, pages: { done: 19, total: 19 }, files: { done: 4, total: 4 }, bytes: { done: 190_000, total: 190_000 } },
    ...fields,
  };
}

/** A pending change as the list gives it. */
export const change = (auditId: number, text: string): ReleaseChange => ({ auditId, at: '2026-11-25T11:30:00.000Z', by: 'szef@sushikami.pl', action: 'menu-item', text });

/** A promo code as the staff list gives it (D105): 15 % off, no limits, on. */
export function promotion(fields: Partial<Promotion> = {}): Promotion {
  return {
    id: 1,
    code: 'WIOSNA-15',
    percent: 15,
    amount: null,
    // No limit of any kind: each test sets the one it is about.
    ...{ minimumOrder: null, validFrom: null, validTo: null, maxUses: null, maxUsesPerCustomer: null },
    ...{ fulfilment: 'both', firstOrderOnly: false, excludedCategories: [] },
    active: true,
    uses: 0,
    createdAt: '2026-11-27T10:00:00.000Z',
    ...fields,
  };
}

export function fakeStaffApi(overrides: Partial<StaffApi> = {}): StaffApi {
  const base: StaffApi = {
    getOrders: jest.fn().mockResolvedValue({ data: [] }),
    changeOrderStatus: jest.fn(async (_t: string, id: string, change) => staffOrder({ id, status: change.status })),
    placeOrder: jest.fn().mockRejectedValue(new Error('placeOrder not faked')),
    changeOrder: jest.fn().mockRejectedValue(new Error('changeOrder not faked')),
    getOrderMails: jest.fn().mockResolvedValue({ data: [] }),
    resendOrderMail: jest.fn(async (_t: string, _id: string, mailId: number) => orderMail({ id: mailId, status: 'pending', attempts: 0, sentAt: null })),
    getSettings: jest.fn().mockResolvedValue(SETTINGS),
    saveNotice: jest.fn(async (_t: string, notice) => notice),
    saveRestaurantFacts: jest.fn(async (_t: string, f) => ({ ...f, nip: f.nip.replace(/\D/g, '') })),
    saveWelcomeText: jest.fn(async (_t: string, w) => w),
    saveCarousel: jest.fn(async (_t: string, slides) => slides.map((s, i) => ({ ...s, id: i + 1 }))),
    saveDelivery: jest.fn(async (_t: string, p) => p),
    saveDeliveryZones: jest.fn(async (_t: string, z) => z),
    saveOpeningHours: jest.fn(async (_t: string, days) => ({ days })),
    savePickup: jest.fn(async (_t: string, pickup) => pickup),
    getMenu: jest.fn().mockResolvedValue({ data: MENU }),
    patchMenuItem: jest.fn(async (_t: string, id: number, patch) => ({ ...MENU.find((m) => m.id === id)!, ...patch })),
    getAudit: jest.fn().mockResolvedValue({ data: [] }),
    getPromotions: jest.fn().mockResolvedValue({ data: [] }),
    createPromotion: jest.fn(async (_t: string, body) => promotion({ ...body })),
    patchPromotion: jest.fn(async (_t: string, id: number, patch) => promotion({ id, ...patch })),
    getDailyReport: jest.fn().mockRejectedValue(new Error('getDailyReport not faked')),
    downloadReportCsv: jest.fn().mockRejectedValue(new Error('downloadReportCsv not faked')),
    getReleases: jest.fn().mockResolvedValue({ live: null, pending: [], data: [] }),
    getRelease: jest.fn().mockRejectedValue(Object.assign(new Error('not found'), { status: 404 })),
    publish: jest.fn().mockResolvedValue({ id: '20261125-1200-abcd', status: 'queued' }),
    rollback: jest.fn().mockRejectedValue(Object.assign(new Error('not found'), { status: 404 })),
  };
  return { ...base, ...overrides };
}

/** A store signed in (or not) with `token`, over the fake staff gateway (and the fake public API, `shop` overriding it). */
export function makeStaffStore(staff: Partial<StaffApi> = {}, token: string | null = STAFF_TOKEN, preloaded?: Partial<RootState>, shop: Partial<ShopApi> = {}) {
  const staffApi = fakeStaffApi(staff);
  const identity = fakeIdentity(
    token
      ? {
          hasStoredSession: jest.fn(() => true),
          getSession: jest.fn().mockResolvedValue(fakeSession({ email: 'obsluga@sushikami.pl', idToken: token })),
          getIdToken: jest.fn().mockResolvedValue(token),
          signIn: jest.fn(async (email: string) => fakeSession({ email, idToken: token })),
        }
      : {},
  );
  const navigate = jest.fn<void, [string]>();
  const shopApi = fakeShopApi(shop);
  // A live client per store, as a page has one: it connects through the test's WebSocket.
  const graphql = createShopGraphql();
  // As /admin/ does when it mounts (StaffApp).
  const store = addStaffSlice(makeStore({ shopApi, identity, navigate, staffApi, graphql }, preloaded));
  return { store, staffApi, identity, navigate, shopApi };
}
