/**
 * Changes the restaurant made after a phone call (D97), newest last, each with its time, the
 * parts that changed and the total before and after; the reason is staff's note and is not
 * shown. The live feed brings the whole order after a change, so the list and the total follow.
 */
import React from 'react';
import type { Fulfilment } from '../../../../domain/rules/fulfilment';
import type { OrderChange } from '../../../lib/shop-api-types';
import { formatMoney } from '../../../text/format';
import { formatTime } from './order-status';

const PART_NAMES: Readonly<Record<Fulfilment, Readonly<Record<string, string>>>> = {
  delivery: { items: 'produkty', address: 'adres dostawy', deliveryTime: 'czas dostawy', notes: 'uwagi' },
  pickup: { items: 'produkty', address: 'adres', deliveryTime: 'czas odbioru', notes: 'uwagi' },
};

/** 'Zamówienie zmienione przez restaurację — nowa kwota: 54,00 zł (było 62,00 zł)'. */
export function changeSentence(change: OrderChange, fulfilment: Fulfilment): string {
  const amount =
    change.totalAfter === change.totalBefore
      ? `kwota bez zmian: ${formatMoney(change.totalAfter)}`
      : `nowa kwota: ${formatMoney(change.totalAfter)} (było ${formatMoney(change.totalBefore)})`;
  const parts = change.changed.map((part) => PART_NAMES[fulfilment][part] ?? part);
  return `Zamówienie zmienione przez restaurację — ${amount}${parts.length > 0 ? `. Zmieniono: ${parts.join(', ')}` : ''}.`;
}

export function OrderChanges({ changes, fulfilment }: { changes: readonly OrderChange[]; fulfilment: Fulfilment }) {
  if (changes.length === 0) return null;
  return (
    <section aria-labelledby="order-changes-heading" data-testid="order-changes">
      <h2 id="order-changes-heading">Zmiany zamówienia</h2>
      <ul aria-live="polite">
        {changes.map((change) => (
          <li key={change.at}>
            {formatTime(change.at)}: {changeSentence(change, fulfilment)}
          </li>
        ))}
      </ul>
    </section>
  );
}
