/**
 * The staff calls of the shop API (/admin/), built on the request helper of shop-api.ts so
 * errors (ShopApiError with status, code and field) and retries behave as for every other
 * call. Every call carries the staff member's Cognito ID token; the server checks the group.
 */
import type { StaffOrderMail, StaffOrderMailList } from '../../domain/contract/order-mails';
import type { Promotion, PromotionCreate, PromotionList, PromotionPatch } from '../../domain/contract/promotions';
import type { DailyReport, ReportQuery } from '../../domain/contract/reports';
import type { PublishAccepted, ReleaseDetail, ReleaseList, ReleaseSummary } from '../../domain/contract/releases';
import type { ShopApi } from './shop-api';
import type {
  AuditEntry,
  DeliveryPrices,
  DeliveryZoneRules,
  Notice,
  StaffCarouselSlide,
  StaffDayHours,
  StaffMenuItem,
  StaffMenuPatch,
  StaffOrderView,
  StaffSettings,
  StaffStatusChange,
  WelcomeText, RestaurantFacts } from './shop-api-types';
import type { PickupSettingsBody, StaffOrderBody, StaffOrderChangeBody, StaffPickupSettings } from './shop-api-types';

type Method = 'GET' | 'PUT' | 'POST' | 'PATCH';

/** The two CSVs beside the day's numbers: every order, or every line of every order. */
export type ReportCsvKind = 'orders' | 'items';

/** A downloaded file and the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

const reportSearch = ({ from, to }: ReportQuery) => `from=${encodeURIComponent(from)}${to ? `&to=${encodeURIComponent(to)}` : ''}`;

/** The file name of Content-Disposition ('attachment; filename="zamowienia-2026-11-27_2026-11-27.csv"'), or the fallback. */
export function attachmentName(disposition: string | null | undefined, fallback: string): string {
  return /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/** Orders the board asks for at once: a busy evening's worth, newest first. */
export const STAFF_ORDERS_LIMIT = 100;

export function createStaffApi({ request, shopBase }: Pick<ShopApi, 'request' | 'shopBase'>) {
  const call = <T>(method: Method, path: string, token: string, body?: unknown, headers: Record<string, string> = {}) =>
    request<T>(`${shopBase}/staff${path}`, {
      method,
      headers: {
        Accept: 'application/json',
        Authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      // Customers' contact data: never from or into the HTTP cache.
      cache: 'no-store',
    });

  /** A file the staff token must unlock, so not a plain link: fetched with the header, read as a Blob. */
  const download = (path: string, token: string, fallbackName: string) =>
    request<DownloadedFile>(
      `${shopBase}/staff${path}`,
      { method: 'GET', headers: { Accept: 'text/csv', Authorization: `Bearer ${token}` }, cache: 'no-store' },
      async (response) => ({ blob: await response.blob(), fileName: attachmentName(response.headers.get('Content-Disposition'), fallbackName) }),
    );

  return {
    getOrders: (token: string, limit = STAFF_ORDERS_LIMIT) =>
      call<{ data: StaffOrderView[] }>('GET', `/orders?limit=${limit}`, token),
    changeOrderStatus: (token: string, id: string, change: StaffStatusChange) =>
      call<StaffOrderView>('POST', `/orders/${encodeURIComponent(id)}/status`, token, change),
    /** A phone order (D96): one key per form, so a double click or a retry is the same order. */
    placeOrder: (token: string, body: StaffOrderBody, idempotencyKey: string) =>
      call<StaffOrderView>('POST', '/orders', token, body, { 'Idempotency-Key': idempotencyKey }),
    /** A change asked for by phone (D97); 409 ORDER_LOCKED once the order has left 'new'/'accepted'. */
    changeOrder: (token: string, id: string, change: StaffOrderChangeBody) =>
      call<StaffOrderView>('PATCH', `/orders/${encodeURIComponent(id)}`, token, change),
    getOrderMails: (token: string, id: string) => call<StaffOrderMailList>('GET', `/orders/${encodeURIComponent(id)}/mails`, token),
    resendOrderMail: (token: string, id: string, mailId: number) =>
      call<StaffOrderMail>('POST', `/orders/${encodeURIComponent(id)}/mails/${mailId}/resend`, token),
    getSettings: (token: string) => call<StaffSettings>('GET', '/settings', token),
    saveNotice: (token: string, notice: Notice) => call<Notice>('PUT', '/settings/notice', token, notice),
    saveRestaurantFacts: (token: string, facts: RestaurantFacts) =>
      call<RestaurantFacts>('PUT', '/settings/restaurant', token, facts),
    saveWelcomeText: (token: string, welcome: WelcomeText) =>
      call<WelcomeText>('PUT', '/settings/welcome-text', token, welcome),
    saveCarousel: (token: string, slides: StaffCarouselSlide[]) =>
      call<StaffCarouselSlide[]>('PUT', '/settings/carousel', token, { slides }),
    saveDelivery: (token: string, prices: DeliveryPrices) => call<DeliveryPrices>('PUT', '/settings/delivery', token, prices),
    saveDeliveryZones: (token: string, zones: DeliveryZoneRules) =>
      call<DeliveryZoneRules>('PUT', '/settings/delivery-zones', token, zones),
    saveOpeningHours: (token: string, days: StaffDayHours[]) =>
      call<{ days: StaffDayHours[] }>('PUT', '/settings/opening-hours', token, { days }),
    savePickup: (token: string, pickup: PickupSettingsBody) => call<StaffPickupSettings>('PUT', '/settings/pickup', token, pickup),
    getMenu: (token: string) => call<{ data: StaffMenuItem[] }>('GET', '/menu', token),
    patchMenuItem: (token: string, id: number, patch: StaffMenuPatch) =>
      call<StaffMenuItem>('PATCH', `/menu/${id}`, token, patch),
    getDailyReport: (token: string, query: ReportQuery) => call<DailyReport>('GET', `/reports/daily?${reportSearch(query)}`, token),
    downloadReportCsv: (token: string, kind: ReportCsvKind, query: ReportQuery) =>
      download(`/reports/${kind}.csv?${reportSearch(query)}`, token, `${kind === 'orders' ? 'zamowienia' : 'pozycje'}-${query.from}_${query.to ?? query.from}.csv`),
    // Promo codes (D105): never deleted once used; `active: false` switches one off.
    getPromotions: (token: string) => call<PromotionList>('GET', '/promotions', token),
    createPromotion: (token: string, body: PromotionCreate) => call<Promotion>('POST', '/promotions', token, body),
    patchPromotion: (token: string, id: number, patch: PromotionPatch) => call<Promotion>('PATCH', `/promotions/${id}`, token, patch),
    getAudit: (token: string, limit = 50) => call<{ data: AuditEntry[] }>('GET', `/audit?limit=${limit}`, token),
    getReleases: (token: string) => call<ReleaseList>('GET', '/releases', token),
    getRelease: (token: string, id: string) => call<ReleaseDetail>('GET', `/releases/${encodeURIComponent(id)}`, token),
    publish: (token: string) => call<PublishAccepted>('POST', '/releases', token),
    rollback: (token: string, id: string) => call<ReleaseSummary>('POST', `/releases/${encodeURIComponent(id)}/rollback`, token),
  };
}

export type StaffApi = ReturnType<typeof createStaffApi>;
