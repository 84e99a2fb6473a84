/**
 * The signed-in customer's details and order history (POST/PUT /shop/client, /client/data,
 * /client/history). The e-mail named in a body must be the caller's own.
 */
import { Type, type Static } from 'typebox';
import { Email, PhoneNumber } from './common';
import { OrderView } from './order';

/** NIP: '-' or empty when the customer has none, otherwise 10 digits, dashes and 'PL' allowed. */
export const Nip = Type.String({ pattern: '^(|-|(PL ?)?[0-9][0-9 -]{8,12}[0-9])$', maxLength: 20 });

/** What POST /client and PUT /client/data take. */
export const CustomerDetailsBody = Type.Object(
  {
    email: Email,
    name: Type.String({ minLength: 1, maxLength: 100 }),
    phoneNumber: PhoneNumber,
    address: Type.String({ minLength: 3, maxLength: 200 }),
    nip: Type.Optional(Nip),
  },
  { additionalProperties: false },
);
export type CustomerDetailsBody = Static<typeof CustomerDetailsBody>;

/** A customer's details (docs/behaviour.md §3 "user data"); nip is '-' when the customer has none. */
export const CustomerDetails = Type.Object({
  email: Type.String(),
  name: Type.String(),
  phoneNumber: Type.String(),
  address: Type.String(),
  nip: Type.String(),
});
export type CustomerDetails = Static<typeof CustomerDetails>;

/** POST /client/data: whose details (the caller's own). */
export const CustomerDetailsQuery = Type.Object({ email: Email }, { additionalProperties: false });
export type CustomerDetailsQuery = Static<typeof CustomerDetailsQuery>;

/** POST /client/history: a window of the customer's orders, newest first. */
export const HistoryQuery = Type.Object(
  {
    from: Type.Integer({ minimum: 0 }),
    till: Type.Integer({ minimum: 1 }),
    /** The customer's e-mail. */
    id: Email,
  },
  { additionalProperties: false },
);
export type HistoryQuery = Static<typeof HistoryQuery>;

export const OrderHistory = Type.Object({ data: Type.Array(OrderView) });
export type OrderHistory = Static<typeof OrderHistory>;
