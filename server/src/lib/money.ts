/** Money crosses the API as zł with two decimals; inside it is integer grosze. */
export const groszeToZloty = (grosze: number): number => grosze / 100;

/** Rounds to the nearest grosz, so 12.345 zł (a float artefact) cannot slip in. */
export const zlotyToGrosze = (zloty: number): number => Math.round(zloty * 100);
