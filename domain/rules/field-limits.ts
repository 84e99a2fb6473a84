/**
 * The longest text each form field may hold: the API's schemas (domain/contract) refuse anything
 * longer, and the checkout and staff forms say so in Polish before sending. One home, so the site
 * never lets through what the server refuses. Minimum lengths stay with each side: the forms ask
 * for more than the API's one visible character (a name of two letters, a street with a number).
 * The e-mail address's limit is contact.ts's EMAIL_MAX_LENGTH (RFC 5321).
 */
import { EMAIL_MAX_LENGTH } from './contact';
import type { RestaurantFacts } from './restaurant-facts';

/** POST /order: what a customer types at checkout. */
export const ORDER_FIELD_MAX = {
  customerName: 100,
  street: 200,
  city: 100,
  notes: 500,
} as const;

/** The staff settings and menu routes: what staff type in the panel. */
export const STAFF_FIELD_MAX = {
  noticeText: 1000,
  welcomeTitle: 120,
  welcomeText: 4000,
  slideTitle: 120,
  slideText: 500,
  /** A slide's image and link: a site path or an https address. */
  slideUrl: 500,
  slides: 10,
  zoneRules: 200,
  menuDesc: 2000,
} as const;

/** The restaurant's facts staff set (the postal code and phone have patterns instead). */
export const RESTAURANT_FACT_MAX = {
  companyName: 200,
  street: 200,
  city: 100,
  email: EMAIL_MAX_LENGTH,
  nip: 20,
} as const satisfies Partial<Record<keyof RestaurantFacts, number>>;

/** The key that makes a retried POST /order return the first order instead of a second one. */
export const IDEMPOTENCY_KEY_LENGTH = { min: 8, max: 100 } as const;
