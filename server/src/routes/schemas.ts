/** TypeBox schemas shared by routes: what goes in and what comes out of the shop API. */
import { Type, type Static } from '@fastify/type-provider-typebox';

export const ErrorResponse = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
  /** A stable name for refusals a client handles, e.g. 'OUT_OF_ZONE'. */
  code: Type.Optional(Type.String()),
  /** The input the message belongs under, e.g. 'body/address/postalCode'. */
  field: Type.Optional(Type.String()),
});

export const MenuItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  category: Type.String(),
  price: Type.Number({ description: 'zł' }),
  description: Type.Array(Type.String()),
  desc: Type.String(),
  image: Type.String(),
  isVisible: Type.Boolean(),
  allergens: Type.Array(Type.String()),
  /** Sold out for today (Warsaw date): shown, but not orderable. */
  soldOut: Type.Boolean(),
  contents: Type.Optional(
    Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), quantity: Type.Integer() })),
  ),
});

/** An e-mail as Cognito usernames are: trimmed and lower-cased before use. */
export const Email = Type.String({ format: 'email', maxLength: 254 });

/** Polish numbers in the usual spellings: +48 600 100 200, 600-100-200, (22) 123 45 67. */
export const PhoneNumber = Type.String({ pattern: '^\\+?[0-9 ()-]{9,20}$', maxLength: 20 });

/** NIP: '-' or empty when the customer has none, otherwise 10 digits, dashes and 'PL' allowed. */
export const Nip = Type.String({ pattern: '^(|-|(PL ?)?[0-9][0-9 -]{8,12}[0-9])$', maxLength: 20 });

export const ClientData = Type.Object(
  {
    email: Email,
    name: Type.String({ minLength: 1, maxLength: 100 }),
    phoneNumber: PhoneNumber,
    address: Type.String({ minLength: 3, maxLength: 200 }),
    nip: Type.Optional(Nip),
  },
  { additionalProperties: false },
);
export type ClientDataBody = Static<typeof ClientData>;

export const ClientDataResponse = Type.Object({
  email: Type.String(),
  name: Type.String(),
  phoneNumber: Type.String(),
  address: Type.String(),
  nip: Type.String(),
});
