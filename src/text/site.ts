/**
 * Polish texts that appear in more than one place (config, SEO, header, footer). Plain
 * constants with no imports, so gatsby-config.ts can read them too.
 */

export const SITE_NAME = 'Sushi — zamów online';
export const SITE_SHORT_NAME = 'Sushi';
export const SITE_DESCRIPTION =
  'Świeże sushi z dostawą i na wynos: zestawy, maki, nigiri, sashimi i dodatki. Zamów online w kilka minut.';

/** Shown until (or instead of, if the API is down) the welcome text from the shop API. */
export const FALLBACK_WELCOME = {
  title: 'Witamy w naszej restauracji sushi',
  text: 'Ręcznie robione sushi ze świeżych składników. Zamów online z dostawą do domu lub odbierz osobiście.',
} as const;

export const NAV_LABELS = {
  about: 'O nas',
  order: 'Zamów online',
  contact: 'Kontakt',
  howToOrder: 'Jak zamawiać',
  addonsShop: 'Sklep - dodatki',
} as const;

