/**
 * Shapes of the shop API's JSON as the site receives it. Prices arrive in zł (numbers with
 * up to 2 decimals); the server keeps grosze internally and converts at its edge.
 */

export interface SetContent {
  id: number;
  name: string;
  quantity: number;
}

/** A set, product or ingredient. The first digit of `id` gives the type: 1, 2 or 3. */
export interface MenuItem {
  id: number;
  name: string;
  category: string;
  /** zł */
  price: number;
  /** Short facts shown as chips. */
  description: string[];
  /** Long description. */
  desc: string;
  image: string;
  isVisible: boolean;
  allergens: string[];
  /** Staff marked it sold out for today (Europe/Warsaw date); optional for older answers. */
  soldOut?: boolean;
  /** Sets only. */
  contents?: SetContent[];
}

export interface WelcomeText {
  title: string;
  text: string;
}

export interface CarouselSlide {
  id: number;
  title: string;
  text: string;
  image: string;
  link: string;
}

/** Delivery prices in zł. */
export interface DeliveryPrices {
  zoneA: number;
  zoneB: number;
}

export interface Notice {
  text: string;
  isVisible: boolean;
  isSystemClose: boolean;
}

export interface InstagramEntry {
  id: number;
  image: string;
  caption: string;
  url: string;
  /** ISO date. */
  postedAt: string;
}

/** A customer's profile (spec 3 "user data"); nip is '-' when the customer has none. */
export interface ClientData {
  email: string;
  name: string;
  phoneNumber: string;
  address: string;
  nip: string;
}

export interface OrderViewItem {
  id: number;
  name: string;
  /** zł */
  price: number;
  quantity: number;
}

/** What every view of an order has: its id, status, lines and money (zł). */
export interface OrderBasics {
  id: string;
  status: string;
  source: string;
  /** ISO date-time. */
  createdAt: string;
  items: OrderViewItem[];
  itemsTotal: number;
  deliveryZone: string;
  deliveryPrice: number;
  total: number;
  paymentMethod: string;
}

/** One order as the shop API shows it (server/src/routes/schemas.ts OrderView). */
export interface OrderView extends OrderBasics {
  notes: string;
  customer: { name: string; phoneNumber: string; email: string; address: string };
  statusHistory: { status: string; note: string; at: string }[];
}

/** The order-history request: a window of the customer's orders, newest first. */
export interface HistoryQuery {
  from: number;
  till: number;
  /** The customer's e-mail. */
  id: string;
}

export interface OrderHistory {
  data: OrderView[];
}

/** POST /shop/order body (server/src/routes/order/order-schemas.ts). */
export interface OrderBody {
  items: { id: number; quantity: number; price?: number; name?: string }[];
  customer: { name: string; phoneNumber: string; email: string };
  address: { street: string; postalCode: string; city: string };
  deliveryTime: { type: 'asap' } | { type: 'scheduled'; at: string };
  paymentMethod: 'cash' | 'card';
  acceptedTerms: true;
  adultConfirmed?: boolean;
  notes?: string;
}

export interface StatusChange {
  status: string;
  /** ISO date-time. */
  at: string;
  /** The rejection reason; empty otherwise. */
  note: string;
  estimatedMinutes: number | null;
}

/** GET /shop/order/:publicId and GraphQL order(id): no contact data. */
export interface PublicOrder extends OrderBasics {
  deliveryTime: { type: 'asap' | 'scheduled'; at: string | null };
  estimatedMinutes: number | null;
  estimatedDeliveryAt: string | null;
  address: { street: string; city: string };
  statusHistory: StatusChange[];
}

export interface PriceChange {
  id: number;
  name: string;
  sentPrice: number;
  price: number;
}

/** The answer to POST /shop/order: the customer's own view. */
export interface PlacedOrder extends Omit<PublicOrder, 'address'> {
  address: { street: string; postalCode: string; city: string };
  customer: { name: string; phoneNumber: string; email: string; address: string };
  notes: string;
  adultConfirmed: boolean;
  priceChanges: PriceChange[];
}

export interface DeliveryZone {
  zone: 'A' | 'B';
  /** zł */
  price: number;
}

export interface OpeningHours {
  timeZone: string;
  days: { day: number; name: string; open: string | null; close: string | null }[];
  summary: string;
  openNow: boolean;
  deliveryTimeRules: { minLeadMinutes: number; maxDaysAhead: number; stepMinutes: number };
}

export interface DeliveryTimes {
  asap: boolean;
  /** ISO instants. */
  slots: string[];
}

// ---- Staff panel (/admin/): the staff routes of issue 7 ----

export type StaffOrderStatus = 'new' | 'accepted' | 'in_delivery' | 'delivered' | 'rejected';

/** GET /shop/staff/orders: the customer's own view plus who changed each status. */
export interface StaffOrderView extends Omit<PlacedOrder, 'priceChanges' | 'statusHistory'> {
  termsAcceptedAt: string | null;
  statusHistory: (StatusChange & { changedBy: string | null })[];
}

/** POST /shop/staff/orders/:id/status body. */
export interface StaffStatusChange {
  status: StaffOrderStatus;
  estimatedMinutes?: number;
  reason?: string;
}

export interface StaffCarouselSlide {
  id?: number;
  title: string;
  text: string;
  image: string;
  link: string;
}

/** One weekday's hours (HH:MM, close may be '24:00'); null = closed that day. */
export type StaffDayHours = { open: string; close: string } | null;

export interface DeliveryZoneRules {
  A: string[];
  B: string[];
}

/** GET /shop/staff/settings. openingHours: Monday first, 7 entries. */
export interface StaffSettings {
  notice: Notice;
  welcomeText: WelcomeText;
  carousel: CarouselSlide[];
  delivery: DeliveryPrices;
  deliveryZones: DeliveryZoneRules;
  openingHours: StaffDayHours[];
}

export type StaffMenuItemType = 'set' | 'product' | 'ingredient';

export interface StaffMenuItem {
  id: number;
  type: StaffMenuItemType;
  name: string;
  category: string;
  /** zł */
  price: number;
  desc: string;
  isVisible: boolean;
  soldOutToday: boolean;
}

export interface StaffMenuPatch {
  isVisible?: boolean;
  soldOutToday?: boolean;
  price?: number;
  desc?: string;
}

export type AuditAction =
  | 'notice'
  | 'welcome-text'
  | 'carousel'
  | 'delivery'
  | 'delivery-zones'
  | 'opening-hours'
  | 'menu-item'
  | 'order-status';

export interface AuditEntry {
  id: number | string;
  /** ISO date-time. */
  at: string;
  /** The staff member's e-mail. */
  by: string;
  action: AuditAction | string;
  /** Menu item id, order id, or '' for a single setting. */
  target: string;
  before: unknown;
  after: unknown;
}
