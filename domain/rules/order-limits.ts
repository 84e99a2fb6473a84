/**
 * Limits of an order that the basket, the checkout, the staff panel and the API all apply: one
 * home, so the site never lets through what the server refuses (D3, D57).
 */

/** docs/behaviour.md §9: the smallest quantity of a basket line. */
export const MIN_QUANTITY = 1;

/** docs/behaviour.md §4 and decisions.md D3: a sane upper bound per line, so a stored basket always validates. */
export const MAX_QUANTITY = 99;

/** Staff promise a delivery within 5 minutes to 4 hours; anything else is a typo. */
export const ESTIMATED_MINUTES = { min: 5, max: 240 } as const;

export const isEstimatedMinutes = (minutes: number): boolean =>
  Number.isInteger(minutes) && minutes >= ESTIMATED_MINUTES.min && minutes <= ESTIMATED_MINUTES.max;
