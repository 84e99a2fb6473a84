/**
 * The public GraphQL API: order tracking for the order page. Field names and shapes match
 * GET /shop/order/:publicId, so the site has one model of an order whichever way it asks.
 */
import { FULFILMENTS } from '../../../domain/rules/fulfilment';
import { ORDER_STATUSES } from '../../../domain/rules/order-lifecycle';

export const schema = /* GraphQL */ `
  enum OrderStatus {
    ${ORDER_STATUSES.join('\n    ')}
  }

  "Delivered to an address, or collected at the restaurant ('Odbiór osobisty')."
  enum Fulfilment {
    ${FULFILMENTS.join('\n    ')}
  }

  enum DeliveryType {
    asap
    scheduled
  }

  type OrderItem {
    id: Int!
    name: String!
    "Unit price in zł."
    price: Float!
    quantity: Int!
  }

  type DeliveryTime {
    type: DeliveryType!
    "ISO time chosen by the customer; null for as soon as possible."
    at: String
  }

  "Where the food goes: street and city only (the order id is shared, contact data is not); empty for pickup."
  type PublicAddress {
    street: String!
    city: String!
  }

  type StatusChange {
    status: OrderStatus!
    at: String!
    "The rejection reason; empty otherwise."
    note: String!
    estimatedMinutes: Int
  }

  "A change staff made after a phone call: which parts changed, and the total before and after (zł)."
  type OrderChange {
    at: String!
    "items, address, deliveryTime, notes"
    changed: [String!]!
    totalBefore: Float!
    totalAfter: Float!
  }

  "Part of an online payment given back after a change lowered the total."
  type PartialRefund {
    "zł"
    amount: Float!
    "pending or done"
    state: String!
  }

  type Order {
    id: ID!
    status: OrderStatus!
    source: String!
    fulfilment: Fulfilment!
    createdAt: String!
    items: [OrderItem!]!
    itemsTotal: Float!
    "'' for pickup."
    deliveryZone: String!
    deliveryPrice: Float!
    "Every discount in zł, the pickup discount and the promo code's (alcohol and delivery never discounted); 0 when none. total = itemsTotal + deliveryPrice - discount."
    discount: Float!
    "The promo code applied (upper case); null when none."
    promoCode: String
    "The part of discount the promo code gave, zł; 0 without a code."
    promoDiscount: Float!
    total: Float!
    paymentMethod: String!
    "Where the money stands: none (paid at the door), awaiting, paid, refund_pending, refunded."
    paymentState: String!
    deliveryTime: DeliveryTime!
    estimatedMinutes: Int
    estimatedDeliveryAt: String
    address: PublicAddress!
    statusHistory: [StatusChange!]!
    changes: [OrderChange!]!
    partialRefunds: [PartialRefund!]!
  }

  "One status of an order: the first message is the status at subscription time, then one per change."
  type OrderStatusEvent {
    id: ID!
    status: OrderStatus!
    at: String!
    note: String!
    estimatedMinutes: Int
    estimatedDeliveryAt: String
    "The whole order after the change (read when asked for)."
    order: Order!
  }

  "A new order or a status change, for the staff board (members of the 'staff' group only)."
  type StaffOrderEvent {
    "The order's public id."
    id: ID!
    status: OrderStatus!
    at: String!
  }

  type ReleaseCount {
    done: Int!
    total: Int!
  }

  type ReleaseProgress {
    "queued, build, pages, upload, switch, done"
    step: String!
    percent: Int!
    pages: ReleaseCount!
    files: ReleaseCount!
    bytes: ReleaseCount!
  }

  "A publish of the site moved on or ended (members of the 'staff' group only)."
  type StaffReleaseEvent {
    id: ID!
    "queued, building, uploading, live, failed, superseded, rolled-back"
    status: String!
    progress: ReleaseProgress!
    "Polish, for the panel, when it failed."
    error: String
  }

  type Query {
    "The order by its public id (case-insensitive); null when there is none."
    order(id: ID!): Order
  }

  type Subscription {
    orderStatusChanged(id: ID!): OrderStatusEvent!
    "Needs the staff member's ID token in connection_init: { authorization: 'Bearer <idToken>' }."
    staffOrderEvents: StaffOrderEvent!
    "Needs the staff member's ID token in connection_init, as staffOrderEvents."
    staffReleaseEvents: StaffReleaseEvent!
  }
`;
