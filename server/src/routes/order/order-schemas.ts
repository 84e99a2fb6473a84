/**
 * What goes into POST /order and what comes out of every order route, in three views:
 * public (anyone holding the order's id: no contact data), the customer's own (their order
 * answer and history) and staff (everything, with who changed each status).
 */
import { Type, type Static } from '@fastify/type-provider-typebox';
import { POSTAL_CODE_PATTERN } from '../../lib/delivery-zones';
import { MAX_QUANTITY } from '../../../../domain/rules/order-limits';
import { ORDER_STATUSES } from '../../lib/order-status';
import { Email, PhoneNumber } from '../schemas';

/** At least one visible character: '   ' is no street. */
const Text = (maxLength: number, minLength = 1) => Type.String({ minLength, maxLength, pattern: '\\S' });

export const OrderBody = Type.Object(
  {
    items: Type.Array(
      Type.Object(
        {
          id: Type.Integer({ minimum: 1000 }),
          quantity: Type.Integer({ minimum: 1, maximum: MAX_QUANTITY }),
          /** The unit price in zł the customer saw: compared, never charged. */
          price: Type.Optional(Type.Number({ minimum: 0 })),
          name: Type.Optional(Type.String({ maxLength: 200 })),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 100 },
    ),
    customer: Type.Object(
      { name: Text(100), phoneNumber: PhoneNumber, email: Email },
      { additionalProperties: false },
    ),
    address: Type.Object(
      {
        street: Text(200, 3),
        postalCode: Type.String({ pattern: POSTAL_CODE_PATTERN }),
        city: Text(100, 2),
      },
      { additionalProperties: false },
    ),
    // One object rather than a union: ajv then names the wrong field instead of "anyOf".
    deliveryTime: Type.Object(
      {
        type: Type.Union([Type.Literal('asap'), Type.Literal('scheduled')]),
        at: Type.Optional(Type.String({ format: 'date-time' })),
      },
      { additionalProperties: false },
    ),
    paymentMethod: Type.Union([Type.Literal('cash'), Type.Literal('card')]),
    acceptedTerms: Type.Literal(true),
    adultConfirmed: Type.Optional(Type.Boolean()),
    notes: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);
export type OrderBodyJson = Static<typeof OrderBody>;

export const OrderStatus = Type.Union(ORDER_STATUSES.map((s) => Type.Literal(s)));
const NullableInteger = Type.Union([Type.Integer(), Type.Null()]);
const NullableString = Type.Union([Type.String(), Type.Null()]);
const Money = Type.Number({ description: 'zł' });

const HistoryEntry = {
  status: Type.String(),
  at: Type.String(),
  /** The rejection reason; empty otherwise. */
  note: Type.String(),
  estimatedMinutes: NullableInteger,
};

const publicFields = {
  id: Type.String(),
  status: Type.String(),
  source: Type.String(),
  createdAt: Type.String(),
  items: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), price: Money, quantity: Type.Integer() })),
  itemsTotal: Money,
  deliveryZone: Type.String(),
  deliveryPrice: Money,
  total: Money,
  paymentMethod: Type.String(),
  deliveryTime: Type.Object({ type: Type.Union([Type.Literal('asap'), Type.Literal('scheduled')]), at: NullableString }),
  estimatedMinutes: NullableInteger,
  estimatedDeliveryAt: NullableString,
  address: Type.Object({ street: Type.String(), city: Type.String() }),
  statusHistory: Type.Array(Type.Object(HistoryEntry)),
};

export const PublicOrderView = Type.Object(publicFields);
export type PublicOrderViewJson = Static<typeof PublicOrderView>;

const ownFields = {
  ...publicFields,
  address: Type.Object({ street: Type.String(), postalCode: Type.String(), city: Type.String() }),
  customer: Type.Object({ name: Type.String(), phoneNumber: Type.String(), email: Type.String(), address: Type.String() }),
  notes: Type.String(),
  adultConfirmed: Type.Boolean(),
};

export const OrderView = Type.Object(ownFields);
export type OrderViewJson = Static<typeof OrderView>;

export const StaffOrderView = Type.Object({
  ...ownFields,
  termsAcceptedAt: NullableString,
  statusHistory: Type.Array(Type.Object({ ...HistoryEntry, changedBy: NullableString })),
});
export type StaffOrderViewJson = Static<typeof StaffOrderView>;

/** Order ids as people type them: any case, mapped to the alphabet of lib/public-id. */
export const PublicId = Type.String({ pattern: '^[2-9A-Za-z]{10}$' });
