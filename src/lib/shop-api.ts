/**
 * The one place in the site that calls fetch. Thunks receive this object as the thunk extra
 * argument, so tests hand them a fake or a client pointed at a real local server.
 */
import type {
  CarouselSlide,
  CustomerDetails,
  DeliveryPrices,
  DeliveryTimes,
  DeliveryZone,
  OpeningHours,
  OrderBody,
  PaymentRedirect,
  PaymentReturn,
  PlacedOrder,
  PublicOrder,
  HistoryQuery,
  MenuItem,
  Notice,
  OrderHistory,
  PickupSettings,
  RestaurantInfo,
  WelcomeText,
} from './shop-api-types';
import type { Fulfilment } from '../../domain/rules/fulfilment';
import {
  DEFAULT_RETRY_POLICY,
  NETWORK_ERROR_CODE,
  NETWORK_ERROR_STATUS,
  NO_CONNECTION_MESSAGE,
  SERVER_UNAVAILABLE_MESSAGE,
  SERVER_UNREACHABLE_CODE,
  isIdempotentRequest,
  isNetworkError,
  isRetryStatus,
  parseRetryAfter,
  realSleep,
  retryDelay,
  type RetryPolicy,
} from './retry-policy';

type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface ShopApiOptions {
  /** Origin of the API; '' means the site's own origin (the server serves both). */
  baseUrl?: string;
  /** '/shop' in production, '/dev-shop' against a development backend. */
  shopBase?: string;
  fetch?: FetchLike;
  /** Waits between retries; tests pass a fake that records the delays and returns at once. */
  sleep?: (ms: number) => Promise<void>;
  /** Overrides of the retry policy (retry-policy.ts explains the defaults). */
  retry?: Partial<RetryPolicy>;
  /** Whether the device says it is online: picks the give-up message of a request that got no answer. */
  isOnline?: () => boolean;
  /** The clock for HTTP-date Retry-After headers. */
  now?: () => number;
}

const browserOnline = (): boolean => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * A non-2xx answer. `message` is the API's own JSON message when it sent one; `code` and
 * `field` are its machine-readable reason and the field it concerns (e.g. 'OUT_OF_ZONE',
 * 'body/address/postalCode'), when given.
 */
export class ShopApiError extends Error {
  readonly status: number;
  readonly path: string;
  readonly code?: string;
  readonly field?: string;
  /**
   * The API's own message when `message` is the client's give-up text instead (a retry status
   * that kept failing): a caller that knows the `code` may show it (PAYMENT_UNAVAILABLE).
   */
  readonly serverMessage?: string;

  constructor(status: number, message: string, path: string, code?: string, field?: string, cause?: unknown, serverMessage?: string) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'ShopApiError';
    this.status = status;
    this.path = path;
    this.code = code;
    this.field = field;
    this.serverMessage = serverMessage;
  }
}

interface ErrorDetails {
  message: string;
  code?: string;
  field?: string;
}

const stringOrUndefined = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

async function readError(response: Response): Promise<ErrorDetails> {
  const fallback = `Response not successful: Received status code ${response.status}`;
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object') {
      const b = body as Record<string, unknown>;
      return { message: stringOrUndefined(b.message) ?? fallback, code: stringOrUndefined(b.code), field: stringOrUndefined(b.field) };
    }
  } catch {
    // Not JSON (a proxy's HTML error page, an empty body): the status says enough.
  }
  return { message: fallback };
}

export interface PlaceOrderOptions {
  /** One per checkout attempt: a retry with the same key returns the first order. */
  idempotencyKey: string;
  /** A signed-in customer's ID token links the order to their history. */
  token?: string;
}

export function createShopApi({
  baseUrl = process.env.GATSBY_SHOP_API_URL ?? '',
  shopBase = process.env.GATSBY_SHOP_BASE ?? '/shop',
  fetch: fetchImpl,
  sleep = realSleep,
  retry,
  isOnline = browserOnline,
  now = Date.now,
}: ShopApiOptions = {}) {
  const policy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...retry };
  // Resolved per call, not at creation: during SSR there may be no global fetch to bind.
  const doFetch: FetchLike = (input, init) => (fetchImpl ?? globalThis.fetch)(input, init);

  /**
   * One call, retried when it is idempotent and the failure is passing (retry-policy.ts):
   * a network error or a RETRY_STATUSES answer. What still fails then leaves with a Polish
   * message the customer can act on, keeping the status and code for callers (status 0 and
   * code NETWORK_ERROR when there was no answer at all). Other 4xx are never retried.
   */
  async function request<T>(path: string, init: RequestInit, read: (response: Response) => Promise<T> = (r) => r.json() as Promise<T>): Promise<T> {
    const method = (init.method ?? 'GET').toUpperCase();
    const attempts = isIdempotentRequest(method, path, init.headers) ? Math.max(1, policy.maxAttempts) : 1;
    for (let attempt = 1; ; attempt += 1) {
      let response: Response;
      try {
        response = await doFetch(`${baseUrl}${path}`, init);
      } catch (err) {
        if (!isNetworkError(err)) throw err; // an abort or a bug, not the network
        if (attempt >= attempts) {
          const [message, reason] = isOnline()
            ? [SERVER_UNAVAILABLE_MESSAGE, SERVER_UNREACHABLE_CODE]
            : [NO_CONNECTION_MESSAGE, NETWORK_ERROR_CODE];
          throw new ShopApiError(NETWORK_ERROR_STATUS, message, path, reason, undefined, err);
        }
        await sleep(retryDelay(attempt, undefined, undefined, policy));
        continue;
      }
      if (response.ok) return read(response); // JSON, or a file's bytes for a download
      const { message, code, field } = await readError(response);
      if (!isRetryStatus(response.status)) throw new ShopApiError(response.status, message, path, code, field);
      if (attempt >= attempts) throw new ShopApiError(response.status, SERVER_UNAVAILABLE_MESSAGE, path, code, field, undefined, message);
      const retryAfter = parseRetryAfter(response.headers?.get('Retry-After'), now());
      await sleep(retryDelay(attempt, response.status, retryAfter, policy));
    }
  }

  const get = <T>(path: string) => request<T>(path, { method: 'GET', headers: { Accept: 'application/json' } });

  /** A signed-in customer's call: JSON body and the Cognito ID token as Bearer. */
  const send = <T>(method: 'POST' | 'PUT', path: string, token: string, body: unknown) =>
    request<T>(path, {
      method,
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });

  return {
    // The request helper and base, for sibling gateways built on them (shop-api-staff.ts).
    request,
    shopBase,
    getWelcomeText: () => get<WelcomeText>(`${shopBase}/welcomeText/`),
    // Carousel and delivery live outside the shop base on both backends.
    getCarousel: () => get<CarouselSlide[]>('/carousel/'),
    getDeliveryPrices: () => get<DeliveryPrices>('/delivery/'),
    getNotice: () => get<Notice>(`${shopBase}/close`),
    getRestaurantInfo: () => get<RestaurantInfo>(`${shopBase}/restaurant`),
    getSets: () => get<MenuItem[]>(`${shopBase}/sushiSet`),
    getProducts: () => get<MenuItem[]>(`${shopBase}/product`),
    getIngredients: () => get<MenuItem[]>(`${shopBase}/ingredient`),
    getMenuSets: () => get<MenuItem[]>(`${shopBase}/menu/sushiSet`),
    getMenuProducts: () => get<MenuItem[]>(`${shopBase}/menu/product`),
    getMenuIngredients: () => get<MenuItem[]>(`${shopBase}/menu/ingredient`),
    // The customer's own data: every call names the token's e-mail (the API answers 403 otherwise).
    createCustomer: (token: string, data: CustomerDetails) => send<CustomerDetails>('POST', `${shopBase}/client`, token, data),
    /** 404 (ShopApiError) when the customer has no details yet. */
    getCustomerDetails: (token: string, email: string) => send<CustomerDetails>('POST', `${shopBase}/client/data`, token, { email }),
    updateCustomerDetails: (token: string, data: CustomerDetails) => send<CustomerDetails>('PUT', `${shopBase}/client/data`, token, data),
    getCustomerHistory: (token: string, query: HistoryQuery) =>
      send<OrderHistory>('POST', `${shopBase}/client/history`, token, query),
    /** 201 a new order, 200 the first order of a retried key; ShopApiError with code/field otherwise. */
    placeOrder: (body: OrderBody, { idempotencyKey, token }: PlaceOrderOptions) =>
      request<PlacedOrder>(`${shopBase}/order`, {
        method: 'POST',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          'Idempotency-Key': idempotencyKey,
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      }),
    getOrder: (publicId: string) => get<PublicOrder>(`${shopBase}/order/${encodeURIComponent(publicId)}`),
    /**
     * Where to pay (again) an order awaiting its online payment or past its time to pay;
     * 409 ORDER_NOT_PAYABLE otherwise, 503 PAYMENT_UNAVAILABLE while the gateway is down.
     * Not retried: each call opens a new payment attempt.
     */
    payOrder: (publicId: string) =>
      request<PaymentRedirect>(`${shopBase}/order/${encodeURIComponent(publicId)}/payment`, { method: 'POST', headers: { Accept: 'application/json' } }),
    /** Back from Przelewy24: how the newest attempt ended (D106); 404 ORDER_NOT_FOUND. */
    paymentReturn: (publicId: string) =>
      request<PaymentReturn>(`${shopBase}/order/${encodeURIComponent(publicId)}/payment/return`, { method: 'POST', headers: { Accept: 'application/json' } }),
    /** The customer pays the rider instead: the order's public view, now 'new' and 'cash'; 409 ORDER_NOT_PAYABLE otherwise. */
    payOrderInCash: (publicId: string) =>
      request<PublicOrder>(`${shopBase}/order/${encodeURIComponent(publicId)}/cash`, { method: 'POST', headers: { Accept: 'application/json' } }),
    /** 422 ShopApiError with code 'OUT_OF_ZONE' when no zone delivers there. */
    getDeliveryZone: (postalCode: string) =>
      get<DeliveryZone>(`${shopBase}/delivery-zone?postalCode=${encodeURIComponent(postalCode)}`),
    getOpeningHours: () => get<OpeningHours>(`${shopBase}/opening-hours`),
    /** Delivery's times, or pickup's (asap = now + preparation time, D95). */
    getDeliveryTimes: (fulfilment: Fulfilment = 'delivery') =>
      get<DeliveryTimes>(`${shopBase}/delivery-times${fulfilment === 'pickup' ? '?fulfilment=pickup' : ''}`),
    /** Whether pickup is offered and on what terms (D95). */
    getPickupSettings: () => get<PickupSettings>(`${shopBase}/pickup`),
  };
}

export type ShopApi = ReturnType<typeof createShopApi>;
