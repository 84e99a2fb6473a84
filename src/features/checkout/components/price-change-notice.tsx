/** The order page's notice of prices the restaurant changed while the customer was ordering. */
import React from 'react';
import type { PriceChange } from '../../../lib/shop-api-types';
import { priceChangeMessage } from '../price-changes';

export function PriceChangeNotice({ changes }: { changes: readonly PriceChange[] }) {
  if (changes.length === 0) return null;
  return (
    <section aria-labelledby="price-changes-heading" data-testid="price-changes">
      <h2 id="price-changes-heading">Zmiany cen</h2>
      <ul>
        {changes.map((change) => (
          <li key={change.id}>{priceChangeMessage(change)}</li>
        ))}
      </ul>
    </section>
  );
}
