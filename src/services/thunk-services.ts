/**
 * What thunks may reach outside the store. Passed as the thunk extra argument so tests swap
 * in fakes or clients of a real local server.
 */
import { navigate as gatsbyNavigate } from 'gatsby';
import { nextTask } from '../lib/next-task';
import { createShopApi, type ShopApi } from '../lib/shop-api';
import type { ShopGraphql } from '../lib/shop-graphql';
import type { StaffApi } from '../lib/shop-api-staff';
import { createLazyIdentity, type Identity } from './identity-client';

export interface Services {
  shopApi: ShopApi;
  /**
   * The identity provider behind a dynamic import (the Cognito library loads on first use).
   * Optional only so stores built for tests that never touch accounts stay valid; thunks
   * read it through identityOf(), which falls back to the default.
   */
  identity?: Identity;
  /** The staff calls (/admin/); built from shopApi unless given. Read through staffApiOf(). */
  staffApi?: StaffApi;
  /**
   * Live updates (order status, staff board, publishing) over GraphQL subscriptions; made on
   * first use unless given. Read through graphqlOf() (services/graphql-service.ts).
   */
  graphql?: ShopGraphql;
  /** Client-side navigation (Gatsby's); tests pass a spy. Read through navigateOf(). */
  navigate?: (to: string) => void;
  /**
   * Leaves the site for another address (the payment gateway's page): window.location.assign
   * in the browser; tests pass a spy. Read through redirectOf().
   */
  redirect?: (url: string) => void;
  /**
   * Waited for between the parts of the page load: nextTask in the browser, so each part is a
   * short task of its own; none in tests, where the parts start together.
   */
  pause?: () => Promise<void>;
}

const navigateWithGatsby = (to: string): void => {
  void gatsbyNavigate(to);
};

// One lazy client per page: the module import and its config are made once.
let defaultIdentity: Identity | undefined;

const lazyIdentity = (): Identity => (defaultIdentity ??= createLazyIdentity());

export const identityOf = (services: Services): Identity => services.identity ?? lazyIdentity();

export const navigateOf = (services: Services): ((to: string) => void) => services.navigate ?? navigateWithGatsby;

const assignLocation = (url: string): void => window.location.assign(url);

export const redirectOf = (services: Services): ((url: string) => void) => services.redirect ?? assignLocation;

export function createDefaultServices(): Services {
  return { shopApi: createShopApi(), identity: lazyIdentity(), navigate: navigateWithGatsby, redirect: assignLocation, pause: nextTask };
}
