import { carouselReducer, initialCarouselState, selectCarouselSlides, slidesSet } from '../../../src/features/carousel/carousel-slice';
import { loadCarousel, restoreCarousel } from '../../../src/features/carousel/carousel-thunks';
import { CAROUSEL_KEY } from '../../../src/lib/storage';
import { makeTestStore } from '../../support/fake-services';

const slide = (id: number) => ({ id, title: `Slajd ${id}`, text: 'Tekst', image: `/c/${id}.jpg`, link: '/menu/' });

beforeEach(() => localStorage.clear());
let log: jest.SpyInstance;
beforeEach(() => {
  log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => log.mockRestore());

describe('carousel reducer', () => {
  it('starts empty and sets slides, dropping malformed ones and extra fields', () => {
    expect(carouselReducer(undefined, { type: '@@INIT' })).toEqual({ slides: [] });
    const state = carouselReducer(initialCarouselState, slidesSet([{ ...slide(1), extra: 1 }, { id: 2 }, null, slide(3)]));
    expect(state.slides).toEqual([slide(1), slide(3)]);
    expect(selectCarouselSlides({ carousel: state })).toEqual([slide(1), slide(3)]);
  });

  it('keeps its slides when given something that is not a list', () => {
    const state = carouselReducer(initialCarouselState, slidesSet([slide(1)]));
    expect(carouselReducer(state, slidesSet({} as never))).toBe(state);
  });
});

describe('carousel thunks', () => {
  it('restores saved slides', () => {
    localStorage.setItem(CAROUSEL_KEY, JSON.stringify([slide(1), { foreign: true }]));
    const { store } = makeTestStore();
    store.dispatch(restoreCarousel());
    expect(selectCarouselSlides(store.getState())).toEqual([slide(1)]);
  });

  it.each(['undefined', 'not json', '{"a":1}'])("restores nothing from the text %p", (text) => {
    localStorage.setItem(CAROUSEL_KEY, text);
    const { store } = makeTestStore();
    store.dispatch(restoreCarousel());
    expect(selectCarouselSlides(store.getState())).toEqual([]);
  });

  it('sets fetched slides and saves them', async () => {
    localStorage.setItem(CAROUSEL_KEY, JSON.stringify([slide(1)]));
    const { store } = makeTestStore({ getCarousel: jest.fn().mockResolvedValue([slide(2), slide(3)]) });
    await store.dispatch(loadCarousel());
    expect(selectCarouselSlides(store.getState())).toEqual([slide(2), slide(3)]);
    expect(JSON.parse(localStorage.getItem(CAROUSEL_KEY)!)).toEqual([slide(2), slide(3)]);
  });

  it('shows the saved slides while fetching, and keeps them when the fetch fails (logged)', async () => {
    localStorage.setItem(CAROUSEL_KEY, JSON.stringify([slide(1)]));
    let fail!: (e: Error) => void;
    const { store } = makeTestStore({ getCarousel: jest.fn(() => new Promise<never>((_r, rej) => (fail = rej))) });

    const done = store.dispatch(loadCarousel());
    expect(selectCarouselSlides(store.getState())).toEqual([slide(1)]);
    fail(new Error('down'));
    await done;

    expect(log).toHaveBeenCalledWith('Error while getting carousel.', expect.any(Error));
    expect(selectCarouselSlides(store.getState())).toEqual([slide(1)]);
    expect(JSON.parse(localStorage.getItem(CAROUSEL_KEY)!)).toEqual([slide(1)]);
  });
});
