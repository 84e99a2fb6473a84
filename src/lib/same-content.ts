/**
 * Whether two pieces of plain data (API items, basket lines: no functions, no dates) read the
 * same. They come from one serializer or one reducer, so their keys are in the same order and
 * comparing their JSON is exact. Used where a new object with the old content must not make
 * React render again.
 */
export const sameContent = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);
