/** The summary's "Czas dostawy": as soon as possible, or a slot the server offers. */
import React from 'react';
import { SHOP_TIME_ZONE } from '../../../../domain/rules/opening-hours';
import { ErrorText } from '../../../components/ui/date-input';
import type { SummaryState } from '../use-summary';
import { CheckoutFieldset } from './checkout-fieldset';

const timeFormat = new Intl.DateTimeFormat('pl-PL', {
  timeZone: SHOP_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
});

const formatSlot = (iso: string) => timeFormat.format(new Date(iso));

type Props = Pick<SummaryState, 'form' | 'update' | 'set' | 'errors' | 'times'>;

export function DeliveryTimeFieldset({ form, update, set, errors, times }: Props) {
  return (
    <CheckoutFieldset>
      <legend>Czas dostawy</legend>
      <label className="radio">
        <input
          type="radio"
          name="deliveryType"
          checked={form.deliveryType === 'asap'}
          disabled={times !== null && !times.asap}
          onChange={() => update('deliveryType', 'asap')}
        />
        Jak najszybciej
      </label>
      <label className="radio">
        <input
          type="radio"
          name="deliveryType"
          checked={form.deliveryType === 'scheduled'}
          onChange={() => update('deliveryType', 'scheduled')}
        />
        Na wybraną godzinę
      </label>
      {form.deliveryType === 'scheduled' && (
        <>
          <label htmlFor="delivery-at">Godzina dostawy</label>{' '}
          <select
            id="delivery-at"
            value={form.deliveryAt}
            onChange={(event) => set('deliveryAt')(event.target.value)}
            aria-invalid={errors.deliveryAt ? true : undefined}
            aria-describedby={errors.deliveryAt ? 'delivery-at-error' : undefined}
          >
            <option value="">— wybierz —</option>
            {(times?.slots ?? []).map((slot) => (
              <option key={slot} value={slot}>
                {formatSlot(slot)}
              </option>
            ))}
          </select>
          {errors.deliveryAt && <ErrorText id="delivery-at-error">{errors.deliveryAt}</ErrorText>}
        </>
      )}
      {times !== null && !times.asap && <p>Teraz nie dowozimy: wybierz godzinę dostawy w godzinach otwarcia.</p>}
    </CheckoutFieldset>
  );
}
