/**
 * The add-ons part of the menu: the Tabs labels (shown as Dodatki / Napoje / Alkohole by
 * the Tabs component) and the API category each of them lists. The categories and their
 * Polish names are domain/rules/menu-catalogue.ts, shared with the server's seed.
 */
import type { Category } from '../../domain/rules/menu-catalogue';

export { categoryLabel } from '../../domain/rules/menu-catalogue';

export const EXTRAS_TABS = [
  { label: 'Addons', category: 'dodatki' },
  { label: 'Beverages', category: 'beverages' },
  { label: 'Alcohol', category: 'alcohol' },
] as const satisfies readonly { label: string; category: Category }[];
