/**
 * The site's GraphQL operations thunks use: the ones in Services when given (tests pass a client
 * of a real local server), otherwise one shared set per page. Only the order page and the staff
 * panel import this file, so the query client and the live feed stay out of every other page's
 * JavaScript.
 */
import { createShopGraphql, type ShopGraphql } from '../lib/shop-graphql';
import type { Services } from './thunk-services';

let shared: ShopGraphql | undefined;

export const graphqlOf = (services: Services): ShopGraphql => services.graphql ?? (shared ??= createShopGraphql());
