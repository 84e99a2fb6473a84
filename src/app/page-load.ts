/**
 * The page-load sequence of docs/behaviour.md §4 (shop pages, not the restaurant variant): system notice,
 * basket from storage, the signed-in customer, menu data, modal state, carousel, plus the delivery prices.
 *
 * Every part runs whatever the others do: the parts start together and the sequence waits
 * for all of them to settle. docs/behaviour.md §8 wants a notice failure rethrown, and it is — but only
 * after the other parts have finished, so the caller gets the notice's own error while
 * the menu, basket and carousel are already on screen. Menu, carousel and prices log their
 * own failures (docs/behaviour.md §8: logged only) and never reject; anything else that breaks is logged
 * here so it cannot hide a notice failure or stop the rest.
 */
import type { AppThunk } from './store';
import { restoreSession } from '../features/account/restore-session';
import { restoreBasket } from '../features/basket/basket-thunks';
import { loadCarousel } from '../features/carousel/carousel-thunks';
import { loadRestaurantInfo } from '../features/contact/contact-thunks';
import { loadMenu } from '../features/menu/menu-thunks';
import { systemDisabledSet, systemModalSet } from '../features/modal/modal-slice';
import { loadDeliveryPrices } from '../features/prices/prices-thunks';
import { loadRestaurantMenu } from '../features/menu/restaurant-menu-thunks';
import { selectNotice } from '../features/system/system-slice';
import { loadNotice } from '../features/system/system-thunks';

export const PAGE_LOAD_ERROR_LOG = 'Error while loading the page.';

/** Runs `part` now; a synchronous throw becomes a rejection like an async one. */
function attempt(part: () => unknown): Promise<unknown> {
  return new Promise((resolve) => resolve(part()));
}

/** docs/behaviour.md §4 "modal state": the notice modal opens when the notice is visible. */
export const syncModalWithNotice = (): AppThunk<void> => (dispatch, getState) => {
  const notice = selectNotice(getState());
  dispatch(systemDisabledSet(notice.isSystemClose));
  dispatch(systemModalSet(notice.isVisible));
};

/**
 * Loads everything a shop page needs. Rejects only with a notice failure, after the rest.
 * Each part after the first starts after the services' pause: in the browser each part's
 * requests and the re-render its first dispatches cause are then a short task of their own
 * rather than one long one right after hydration.
 */
export const loadShopPage =
  (): AppThunk =>
  async (dispatch, _getState, { pause }) => {
    const parts = [
      async () => {
        await dispatch(loadNotice());
        dispatch(syncModalWithNotice());
      },
      () => dispatch(restoreBasket()),
      // The customer: the stored session, if any; a failed restore is silently ignored (docs/behaviour.md §4).
      () => dispatch(restoreSession()),
      () => dispatch(loadMenu()),
      () => dispatch(loadCarousel()),
      () => dispatch(loadDeliveryPrices()),
      () => dispatch(loadRestaurantInfo()),
    ];
    const started: Promise<unknown>[] = [];
    for (const part of parts) {
      if (pause && started.length > 0) await pause();
      const result = attempt(part);
      // Settled below; this keeps a failure during a pause from counting as unhandled.
      result.catch(() => undefined);
      started.push(result);
    }

    const [noticeResult, ...otherResults] = await Promise.allSettled(started);
    for (const result of otherResults) {
      if (result.status === 'rejected') console.error(PAGE_LOAD_ERROR_LOG, result.reason);
    }
    if (noticeResult.status === 'rejected') throw noticeResult.reason;
  };

/** The restaurant-menu variant loads only its menu: no notice, basket, customer or carousel. */
export const loadRestaurantPage = (): AppThunk => async (dispatch) => {
  await dispatch(loadRestaurantMenu());
};
