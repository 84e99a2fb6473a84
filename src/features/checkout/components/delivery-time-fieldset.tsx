/** The summary's "Czas dostawy" (or "Czas odbioru", D95): as soon as possible, or a slot the server offers. */
import React from 'react';
import { useAppSelector } from '../../../app/hooks';
import { SHOP_TIME_ZONE } from '../../../../domain/rules/opening-hours';
import { wallClock } from '../../../../domain/rules/warsaw-clock';
import { ErrorText } from '../../../components/ui/field';
import { selectPickupTerms } from '../../prices';
import { asapLabel, CHECKOUT_WORDS } from '../fulfilment-words';
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
/** Warsaw's offset from UTC then: larger in summer time. */
const offsetOf = (iso: string) => wallClock(Date.parse(iso)) - Math.floor(Date.parse(iso) / 60_000) * 60_000;

/**
 * The slots' labels. A slot after midnight shows its own date (Saturday 00:30 after Friday's
 * 12:00–01:00). The night the clock goes back shows 02:00–02:59 twice: there each label says
 * which (summer time first).
 */
export function slotLabels(slots: readonly string[]): string[] {
  const labels = slots.map(formatSlot);
  const byLabel = new Map<string, number[]>();
  labels.forEach((label, i) => byLabel.set(label, [...(byLabel.get(label) ?? []), i]));
  return labels.map((label, i) => {
    const twins = byLabel.get(label)!;
    if (twins.length < 2) return label;
    const winter = Math.min(...twins.map((j) => offsetOf(slots[j])));
    return `${label} (${offsetOf(slots[i]) > winter ? 'czas letni' : 'czas zimowy'})`;
  });
}

type Props = Pick<SummaryState, 'form' | 'update' | 'set' | 'errors' | 'times' | 'fulfilment'>;

export function DeliveryTimeFieldset({ form, update, set, errors, times, fulfilment }: Props) {
  const preparationMinutes = useAppSelector(selectPickupTerms)?.preparationMinutes ?? null;
  const words = CHECKOUT_WORDS[fulfilment];
  const slots = times?.slots ?? [];
  return (
    <CheckoutFieldset>
      <legend>{words.time}</legend>
      <label className="radio">
        <input
          type="radio"
          name="deliveryType"
          checked={form.deliveryType === 'asap'}
          disabled={times !== null && !times.asap}
          onChange={() => update('deliveryType', 'asap')}
        />
        {asapLabel(fulfilment, preparationMinutes)}
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
          <label htmlFor="delivery-at">{words.timeLabel}</label>{' '}
          <select
            id="delivery-at"
            value={form.deliveryAt}
            onChange={(event) => set('deliveryAt')(event.target.value)}
            aria-invalid={errors.deliveryAt ? true : undefined}
            aria-describedby={errors.deliveryAt ? 'delivery-at-error' : undefined}
          >
            <option value="">— wybierz —</option>
            {slotLabels(slots).map((label, i) => (
              <option key={slots[i]} value={slots[i]}>
                {label}
              </option>
            ))}
          </select>
          {errors.deliveryAt && <ErrorText id="delivery-at-error">{errors.deliveryAt}</ErrorText>}
        </>
      )}
      {times !== null && !times.asap && <p>{words.notNow}</p>}
    </CheckoutFieldset>
  );
}
