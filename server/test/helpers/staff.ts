/** Calls of the staff API for its tests, and valid bodies for each write. */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { phoneOrderBody } from './orders';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function staffCall(app: FastifyInstance, token: string | undefined, method: Method, url: string, payload?: unknown) {
  const options: InjectOptions = { method, url, headers: token ? { authorization: `Bearer ${token}` } : {} };
  if (payload !== undefined) options.payload = payload as InjectOptions['payload'];
  return app.inject(options);
}

export const VALID_BODIES = {
  notice: { text: 'Dziś zamykamy o 20:00.', isVisible: true, isSystemClose: false },
  restaurant: {
    companyName: 'Sushi Kami sp. z o.o.',
    street: 'ul. Marszałkowska 10',
    postalCode: '00-001',
    city: 'Warszawa',
    phone: '+48 22 123 45 67',
    email: 'Kontakt@SushiKami.pl',
    nip: 'PL 526-000-12-46',
  },
  welcomeText: { title: 'Witamy w Sushikami', text: 'Świeże ryby codziennie.' },
  carousel: { slides: [{ title: 'Nowość', text: 'Zestaw jesienny', image: '/images/carousel/1.jpg', link: '/menu/' }] },
  delivery: { zoneA: 12.5, zoneB: 24.99, minimumOrderA: 25, minimumOrderB: 49.99, freeDeliveryFromA: null, freeDeliveryFromB: 300 },
  deliveryZones: { A: ['00-', '01-0'], B: ['01-', '02-600..02-799'] },
  pickup: { enabled: true, deliveryEnabled: true, preparationMinutes: 25, discountPercent: 15, minimumOrder: 30.5 },
  openingHours: {
    days: [
      { open: '12:00', close: '22:00' },
      { open: '12:00', close: '22:00' },
      { open: '12:00', close: '22:00' },
      { open: '12:00', close: '22:00' },
      { open: '12:00', close: '24:00' },
      { open: '13:00', close: '23:00' },
      null,
    ],
  },
};

/** A well-formed release id that names no release. */
export const UNKNOWN_RELEASE = '20200101-0000-abcd';
/** A well-formed promotion id that names no code. */
export const UNKNOWN_PROMOTION = '987654';

/** Every staff route with a body it accepts: the access table runs over all of them. */
export const STAFF_ROUTES: { method: Method; url: string; body?: unknown }[] = [
  { method: 'GET', url: '/shop/staff/orders' },
  { method: 'POST', url: '/shop/staff/orders/ZZZZZZZZZZ/status', body: { status: 'accepted', estimatedMinutes: 30 } },
  { method: 'POST', url: '/shop/staff/orders', body: phoneOrderBody() },
  { method: 'PATCH', url: '/shop/staff/orders/ZZZZZZZZZZ', body: { notes: 'Bez wasabi', reason: 'Klient zadzwonił' } },
  { method: 'GET', url: '/shop/staff/orders/ZZZZZZZZZZ/mails' },
  { method: 'POST', url: '/shop/staff/orders/ZZZZZZZZZZ/mails/7/resend' },
  { method: 'GET', url: '/shop/staff/settings' },
  { method: 'PUT', url: '/shop/staff/settings/notice', body: VALID_BODIES.notice },
  { method: 'PUT', url: '/shop/staff/settings/restaurant', body: VALID_BODIES.restaurant },
  { method: 'PUT', url: '/shop/staff/settings/welcome-text', body: VALID_BODIES.welcomeText },
  { method: 'PUT', url: '/shop/staff/settings/carousel', body: VALID_BODIES.carousel },
  { method: 'PUT', url: '/shop/staff/settings/delivery', body: VALID_BODIES.delivery },
  { method: 'PUT', url: '/shop/staff/settings/delivery-zones', body: VALID_BODIES.deliveryZones },
  { method: 'PUT', url: '/shop/staff/settings/pickup', body: VALID_BODIES.pickup },
  { method: 'PUT', url: '/shop/staff/settings/opening-hours', body: VALID_BODIES.openingHours },
  { method: 'GET', url: '/shop/staff/menu' },
  { method: 'PATCH', url: '/shop/staff/menu/2001', body: { isVisible: true } },
  { method: 'GET', url: '/shop/staff/audit' },
  { method: 'GET', url: '/shop/staff/reports/daily?from=2026-03-11' },
  { method: 'GET', url: '/shop/staff/reports/orders.csv?from=2026-03-11' },
  { method: 'GET', url: '/shop/staff/reports/items.csv?from=2026-03-11' },
  { method: 'GET', url: '/shop/staff/promotions' },
  { method: 'POST', url: '/shop/staff/promotions', body: { code: 'WIOSNA-15', percent: 15 } },
  { method: 'PATCH', url: `/shop/staff/promotions/${UNKNOWN_PROMOTION}`, body: { active: false } },
  { method: 'DELETE', url: `/shop/staff/promotions/${UNKNOWN_PROMOTION}` },
  { method: 'GET', url: '/shop/staff/releases' },
  { method: 'POST', url: '/shop/staff/releases' },
  { method: 'GET', url: `/shop/staff/releases/${UNKNOWN_RELEASE}` },
  { method: 'POST', url: `/shop/staff/releases/${UNKNOWN_RELEASE}/rollback` },
];
