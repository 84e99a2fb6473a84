/**
 * What every page's JSON-LD shares: the schema.org base, the JSON type, and how an object becomes
 * the text of a <script>. Each builder has its own file (restaurant-json-ld.ts for /, menu-json-ld.ts
 * for /menu/), so a page's JavaScript carries only its own: the Head runs in the browser too.
 */
export const SCHEMA = 'https://schema.org';

export type Json = Record<string, unknown>;

/** JSON for a <script> element: '<' escaped, so no text in the data can close the script. */
export const serializeJsonLd = (data: Json): string => JSON.stringify(data).replace(/</g, '\\u003c');
