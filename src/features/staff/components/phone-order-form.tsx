/**
 * 'Nowe zamówienie': an order taken by phone (D96), usable with the keyboard alone. Lines found
 * by name, the customer (e-mail optional), delivery with its zone and fee or pickup, the time,
 * cash or card, notes, the estimate, and the total by the domain's rules; below the minimum only
 * with a reason. One Idempotency-Key per form: a double click or a retry is one order. The server
 * checks everything again; the order starts accepted and lands on the board.
 */
import React, { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Checkbox } from '../../../components/ui/checkbox';
import { TextField } from '../../../components/ui/text-field';
import { FULFILMENT_LABELS } from '../../../../domain/rules/fulfilment';
import { PAYMENT_METHOD_LABELS } from '../../../../domain/rules/payment-methods';
import { addressLine } from '../../../../domain/rules/restaurant-facts';
import type { StaffMenuItem, StaffOrderView, StaffSettings } from '../../../lib/shop-api-types';
import { selectRestaurantInfo } from '../../contact';
import { draftTotals, orderableItems } from '../order-draft';
import { emptyPhoneOrder, hasAlcohol, phoneOrderBody, phoneOrderErrors, type PhoneOrderDraft } from '../order-draft-body';
import { placePhoneOrder } from '../staff-order-thunks';
import { AddressFields, postalCodeError } from './address-fields';
import { DraftLines } from './draft-lines';
import { DraftTotalsView } from './draft-totals';
import { DEFAULT_MINUTES, minutesLabel } from './order-actions';
import { OrderTimeField } from './order-time-field';
import { Panel, RadioChoice, SaveStatus, SmallButton } from './staff-ui';
import { useFocusFirstError } from './use-focus-first-error';
import { useOrderSetup, useZone } from './use-order-inputs';
import { useStaffForm } from './use-staff-form';

/** A fresh key per form: crypto's UUID where the browser has it. */
export function newOrderKey(): string {
  const c = (globalThis as { crypto?: Crypto }).crypto;
  return c && typeof c.randomUUID === 'function' ? c.randomUUID() : `phone-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

const PAYMENT_OPTIONS = [
  ['cash', PAYMENT_METHOD_LABELS.cash],
  ['card', PAYMENT_METHOD_LABELS.card],
] as const;

export function PhoneOrderForm({ onPlaced }: { onPlaced: (order: StaffOrderView) => void }) {
  const { menu, menuStatus, settings, settingsError } = useOrderSetup();
  if (menuStatus === 'error' || settingsError) return <p role="alert">{settingsError || 'Nie udało się wczytać menu. Spróbuj ponownie za chwilę.'}</p>;
  if (!settings || menuStatus !== 'ready') return <p role="status">Wczytujemy menu i ustawienia…</p>;
  return <PhoneOrderFields menu={menu} settings={settings} onPlaced={onPlaced} />;
}

interface FieldsProps {
  menu: readonly StaffMenuItem[];
  settings: StaffSettings;
  onPlaced: (order: StaffOrderView) => void;
}

function PhoneOrderFields({ menu, settings, onPlaced }: FieldsProps) {
  const dispatch = useAppDispatch();
  const form = useStaffForm();
  const formRef = useRef<HTMLFormElement>(null);
  const restaurant = useAppSelector(selectRestaurantInfo);
  const { pickup } = settings;
  const offered = useMemo(
    () => (['delivery', 'pickup'] as const).filter((f) => (f === 'delivery' ? pickup.deliveryEnabled : pickup.enabled)),
    [pickup],
  );
  const [draft, setDraft] = useState(() => emptyPhoneOrder(offered[0] ?? 'delivery'));
  const [key, setKey] = useState(newOrderKey);
  const items = useMemo(() => orderableItems(menu), [menu]);
  const delivery = draft.fulfilment === 'delivery';
  const zone = useZone(delivery ? draft.address.postalCode : '');
  const totals = draftTotals(draft.lines, { fulfilment: draft.fulfilment, zone: zone?.ok ? zone.zone : null, pickup });
  // Until staff type their own, the estimate is pickup's preparation time or the usual delivery time.
  const estimate = draft.estimatedMinutes || String(delivery ? DEFAULT_MINUTES : pickup.preparationMinutes);
  useFocusFirstError(formRef, form.errors);
  useEffect(() => {
    if (offered.length > 0 && !offered.includes(draft.fulfilment)) setDraft((d) => ({ ...d, fulfilment: offered[0] }));
  }, [offered, draft.fulfilment]);

  const update = (patch: Partial<PhoneOrderDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    form.touched();
  };
  const setCustomer = (key: keyof PhoneOrderDraft['customer']) => (value: string) => update({ customer: { ...draft.customer, [key]: value } });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = { ...draft, estimatedMinutes: estimate };
    const errors = phoneOrderErrors(typed, totals);
    const outOfZone = delivery ? postalCodeError(errors, zone) : undefined;
    if (outOfZone) errors['address/postalCode'] = outOfZone;
    void form.submit(errors, async () => {
      const outcome = await dispatch(placePhoneOrder(phoneOrderBody(typed, totals), key));
      if (outcome.ok) {
        setDraft(emptyPhoneOrder(draft.fulfilment));
        setKey(newOrderKey());
        onPlaced(outcome.order);
      }
      return outcome;
    });
  };
  const e = form.errors;
  return (
    <Panel aria-labelledby="phone-order-heading">
      <h2 id="phone-order-heading">Nowe zamówienie (telefon)</h2>
      <form ref={formRef} onSubmit={submit} noValidate>
        <DraftLines items={items} lines={draft.lines} onChange={(lines) => update({ lines })} error={e.items} autoFocus />
        <fieldset>
          <legend>Klient</legend>
          <TextField name="customerName" label="Imię i nazwisko" autoComplete="off" value={draft.customer.name} onChange={setCustomer('name')} error={e['customer/name']} />
          <TextField name="phoneNumber" label="Telefon" type="tel" autoComplete="off" value={draft.customer.phoneNumber} onChange={setCustomer('phoneNumber')} error={e['customer/phoneNumber']} />
          <TextField
            name="email"
            label="E-mail"
            type="email"
            autoComplete="off"
            hint="Tylko wtedy klient dostanie potwierdzenie."
            optional
            value={draft.customer.email}
            onChange={setCustomer('email')}
            error={e['customer/email']}
          />
        </fieldset>
        <RadioChoice
          legend="Sposób odbioru"
          name="fulfilment"
          options={offered.map((f) => [f, FULFILMENT_LABELS[f]] as const)}
          value={draft.fulfilment}
          onChange={(fulfilment) => update({ fulfilment, time: 'asap' })}
        />
        {delivery ? (
          <AddressFields address={draft.address} onChange={(address) => update({ address })} errors={e} zone={zone} />
        ) : (
          <p data-testid="pickup-place">Odbiór w restauracji: {addressLine(restaurant)}</p>
        )}
        <OrderTimeField fulfilment={draft.fulfilment} value={draft.time} onChange={(time) => update({ time })} error={e.deliveryTime ?? e['deliveryTime/at']} />
        <TextField
          name="estimatedMinutes"
          label={minutesLabel(draft.fulfilment)}
          inputMode="numeric"
          value={estimate}
          onChange={(estimatedMinutes) => update({ estimatedMinutes })}
          error={e.estimatedMinutes}
        />
        <RadioChoice legend="Płatność" name="paymentMethod" options={PAYMENT_OPTIONS} value={draft.paymentMethod} onChange={(paymentMethod) => update({ paymentMethod })} />
        <TextField name="notes" label="Uwagi" multiline optional value={draft.notes} onChange={(notes) => update({ notes })} error={e.notes} />
        {hasAlcohol(draft.lines) && (
          <Checkbox
            id="phone-adult"
            label="Klient potwierdził, że ma ukończone 18 lat (zamówienie z alkoholem)"
            checked={draft.adultConfirmed}
            onChange={(adultConfirmed) => update({ adultConfirmed })}
            error={e.adultConfirmed}
          />
        )}
        <DraftTotalsView
          totals={totals}
          fulfilment={draft.fulfilment}
          discountPercent={pickup.discountPercent}
          belowMinimumReason={draft.belowMinimumReason}
          onReasonChange={(belowMinimumReason) => update({ belowMinimumReason })}
          reasonError={e.belowMinimumReason}
        />
        <SmallButton type="submit" variant="primary" disabled={form.busy}>
          Przyjmij zamówienie
        </SmallButton>
        <SaveStatus saved={false} error={form.error} />
      </form>
    </Panel>
  );
}
