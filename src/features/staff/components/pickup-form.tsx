/**
 * 'Odbiór osobisty i dostawa' (D95): pickup and delivery switched on or off separately (at
 * least one stays on), pickup's preparation time, its discount (never on alcohol) and its
 * minimum order. One request, so the server checks the two switches together.
 */
import React, { useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { saveStaffSetting } from '../staff-thunks';
import { validatePickup, zlotyInput, type PickupInputs } from '../staff-validation';
import type { StaffPickupSettings } from '../../../lib/shop-api-types';
import { PICKUP_DISCOUNT_PERCENT } from '../../../../domain/rules/fulfilment';
import { Checkbox } from '../../../components/ui/checkbox';
import { TextField } from '../../../components/ui/text-field';
import { Panel, SaveFooter } from './staff-ui';
import { useStaffForm } from './use-staff-form';

const asInputs = (pickup: StaffPickupSettings): PickupInputs => ({
  enabled: pickup.enabled,
  deliveryEnabled: pickup.deliveryEnabled,
  preparationMinutes: String(pickup.preparationMinutes),
  discountPercent: String(pickup.discountPercent),
  minimumOrder: zlotyInput(pickup.minimumOrder),
});

type TextKey = 'preparationMinutes' | 'discountPercent' | 'minimumOrder';

const TEXT_FIELDS: readonly { name: TextKey; label: string; hint?: string; inputMode: 'numeric' | 'decimal' }[] = [
  { name: 'preparationMinutes', label: 'Czas przygotowania na odbiór (minuty)', hint: '„Jak najszybciej” to teraz + ten czas.', inputMode: 'numeric' },
  {
    name: 'discountPercent',
    label: 'Rabat za odbiór osobisty (%)',
    hint: `Od ${PICKUP_DISCOUNT_PERCENT.min} do ${PICKUP_DISCOUNT_PERCENT.max} %. Rabat nie obejmuje alkoholu.`,
    inputMode: 'numeric',
  },
  { name: 'minimumOrder', label: 'Odbiór osobisty: zamówienie od (zł)', hint: 'Wartość produktów przed rabatem.', inputMode: 'decimal' },
];

export function PickupForm({ pickup }: { pickup: StaffPickupSettings }) {
  const dispatch = useAppDispatch();
  const form = useStaffForm();
  const [inputs, setInputs] = useState(() => asInputs(pickup));
  const set = <K extends keyof PickupInputs>(key: K) => (value: PickupInputs[K]) => {
    setInputs((current) => ({ ...current, [key]: value }));
    form.touched();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { errors, body } = validatePickup(inputs);
    void form.submit(errors, () => dispatch(saveStaffSetting('pickup', (api, token) => api.savePickup(token, body))));
  };
  return (
    <Panel aria-labelledby="pickup-heading">
      <h2 id="pickup-heading">Odbiór osobisty i dostawa</h2>
      <form onSubmit={submit} noValidate>
        <Checkbox
          id="pickup-enabled"
          label="Odbiór osobisty — klienci odbierają zamówienie w restauracji"
          checked={inputs.enabled}
          onChange={set('enabled')}
          error={form.errors.enabled}
        />
        <Checkbox id="delivery-enabled" label="Dostawa — restauracja dowozi zamówienia" checked={inputs.deliveryEnabled} onChange={set('deliveryEnabled')} />
        {TEXT_FIELDS.map(({ name, label, hint, inputMode }) => (
          <TextField key={name} name={name} label={label} hint={hint} inputMode={inputMode} value={inputs[name]} onChange={set(name)} error={form.errors[name]} />
        ))}
        <SaveFooter form={form} />
      </form>
    </Panel>
  );
}
