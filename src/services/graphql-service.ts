/**
 * The live-update client thunks use: the one in Services when given (tests pass a client of a
 * real local server), otherwise one shared client per page. Only the order page and the staff
 * panel import this file, so the GraphQL client stays out of every other page's JavaScript.
 */
import { createGraphqlClient, type GraphqlClient } from '../lib/graphql-client';
import type { Services } from './thunk-services';

let shared: GraphqlClient | undefined;

export const graphqlOf = (services: Services): GraphqlClient => services.graphql ?? (shared ??= createGraphqlClient());
