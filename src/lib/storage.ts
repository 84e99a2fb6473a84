/**
 * The one place in the site that touches localStorage. Everything here fails soft: private
 * mode, a full quota, SSR (no window), text written by an older version of the site or by
 * hand — a customer never sees a crash because of what sits in their browser.
 */

/** docs/behaviour.md §3 names the basket key `{product}_LIST`; this product is the sushi shop. */
export const PRODUCT_NAME = 'SUSHI';
export const BASKET_KEY = `${PRODUCT_NAME}_LIST`;
/** The basket's promo code and its last answer (D105): saved and forgotten with the basket. */
export const PROMO_KEY = `${PRODUCT_NAME}_PROMO`;
export const CAROUSEL_KEY = 'CAROUSEL_LIST';
/** The visitor's analytics choice (necessary storage such as the basket needs no consent). */
export const CONSENT_KEY = 'COOKIE_CONSENT';
/** The fingerprint of the notice text the customer closed (features/system/notice-memory.ts). */
export const NOTICE_CLOSED_KEY = 'NOTICE_CLOSED';

/** Keeps an entry of a stored list when it has the expected shape. */
export type ItemValidator<T> = (value: unknown) => value is T;

const anyItem = (value: unknown): value is unknown => true;

function getStorage(): Storage | null {
  try {
    // Reading the property itself throws in some browsers when storage is blocked.
    return typeof window === 'undefined' ? null : window.localStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * The JSON array stored under `key`, keeping only entries `isItem` accepts. Missing key,
 * the text 'undefined' (docs/behaviour.md §3: counts as empty), bad JSON, a non-array or unreadable
 * storage all give []. Never throws.
 */
export function readList<T = unknown>(key: string, isItem?: ItemValidator<T>): T[] {
  const validate = (isItem ?? anyItem) as ItemValidator<T>;
  try {
    const text = getStorage()?.getItem(key);
    if (text == null || text === 'undefined' || text === '') return [];
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter(validate) : [];
  } catch {
    return [];
  }
}

/** Saves `list` as JSON under `key`. A full quota or blocked storage is swallowed. */
export function writeList(key: string, list: readonly unknown[]): void {
  try {
    getStorage()?.setItem(key, JSON.stringify(list));
  } catch {
    // Nothing useful to do: the in-memory state is still right for this visit.
  }
}

/** Forgets `key`. Never throws. */
export function removeKey(key: string): void {
  try {
    getStorage()?.removeItem(key);
  } catch {
    // Blocked storage holds nothing of ours anyway.
  }
}

/** The JSON value stored under `key` when `isValue` accepts it, else null. Never throws. */
export function readValue<T>(key: string, isValue: (value: unknown) => value is T): T | null {
  try {
    const text = getStorage()?.getItem(key);
    if (text == null || text === '') return null;
    const parsed: unknown = JSON.parse(text);
    return isValue(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Saves `value` as JSON under `key`. A full quota or blocked storage is swallowed. */
export function writeValue(key: string, value: unknown): void {
  try {
    getStorage()?.setItem(key, JSON.stringify(value));
  } catch {
    // The choice still holds for this visit; the banner asks again next time.
  }
}
