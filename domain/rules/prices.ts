/**
 * Default prices and the bounds of prices staff may set, one home for the server (which
 * applies them), the seed, and the site (its defaults until the API answers, the staff forms'
 * checks). Amounts in integer grosze unless the name says zł (D1, D57).
 */

/** docs/behaviour.md §3, §9: delivery costs 10 zł in zone A and 20 zł in zone B until the restaurant sets its own. */
export const DEFAULT_DELIVERY_PRICES = { zoneAGrosze: 1000, zoneBGrosze: 2000 } as const;

/** What staff may set as a menu price, in zł (the API's schema has the same bounds). */
export const MENU_PRICE_ZLOTY = { min: 0.01, max: 10_000 } as const;

/** What staff may set as a zone's delivery price, in zł (the API's schema has the same bounds). */
export const DELIVERY_PRICE_ZLOTY = { min: 0, max: 500 } as const;

/** What staff may set as a zone's minimum order value or free-delivery threshold, in zł of items. */
export const ORDER_VALUE_ZLOTY = { min: 0, max: 10_000 } as const;
