/**
 * The signed-in customer's own details and order history. Every route needs a verified ID
 * token, and the e-mail named in the body must be the token's (403 otherwise).
 */
import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  CustomerDetails as CustomerDetailsResponse,
  CustomerDetailsBody,
  CustomerDetailsQuery,
  HistoryQuery,
  OrderHistory,
} from '../../../../domain/contract/customer';
import { ErrorResponse } from '../../../../domain/contract/common';
import type { CustomerDetails } from '../../repositories/customer-repository';
import { normalizeNip } from '../../../../domain/rules/nip';
import { postRateLimit } from '../../plugins/external/security';
import { assertOwnEmail, requireIdentity } from '../../plugins/app/auth';
import { HttpError } from '../../plugins/app/errors';
import { normalizeEmail } from '../../../../domain/rules/email';
import type { SignUpDetailsClaims } from '../../identity/token-verifier';
import { toOrderView } from '../order/order-view';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

function toCustomerDetails(body: CustomerDetailsBody): CustomerDetails {
  const nip = normalizeNip(body.nip);
  if (!nip) throw new HttpError(400, 'body/nip is not a valid NIP (10 digits with a correct checksum, or empty)');
  return {
    email: normalizeEmail(body.email),
    name: body.name.trim(),
    phoneNumber: body.phoneNumber.trim(),
    address: body.address.trim(),
    nip,
  };
}

/** The sign-up's details when the token carries one (a name or a phone); a NIP that is not valid is left out. */
function detailsFromSignUp(email: string, claims: SignUpDetailsClaims): CustomerDetails | null {
  if (!claims.name && !claims.phoneNumber) return null;
  return {
    email,
    name: claims.name,
    phoneNumber: claims.phoneNumber,
    address: claims.address,
    nip: normalizeNip(claims.nip) || '-',
  };
}

export async function customerRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // onRequest: who is calling is settled before the body is even parsed (401 before 400).
  app.addHook('onRequest', requireIdentity);
  app.addHook('onSend', async (_request, reply) => {
    // Personal data: never stored by shared caches or the service worker.
    reply.header('cache-control', 'private, no-store');
  });

  app.post(
    '/client',
    { config: postRateLimit(app), schema: { body: CustomerDetailsBody, response: { 201: CustomerDetailsResponse, ...errors } } },
    async (request, reply) => {
      assertOwnEmail(request, request.body.email, 'body/email');
      return reply.status(201).send(await app.repos.customers.save(toCustomerDetails(request.body)));
    },
  );

  app.post(
    '/client/data',
    {
      config: postRateLimit(app),
      schema: {
        body: CustomerDetailsQuery,
        response: { 200: CustomerDetailsResponse, ...errors },
      },
    },
    async (request) => {
      assertOwnEmail(request, request.body.email, 'body/email');
      const identity = request.identity!;
      const data = await app.repos.customers.get(identity.email);
      if (data) return data;
      // The first sign-in, on any device: the details given at sign-up travel with the account
      // (Cognito attributes in the ID token), so they are stored here rather than lost (D67).
      const fromSignUp = detailsFromSignUp(identity.email, identity.signUpDetails);
      if (!fromSignUp) throw new HttpError(404, 'No details for this customer yet');
      return app.repos.customers.save(fromSignUp);
    },
  );

  app.put(
    '/client/data',
    { config: postRateLimit(app), schema: { body: CustomerDetailsBody, response: { 200: CustomerDetailsResponse, ...errors } } },
    async (request) => {
      assertOwnEmail(request, request.body.email, 'body/email');
      return app.repos.customers.save(toCustomerDetails(request.body));
    },
  );

  app.post(
    '/client/history',
    {
      config: postRateLimit(app),
      schema: {
        body: HistoryQuery,
        response: { 200: OrderHistory, ...errors },
      },
    },
    async (request) => {
      const { from, till, id } = request.body;
      assertOwnEmail(request, id, 'body/id');
      if (till <= from) throw new HttpError(400, 'body/till must be greater than body/from');
      if (till - from > 100) throw new HttpError(400, 'body/till - body/from must be at most 100');
      const orders = await app.repos.orders.listByCustomer(request.identity!.email, from, till);
      return { data: orders.map(toOrderView) };
    },
  );
}
