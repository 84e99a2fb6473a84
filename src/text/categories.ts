/**
 * The add-ons part of the menu: the categories its tabs list, in order. Their Polish names
 * (Dodatki / Napoje / Alkohole) are the catalogue's, domain/rules/menu-catalogue.ts, shared with
 * the server's seed.
 */
import type { Category } from '../../domain/rules/menu-catalogue';

export { categoryLabel } from '../../domain/rules/menu-catalogue';

export const EXTRAS_CATEGORIES = ['dodatki', 'beverages', 'alcohol'] as const satisfies readonly Category[];
