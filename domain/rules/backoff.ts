/**
 * How long to wait before asking again: the one formula of the site's API retries, its live
 * feed's reconnects and the server's mail retries. Each caller keeps its own numbers (the
 * shop API 100 ms / 500 ms throttled up to 20 s, the live feed 1 s up to 30 s, the mail
 * queue MAIL_RETRY_SECONDS up to an hour). No random jitter: none of them can stampede a server
 * (one customer's few requests, one feed per tab, one queue), and exact waits are testable.
 */

/** The wait before retry number `retry` (1 for the first): `baseMs` doubled for each retry
 *  before it, never above `maxMs`. A retry below 1 waits `baseMs`. */
export const backoffMs = (retry: number, baseMs: number, maxMs: number): number =>
  Math.min(maxMs, baseMs * 2 ** Math.max(0, retry - 1));
