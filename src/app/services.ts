/**
 * What thunks may reach outside the store. Passed as the thunk extra argument so tests swap
 * in fakes or clients of a real local server; identity joins here in the accounts issue.
 */
import { createShopApi, type ShopApi } from '../lib/shop-api';

export interface Services {
  shopApi: ShopApi;
}

export function createDefaultServices(): Services {
  return { shopApi: createShopApi() };
}
