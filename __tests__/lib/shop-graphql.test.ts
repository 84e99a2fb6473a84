/**
 * @jest-environment node
 *
 * The documents the site sends. How the live feed keeps them live (a fresh ID token on every
 * connection, reconnects, starting over after a refusal, stopping) is tested against the real
 * API in live-feed.test.ts, which starts it once for the order page's and the staff feeds.
 */
import { buildSchema, parse, validate } from 'graphql';
// The SDL the API serves (a plain string): the documents the order page and the panel send must fit it.
import { schema as serverSchema } from '../../server/src/graphql/schema';
import { ORDER_QUERY, ORDER_STATUS_SUBSCRIPTION, STAFF_ORDERS_SUBSCRIPTION, STAFF_RELEASES_SUBSCRIPTION } from '../../src/lib/shop-graphql';

describe('the documents against the API schema', () => {
  it.each([
    ['Order', ORDER_QUERY],
    ['OrderStatusChanged', ORDER_STATUS_SUBSCRIPTION],
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
