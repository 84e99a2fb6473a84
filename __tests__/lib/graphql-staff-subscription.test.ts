/**
 * @jest-environment node
 *
 * The staff feeds' documents. How the client keeps them live (a fresh ID token on every
 * connection, reconnects, starting over after a refusal, stopping) is tested against the real
 * API in graphql-client.test.ts, which starts it once for the order page's and the staff feeds.
 */
import { buildSchema, parse, validate } from 'graphql';
// The SDL the API serves (a plain string): the documents the panel sends must fit it.
import { schema as serverSchema } from '../../server/src/graphql/schema';
import { STAFF_ORDERS_SUBSCRIPTION, STAFF_RELEASES_SUBSCRIPTION } from '../../src/lib/graphql-client';

describe('the staff subscriptions against the API schema', () => {
  it.each([
    ['StaffOrderEvents', STAFF_ORDERS_SUBSCRIPTION],
    ['StaffReleaseEvents', STAFF_RELEASES_SUBSCRIPTION],
  ])('%s is a valid document of the server schema', (_name, document) => {
    expect(validate(buildSchema(serverSchema), parse(document))).toEqual([]);
  });

  it('asks for every field of a release message the Publikacja tab shows', () => {
    expect(STAFF_RELEASES_SUBSCRIPTION.replace(/\s+/g, ' ')).toBe(
      'subscription StaffReleaseEvents { staffReleaseEvents { id status error progress { step percent pages { done total } files { done total } bytes { done total } } } }',
    );
    expect(STAFF_ORDERS_SUBSCRIPTION).toBe('subscription StaffOrderEvents { staffOrderEvents { id status at } }');
  });
});
