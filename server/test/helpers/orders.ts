/** Order bodies and calls shared by the API tests of checkout, staff and GraphQL. */
import type { FastifyInstance } from 'fastify';
import { seedMenu } from '../../src/db/seed/menu-data';

const visible = (digit: string) => seedMenu.filter((i) => String(i.id)[0] === digit && i.isVisible);
export const [aSet] = visible('3');
export const [aProduct] = visible('2');
export const anAlcohol = seedMenu.find((i) => i.category === 'alcohol' && i.isVisible)!;

export const CUSTOMER = { name: 'Ola Nowak', phoneNumber: '+48 600 100 200', email: 'ola.nowak@example.pl' };
/** The demo restaurant's delivery terms in zł, as GET /delivery/ writes them. */
export const DEMO_DELIVERY = { zoneA: 10, zoneB: 20, minimumOrderA: 20, minimumOrderB: 40, freeDeliveryFromA: 150, freeDeliveryFromB: null };
/** GET /shop/pickup of the demo restaurant: pickup on, ready in 20 minutes, 10 % off, from 20 zł (D95). */
export const DEMO_PICKUP = { enabled: true, preparationMinutes: 20, discountPercent: 10, minimumOrder: 20 };
/** What GET /shop/delivery-zone answers for each zone of the demo restaurant. */
export const DEMO_ZONE_A = { zone: 'A', price: 10, minimumOrder: 20, freeDeliveryFrom: 150 };
export const DEMO_ZONE_B = { zone: 'B', price: 20, minimumOrder: 40, freeDeliveryFrom: null };

/** 00-950 is in the demo restaurant's zone A (10 zł). */
export const ADDRESS_A = { street: 'ul. Marszałkowska 10/5', postalCode: '00-950', city: 'Warszawa' };
/** 02-600 is in zone B (20 zł). */
export const ADDRESS_B = { street: 'ul. Puławska 100', postalCode: '02-600', city: 'Warszawa' };

export function orderBody(overrides: Record<string, unknown> = {}) {
  return {
    items: [
      { id: aSet.id, quantity: 1 },
      { id: aProduct.id, quantity: 2 },
    ],
    customer: CUSTOMER,
    address: ADDRESS_A,
    deliveryTime: { type: 'asap' },
    paymentMethod: 'cash',
    acceptedTerms: true,
    notes: 'Proszę dzwonić domofonem 15, klatka B',
    ...overrides,
  };
}

export function postOrder(app: FastifyInstance, body: unknown = orderBody(), headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/shop/order', payload: body as object, headers });
}

/** Places a valid order and returns its public id. */
export async function placeOrder(app: FastifyInstance, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await postOrder(app, orderBody(overrides));
  if (res.statusCode !== 201) throw new Error(`order refused: ${res.statusCode} ${res.body}`);
  return res.json().id as string;
}

export function changeStatus(app: FastifyInstance, id: string, token: string | undefined, body: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: `/shop/staff/orders/${id}/status`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: body,
  });
}

/** An order staff key in during a phone call (D96): no terms, no e-mail unless given, their estimate. */
export function phoneOrderBody(overrides: Record<string, unknown> = {}) {
  return {
    items: [
      { id: aSet.id, quantity: 1 },
      { id: aProduct.id, quantity: 2 },
    ],
    customer: { name: 'Jan Kowalski', phoneNumber: '+48 601 200 300' },
    address: ADDRESS_A,
    deliveryTime: { type: 'asap' },
    paymentMethod: 'cash',
    estimatedMinutes: 30,
    ...overrides,
  };
}

export function postPhoneOrder(app: FastifyInstance, token: string, body: unknown = phoneOrderBody(), headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/shop/staff/orders', payload: body as object, headers: { authorization: `Bearer ${token}`, ...headers } });
}

/** PATCH /shop/staff/orders/:id: a change by phone (D97). */
export function changeOrder(app: FastifyInstance, id: string, token: string, body: Record<string, unknown>) {
  return app.inject({ method: 'PATCH', url: `/shop/staff/orders/${id}`, payload: body, headers: { authorization: `Bearer ${token}` } });
}
