/** Delivery prices of zones A and B (zł, a comma accepted) and each zone's postal-code rules. */
import React, { useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { saveStaffSetting } from '../staff-thunks';
import {
  deliveryPriceError,
  parseZloty,
  splitRules,
  validateZones,
  zlotyInput,
  type FieldErrors,
} from '../staff-validation';
import type { DeliveryPrices, DeliveryZoneRules } from '../../../lib/shop-api-types';
import { TextField } from '../../../components/ui/text-field';
import { Panel, SaveFooter } from './staff-ui';
import { useStaffForm } from './use-staff-form';

export function DeliveryPricesForm({ prices }: { prices: DeliveryPrices }) {
  const dispatch = useAppDispatch();
  const form = useStaffForm();
  const [zoneA, setZoneA] = useState(zlotyInput(prices.zoneA));
  const [zoneB, setZoneB] = useState(zlotyInput(prices.zoneB));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors: FieldErrors = {};
    const a = deliveryPriceError(zoneA);
    const b = deliveryPriceError(zoneB);
    if (a) errors.zoneA = a;
    if (b) errors.zoneB = b;
    const body = { zoneA: parseZloty(zoneA) ?? 0, zoneB: parseZloty(zoneB) ?? 0 };
    void form.submit(errors, () => dispatch(saveStaffSetting('delivery', (api, token) => api.saveDelivery(token, body))));
  };
  return (
    <Panel aria-labelledby="delivery-heading">
      <h2 id="delivery-heading">Ceny dostawy</h2>
      <form onSubmit={submit} noValidate>
        <TextField name="zoneA" label="Strefa A (zł)" inputMode="decimal" value={zoneA} onChange={(v) => (setZoneA(v), form.touched())} error={form.errors.zoneA} />
        <TextField name="zoneB" label="Strefa B (zł)" inputMode="decimal" value={zoneB} onChange={(v) => (setZoneB(v), form.touched())} error={form.errors.zoneB} />
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
