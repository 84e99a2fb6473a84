/**
 * Przelewy24 REST API v1, as data: addresses, the JSON shapes of each call and answer, and the
 * `sign` of each signed message. Pure functions on node:crypto only, the one home of these rules:
 * the client (p24-client.ts), the local stand-in (local-p24.ts) and the tests all use them.
 * The sources of every field list are quoted at the top of p24-client.ts.
 *
 * A sign is the SHA-384 hex of the JSON of named fields in a fixed order, the CRC key last. P24
 * documents it as PHP's json_encode(..., JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES):
 * compact, '/' and non-ASCII written as they are. That is JSON.stringify, except for U+2028 and
 * U+2029, which PHP (since 7.1, without JSON_UNESCAPED_LINE_TERMINATORS) still escapes.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

export const P24_SANDBOX_URL = 'https://sandbox.przelewy24.pl';
export const P24_PRODUCTION_URL = 'https://secure.przelewy24.pl';

export const P24_PATHS = {
  register: '/api/v1/transaction/register',
  verify: '/api/v1/transaction/verify',
  refund: '/api/v1/transaction/refund',
  testAccess: '/api/v1/testAccess',
  bySessionId: (sessionId: string) => `/api/v1/transaction/by/sessionId/${encodeURIComponent(sessionId)}`,
  /** The customer's payment page (not under /api). */
  paymentPage: (token: string) => `/trnRequest/${encodeURIComponent(token)}`,
} as const;

/** Field lengths P24 documents; longer values are refused by them, so we refuse them first. */
export const P24_LIMITS = {
  sessionId: 100,
  description: 1024,
  email: 50,
  url: 250,
  timeLimitMinutes: 99,
  refundRequestId: 45,
  refundsUuid: 35,
  refundDescription: 35,
} as const;

// ---- the fields of each sign, in the order P24 hashes them ----

export const REGISTER_SIGN_FIELDS = ['sessionId', 'merchantId', 'amount', 'currency', 'crc'] as const;
export const VERIFY_SIGN_FIELDS = ['sessionId', 'orderId', 'amount', 'currency', 'crc'] as const;
export const NOTIFICATION_SIGN_FIELDS = [
  'merchantId', 'posId', 'sessionId', 'amount', 'originAmount', 'currency', 'orderId', 'methodId', 'statement', 'crc',
] as const;
export const REFUND_NOTIFICATION_SIGN_FIELDS = [
  'orderId', 'sessionId', 'refundsUuid', 'merchantId', 'amount', 'currency', 'status', 'crc',
] as const;

type SignInput<F extends readonly string[]> = { [K in F[number]]: string | number };

/** JSON as PHP's json_encode with JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES writes it. */
export function p24Json(value: unknown): string {
  return JSON.stringify(value).replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** SHA-384 hex of the JSON of `values`, taking exactly `fields` in that order (never the caller's key order). */
export function signFields<F extends readonly string[]>(fields: F, values: SignInput<F>): string {
  const ordered: Record<string, string | number> = {};
  for (const field of fields) ordered[field] = values[field as F[number]];
  return createHash('sha384').update(p24Json(ordered), 'utf8').digest('hex');
}

export const registerSign = (v: SignInput<typeof REGISTER_SIGN_FIELDS>) => signFields(REGISTER_SIGN_FIELDS, v);
export const verifySign = (v: SignInput<typeof VERIFY_SIGN_FIELDS>) => signFields(VERIFY_SIGN_FIELDS, v);
export const notificationSign = (v: SignInput<typeof NOTIFICATION_SIGN_FIELDS>) => signFields(NOTIFICATION_SIGN_FIELDS, v);
export const refundNotificationSign = (v: SignInput<typeof REFUND_NOTIFICATION_SIGN_FIELDS>) =>
  signFields(REFUND_NOTIFICATION_SIGN_FIELDS, v);

/** Compares two hex signs in constant time, so a forger learns nothing from how fast we say no. */
export function signsEqual(expected: string, received: unknown): boolean {
  if (typeof received !== 'string') return false;
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(received, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Basic auth: user = the POS id, password = the API key ("klucz do raportów", secretId). */
export const basicAuthorization = (posId: number, apiKey: string): string =>
  `Basic ${Buffer.from(`${posId}:${apiKey}`, 'utf8').toString('base64')}`;

// ---- requests and answers ----

export interface RegisterRequest {
  merchantId: number;
  posId: number;
  sessionId: string;
  /** Grosze. */
  amount: number;
  currency: string;
  description: string;
  email: string;
  country: string;
  language: string;
  urlReturn: string;
  urlStatus?: string;
  /** Minutes, 0 = no limit, at most 99. */
  timeLimit?: number;
  encoding?: string;
  sign: string;
}
export interface RegisterAnswer {
  data: { token: string };
  responseCode: number;
}

/** POSTed (JSON) by P24 to urlStatus after a correct payment only; repeated until verified. */
export interface NotificationBody {
  merchantId: number;
  posId: number;
  sessionId: string;
  amount: number;
  originAmount: number;
  currency: string;
  orderId: number;
  methodId: number;
  statement: string;
  sign: string;
}

export interface VerifyRequest {
  merchantId: number;
  posId: number;
  sessionId: string;
  amount: number;
  currency: string;
  orderId: number;
  sign: string;
}
export interface VerifyAnswer {
  data: { status: 'success' };
  responseCode: number;
}

export interface RefundItem {
  orderId: number;
  sessionId: string;
  amount: number;
  description?: string;
}
export interface RefundRequest {
  requestId: string;
  refunds: RefundItem[];
  refundsUuid: string;
  urlStatus?: string;
}
export interface RefundResultItem extends RefundItem {
  status: boolean;
  message: string;
}
/** 201 Created. */
export interface RefundAnswer {
  data: RefundResultItem[];
  responseCode: number;
}
/** 409 Conflict: every item with its own status and message. */
export interface RefundConflictAnswer {
  error: RefundResultItem[];
  code: 409;
}

/** POSTed by P24 to the refund's urlStatus (or the panel's default address). */
export interface RefundNotificationBody {
  orderId: number;
  sessionId: string;
  merchantId: number;
  requestId: string;
  refundsUuid: string;
  amount: number;
  currency: string;
  /** Unix seconds of sending. */
  timestamp: number;
  /** 0 completed, 1 rejected. */
  status: 0 | 1;
  sign: string;
}

/** GET transaction/by/sessionId: 0 no payment, 1 advance payment (paid, not verified), 2 payment made, 3 returned. */
export const P24_TRANSACTION_STATUS = { 0: 'no-payment', 1: 'advance', 2: 'paid', 3: 'returned' } as const;
export type P24TransactionStatusCode = keyof typeof P24_TRANSACTION_STATUS;
export type P24TransactionStatus = (typeof P24_TRANSACTION_STATUS)[P24TransactionStatusCode];

export interface TransactionBySessionData {
  statement: string;
  orderId: number;
  sessionId: string;
  status: P24TransactionStatusCode;
  amount: number;
  currency: string;
  date: string;
  dateOfTransaction: string;
  clientEmail: string;
  accountMD5: string;
  paymentMethod: number;
  description: string;
  clientName: string;
  clientAddress: string;
  clientCity: string;
  clientPostcode: string;
  batchId: number;
  fee: string;
}
export interface TransactionBySessionAnswer {
  data: TransactionBySessionData;
  responseCode: number;
}

/** 400 'Invalid input data', 401 'Incorrect authentication', 500 'Unknown error'; 404 by-session: { error, responseCode }. */
export interface P24ErrorAnswer {
  error: string;
  code: number;
}

export const P24_ERROR_TEXT = {
  invalidInput: 'Invalid input data',
  unauthorized: 'Incorrect authentication',
  notFound: 'Transaction not found',
  refundRequestExists: 'Request already exists',
} as const;

// ---- readers of JSON from outside: the documented shape, or undefined ----

export const isWholeNumber = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);
export const isText = (v: unknown): v is string => typeof v === 'string';

type Check = (v: unknown) => boolean;
/** `body` with exactly `shape`'s fields (extra ones dropped), when each passes its check. */
export function readShape<T>(body: unknown, shape: Record<keyof T, Check>): T | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const source = body as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [field, check] of Object.entries<Check>(shape)) {
    if (!check(source[field])) return undefined;
    out[field] = source[field];
  }
  return out as T;
}

export const readNotification = (body: unknown) =>
  readShape<NotificationBody>(body, {
    merchantId: isWholeNumber, posId: isWholeNumber, sessionId: isText, amount: isWholeNumber, originAmount: isWholeNumber,
    currency: isText, orderId: isWholeNumber, methodId: isWholeNumber, statement: isText, sign: isText,
  });

export const readRefundNotification = (body: unknown) =>
  readShape<RefundNotificationBody>(body, {
    orderId: isWholeNumber, sessionId: isText, merchantId: isWholeNumber, requestId: isText, refundsUuid: isText,
    amount: isWholeNumber, currency: isText, timestamp: isWholeNumber, status: (v) => v === 0 || v === 1, sign: isText,
  });
