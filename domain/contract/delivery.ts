/**
 * What the summary page asks before an order (/shop/delivery-zone, /shop/opening-hours,
 * /shop/delivery-times). The same rules decide again on POST /order.
 */
import { Type, type Static } from 'typebox';
import { POSTAL_CODE_PATTERN } from '../rules/delivery-zones';
import { Fulfilment } from './order';

const NullableString = Type.Union([Type.String(), Type.Null()]);
const NullableNumber = Type.Union([Type.Number(), Type.Null()]);

export const DeliveryZoneQuery = Type.Object({ postalCode: Type.String({ pattern: POSTAL_CODE_PATTERN }) });
export type DeliveryZoneQuery = Static<typeof DeliveryZoneQuery>;

/** A postal code's zone and its terms in zł (domain/rules/delivery-charge.ts applies them). */
export const DeliveryZone = Type.Object({
  zone: Type.Union([Type.Literal('A'), Type.Literal('B')]),
  /** The delivery price before any free-delivery threshold. */
  price: Type.Number(),
  /** The smallest value of the items taken for this zone. */
  minimumOrder: Type.Number(),
  /** From this value of the items delivery costs nothing; null: never free. */
  freeDeliveryFrom: NullableNumber,
});
export type DeliveryZone = Static<typeof DeliveryZone>;

export const OpeningHours = Type.Object({
  timeZone: Type.String(),
  days: Type.Array(
    Type.Object({
      /** ISO weekday: 1 Monday .. 7 Sunday. */
      day: Type.Integer(),
      name: Type.String(),
      /** 'HH:MM', null when closed that day; a close before the open is after midnight (D74). */
      open: NullableString,
      close: NullableString,
    }),
  ),
  /** The week in one Polish line, e.g. 'pon.–czw. 12:00–22:00, …'. */
  summary: Type.String(),
  openNow: Type.Boolean(),
  deliveryTimeRules: Type.Object({ minLeadMinutes: Type.Integer(), maxDaysAhead: Type.Integer(), stepMinutes: Type.Integer() }),
});
export type OpeningHours = Static<typeof OpeningHours>;

/** GET /shop/delivery-times?fulfilment=pickup: pickup's times (D95); without it, delivery's. */
export const DeliveryTimesQuery = Type.Object({ fulfilment: Type.Optional(Fulfilment) });
export type DeliveryTimesQuery = Static<typeof DeliveryTimesQuery>;

export const DeliveryTimes = Type.Object({
  /** 'As soon as possible' can be ordered now. */
  asap: Type.Boolean(),
  /** ISO instants a customer may choose for a scheduled delivery (or pickup), in order. */
  slots: Type.Array(Type.String()),
});
export type DeliveryTimes = Static<typeof DeliveryTimes>;
