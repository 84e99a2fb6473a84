/** The restaurant's facts as staff fill them in and the API keeps them (e-mail lower-cased, NIP as digits). */
import type { RestaurantFacts } from '../../domain/rules/restaurant-facts';

export const RESTAURANT_FACTS: RestaurantFacts = {
  companyName: 'Sushi Kami sp. z o.o.',
  street: 'ul. Marszałkowska 10',
  postalCode: '00-001',
  city: 'Warszawa',
  phone: '+48 22 123 45 67',
  email: 'kontakt@sushikami.pl',
  nip: '5260001246',
};
