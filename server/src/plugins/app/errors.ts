/**
 * One error shape for every API answer: { statusCode, error, message, code?, field? }.
 * Validation errors name the field (e.g. "body/email must match format \"email\""); the
 * details of an unexpected 5xx stay in the log.
 */
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import { DatabaseBusyError } from '../../lib/batch-queue';

/** A full queue for the embedded database (D76): the customer is asked to try again, the site does it after Retry-After. */
export const SERVER_BUSY_MESSAGE = 'Serwer jest teraz bardzo obciążony. Spróbuj ponownie za chwilę.';

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if ((error as Error) instanceof DatabaseBusyError) {
      reply.header('retry-after', String((error as unknown as DatabaseBusyError).retryAfterSeconds));
      return reply.status(503).send({ statusCode: 503, error: STATUS_CODES[503], message: SERVER_BUSY_MESSAGE, code: 'SERVER_BUSY' });
    }
    const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    // An unexpected failure says nothing of its cause; a 5xx a route chose (503: the payment
    // gateway is down) keeps its message and code, for the customer to read.
    if (statusCode >= 500 && !(error instanceof HttpError)) {
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
      ...(error instanceof HttpError && error.field ? { field: error.field } : {}),
      // Schema errors name their field too (formatSchemaErrors), so a form can place the message.
      ...(error.validation && typeof (error as { field?: unknown }).field === 'string' ? { field: (error as { field?: string }).field } : {}),
    });
  });
}

/**
 * An error a route throws on purpose: status, message for the client, optional code, and
 * optionally the input field it concerns (so a form can show a Polish message under it).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

interface SchemaError {
  instancePath?: string;
  message?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

/**
 * Fastify's validation message, except that an unexpected property is named ("body/deliveryZone
 * is not allowed" rather than "body must NOT have additional properties"): a client sending an
 * old field learns which one.
 */
export function formatSchemaErrors(errors: SchemaError[], dataVar: string): Error {
  const text = errors
    .map((e) =>
      e.keyword === 'additionalProperties' && typeof e.params?.additionalProperty === 'string'
        ? `${dataVar}${e.instancePath ?? ''}/${e.params.additionalProperty} is not allowed`
        : `${dataVar}${e.instancePath ?? ''} ${e.message ?? 'is invalid'}`,
    )
    .join(', ');
  return Object.assign(new Error(text), { field: schemaErrorField(errors[0], dataVar) });
}

/** The input a schema error is about: 'body/zoneA', 'body/slides/0/title' (a missing or unexpected one included). */
function schemaErrorField(e: SchemaError | undefined, dataVar: string): string {
  const path = `${dataVar}${e?.instancePath ?? ''}`;
  const named = e?.params?.missingProperty ?? e?.params?.additionalProperty;
  return typeof named === 'string' ? `${path}/${named}` : path;
}
