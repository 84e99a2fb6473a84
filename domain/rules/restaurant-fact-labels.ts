/**
 * The Polish names of the restaurant's facts (restaurant-facts.ts), for the staff form and the
 * API's refusal to publish: a module of its own, so the pages that only show the facts do not
 * carry them.
 */
import type { RestaurantFacts } from './restaurant-facts';

export const RESTAURANT_FACT_LABELS: Record<keyof RestaurantFacts, string> = {
  companyName: 'Nazwa firmy',
  street: 'Ulica i numer',
  postalCode: 'Kod pocztowy',
  city: 'Miejscowość',
  phone: 'Telefon',
  email: 'E-mail',
  nip: 'NIP',
};

/** The Polish refusal of a production publish, naming what is missing. */
export const missingFactsMessage = (missing: readonly (keyof RestaurantFacts)[]): string =>
  `Uzupełnij dane restauracji w panelu (Sklep → Dane restauracji) przed publikacją: ${missing.map((key) => RESTAURANT_FACT_LABELS[key]).join(', ')}.`;
