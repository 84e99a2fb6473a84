/**
 * Home-page carousel slides (docs/behaviour.md §3: a stored list). Set from storage first, so a returning
 * customer sees slides at once, then from the API; saving happens in carousel-thunks.ts.
 */
import type { CarouselSlide } from '../../lib/shop-api-types';

export interface CarouselState {
  slides: CarouselSlide[];
}

export const initialCarouselState: CarouselState = { slides: [] };

/** A slide the carousel can draw; anything else (old or foreign data) is dropped. */
export function isCarouselSlide(value: unknown): value is CarouselSlide {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'number' &&
    typeof v.image === 'string' &&
    typeof v.title === 'string' &&
    typeof v.text === 'string' &&
    typeof v.link === 'string'
  );
}

export const slidesSet = (slides: readonly unknown[]) => ({ type: 'carousel/slidesSet' as const, payload: slides });

export type CarouselAction = ReturnType<typeof slidesSet>;

export function carouselReducer(
  state: CarouselState = initialCarouselState,
  action: CarouselAction | { type: string },
): CarouselState {
  if (action.type !== 'carousel/slidesSet') return state;
  const { payload } = action as CarouselAction;
  // A non-list answer is not "no slides": keep what is shown.
  if (!Array.isArray(payload)) return state;
  return {
    slides: payload
      .filter(isCarouselSlide)
      .map(({ id, title, text, image, link }) => ({ id, title, text, image, link })),
  };
}

export const selectCarouselSlides = (state: { carousel: CarouselState }) => state.carousel.slides;
