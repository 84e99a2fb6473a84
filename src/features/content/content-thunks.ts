import type { AppThunk } from '../../app/store';
import { welcomeLoaded } from './content-slice';

/**
 * Loads the welcome text. A failure is logged only (docs/behaviour.md §8): the page keeps its
 * pre-rendered fallback, which is a fine welcome too.
 */
export const loadWelcome = (): AppThunk => async (dispatch, _getState, { shopApi }) => {
  try {
    dispatch(welcomeLoaded(await shopApi.getWelcomeText()));
  } catch (error) {
    console.error('Error while getting welcome text.', error);
  }
};
