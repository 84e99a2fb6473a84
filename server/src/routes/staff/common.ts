/** Pieces every staff route file shares: error answers, limits, and checks JSON schema cannot word well. */
import type { FastifyInstance } from 'fastify';
import { ErrorResponse } from '../../../../domain/contract/common';
import { HttpError } from '../../plugins/app/errors';

export const staffErrors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };

/**
 * Staff writes are signed in and come in bursts (a dozen items sold out at 18:00, one tablet's
 * address for the whole counter): four times what one customer may POST, still a cap for a
 * runaway script.
 */
export function staffWriteLimit(app: FastifyInstance) {
  return { rateLimit: { max: app.config.postRateLimitPerMinute * 4, timeWindow: '1 minute' } };
}

/** ?limit=N (domain/contract/common.ts LimitQuery): the upper bound is checked here. */
export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 200;

export function readLimit(value: string | undefined): number {
  const limit = Number(value ?? DEFAULT_LIMIT);
  if (limit > MAX_LIMIT) throw new HttpError(400, `querystring/limit must be <= ${MAX_LIMIT}`, undefined, 'querystring/limit');
  return limit;
}

/** Zł with at most 2 decimals: 12.5 and 12.50 pass, 12.505 does not (float noise tolerated). */
export function assertTwoDecimals(value: number, field: string): void {
  if (Math.abs(value * 100 - Math.round(value * 100)) > 1e-6) {
    throw new HttpError(400, `${field} must have at most 2 decimal places`, undefined, field);
  }
}

/** Required text must hold something visible: '   ' is no title. */
export function assertNotBlank(value: string, field: string): void {
  if (value.trim() === '') throw new HttpError(400, `${field} must not be blank`, undefined, field);
}

/**
 * A link or image on a customer page: a path of this site ('/menu/') or an https URL. Not
 * '//host' or '/\host' (browsers read both as another site), not javascript: or data:.
 */
export function assertSiteLink(value: string, field: string, allowEmpty: boolean): void {
  if (allowEmpty && value === '') return;
  const sitePath = /^\/(?![/\\])\S*$/.test(value);
  let https = false;
  try {
    https = /^https:\/\/\S+$/.test(value) && new URL(value).protocol === 'https:';
  } catch {
    https = false;
  }
  if (!sitePath && !https) {
    throw new HttpError(400, `${field} must be a site path starting with '/' or an https:// URL${allowEmpty ? ", or ''" : ''}`, undefined, field);
  }
}
