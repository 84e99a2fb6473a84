/** The menu browser's Polish texts, in one place for the components and their tests. */
import { formatCount, type PluralForms } from '../../../text/format';

export const MENU_TEXT = {
  searchLabel: 'Szukaj w menu',
  searchPlaceholder: 'np. łosoś, ramen, mochi',
  categoriesLabel: 'Kategorie menu',
  allCategories: 'Wszystkie',
  allItemsTitle: 'Całe menu',
  loading: 'Wczytywanie menu…',
  loadError: 'Nie udało się wczytać menu. Spróbuj ponownie.',
  retry: 'Spróbuj ponownie',
  empty: 'Nic nie znaleziono. Spróbuj innej nazwy lub kategorii.',
  extrasTitle: 'Dodatki, napoje i alkohole',
  extrasTabsLabel: 'Dodatki, napoje i alkohole',
  extrasEmpty: 'Brak pozycji w tej kategorii.',
  /** Why 'Dodaj do koszyka' is disabled; the page's banner (Layout) says the rest. */
  soldOut: 'Wyprzedane',
  soldOutReason: 'Wyprzedane — ta pozycja jest dziś niedostępna. Zapraszamy jutro!',
  shopClosed: 'Sklep jest teraz zamknięty: zamówienia online są chwilowo wstrzymane.',
  dietaryFilterToggle: 'Alergeny i dieta',
  /** Alcohol on the card, the extras row and the item window (D101); the window's note is product-modal.tsx's ADULT_NOTE. */
  adultBadge: '18+',
  adultBadgeLabel: 'Tylko dla osób pełnoletnich',
} as const;

/** 'Wyniki dla „łosoś”' */
export const searchResultsTitle = (text: string): string => `Wyniki dla „${text.trim()}”`;

const ITEM_FORMS: PluralForms = { one: 'pozycja', few: 'pozycje', many: 'pozycji', other: 'pozycji' };

/** '1 pozycja', '3 pozycje', '12 pozycji', '22 pozycje' (no-break space after the number). */
export const formatItemCount = (count: number): string => formatCount(count, ITEM_FORMS);
