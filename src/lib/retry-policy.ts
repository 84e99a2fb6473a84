/**
 * When and how long the shop API client waits before asking again (docs/behaviour.md §9: statuses 429,
 * 500, 502, 503, 504, 509; base delay 100 ms, 500 ms when throttled; at most 20 s a wait).
 * Pure functions and constants: shop-api.ts applies them, tests check them without a clock.
 */
import { backoffMs } from '../../domain/rules/backoff';

/** Answers that mean "not now" rather than "no": the same request may well succeed later. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([429, 500, 502, 503, 504, 509]);

export interface RetryPolicy {
  /**
   * Attempts in all, the first included. 4 means waits of 100 + 200 + 400 ms (0.7 s) after
   * a failure, or 0.5 + 1 + 2 s (3.5 s) when throttled: long enough to ride out a dropped
   * packet, a restarting API instance or a short burst of throttling, short enough that a
   * customer who pressed "Zamawiam" sees an answer within seconds and can act on it (the
   * basket is kept). A fifth attempt would add 0.8 s (4 s throttled) for little gain.
   */
  maxAttempts: number;
  baseDelayMs: number;
  /** Base after a 429: a throttling server needs more room than a flaky network. */
  throttledBaseDelayMs: number;
  /** No single wait is longer, whatever the backoff or the server's Retry-After say. */
  maxDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 4,
  baseDelayMs: 100,
  throttledBaseDelayMs: 500,
  maxDelayMs: 20_000,
};

/** Polish give-up messages: what the customer can do next, and that nothing was lost. */
export const NO_CONNECTION_MESSAGE =
  'Brak połączenia z internetem. Sprawdź połączenie i spróbuj ponownie — Twój koszyk został zachowany.';
export const SERVER_UNAVAILABLE_MESSAGE = 'Serwer restauracji chwilowo nie odpowiada. Spróbuj ponownie za chwilę.';

/** ShopApiError status of a request that never got an answer, and its codes: */
export const NETWORK_ERROR_STATUS = 0;
/** the device says it is offline; */
export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';
/** the device is online but the server did not answer (down, unreachable, refused). */
export const SERVER_UNREACHABLE_CODE = 'SERVER_UNREACHABLE';

/** fetch rejects with a TypeError when there is no answer at all (offline, DNS, refused, CORS). */
export const isNetworkError = (err: unknown): boolean => err instanceof TypeError;

export const isRetryStatus = (status: number): boolean => RETRY_STATUSES.has(status);

/**
 * Whether a request may be sent twice. GETs change nothing; an order carries its
 * Idempotency-Key, so the API answers a repeat with the first order. Everything sent with a
 * person's credentials is sent once: customer-data POST/PUTs are not idempotent, and staff
 * calls (status changes, their lists) must show the member of staff exactly what happened.
 */
export function isIdempotentRequest(method: string, path: string, headers: HeadersInit | undefined): boolean {
  if (hasHeader(headers, 'Idempotency-Key')) return true;
  const safe = method === 'GET' || method === 'HEAD';
  return safe && !hasHeader(headers, 'Authorization') && !/\/staff(\/|$)/.test(path);
}

/** Any HeadersInit shape, without the Headers class (jsdom test pages have none). */
function hasHeader(headers: HeadersInit | undefined, name: string): boolean {
  if (!headers) return false;
  const wanted = name.toLowerCase();
  if (typeof (headers as Headers).has === 'function') return (headers as Headers).has(name);
  const entries = Array.isArray(headers) ? headers : Object.entries(headers);
  return entries.some(([key, value]) => key.toLowerCase() === wanted && value !== undefined);
}

/**
 * Retry-After in ms: delta-seconds or an HTTP date (RFC 9110 10.2.3); undefined when
 * absent or unreadable, so the backoff applies.
 */
export function parseRetryAfter(value: string | null | undefined, now: number): number | undefined {
  if (!value) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * The wait before retry number `retry` (1 for the first retry): the shared backoff from the
 * policy's base (the throttled one after a 429), the server's Retry-After instead when it sent
 * one, never above maxDelayMs.
 */
export const retryDelay = (retry: number, status: number | undefined, retryAfterMs: number | undefined, policy = DEFAULT_RETRY_POLICY): number =>
  Math.min(policy.maxDelayMs, retryAfterMs ?? backoffMs(retry, status === 429 ? policy.throttledBaseDelayMs : policy.baseDelayMs, policy.maxDelayMs));

export const realSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
