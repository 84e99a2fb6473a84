/**
 * Content of the seeded demo restaurant: welcome text, system notice, delivery prices,
 * delivery zones, opening hours and carousel slides.
 */
import { DEFAULT_DELIVERY_TERMS } from '../../../../domain/rules/delivery-terms';
import type { SeedContent } from './types';
import { PLACEHOLDER_FACTS } from '../../../../domain/rules/restaurant-facts';

export const seedContent: SeedContent = {
  // Only the restaurant knows these: marked, shown as such, refused by a production publish (D68).
  restaurant: { ...PLACEHOLDER_FACTS },
  welcomeText: {
    title: 'Witamy w Sushi Kami!',
    text:
      'Od ponad dziesięciu lat przygotowujemy sushi ręcznie, na oczach gości, z ryżu gotowanego kilka razy dziennie. ' +
      'Ryby kupujemy codziennie rano, a łososia i tuńczyka kroimy dopiero po złożeniu zamówienia. ' +
      'Zamów online z dowozem do domu lub odbierz zamówienie osobiście w restauracji.',
  },
  notice: {
    text:
      'W Wigilię, 24 grudnia 2026, i w pierwszy dzień świąt, 25 grudnia, restauracja będzie nieczynna. 26 grudnia zapraszamy w skróconych godzinach, od 14:00 do 21:00. Zamówienia online przyjmujemy także tego dnia.',
    isVisible: true,
    isSystemClose: false,
  },
  // The demo restaurant charges the default prices (docs/behaviour.md §9) and, as Warsaw
  // restaurants usually do, takes orders from 20 zł near by and 40 zł farther out, delivering
  // free near by from 150 zł (decisions.md D70).
  delivery: {
    A: { ...DEFAULT_DELIVERY_TERMS.A, minimumOrderGrosze: 2000, freeDeliveryFromGrosze: 15000 },
    B: { ...DEFAULT_DELIVERY_TERMS.B, minimumOrderGrosze: 4000, freeDeliveryFromGrosze: null },
  },
  // Both ways (D95): pickup ready in 20 minutes, 10 % off everything but alcohol, the same
  // 20 zł minimum as nearby delivery.
  fulfilment: {
    deliveryEnabled: true,
    pickup: { enabled: true, preparationMinutes: 20, discountPercent: 10, minimumOrderGrosze: 2000 },
  },
  // The restaurant stands in Śródmieście. Zone A: the centre (00-) and the nearest parts of
  // Wola/Muranów (01-0), Ochota (02-0) and Praga-Północ (03-7). Zone B: the rest of Warsaw's
  // 01- to 04- codes. A is checked first, so its narrower rules win over B's broad ones.
  deliveryZones: {
    A: ['00-', '01-0', '02-0', '03-7'],
    B: ['01-', '02-', '03-', '04-'],
  },
  // Monday first; Warsaw time.
  openingHours: [
    { open: '12:00', close: '22:00' },
    { open: '12:00', close: '22:00' },
    { open: '12:00', close: '22:00' },
    { open: '12:00', close: '22:00' },
    { open: '12:00', close: '23:00' },
    { open: '12:00', close: '23:00' },
    { open: '13:00', close: '21:00' },
  ],
  carousel: [
    {
      title: 'Świeże sushi każdego dnia',
      text: 'Ryby dostarczane codziennie rano, rolki zwijane ręcznie tuż przed podaniem.',
      image: '/images/carousel/1.svg',
      link: '/menu/',
    },
    {
      title: 'Dowóz pod same drzwi',
      text: 'Zamów online, a kurier przywiezie sushi w termicznej torbie. W strefie A dowóz kosztuje tylko 10 zł.',
      image: '/images/carousel/2.svg',
      link: '/about/',
    },
    {
      title: 'Rozgrzewający ramen',
      text: 'Bulion gotowany przez 12 godzin, domowy makaron i jajko ajitama. Spróbuj w chłodne dni.',
      image: '/images/carousel/3.svg',
      link: '/menu/',
    },
  ],
};
