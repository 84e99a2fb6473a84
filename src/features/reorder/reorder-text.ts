/** What 'Zamów ponownie' tells the customer, in the order they read it. */
import { MAX_QUANTITY } from '../basket';
import { formatMoney, formatProductCount } from '../../text/format';
import type { CutShortLine, PriceSinceOrder, ReorderPlan } from './reorder-plan';

export const ORDER_AGAIN_LABEL = 'Zamów ponownie';
export const ORDER_AGAIN_BUSY = 'Sprawdzamy dzisiejsze menu…';
export const MENU_CHECK_FAILED = 'Nie udało się sprawdzić dzisiejszego menu, więc koszyk się nie zmienił. Spróbuj ponownie za chwilę.';
export const NOTHING_ADDED = 'Koszyk się nie zmienił: żadnej pozycji z tego zamówienia nie można dziś dodać.';
export const GO_TO_BASKET = 'Przejdź do koszyka';

/** 'Futomaki, Miso i Sake': Polish list joining (built on first use, as Intl is costly to start). */
let listFormat: Intl.ListFormat | undefined;
const joinNames = (names: readonly string[]): string => (listFormat ??= new Intl.ListFormat('pl', { type: 'conjunction' })).format(names);

export const addedText = (lines: number): string => `Dodano do koszyka ${formatProductCount(lines)} z tego zamówienia, po dzisiejszych cenach.`;
export const goneText = (names: readonly string[]): string => `Nie ma już w menu: ${joinNames(names)}.`;
export const soldOutText = (names: readonly string[]): string => `Dziś wyprzedane: ${joinNames(names)}. Zapraszamy jutro!`;

/** 'Cena Futomaki: było 24,00 zł, teraz 26,00 zł.' */
export const priceText = ({ name, before, now }: PriceSinceOrder): string => `Cena ${name}: było ${formatMoney(before)}, teraz ${formatMoney(now)}.`;

export const cutShortText = ({ name, added }: CutShortLine): string =>
  added === 0
    ? `${name}: w koszyku jest już ${MAX_QUANTITY} szt., więcej dodać nie można.`
    : `${name}: dodano ${added} szt., bo jedna pozycja może mieć w koszyku najwyżej ${MAX_QUANTITY} szt.`;

/** Every sentence of the report: first what went in (or that nothing did), then each reason. */
export function reorderReport(plan: ReorderPlan): string[] {
  return [
    plan.toAdd.length > 0 ? addedText(plan.toAdd.length) : NOTHING_ADDED,
    ...(plan.gone.length > 0 ? [goneText(plan.gone)] : []),
    ...(plan.soldOut.length > 0 ? [soldOutText(plan.soldOut)] : []),
    ...plan.priceChanges.map(priceText),
    ...plan.cutShort.map(cutShortText),
  ];
}
