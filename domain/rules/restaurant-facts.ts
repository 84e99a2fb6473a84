/**
 * The restaurant's facts a customer and the law need (docs/behaviour.md §3, D68): who sells
 * (company, address, NIP) and how to reach it (phone, e-mail). One home, edited by staff in the
 * panel, read by the footer, the home and about pages, the JSON-LD, the terms and the privacy
 * policy; a production publish refuses while any of them is still the seed's placeholder.
 */

export interface RestaurantFacts {
  /** The seller's full name as registered, e.g. 'Sushi Kami sp. z o.o.'. */
  companyName: string;
  street: string;
  postalCode: string;
  city: string;
  phone: string;
  email: string;
  /** 10 digits. */
  nip: string;
}

/** What the seed puts where only the restaurant can say the truth. */
export const FACT_PLACEHOLDER = '[DO UZUPEŁNIENIA]';

/** In the order of the staff form (its labels: restaurant-fact-labels.ts, kept out of every page's first load). */
export const RESTAURANT_FACT_KEYS: readonly (keyof RestaurantFacts)[] = ['companyName', 'street', 'postalCode', 'city', 'phone', 'email', 'nip'];

/** Every fact the placeholder: what the seed stores and what a page shows without a build's copy. */
export const PLACEHOLDER_FACTS = Object.fromEntries(RESTAURANT_FACT_KEYS.map((key) => [key, FACT_PLACEHOLDER])) as unknown as Readonly<RestaurantFacts>;

/** The facts still empty or the placeholder, in form order. */
export function missingFacts(facts: RestaurantFacts): (keyof RestaurantFacts)[] {
  return RESTAURANT_FACT_KEYS.filter((key) => {
    const value = (facts[key] ?? '').trim();
    return value === '' || value.includes(FACT_PLACEHOLDER);
  });
}

/** 'ul. Marszałkowska 10, 00-001 Warszawa' */
export const addressLine = (facts: RestaurantFacts): string => `${facts.street}, ${facts.postalCode} ${facts.city}`;
