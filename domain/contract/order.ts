/**
 * What goes into POST /order and what comes out of every order route, in three views:
 * public (anyone holding the order's id: no contact data), the customer's own (their order
 * answer and history) and staff (everything, with who changed each status); and the staff
 * order routes' query and status-change body.
 */
import { Type, type Static, type TLiteral } from 'typebox';
import { POSTAL_CODE_PATTERN } from '../rules/delivery-zones';
import { IDEMPOTENCY_KEY_LENGTH, ORDER_FIELD_MAX } from '../rules/field-limits';
import { ESTIMATED_MINUTES, MAX_QUANTITY } from '../rules/order-limits';
import { ORDER_STATUSES } from '../rules/order-lifecycle';
import { PAYMENT_METHODS, PAYMENT_STATES } from '../rules/payment-methods';
import { Email, LimitQuery, PhoneNumber } from './common';

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
      { name: Text(ORDER_FIELD_MAX.customerName), phoneNumber: PhoneNumber, email: Email },
      { additionalProperties: false },
    ),
    address: Type.Object(
      {
        street: Text(ORDER_FIELD_MAX.street, 3),
        postalCode: Type.String({ pattern: POSTAL_CODE_PATTERN }),
        city: Text(ORDER_FIELD_MAX.city, 2),
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
    paymentMethod: Type.Enum(PAYMENT_METHODS),
    acceptedTerms: Type.Literal(true),
    adultConfirmed: Type.Optional(Type.Boolean()),
    notes: Type.Optional(Type.String({ maxLength: ORDER_FIELD_MAX.notes })),
  },
  { additionalProperties: false },
);
export type OrderBody = Static<typeof OrderBody>;

/** The literals as a tuple: Static<> of a union built from a plain array would be never. */
type Literals<T extends readonly string[]> = { -readonly [K in keyof T]: TLiteral<T[K]> };
export const OrderStatus = Type.Union(ORDER_STATUSES.map((s) => Type.Literal(s)) as Literals<typeof ORDER_STATUSES>);
export type OrderStatus = Static<typeof OrderStatus>;
const NullableInteger = Type.Union([Type.Integer(), Type.Null()]);
const NullableString = Type.Union([Type.String(), Type.Null()]);
const Money = Type.Number({ description: 'zł' });

const HistoryEntry = {
  status: Type.String(),
  /** ISO date-time. */
  at: Type.String(),
  /** The rejection reason; empty otherwise. */
  note: Type.String(),
  estimatedMinutes: NullableInteger,
};
export const StatusChange = Type.Object(HistoryEntry);
export type StatusChange = Static<typeof StatusChange>;

export const OrderItem = Type.Object({ id: Type.Integer(), name: Type.String(), price: Money, quantity: Type.Integer() });
export type OrderItem = Static<typeof OrderItem>;

const publicFields = {
  id: Type.String(),
  status: Type.String(),
  source: Type.String(),
  createdAt: Type.String(),
  items: Type.Array(OrderItem),
  itemsTotal: Money,
  deliveryZone: Type.String(),
  deliveryPrice: Money,
  total: Money,
  paymentMethod: Type.String(),
  /** Where the money stands: 'none' at the door; online 'awaiting', 'paid', 'refund_pending', 'refunded'. */
  paymentState: Type.Enum(PAYMENT_STATES),
  deliveryTime: Type.Object({ type: Type.Union([Type.Literal('asap'), Type.Literal('scheduled')]), at: NullableString }),
  estimatedMinutes: NullableInteger,
  estimatedDeliveryAt: NullableString,
  address: Type.Object({ street: Type.String(), city: Type.String() }),
  statusHistory: Type.Array(StatusChange),
};

/** GET /order/:publicId and GraphQL order(id): anyone holding the id, so no contact data. */
export const PublicOrderView = Type.Object(publicFields);
export type PublicOrderView = Static<typeof PublicOrderView>;

const ownFields = {
  ...publicFields,
  address: Type.Object({ street: Type.String(), postalCode: Type.String(), city: Type.String() }),
  customer: Type.Object({ name: Type.String(), phoneNumber: Type.String(), email: Type.String(), address: Type.String() }),
  notes: Type.String(),
  /** The order holds alcohol and the customer confirmed being 18+ (the rider checks an ID). */
  adultConfirmed: Type.Boolean(),
};

/** The customer's own: their order history. */
export const OrderView = Type.Object(ownFields);
export type OrderView = Static<typeof OrderView>;

/** A price that changed since the customer's menu was read: the order is charged the current one. */
export const PriceChange = Type.Object({ id: Type.Integer(), name: Type.String(), sentPrice: Type.Number(), price: Type.Number() });
export type PriceChange = Static<typeof PriceChange>;

/**
 * Online payment: where to send the browser (Przelewy24's payment page). Null when the
 * gateway could not be reached: the order waits, and the order page offers to pay again.
 */
export const PaymentRedirect = Type.Object({ redirectUrl: Type.String() });
export type PaymentRedirect = Static<typeof PaymentRedirect>;

/** The answer to POST /order: the customer's own view, the prices that changed, and for an online payment where to pay. */
export const PlacedOrder = Type.Object({
  ...OrderView.properties,
  priceChanges: Type.Array(PriceChange),
  payment: Type.Optional(Type.Union([PaymentRedirect, Type.Null()])),
});
export type PlacedOrder = Static<typeof PlacedOrder>;

export const StaffOrderView = Type.Object({
  ...ownFields,
  termsAcceptedAt: NullableString,
  statusHistory: Type.Array(Type.Object({ ...HistoryEntry, changedBy: NullableString })),
});
export type StaffOrderView = Static<typeof StaffOrderView>;

/** Order ids as people type them: any case, mapped to the alphabet of lib/public-id. */
export const PublicId = Type.String({ pattern: '^[2-9A-Za-z]{10}$' });

export const OrderHeaders = Type.Object({ 'idempotency-key': Type.Optional(Type.String({ minLength: IDEMPOTENCY_KEY_LENGTH.min, maxLength: IDEMPOTENCY_KEY_LENGTH.max })) });
export const OrderParams = Type.Object({ publicId: PublicId });

// ---- Staff and orders (GET /staff/orders, POST /staff/orders/:id/status) ----

// Query values arrive as strings (the app does not coerce types), hence patterns.
const STATUS_LIST = `^(${ORDER_STATUSES.join('|')})(,(${ORDER_STATUSES.join('|')}))*$`;

export const StaffOrdersQuery = Type.Object(
  {
    /** One status or several, comma-separated: 'new,accepted,in_delivery'. */
    status: Type.Optional(Type.String({ pattern: STATUS_LIST })),
    limit: LimitQuery,
  },
  { additionalProperties: false },
);
export type StaffOrdersQuery = Static<typeof StaffOrdersQuery>;

export const StaffOrderList = Type.Object({ data: Type.Array(StaffOrderView) });
export type StaffOrderList = Static<typeof StaffOrderList>;

export const StaffStatusParams = Type.Object({ id: PublicId });

/** POST /staff/orders/:id/status. */
export const StaffStatusChange = Type.Object(
  {
    status: OrderStatus,
    estimatedMinutes: Type.Optional(Type.Integer({ minimum: ESTIMATED_MINUTES.min, maximum: ESTIMATED_MINUTES.max })),
    reason: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);
export type StaffStatusChange = Static<typeof StaffStatusChange>;
