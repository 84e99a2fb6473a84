/**
 * schema.org JSON-LD for search engines: the Restaurant on /. A pure function of the build's data;
 * the home page's Head renders it through <Seo jsonLd>.
 */
import type { Fulfilment } from '../../../domain/rules/fulfilment';
import { missingFacts, type RestaurantFacts } from '../../../domain/rules/restaurant-facts';
import { SITE_NAME } from '../../text/site';
import type { WeekHours } from './prerendered';
import { normalizeSiteUrl } from './site-paths';
import { SCHEMA, type Json } from './json-ld';

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/**
 * A closing time as Google reads it: hours past midnight stay as they are (closes before opens
 * runs into the next day, schema.org's rule and Google's 'Late night hours' example, D74);
 * '24:00' becomes '23:59', Google's end of the day, since '00:00' after an opening at '00:00'
 * would read as closed all day.
 */
const closesOf = (close: string): string => (close === '24:00' ? '23:59' : close);

/** Days with the same hours share one specification, as search engines show them grouped. */
export function openingHoursSpecification(hours: WeekHours): Json[] {
  const groups = new Map<string, { open: string; close: string; days: string[] }>();
  hours.slice(0, 7).forEach((day, i) => {
    if (!day) return;
    const key = `${day.open}-${day.close}`;
    const group = groups.get(key) ?? { open: day.open, close: day.close, days: [] };
    group.days.push(`${SCHEMA}/${DAYS[i]}`);
    groups.set(key, group);
  });
  return [...groups.values()].map(({ open, close, days }) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: days,
    opens: open,
    closes: closesOf(close),
  }));
}

export interface RestaurantInput {
  siteUrl: string;
  openingHours: WeekHours;
  priceRange?: string;
  /** The facts staff set (D68); the seed's placeholders are left out rather than published. */
  facts: RestaurantFacts;
  /** The ways of receiving an order switched on when the site was built (D95); none: no order action. */
  fulfilments?: readonly Fulfilment[];
}

/** GoodRelations' delivery modes, the values schema.org's deliveryMethod takes. */
export const DELIVERY_METHODS: Readonly<Record<Fulfilment, string>> = {
  delivery: 'http://purl.org/goodrelations/v1#DeliveryModeOwnFleet',
  pickup: 'http://purl.org/goodrelations/v1#DeliveryModePickUp',
};

/** Ordering online from the menu, naming only the ways on offer (D95). */
function orderActionOf(origin: string, fulfilments: readonly Fulfilment[] | undefined): Json {
  if (!fulfilments || fulfilments.length === 0) return {};
  return {
    potentialAction: {
      '@type': 'OrderAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${origin}/menu/`,
        inLanguage: 'pl',
        actionPlatform: [`${SCHEMA}/DesktopWebPlatform`, `${SCHEMA}/MobileWebPlatform`],
      },
      deliveryMethod: fulfilments.map((f) => DELIVERY_METHODS[f]),
    },
  };
}

/** Telephone, e-mail and address, each only once staff have filled it in. */
function contactOf(facts: RestaurantFacts): Json {
  const missing = new Set(missingFacts(facts));
  const address = ['street', 'postalCode', 'city'].every((key) => !missing.has(key as keyof RestaurantFacts))
    ? { address: { '@type': 'PostalAddress', streetAddress: facts.street, postalCode: facts.postalCode, addressLocality: facts.city, addressCountry: 'PL' } }
    : {};
  return {
    ...(missing.has('phone') ? {} : { telephone: facts.phone }),
    ...(missing.has('email') ? {} : { email: facts.email }),
    ...address,
  };
}

export function restaurantJsonLd({ siteUrl, openingHours, priceRange, facts, fulfilments }: RestaurantInput): Json {
  const origin = normalizeSiteUrl(siteUrl);
  return {
    '@context': SCHEMA,
    '@type': 'Restaurant',
    '@id': `${origin}/#restaurant`,
    name: SITE_NAME,
    url: `${origin}/`,
    image: `${origin}/images/logo.svg`,
    ...contactOf(facts),
    servesCuisine: ['Japońska', 'Sushi'],
    ...(priceRange ? { priceRange } : {}),
    openingHoursSpecification: openingHoursSpecification(openingHours),
    hasMenu: `${origin}/menu/`,
    acceptsReservations: false,
    ...orderActionOf(origin, fulfilments),
  };
}
