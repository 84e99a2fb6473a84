/**
 * Each zone's delivery terms (the price, the minimum order value, free delivery from; zł, a
 * comma accepted; D70) and each zone's postal-code rules.
 */
import React, { useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { saveStaffSetting } from '../staff-thunks';
import {
  deliveryPriceError,
  orderValueError,
  parseZloty,
  splitRules,
  validateZones,
  zlotyInput,
  type FieldErrors,
} from '../staff-validation';
import type { DeliveryPrices, DeliveryZoneRules } from '../../../lib/shop-api-types';
import { ZONES } from '../../../../domain/rules/delivery-zones';
import { TextField } from '../../../components/ui/text-field';
import { Panel, SaveFooter } from './staff-ui';
import { useStaffForm } from './use-staff-form';

type TermsField = keyof DeliveryPrices;

/** The fields of one zone: the API's field name, its label, and its check. */
const zoneFields = (zone: 'A' | 'B') =>
  [
    { name: `zone${zone}`, label: `Strefa ${zone}: cena dostawy (zł)`, error: (t: string) => deliveryPriceError(t) },
    { name: `minimumOrder${zone}`, label: `Strefa ${zone}: zamówienie od (zł)`, error: (t: string) => orderValueError(t) },
    {
      name: `freeDeliveryFrom${zone}`,
      label: `Strefa ${zone}: darmowa dostawa od (zł, puste: nigdy)`,
      error: (t: string) => orderValueError(t, true),
    },
  ] as const satisfies readonly { name: TermsField; label: string; error: (text: string) => string | undefined }[];

const FIELDS = ZONES.flatMap(zoneFields);

const asInputs = (prices: DeliveryPrices) =>
  Object.fromEntries(FIELDS.map(({ name }) => [name, prices[name] === null ? '' : zlotyInput(prices[name])])) as Record<TermsField, string>;

export function DeliveryPricesForm({ prices }: { prices: DeliveryPrices }) {
  const dispatch = useAppDispatch();
  const form = useStaffForm();
  const [inputs, setInputs] = useState(() => asInputs(prices));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors: FieldErrors = {};
    for (const field of FIELDS) {
      const error = field.error(inputs[field.name]);
      if (error) errors[field.name] = error;
    }
    const zloty = (name: TermsField) => parseZloty(inputs[name]) ?? 0;
    const free = (name: TermsField) => (inputs[name].trim() === '' ? null : zloty(name));
    const body: DeliveryPrices = {
      zoneA: zloty('zoneA'),
      zoneB: zloty('zoneB'),
      minimumOrderA: zloty('minimumOrderA'),
      minimumOrderB: zloty('minimumOrderB'),
      freeDeliveryFromA: free('freeDeliveryFromA'),
      freeDeliveryFromB: free('freeDeliveryFromB'),
    };
    void form.submit(errors, () => dispatch(saveStaffSetting('delivery', (api, token) => api.saveDelivery(token, body))));
  };
  return (
    <Panel aria-labelledby="delivery-heading">
      <h2 id="delivery-heading">Warunki dostawy</h2>
      <p>Zamówienie od i darmowa dostawa od liczą wartość produktów, bez dostawy.</p>
      <form onSubmit={submit} noValidate>
        {FIELDS.map(({ name, label }) => (
          <TextField
            key={name}
            name={name}
            label={label}
            inputMode="decimal"
            value={inputs[name]}
            onChange={(value) => (setInputs((current) => ({ ...current, [name]: value })), form.touched())}
            error={form.errors[name]}
          />
        ))}
        <SaveFooter form={form} />
      </form>
    </Panel>
  );
}

export function DeliveryZonesForm({ zones }: { zones: DeliveryZoneRules }) {
  const dispatch = useAppDispatch();
  const form = useStaffForm();
  const [a, setA] = useState(zones.A.join('\n'));
  const [b, setB] = useState(zones.B.join('\n'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { A: splitRules(a), B: splitRules(b) };
    void form.submit(validateZones(body), () =>
      dispatch(saveStaffSetting('deliveryZones', (api, token) => api.saveDeliveryZones(token, body))),
    );
  };
  const hint = 'Jedna reguła w wierszu: początek kodu (np. 02-6) albo zakres (00-001..00-999).';
  return (
    <Panel aria-labelledby="zones-heading">
      <h2 id="zones-heading">Strefy dostawy (kody pocztowe)</h2>
      <form onSubmit={submit} noValidate>
        <TextField name="A" label="Strefa A" hint={hint} multiline value={a} onChange={(v) => (setA(v), form.touched())} error={form.errors.A} optional />
        <TextField name="B" label="Strefa B" hint={hint} multiline value={b} onChange={(v) => (setB(v), form.touched())} error={form.errors.B} optional />
        <SaveFooter form={form} />
      </form>
    </Panel>
  );
}
