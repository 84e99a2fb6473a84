import type { AppThunk } from '../../app/store';
import { CAROUSEL_KEY, readList, writeList } from '../../lib/storage';
import { isCarouselSlide, selectCarouselSlides, slidesSet } from './carousel-slice';

/** Shows the slides saved by the last visit ('undefined' or bad text counts as none). */
export const restoreCarousel = (): AppThunk<void> => (dispatch) => {
  const saved = readList(CAROUSEL_KEY, isCarouselSlide);
  if (saved.length > 0) dispatch(slidesSet(saved));
};

/**
 * Restores the saved slides, then fetches fresh ones, sets and saves them (docs/behaviour.md §4). A
 * failure is logged only (docs/behaviour.md §8): the saved slides stay on screen.
 */
export const loadCarousel = (): AppThunk => async (dispatch, getState, { shopApi }) => {
  dispatch(restoreCarousel());
  try {
    dispatch(slidesSet(await shopApi.getCarousel()));
    writeList(CAROUSEL_KEY, selectCarouselSlides(getState()));
  } catch (error) {
    console.error('Error while getting carousel.', error);
  }
};
