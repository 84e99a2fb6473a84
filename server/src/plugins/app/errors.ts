/**
 * One error shape for every API answer: { statusCode, error, message }. Validation errors name
 * the field (e.g. "body/email must match format \"email\""); 5xx details stay in the log.
 */
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(statusCode).send({
        statusCode,
        error: STATUS_CODES[statusCode] ?? 'Internal Server Error',
        message: 'Internal server error',
      });
    }
    return reply.status(statusCode).send({
      statusCode,
      error: STATUS_CODES[statusCode] ?? 'Error',
      message: error.message,
      ...(error instanceof HttpError && error.code ? { code: error.code } : {}),
    });
  });
}

/** An error a route throws on purpose: status, message for the client, optional code. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}
