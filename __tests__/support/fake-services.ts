/**
 * Fresh stores over a fake shop API and a fake identity service for unit tests. Every call
 * of the fakes answers with harmless data unless a test overrides it (the identity one as
 * "nobody signed in"), so a test states only what it is about.
 */
import { makeStore } from '../../src/app/store';
import type { RootState } from '../../src/app/root-reducer';
import type { ShopApi } from '../../src/lib/shop-api';
import type { OrderFeedEvent, ShopGraphql } from '../../src/lib/shop-graphql';
import type { MenuItem, PublicOrder } from '../../src/lib/shop-api-types';
import type { Identity, IdentitySession } from '../../src/services/identity-client';
import { BUILD_RESTAURANT } from '../../src/features/contact/build-restaurant';

/** Delivery terms with no minimum and no free delivery: the spec's prices only. */
export const PLAIN_DELIVERY = { zoneA: 10, zoneB: 20, minimumOrderA: 0, minimumOrderB: 0, freeDeliveryFromA: null, freeDeliveryFromB: null };
/** GET /shop/delivery-zone for zone A under PLAIN_DELIVERY. */
export const PLAIN_ZONE_A = { zone: 'A' as const, price: 10, minimumOrder: 0, freeDeliveryFrom: null };
export const PLAIN_ZONE_B = { zone: 'B' as const, price: 20, minimumOrder: 0, freeDeliveryFrom: null };

/** GET /shop/pickup of a restaurant that never switched pickup on (D95's default). */
export const NO_PICKUP = { enabled: false, preparationMinutes: 20, discountPercent: 0, minimumOrder: 0 };
/** The demo seed's pickup: 20 minutes, 10 % off, from 20 zł. */
export const DEMO_PICKUP = { enabled: true, preparationMinutes: 20, discountPercent: 10, minimumOrder: 20 };

export const SEED_HOURS = 'pon.–czw. 12:00–22:00, pt.–sob. 12:00–23:00, niedz. 13:00–21:00';

export function fakeShopApi(overrides: Partial<ShopApi> = {}): ShopApi {
  const base: ShopApi = {
    request: jest.fn().mockRejectedValue(new Error('request not faked')),
    shopBase: '/shop',
    getWelcomeText: jest.fn().mockResolvedValue({ title: '', text: '' }),
    getCarousel: jest.fn().mockResolvedValue([]),
    getDeliveryPrices: jest.fn().mockResolvedValue(PLAIN_DELIVERY),
    // The seed's facts (placeholders) with the demo restaurant's hours, as the API answers them.
    getRestaurantInfo: jest.fn().mockResolvedValue({ ...BUILD_RESTAURANT, hours: SEED_HOURS }),
    getNotice: jest.fn().mockResolvedValue({ text: '', isVisible: false, isSystemClose: false }),
    getSets: jest.fn().mockResolvedValue([]),
    getProducts: jest.fn().mockResolvedValue([]),
    getIngredients: jest.fn().mockResolvedValue([]),
    getMenuSets: jest.fn().mockResolvedValue([]),
    getMenuProducts: jest.fn().mockResolvedValue([]),
    getMenuIngredients: jest.fn().mockResolvedValue([]),
    createCustomer: jest.fn(async (_token: string, data) => data),
    getCustomerDetails: jest.fn().mockRejectedValue(Object.assign(new Error('No details for this customer yet'), { status: 404 })),
    updateCustomerDetails: jest.fn(async (_token: string, data) => data),
    getCustomerHistory: jest.fn().mockResolvedValue({ data: [] }),
    placeOrder: jest.fn().mockRejectedValue(new Error('placeOrder not faked')),
    getOrder: jest.fn().mockRejectedValue(new Error('getOrder not faked')),
    payOrder: jest.fn().mockRejectedValue(new Error('payOrder not faked')),
    payOrderInCash: jest.fn().mockRejectedValue(new Error('payOrderInCash not faked')),
    paymentReturn: jest.fn().mockRejectedValue(new Error('paymentReturn not faked')),
    getDeliveryZone: jest.fn().mockResolvedValue(PLAIN_ZONE_A),
    getOpeningHours: jest.fn().mockResolvedValue({
      timeZone: 'Europe/Warsaw',
      days: [],
      summary: '',
      openNow: true,
      deliveryTimeRules: { minLeadMinutes: 45, maxDaysAhead: 2, stepMinutes: 15 },
    }),
    getDeliveryTimes: jest.fn().mockResolvedValue({ asap: true, slots: [] }),
    getPickupSettings: jest.fn().mockResolvedValue(NO_PICKUP),
  };
  return { ...base, ...overrides };
}

/** A session as the identity service returns it. */
export function fakeSession(fields: Partial<IdentitySession> = {}): IdentitySession {
  return { email: 'jan@example.pl', idToken: 'id-token-1', emailVerified: true, expiresAt: 2_000_000_000, ...fields };
}

/** An identity service with nobody signed in; calls that need a user fail as the real one does. */
export function fakeIdentity(overrides: Partial<Identity> = {}): Identity {
  const notAuthenticated = () => Object.assign(new Error('User is not authenticated'), { code: 'NotAuthenticated' });
  const base: Identity = {
    hasStoredSession: jest.fn(() => false),
    signUp: jest.fn(async ({ email }) => ({ email, userConfirmed: false })),
    confirmSignUp: jest.fn().mockResolvedValue(undefined),
    resendSignUpCode: jest.fn().mockResolvedValue(undefined),
    signIn: jest.fn(async (email: string) => fakeSession({ email })),
    getSession: jest.fn().mockResolvedValue(null),
    refreshSession: jest.fn().mockResolvedValue(null),
    getIdToken: jest.fn().mockRejectedValue(notAuthenticated()),
    signOut: jest.fn().mockResolvedValue(undefined),
    forgotPassword: jest.fn().mockResolvedValue(undefined),
    confirmNewPassword: jest.fn().mockResolvedValue(undefined),
  };
  return { ...base, ...overrides };
}

/**
 * One fresh store per test, with the fakes as the thunk extra argument. `services` may pass
 * a fake identity, a navigate or redirect spy, or a live client; by default nobody is signed
 * in, navigate and redirect (leaving the site, e.g. for the payment page) are spies.
 */
export function makeTestStore(
  overrides: Partial<ShopApi> = {},
  preloadedState?: Partial<RootState>,
  services: {
    identity?: Identity;
    navigate?: jest.Mock<void, [string]>;
    redirect?: jest.Mock<void, [string]>;
    graphql?: ShopGraphql;
    pause?: () => Promise<void>;
  } = {},
) {
  const shopApi = fakeShopApi(overrides);
  const identity = services.identity ?? fakeIdentity();
  const navigate = services.navigate ?? jest.fn<void, [string]>();
  const redirect = services.redirect ?? jest.fn<void, [string]>();
  const store = makeStore({ shopApi, identity, navigate, redirect, graphql: services.graphql, pause: services.pause }, preloadedState);
  return { store, shopApi, identity, navigate, redirect };
}

/**
 * A live client that answers the order page from `order` and hands the test the listener of
 * its subscription, to push status events as the API would (`push(order)`).
 */
export function fakeOrderFeed(order: PublicOrder | null) {
  let listener: ((event: OrderFeedEvent) => void) | undefined;
  const graphql = {
    getOrder: jest.fn().mockResolvedValue(order),
    followOrder: jest.fn((_id: string, onEvent: (event: OrderFeedEvent) => void) => {
      listener = onEvent;
      onEvent({ type: 'connected' });
      return () => {
        listener = undefined;
      };
    }),
  } as unknown as ShopGraphql;
  const push = (next: PublicOrder) =>
    listener?.({
      type: 'status',
      event: { id: next.id, status: next.status, at: new Date().toISOString(), note: '', estimatedMinutes: null, estimatedDeliveryAt: null, order: next },
    });
  return { graphql, push };
}

let nextId = 2001;

/** A menu item as the API sends it; a product unless the id says otherwise. */
export function menuItem(fields: Partial<MenuItem> & { name: string }): MenuItem {
  return {
    id: nextId++,
    category: 'maki',
    price: 20,
    description: [],
    desc: '',
    image: '/images/menu/maki.svg',
    isVisible: true,
    allergens: [],
    mayContain: [],
    diet: 'none',
    soldOut: false,
    ...fields,
  };
}

/** Lets pending promise callbacks run (fake API answers are already resolved). */
export const flushPromises = () => new Promise((resolve) => setTimeout(resolve, 0));
