/**
 * Price differences the server reported when it placed an order (its own menu prices win over
 * what the basket sent). submitOrder keeps them in sessionStorage under the order's public id;
 * the order page shows them to the customer. Fails soft like the checkout form's storage.
 */
import type { PriceChange } from '../../lib/shop-api-types';
import { formatMoney } from '../../text/format';

export const PRICE_CHANGES_KEY_PREFIX = 'SUSHI_ORDER_PRICE_CHANGES:';
export const priceChangesKey = (publicId: string) => `${PRICE_CHANGES_KEY_PREFIX}${publicId}`;

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage ?? null;
  } catch {
    return null;
  }
}

const isPriceChange = (value: unknown): value is PriceChange => {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'number' &&
    typeof v.name === 'string' &&
    typeof v.sentPrice === 'number' &&
    Number.isFinite(v.sentPrice) &&
    typeof v.price === 'number' &&
    Number.isFinite(v.price)
  );
};

/** Keeps the changes of an order; nothing is written when there are none. */
export function savePriceChanges(publicId: string, changes: readonly PriceChange[] | undefined | null): void {
  if (!publicId || !Array.isArray(changes) || changes.length === 0) return;
  try {
    session()?.setItem(priceChangesKey(publicId), JSON.stringify(changes.filter(isPriceChange)));
  } catch {
    // Not kept: the order itself is placed all the same.
  }
}

/** The kept changes of an order; [] when there are none or they cannot be read. */
export function readPriceChanges(publicId: string): PriceChange[] {
  if (!publicId) return [];
  try {
    const text = session()?.getItem(priceChangesKey(publicId));
    if (!text) return [];
    const saved = JSON.parse(text) as unknown;
    return Array.isArray(saved) ? saved.filter(isPriceChange) : [];
  } catch {
    return [];
  }
}

/** 'Cena pozycji Maki zmieniła się z 12,50 zł na 14,00 zł. Zamówienie zostało policzone według aktualnego cennika.' */
export const priceChangeMessage = (change: PriceChange): string =>
  `Cena pozycji ${change.name} zmieniła się z ${formatMoney(change.sentPrice)} na ${formatMoney(change.price)}. ` +
  'Zamówienie zostało policzone według aktualnego cennika.';
