/**
 * The shop's texts, prices, zones and hours: what the site reads (/shop/welcomeText/, /shop/close,
 * /carousel/, /delivery/) and the bodies and answers of the staff settings
 * routes (/shop/staff/settings/...).
 */
import { Type, type Static } from 'typebox';
import { PHONE_PATTERN } from '../rules/contact';
import type { DeliveryTermsInZloty } from '../rules/delivery-terms';
import { RESTAURANT_FACT_MAX, STAFF_FIELD_MAX } from '../rules/field-limits';
import { POSTAL_CODE_PATTERN } from '../rules/delivery-zones';
import { DELIVERY_PRICE_ZLOTY, ORDER_VALUE_ZLOTY } from '../rules/prices';
import { PICKUP_DISCOUNT_PERCENT, PREPARATION_MINUTES, type PickupTermsInZloty } from '../rules/fulfilment';

const closed = { additionalProperties: false } as const;
const HH_MM = '^([01][0-9]|2[0-3]):[0-5][0-9]$|^24:00$';
/** zł; whole grosze are checked by assertTwoDecimals. */
const DeliveryPrice = Type.Number({ minimum: DELIVERY_PRICE_ZLOTY.min, maximum: DELIVERY_PRICE_ZLOTY.max });
/** zł of items: a minimum order value or a free-delivery threshold. */
const OrderValue = Type.Number({ minimum: ORDER_VALUE_ZLOTY.min, maximum: ORDER_VALUE_ZLOTY.max });
const NullableOrderValue = Type.Union([OrderValue, Type.Null()]);

export const NoticeBody = Type.Object(
  { text: Type.String({ maxLength: STAFF_FIELD_MAX.noticeText }), isVisible: Type.Boolean(), isSystemClose: Type.Boolean() },
  closed,
);
export type NoticeBody = Static<typeof NoticeBody>;

export const WelcomeTextBody = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: STAFF_FIELD_MAX.welcomeTitle }),
    text: Type.String({ minLength: 1, maxLength: STAFF_FIELD_MAX.welcomeText }),
  },
  closed,
);
export type WelcomeTextBody = Static<typeof WelcomeTextBody>;

/** A slide as staff send it. */
export const SlideBody = Type.Object(
  {
    /** The panel may send back the ids it read; slides are stored anew, so they are ignored. */
    id: Type.Optional(Type.Integer()),
    title: Type.String({ minLength: 1, maxLength: STAFF_FIELD_MAX.slideTitle }),
    text: Type.String({ maxLength: STAFF_FIELD_MAX.slideText }),
    image: Type.String({ minLength: 1, maxLength: STAFF_FIELD_MAX.slideUrl }),
    link: Type.String({ maxLength: STAFF_FIELD_MAX.slideUrl }),
  },
  closed,
);
export type SlideBody = Static<typeof SlideBody>;

export const CarouselBody = Type.Object({ slides: Type.Array(SlideBody, { maxItems: STAFF_FIELD_MAX.slides }) }, closed);
export type CarouselBody = Static<typeof CarouselBody>;

/** Per zone: the delivery price, the minimum order value, and the value from which delivery is free (null: never). */
export const DeliveryBody = Type.Object(
  {
    zoneA: DeliveryPrice,
    zoneB: DeliveryPrice,
    minimumOrderA: OrderValue,
    minimumOrderB: OrderValue,
    freeDeliveryFromA: NullableOrderValue,
    freeDeliveryFromB: NullableOrderValue,
  },
  closed,
);
export type DeliveryBody = Static<typeof DeliveryBody>;

const ZoneRules = Type.Array(Type.String({ minLength: 1, maxLength: 30 }), { maxItems: STAFF_FIELD_MAX.zoneRules });
export const DeliveryZonesBody = Type.Object({ A: ZoneRules, B: ZoneRules }, closed);
export type DeliveryZonesBody = Static<typeof DeliveryZonesBody>;

/**
 * One weekday's hours (HH:MM; close may be '24:00', or before open: past midnight, D74); null =
 * closed that day. The route checks the rest with domain/rules/opening-hours.ts.
 */
const DayHours = Type.Union([
  Type.Object({ open: Type.String({ pattern: HH_MM }), close: Type.String({ pattern: HH_MM }) }, closed),
  Type.Null(),
]);
export type DayHours = Static<typeof DayHours>;
/** Monday first. */
const Week = Type.Array(DayHours, { minItems: 7, maxItems: 7 });
export const OpeningHoursBody = Type.Object({ days: Week }, closed);
export type OpeningHoursBody = Static<typeof OpeningHoursBody>;

export const Notice = Type.Object({ text: Type.String(), isVisible: Type.Boolean(), isSystemClose: Type.Boolean() });
export type Notice = Static<typeof Notice>;
export const WelcomeText = Type.Object({ title: Type.String(), text: Type.String() });
export type WelcomeText = Static<typeof WelcomeText>;
export const Slide = Type.Object({ id: Type.Integer(), title: Type.String(), text: Type.String(), image: Type.String(), link: Type.String() });
export type Slide = Static<typeof Slide>;
export const Carousel = Type.Array(Slide);
/** The delivery terms in zł: the spec's zoneA/zoneB prices and, per zone, the minimum order and free-delivery values. */
export const Delivery = Type.Object({
  zoneA: Type.Number(),
  zoneB: Type.Number(),
  minimumOrderA: Type.Number(),
  minimumOrderB: Type.Number(),
  freeDeliveryFromA: Type.Union([Type.Number(), Type.Null()]),
  freeDeliveryFromB: Type.Union([Type.Number(), Type.Null()]),
});
export type Delivery = Static<typeof Delivery>;
// The schema and the rules' shape are one: a field in only one of them fails to compile here.
const deliveryIsTheRulesShape: [Delivery, DeliveryTermsInZloty] extends [DeliveryTermsInZloty, Delivery] ? true : never = true;
void deliveryIsTheRulesShape;
/** GET /delivery/: the terms and whether the restaurant delivers at all (false: pickup only, D95). */
export const PublicDelivery = Type.Object({ ...Delivery.properties, enabled: Type.Boolean() });
export type PublicDelivery = Static<typeof PublicDelivery>;
export const DeliveryZones = Type.Object({ A: Type.Array(Type.String()), B: Type.Array(Type.String()) });
export type DeliveryZones = Static<typeof DeliveryZones>;
/** The answer to PUT /staff/settings/opening-hours (the site's /shop/opening-hours is delivery.ts OpeningHours). */
export const StaffOpeningHours = Type.Object({ days: Week });
export type StaffOpeningHours = Static<typeof StaffOpeningHours>;

/** The restaurant's facts as stored and read (the seed's may still be placeholders). */
export const RestaurantFacts = Type.Object({
  companyName: Type.String(),
  street: Type.String(),
  postalCode: Type.String(),
  city: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  nip: Type.String(),
});
export type RestaurantFacts = Static<typeof RestaurantFacts>;

/** PUT /shop/staff/settings/restaurant: every fact, well-formed (the NIP's checksum is checked by the route). */
export const RestaurantFactsBody = Type.Object(
  {
    companyName: Type.String({ minLength: 1, maxLength: RESTAURANT_FACT_MAX.companyName }),
    street: Type.String({ minLength: 1, maxLength: RESTAURANT_FACT_MAX.street }),
    postalCode: Type.String({ pattern: POSTAL_CODE_PATTERN }),
    city: Type.String({ minLength: 1, maxLength: RESTAURANT_FACT_MAX.city }),
    phone: Type.String({ pattern: PHONE_PATTERN }),
    email: Type.String({ format: 'email', maxLength: RESTAURANT_FACT_MAX.email }),
    nip: Type.String({ minLength: 10, maxLength: RESTAURANT_FACT_MAX.nip }),
  },
  closed,
);
export type RestaurantFactsBody = Static<typeof RestaurantFactsBody>;

/** GET /shop/restaurant: the facts and the opening hours in one Polish line, for every page. */
export const RestaurantInfo = Type.Object({ ...RestaurantFacts.properties, hours: Type.String() });
export type RestaurantInfo = Static<typeof RestaurantInfo>;

/** The newest backup the database knows of (`npm run backup`, D75): shown in the staff panel. */
export const LastBackup = Type.Object({
  /** ISO instant the snapshot was taken. */
  at: Type.String(),
  /** The file's name (sushi-2026-11-25-130500Z.tar.gz), without the server's folders. */
  file: Type.String(),
  bytes: Type.Integer(),
  database: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
});
export type LastBackup = Static<typeof LastBackup>;

/** GET /shop/pickup: whether the restaurant offers pickup, and on what terms (zł). */
export const PickupSettings = Type.Object({
  enabled: Type.Boolean(),
  preparationMinutes: Type.Integer(),
  discountPercent: Type.Integer(),
  minimumOrder: Type.Number(),
});
export type PickupSettings = Static<typeof PickupSettings>;
const pickupIsTheRulesShape: [PickupSettings, PickupTermsInZloty] extends [PickupTermsInZloty, PickupSettings] ? true : never = true;
void pickupIsTheRulesShape;

/**
 * PUT /shop/staff/settings/pickup: pickup's terms and both switches in one request, so "at least
 * one stays on" is checked on the whole (D95). Whole grosze are checked by assertTwoDecimals.
 */
export const PickupSettingsBody = Type.Object(
  {
    enabled: Type.Boolean(),
    deliveryEnabled: Type.Boolean(),
    preparationMinutes: Type.Integer({ minimum: PREPARATION_MINUTES.min, maximum: PREPARATION_MINUTES.max }),
    discountPercent: Type.Integer({ minimum: PICKUP_DISCOUNT_PERCENT.min, maximum: PICKUP_DISCOUNT_PERCENT.max }),
    minimumOrder: OrderValue,
  },
  closed,
);
export type PickupSettingsBody = Static<typeof PickupSettingsBody>;
export const StaffPickupSettings = Type.Object({ ...PickupSettings.properties, deliveryEnabled: Type.Boolean() });
export type StaffPickupSettings = Static<typeof StaffPickupSettings>;

export const StaffSettings = Type.Object({
  notice: Notice,
  restaurant: RestaurantFacts,
  welcomeText: WelcomeText,
  carousel: Type.Array(Slide),
  delivery: Delivery,
  /** Pickup's terms and whether delivery is offered at all (D95). */
  pickup: StaffPickupSettings,
  deliveryZones: DeliveryZones,
  /** Monday first; null = closed that day. */
  openingHours: Week,
  /** null: no backup was ever made of this database. */
  lastBackup: Type.Union([LastBackup, Type.Null()]),
});
export type StaffSettings = Static<typeof StaffSettings>;
