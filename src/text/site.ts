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

/**
 * PLACEHOLDERS: the restaurant's real address, phone, e-mail and hours are not known yet.
 * Every value below is marked as such on the page too, so nobody mistakes it for real data.
 */
export const CONTACT_ADDRESS_PLACEHOLDER = {
  streetAddress: 'ul. Przykładowa 1',
  postalCode: '00-000',
  addressLocality: 'Miasto',
  addressCountry: 'PL',
} as const;

export const CONTACT_PLACEHOLDER = {
  note: '[dane przykładowe — do uzupełnienia]',
  // One source for the page and the schema.org data (src/features/seo/structured-data.ts).
  address: `${CONTACT_ADDRESS_PLACEHOLDER.streetAddress}, ${CONTACT_ADDRESS_PLACEHOLDER.postalCode} ${CONTACT_ADDRESS_PLACEHOLDER.addressLocality}`,
  phone: '+48 000 000 000',
  email: 'kontakt@example.com',
  hours: 'pon.–niedz. 12:00–22:00',
} as const;
