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
import { FULFILMENTS } from '../rules/fulfilment';
import { ORDER_STATUSES } from '../rules/order-lifecycle';
import { PAYMENT_METHODS, PAYMENT_STATES } from '../rules/payment-methods';
import { PROMO_CODE_PATTERN } from '../rules/promotions';
import { Email, LimitQuery, PhoneNumber } from './common';

/** At least one visible character: '   ' is no street. */
const Text = (maxLength: number, minLength = 1) => Type.String({ minLength, maxLength, pattern: '\\S' });

/** The literals as a tuple: Static<> of a union built from a plain array would be never. */
type Literals<T extends readonly string[]> = { -readonly [K in keyof T]: TLiteral<T[K]> };
export const Fulfilment = Type.Union(FULFILMENTS.map((s) => Type.Literal(s)) as Literals<typeof FULFILMENTS>);

const OrderLines = Type.Array(
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
);
const DeliveryAddress = Type.Object(
  {
    street: Text(ORDER_FIELD_MAX.street, 3),
    postalCode: Type.String({ pattern: POSTAL_CODE_PATTERN }),
    city: Text(ORDER_FIELD_MAX.city, 2),
  },
  { additionalProperties: false },
);
// One object rather than a union: ajv then names the wrong field instead of "anyOf".
const DeliveryTimeChoice = Type.Object(
  {
    type: Type.Union([Type.Literal('asap'), Type.Literal('scheduled')]),
    at: Type.Optional(Type.String({ format: 'date-time' })),
  },
  { additionalProperties: false },
);
const Notes = Type.String({ maxLength: ORDER_FIELD_MAX.notes });

/** What every order is made of, whoever places it. */
const orderFields = {
  items: OrderLines,
  /** Absent: delivery, so clients older than pickup keep working (D95). */
  fulfilment: Type.Optional(Fulfilment),
  /** Required for delivery; refused with pickup (the route names body/address). */
  address: Type.Optional(DeliveryAddress),
  deliveryTime: DeliveryTimeChoice,
  paymentMethod: Type.Enum(PAYMENT_METHODS),
  adultConfirmed: Type.Optional(Type.Boolean()),
  notes: Type.Optional(Notes),
  /** One promo code per order; the server checks and prices it again (domain/rules/promotions.ts). */
  promoCode: Type.Optional(Type.String({ pattern: PROMO_CODE_PATTERN })),
};

/** POST /order: the customer's own order. */
export const OrderBody = Type.Object(
  {
    ...orderFields,
    customer: Type.Object(
      { name: Text(ORDER_FIELD_MAX.customerName), phoneNumber: PhoneNumber, email: Email },
      { additionalProperties: false },
    ),
    acceptedTerms: Type.Literal(true),
  },
  { additionalProperties: false },
);
export type OrderBody = Static<typeof OrderBody>;

/**
 * POST /staff/orders: an order taken by phone (D96). The customer's e-mail is optional (no
 * confirmation goes out without one); no terms are accepted on the customer's behalf; staff give
 * the estimate at once (the order starts accepted), and a reason when they take it below the
 * minimum order.
 */
export const StaffOrderBody = Type.Object(
  {
    ...orderFields,
    customer: Type.Object(
      { name: Text(ORDER_FIELD_MAX.customerName), phoneNumber: PhoneNumber, email: Type.Optional(Email) },
      { additionalProperties: false },
    ),
    estimatedMinutes: Type.Integer({ minimum: ESTIMATED_MINUTES.min, maximum: ESTIMATED_MINUTES.max }),
    belowMinimumReason: Type.Optional(Text(500)),
  },
  { additionalProperties: false },
);
export type StaffOrderBody = Static<typeof StaffOrderBody>;

/**
 * PATCH /staff/orders/:id: a change asked for by phone (D97), while the order is new or
 * accepted. Any of the parts, each whole (`items` is the full new list of lines), and always why.
 */
export const StaffOrderChangeBody = Type.Object(
  {
    items: Type.Optional(OrderLines),
    address: Type.Optional(DeliveryAddress),
    deliveryTime: Type.Optional(DeliveryTimeChoice),
    notes: Type.Optional(Notes),
    /** The customer's word of being 18+, needed when the change adds alcohol to an order without it. */
    adultConfirmed: Type.Optional(Type.Boolean()),
    reason: Text(500),
    belowMinimumReason: Type.Optional(Text(500)),
  },
  { additionalProperties: false },
);
export type StaffOrderChangeBody = Static<typeof StaffOrderChangeBody>;

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

/** A change made by staff after a phone call (D97): what changed, and the total before and after. */
const changeFields = {
  /** ISO date-time. */
  at: Type.String(),
  /** Which parts changed: 'items', 'address', 'deliveryTime', 'notes'. */
  changed: Type.Array(Type.String()),
  totalBefore: Money,
  totalAfter: Money,
};
export const OrderChange = Type.Object(changeFields);
export type OrderChange = Static<typeof OrderChange>;
export const StaffOrderChange = Type.Object({ ...changeFields, reason: Type.String(), changedBy: Type.String() });
export type StaffOrderChange = Static<typeof StaffOrderChange>;

/** Part of an online payment given back after a change lowered the total (D97). */
export const PartialRefund = Type.Object({ amount: Money, state: Type.Union([Type.Literal('pending'), Type.Literal('done')]) });
export type PartialRefund = Static<typeof PartialRefund>;

const publicFields = {
  id: Type.String(),
  status: Type.String(),
  /** 'new-online' or 'phone' (domain/rules/order-sources.ts). */
  source: Type.String(),
  fulfilment: Fulfilment,
  createdAt: Type.String(),
  items: Type.Array(OrderItem),
  itemsTotal: Money,
  /** '' for pickup. */
  deliveryZone: Type.String(),
  deliveryPrice: Money,
  /**
   * Every discount of the order: the pickup discount plus the promo code's (alcohol and the
   * delivery fee never discounted); 0 when none. total = itemsTotal + deliveryPrice - discount.
   */
  discount: Money,
  /** The promo code applied, normalised (upper case), or null. */
  promoCode: NullableString,
  /** The part of `discount` the promo code gave; 0 without a code. */
  promoDiscount: Money,
  total: Money,
  paymentMethod: Type.String(),
  /** Where the money stands: 'none' at the door; online 'awaiting', 'paid', 'refund_pending', 'refunded'. */
  paymentState: Type.Enum(PAYMENT_STATES),
  deliveryTime: Type.Object({ type: Type.Union([Type.Literal('asap'), Type.Literal('scheduled')]), at: NullableString }),
  estimatedMinutes: NullableInteger,
  estimatedDeliveryAt: NullableString,
  /** Empty strings for pickup: the restaurant's address is in its facts (GET /shop/restaurant). */
  address: Type.Object({ street: Type.String(), city: Type.String() }),
  statusHistory: Type.Array(StatusChange),
  changes: Type.Array(OrderChange),
  partialRefunds: Type.Array(PartialRefund),
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

/** POST /order/:publicId/payment/return: how the attempt the customer comes back from ended (D106). */
export const PaymentReturn = Type.Object({ outcome: Type.Union([Type.Literal('paid'), Type.Literal('not_completed'), Type.Literal('unknown')]) });
export type PaymentReturn = Static<typeof PaymentReturn>;

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
  changes: Type.Array(StaffOrderChange),
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
