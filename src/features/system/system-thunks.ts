import type { AppThunk } from '../../app/store';
import { noticeLoaded } from './system-slice';

/**
 * Loads the system notice. A failure is rethrown untouched (docs/behaviour.md §8): the caller decides,
 * because an unknown shop state must not be shown as "open".
 */
export const loadNotice = (): AppThunk => async (dispatch, _getState, { shopApi }) => {
  const notice = await shopApi.getNotice();
  dispatch(noticeLoaded(notice));
};
