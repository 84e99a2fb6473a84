/**
 * The one way out to Przelewy24 (REST API v1): register a transaction, check a notification,
 * verify, refund, look a transaction up. Nothing here knows whether the other end is P24's
 * sandbox, production, or our stand-in (local-p24.ts): same paths, same JSON, same signs.
 *
 * The contract as pinned (field lists and signs live in p24-contract.ts):
 *  - Addresses: sandbox https://sandbox.przelewy24.pl, production https://secure.przelewy24.pl;
 *    payment page {base}/trnRequest/{token}.
 *    https://developers.przelewy24.pl/index.php?en#tag/Transaction-service-API (servers, register)
 *  - Auth: HTTP Basic, user = posId, password = API key ("secretId", the reports key).
 *    https://developers.przelewy24.pl/index.php?en#section/Authentication (components.securitySchemes)
 *  - Sign: sha384 hex of JSON of named fields in order, crc last; json_encode with
 *    JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES. https://developers.przelewy24.pl/index.php?en#tag/Calculating-Sign
 *    and the calculator https://developers.przelewy24.pl/html/en_calculate_sign.html
 *  - register: POST /api/v1/transaction/register {merchantId, posId, sessionId, amount, currency,
 *    description, email, country, language, urlReturn, urlStatus, timeLimit (0-99 min), encoding,
 *    sign} with sign over {sessionId, merchantId, amount, currency, crc} -> 200 {data: {token},
 *    responseCode: 0}. (TransactionRequestBody1, same place.)
 *  - notification to urlStatus (JSON, only for correct payments, repeated after 3, 5, 15, 30, 60,
 *    150, 450 min until verified): {merchantId, posId, sessionId, amount, originAmount, currency,
 *    orderId, methodId, statement, sign}, sign over those fields in that order + crc.
 *    https://developers.przelewy24.pl/index.php?en#tag/Notification (TransactionResult)
 *  - verify: PUT /api/v1/transaction/verify {merchantId, posId, sessionId, amount, currency,
 *    orderId, sign}, sign over {sessionId, orderId, amount, currency, crc} -> 200 {data: {status:
 *    'success'}, responseCode: 0}. Until verified, the money is not settled to the merchant.
 *  - refund: POST /api/v1/transaction/refund {requestId (<=45), refunds: [{orderId, sessionId,
 *    amount, description (<=35)}], refundsUuid (<=35), urlStatus} -> 201 {data: [{..., status:
 *    true, message}]}; 400 'Request already exists' for a repeated requestId; 409 {error: [items
 *    with status false and message], code: 409}; 500 'Unknown error'.
 *    https://developers.przelewy24.pl/index.php?en#tag/Additional-API-functionality
 *  - refund notification: {orderId, sessionId, merchantId, requestId, refundsUuid, amount,
 *    currency, timestamp, status (0 done, 1 rejected), sign}, sign over {orderId, sessionId,
 *    refundsUuid, merchantId, amount, currency, status, crc}.
 *    https://developers.przelewy24.pl/index.php?en#tag/RefundNotification (TransactionRefundResult)
 *  - lookup: GET /api/v1/transaction/by/sessionId/{sessionId} -> 200 {data: {orderId, sessionId,
 *    status (0 no payment, 1 advance, 2 paid, 3 returned), amount, currency, statement, ...}};
 *    404 {error: 'Transaction not found', responseCode: 0}.
 *  - errors: 400 {error: 'Invalid input data', code: 400}, 401 {error: 'Incorrect
 *    authentication', code: 401}.
 * The docs above were read as P24's own OpenAPI file ("Przelewy24 REST API Documentation"
 * 1.0.16, mirrored at github.com/api-evangelist/przelewy24 openapi/_original/openapi.yml), and
 * checked against maintained clients: github.com/mnastalski/przelewy24-php (src/Api/Requests/
 * TransactionRequests.php, TransactionStatusNotification.php, RefundNotification.php and their
 * tests, whose signs we pin), github.com/ingameltd/node-przelewy24 (src/p24/P24.ts), and
 * github.com/zagi/przelewy24-ts-sdk (tests/crypto.test.ts, the register vector we pin).
 */
import {
  basicAuthorization, isText, isWholeNumber, notificationSign, P24_ERROR_TEXT, P24_LIMITS, P24_PATHS, P24_TRANSACTION_STATUS,
  readNotification, readRefundNotification, refundNotificationSign, registerSign, signsEqual, verifySign,
  type NotificationBody, type P24TransactionStatus, type P24TransactionStatusCode, type RefundNotificationBody,
  type RefundRequest, type RefundResultItem, type RegisterRequest, type VerifyRequest,
} from './p24-contract';

const CURRENCY = 'PLN';
const DEFAULT_TIMEOUT_MS = 15_000;

export type P24Operation = 'register' | 'verify' | 'refund' | 'transactionBySession' | 'testAccess';

/**
 * A call to P24 that did not give what we asked. `kind` is what the caller can do about it:
 * 'retry-later' (no answer, a timeout, 5xx, 408/429, or an answer we cannot read: the outcome
 * is unknown; verify, lookup and refund (same requestId) may be repeated as they are, a
 * register is repeated with a new sessionId) or 'refused' (4xx: P24 said no and will say it
 * again; also our own check of an argument before sending).
 */
export class P24Error extends Error {
  override name = 'P24Error';
  constructor(
    readonly operation: P24Operation,
    readonly kind: 'retry-later' | 'refused',
    /** Undefined when no answer came (network, timeout) or we refused before sending. */
    readonly httpStatus: number | undefined,
    /** P24's `code` (or `responseCode`) and `error` text, when its answer had them. */
    readonly p24Code: number | undefined,
    readonly p24Message: string,
    options?: { cause?: unknown },
  ) {
    super(`P24 ${operation}: ${httpStatus ?? 'no answer'} ${p24Message}`, options);
  }
  get retryLater(): boolean {
    return this.kind === 'retry-later';
  }
  static invalidArgument(op: P24Operation, message: string) {
    return new P24Error(op, 'refused', undefined, undefined, message);
  }
  static unreachable(op: P24Operation, cause: unknown) {
    const timedOut = cause instanceof Error && (cause.name === 'TimeoutError' || cause.name === 'AbortError');
    return new P24Error(op, 'retry-later', undefined, undefined, timedOut ? 'timed out' : `unreachable (${String(cause)})`, { cause });
  }
  static unexpected(op: P24Operation, status: number, message: string) {
    return new P24Error(op, 'retry-later', status, undefined, `unexpected answer: ${message}`);
  }
}

/** A notification that must change nothing: answer it 4xx and log it. */
export class P24NotificationRejected extends Error {
  override name = 'P24NotificationRejected';
  constructor(
    readonly reason: 'malformed' | 'wrong-merchant' | 'wrong-pos' | 'wrong-sign',
    detail: string,
  ) {
    super(`P24 notification rejected (${reason}): ${detail}`);
  }
}

/** The JSON of a 2xx answer, or the typed error of any other. */
async function readAnswer(op: P24Operation, response: Response): Promise<{ status: number; json: unknown }> {
  const text = await response.text().catch(() => '');
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (response.ok) {
    if (json === undefined) throw P24Error.unexpected(op, response.status, 'not JSON');
    return { status: response.status, json };
  }
  const body = (json ?? {}) as { error?: unknown; code?: unknown; responseCode?: unknown };
  const code = isWholeNumber(body.code) ? body.code : isWholeNumber(body.responseCode) ? body.responseCode : undefined;
  // A refund's 409 carries an array of items, each with its own message.
  const message = isText(body.error) ? body.error : body.error !== undefined ? JSON.stringify(body.error) : text.slice(0, 200) || response.statusText;
  const retry = response.status >= 500 || response.status === 429 || response.status === 408;
  throw new P24Error(op, retry ? 'retry-later' : 'refused', response.status, code, message);
}

export interface P24Settings {
  /** https://sandbox.przelewy24.pl, https://secure.przelewy24.pl, or the stand-in's address. */
  baseUrl: string;
  merchantId: number;
  posId: number;
  crc: string;
  apiKey: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export type P24Notification = Omit<NotificationBody, 'sign'>;
export type P24RefundNotification = Omit<RefundNotificationBody, 'sign'>;

export interface P24TransactionState {
  status: P24TransactionStatus;
  statusCode: P24TransactionStatusCode;
  orderId: number;
  /** Grosze. */
  amount: number;
  currency: string;
}

export type P24RefundOutcome = { alreadyRequested: false; item: RefundResultItem } | { alreadyRequested: true };

export interface P24Client {
  registerTransaction(input: {
    sessionId: string;
    amountGrosze: number;
    description: string;
    email: string;
    urlReturn: string;
    urlStatus: string;
    timeLimitMinutes: number;
  }): Promise<{ token: string; redirectUrl: string }>;
  /** The notification P24 POSTed to urlStatus, checked (shape, merchant, POS, sign); throws P24NotificationRejected. */
  verifyNotification(body: unknown): P24Notification;
  verifyRefundNotification(body: unknown): P24RefundNotification;
  /** Confirms a notified payment (only then is the money ours); true, or throws P24Error. */
  verifyTransaction(input: { sessionId: string; orderId: number; amountGrosze: number }): Promise<true>;
  /** A repeated requestId is answered { alreadyRequested: true }: retrying a refund is safe. */
  refund(input: {
    requestId: string;
    /** Our id of the batch, <= 35 characters; defaults to requestId. */
    refundsUuid?: string;
    orderId: number;
    sessionId: string;
    amountGrosze: number;
    description: string;
    urlStatus: string;
  }): Promise<P24RefundOutcome>;
  /** What P24 knows of a session (reconciliation); undefined when it knows none. */
  transactionBySession(sessionId: string): Promise<P24TransactionState | undefined>;
  /** True when the address and credentials work (a start-up check). */
  testAccess(): Promise<true>;
}

function requireText(operation: P24Operation, name: string, value: string, max: number): void {
  if (!value || value.length > max) throw P24Error.invalidArgument(operation, `${name} must be 1-${max} characters`);
}
function requireGrosze(operation: P24Operation, value: number): void {
  if (!Number.isSafeInteger(value) || value <= 0) throw P24Error.invalidArgument(operation, 'amount must be whole grosze above 0');
}

export function createP24Client(settings: P24Settings): P24Client {
  const baseUrl = settings.baseUrl.replace(/\/+$/, '');
  const { merchantId, posId, crc } = settings;
  const fetchFn = settings.fetch ?? fetch;
  const timeoutMs = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const authorization = basicAuthorization(posId, settings.apiKey);

  async function call(operation: P24Operation, method: string, path: string, body?: unknown) {
    let response: Response;
    try {
      response = await fetchFn(`${baseUrl}${path}`, {
        method,
        headers: { authorization, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw P24Error.unreachable(operation, err);
    }
    return readAnswer(operation, response);
  }

  return {
    async registerTransaction(input) {
      const op = 'register';
      requireText(op, 'sessionId', input.sessionId, P24_LIMITS.sessionId);
      requireGrosze(op, input.amountGrosze);
      requireText(op, 'description', input.description, P24_LIMITS.description);
      requireText(op, 'email', input.email, P24_LIMITS.email);
      requireText(op, 'urlReturn', input.urlReturn, P24_LIMITS.url);
      requireText(op, 'urlStatus', input.urlStatus, P24_LIMITS.url);
      if (!Number.isInteger(input.timeLimitMinutes) || input.timeLimitMinutes < 0 || input.timeLimitMinutes > P24_LIMITS.timeLimitMinutes) {
        throw P24Error.invalidArgument(op, 'timeLimitMinutes must be 0-99');
      }
      const body: RegisterRequest = {
        merchantId,
        posId,
        sessionId: input.sessionId,
        amount: input.amountGrosze,
        currency: CURRENCY,
        description: input.description,
        email: input.email,
        country: 'PL',
        language: 'pl',
        urlReturn: input.urlReturn,
        urlStatus: input.urlStatus,
        timeLimit: input.timeLimitMinutes,
        encoding: 'UTF-8',
        sign: registerSign({ sessionId: input.sessionId, merchantId, amount: input.amountGrosze, currency: CURRENCY, crc }),
      };
      const answer = await call(op, 'POST', P24_PATHS.register, body);
      const token = (answer.json as { data?: { token?: unknown } } | undefined)?.data?.token;
      if (!isText(token) || !token) throw P24Error.unexpected(op, answer.status, 'no token in the answer');
      return { token, redirectUrl: `${baseUrl}${P24_PATHS.paymentPage(token)}` };
    },

    verifyNotification(body) {
      const n = readNotification(body);
      if (!n) throw new P24NotificationRejected('malformed', 'a field is missing or of the wrong type');
      if (n.merchantId !== merchantId) throw new P24NotificationRejected('wrong-merchant', `merchantId ${n.merchantId} is not ours`);
      if (n.posId !== posId) throw new P24NotificationRejected('wrong-pos', `posId ${n.posId} is not ours`);
      const { sign, ...fields } = n;
      if (!signsEqual(notificationSign({ ...fields, crc }), sign)) throw new P24NotificationRejected('wrong-sign', 'the sign does not match our CRC key');
      return fields;
    },

    verifyRefundNotification(body) {
      const n = readRefundNotification(body);
      if (!n) throw new P24NotificationRejected('malformed', 'a field is missing or of the wrong type');
      if (n.merchantId !== merchantId) throw new P24NotificationRejected('wrong-merchant', `merchantId ${n.merchantId} is not ours`);
      const { sign, ...fields } = n;
      if (!signsEqual(refundNotificationSign({ ...fields, crc }), sign)) throw new P24NotificationRejected('wrong-sign', 'the sign does not match our CRC key');
      return fields;
    },

    async verifyTransaction(input) {
      const op = 'verify';
      requireGrosze(op, input.amountGrosze);
      const { sessionId, orderId } = input;
      const amount = input.amountGrosze;
      const body: VerifyRequest = {
        merchantId, posId, sessionId, amount, currency: CURRENCY, orderId,
        sign: verifySign({ sessionId, orderId, amount, currency: CURRENCY, crc }),
      };
      const answer = await call(op, 'PUT', P24_PATHS.verify, body);
      const status = (answer.json as { data?: { status?: unknown } } | undefined)?.data?.status;
      if (status !== 'success') throw P24Error.unexpected(op, answer.status, `status ${JSON.stringify(status)} instead of 'success'`);
      return true;
    },

    async refund(input) {
      const op = 'refund';
      const refundsUuid = input.refundsUuid ?? input.requestId;
      requireText(op, 'requestId', input.requestId, P24_LIMITS.refundRequestId);
      requireText(op, 'refundsUuid', refundsUuid, P24_LIMITS.refundsUuid);
      requireText(op, 'urlStatus', input.urlStatus, P24_LIMITS.url);
      requireGrosze(op, input.amountGrosze);
      const body: RefundRequest = {
        requestId: input.requestId,
        // P24 shows this on the customer's bank transfer and allows 35 characters: a longer
        // text is cut rather than the refund refused.
        refunds: [{ orderId: input.orderId, sessionId: input.sessionId, amount: input.amountGrosze, description: input.description.slice(0, P24_LIMITS.refundDescription) }],
        refundsUuid,
        urlStatus: input.urlStatus,
      };
      try {
        const answer = await call(op, 'POST', P24_PATHS.refund, body);
        const item = (answer.json as { data?: RefundResultItem[] } | undefined)?.data?.[0];
        if (!item) throw P24Error.unexpected(op, answer.status, 'no refund item in the answer');
        if (item.status !== true) throw new P24Error(op, 'refused', answer.status, undefined, String(item.message));
        return { alreadyRequested: false, item };
      } catch (err) {
        // The same requestId again (our retry after a lost answer): P24 already has the refund.
        if (err instanceof P24Error && err.httpStatus === 400 && err.p24Message === P24_ERROR_TEXT.refundRequestExists) {
          return { alreadyRequested: true };
        }
        throw err;
      }
    },

    async transactionBySession(sessionId) {
      const op = 'transactionBySession';
      try {
        const answer = await call(op, 'GET', P24_PATHS.bySessionId(sessionId));
        const data = (answer.json as { data?: Record<string, unknown> } | undefined)?.data;
        const code = data?.status;
        if (!data || !isWholeNumber(code) || !(code in P24_TRANSACTION_STATUS) || !isWholeNumber(data.amount)) {
          throw P24Error.unexpected(op, answer.status, 'no transaction status in the answer');
        }
        const statusCode = code as P24TransactionStatusCode;
        return {
          status: P24_TRANSACTION_STATUS[statusCode],
          statusCode,
          orderId: isWholeNumber(data.orderId) ? data.orderId : 0,
          amount: data.amount,
          currency: isText(data.currency) ? data.currency : CURRENCY,
        };
      } catch (err) {
        // P24's own 404 is JSON ({ error, responseCode }); an HTML 404 means a wrong baseUrl, not an unknown session.
        if (err instanceof P24Error && err.httpStatus === 404 && err.p24Code !== undefined) return undefined;
        throw err;
      }
    },

    async testAccess() {
      const answer = await call('testAccess', 'GET', P24_PATHS.testAccess);
      if ((answer.json as { data?: unknown } | undefined)?.data !== true) throw P24Error.unexpected('testAccess', answer.status, 'data is not true');
      return true;
    },
  };
}
