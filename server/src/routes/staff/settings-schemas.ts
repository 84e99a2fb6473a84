/** Bodies and answers of the staff settings routes (the shop's texts, prices, zones and hours). */
import { Type, type Static } from '@fastify/type-provider-typebox';

const closed = { additionalProperties: false } as const;
const HH_MM = '^([01][0-9]|2[0-3]):[0-5][0-9]$|^24:00$';
/** zł; whole grosze are checked by assertTwoDecimals. */
const DeliveryPrice = Type.Number({ minimum: 0, maximum: 500 });

export const NoticeBody = Type.Object(
  { text: Type.String({ maxLength: 1000 }), isVisible: Type.Boolean(), isSystemClose: Type.Boolean() },
  closed,
);

export const WelcomeTextBody = Type.Object(
  { title: Type.String({ minLength: 1, maxLength: 120 }), text: Type.String({ minLength: 1, maxLength: 4000 }) },
  closed,
);

const SlideBody = Type.Object(
  {
    /** The panel may send back the ids it read; slides are stored anew, so they are ignored. */
    id: Type.Optional(Type.Integer()),
    title: Type.String({ minLength: 1, maxLength: 120 }),
    text: Type.String({ maxLength: 500 }),
    image: Type.String({ minLength: 1, maxLength: 500 }),
    link: Type.String({ maxLength: 500 }),
  },
  closed,
);
export const CarouselBody = Type.Object({ slides: Type.Array(SlideBody, { maxItems: 10 }) }, closed);
export type CarouselBodyJson = Static<typeof CarouselBody>;

export const DeliveryBody = Type.Object({ zoneA: DeliveryPrice, zoneB: DeliveryPrice }, closed);

const ZoneRules = Type.Array(Type.String({ minLength: 1, maxLength: 30 }), { maxItems: 200 });
export const DeliveryZonesBody = Type.Object({ A: ZoneRules, B: ZoneRules }, closed);

const DayHours = Type.Object({ open: Type.String({ pattern: HH_MM }), close: Type.String({ pattern: HH_MM }) }, closed);
const Week = Type.Array(Type.Union([DayHours, Type.Null()]), { minItems: 7, maxItems: 7 });
export const OpeningHoursBody = Type.Object({ days: Week }, closed);

export const Notice = Type.Object({ text: Type.String(), isVisible: Type.Boolean(), isSystemClose: Type.Boolean() });
export const WelcomeText = Type.Object({ title: Type.String(), text: Type.String() });
export const Slide = Type.Object({ id: Type.Integer(), title: Type.String(), text: Type.String(), image: Type.String(), link: Type.String() });
export const Delivery = Type.Object({ zoneA: Type.Number(), zoneB: Type.Number() });
export const DeliveryZones = Type.Object({ A: Type.Array(Type.String()), B: Type.Array(Type.String()) });
export const OpeningHours = Type.Object({ days: Week });

export const StaffSettings = Type.Object({
  notice: Notice,
  welcomeText: WelcomeText,
  carousel: Type.Array(Slide),
  delivery: Delivery,
  deliveryZones: DeliveryZones,
  /** Monday first; null = closed that day. */
  openingHours: Week,
});
