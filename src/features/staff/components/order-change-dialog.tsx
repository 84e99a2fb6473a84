/**
 * 'Zmień zamówienie' (D97): while an order is new or accepted, staff change its lines (the same
 * editor as a phone order, prefilled at the prices the order charged), address, time or notes, always with a reason, and see the
 * new total beside the old before saving. An order paid online may only get cheaper (the
 * difference goes back through Przelewy24); the server's refusals (ORDER_LOCKED,
 * PAID_TOTAL_WOULD_RISE) show in Polish.
 */
import React, { useMemo, useRef, useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import type { StaffMenuItem, StaffOrderView, StaffPickupSettings } from '../../../lib/shop-api-types';
import { formatGrosze } from '../../../text/format';
import { zlotyToGrosze } from '../../../../domain/rules/money';
import { draftTotals, linesOfOrder, orderableItems, type DraftTotals } from '../order-draft';
import { changeBody, type ChangeDraft } from '../order-draft-body';
import { changeStaffOrder } from '../staff-order-thunks';
import { AddressFields, postalCodeError } from './address-fields';
import { DraftLines } from './draft-lines';
import { DraftTotalsView } from './draft-totals';
import { deliveryLabel } from './order-details';
import { OrderTimeField } from './order-time-field';
import { FieldError, Row, SaveStatus, SmallButton } from './staff-ui';
import { useFocusFirstError } from './use-focus-first-error';
import { useOrderSetup, useZone } from './use-order-inputs';
import { useStaffForm } from './use-staff-form';

/** What a paid online order's new total means for the customer's money, before staff save it. */
export function paidTotalNote(order: Pick<StaffOrderView, 'paymentState' | 'total'>, totals: DraftTotals): string | null {
  if (order.paymentState !== 'paid') return null;
  const difference = zlotyToGrosze(order.total) - totals.totalGrosze;
  if (difference > 0) return `Zamówienie opłacone online: klient dostanie zwrot ${formatGrosze(difference)} przez Przelewy24.`;
  if (difference < 0) return 'Zamówienie opłacone online: kwota nie może wzrosnąć. Dodatkowe pozycje przyjmij jako osobne zamówienie.';
  return null;
}

export function OrderChangeDialog({ order, onClose }: { order: StaffOrderView; onClose: () => void }) {
  const { menu, menuStatus, settings, settingsError } = useOrderSetup();
  const ready = settings && menuStatus === 'ready';
  return (
    <Modal isOpen onClose={onClose} title={`Zmień zamówienie ${order.id}`}>
      {ready ? (
        <ChangeFields order={order} menu={menu} pickup={settings.pickup} onDone={onClose} />
      ) : (
        <p role={settingsError || menuStatus === 'error' ? 'alert' : 'status'}>
          {settingsError || (menuStatus === 'error' ? 'Nie udało się wczytać menu.' : 'Wczytujemy menu…')}
        </p>
      )}
    </Modal>
  );
}

interface ChangeFieldsProps {
  order: StaffOrderView;
  menu: readonly StaffMenuItem[];
  pickup: StaffPickupSettings;
  onDone: () => void;
}

function ChangeFields({ order, menu, pickup, onDone }: ChangeFieldsProps) {
  const dispatch = useAppDispatch();
  const form = useStaffForm();
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<ChangeDraft>(() => ({
    lines: linesOfOrder(order, menu),
    address: { street: order.address.street, postalCode: order.address.postalCode, city: order.address.city },
    time: '',
    notes: order.notes,
    reason: '',
    belowMinimumReason: '',
  }));
  const items = useMemo(() => orderableItems(menu), [menu]);
  const delivery = order.fulfilment !== 'pickup';
  const zone = useZone(delivery ? draft.address.postalCode : '');
  const totals = draftTotals(draft.lines, { fulfilment: order.fulfilment, zone: zone?.ok ? zone.zone : null, pickup });
  const paidNote = paidTotalNote(order, totals);
  useFocusFirstError(formRef, form.errors);

  const update = (patch: Partial<ChangeDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    form.touched();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { body, errors } = changeBody(order, draft, totals);
    const outOfZone = body.address ? postalCodeError(errors, zone) : undefined;
    if (outOfZone) errors['address/postalCode'] = outOfZone;
    void form.submit(errors, async () => {
      const outcome = await dispatch(changeStaffOrder(order.id, body));
      if (outcome.ok) onDone();
      return outcome;
    });
  };
  const e = form.errors;
  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={`Zmiana zamówienia ${order.id}`}>
      <DraftLines items={items} lines={draft.lines} onChange={(lines) => update({ lines })} error={e.items} />
      {delivery && <AddressFields address={draft.address} onChange={(address) => update({ address })} errors={e} zone={zone} />}
      <OrderTimeField
        fulfilment={order.fulfilment}
        value={draft.time}
        onChange={(time) => update({ time })}
        keepLabel={`Bez zmian (${deliveryLabel(order).toLowerCase()})`}
        error={e.deliveryTime ?? e['deliveryTime/at']}
      />
      <TextField name="notes" label="Uwagi" multiline optional value={draft.notes} onChange={(notes) => update({ notes })} error={e.notes} />
      <TextField name="reason" label="Powód zmiany" hint="Widzi go tylko obsługa." value={draft.reason} onChange={(reason) => update({ reason })} error={e.reason} />
      <DraftTotalsView
        totals={totals}
        fulfilment={order.fulfilment}
        discountPercent={pickup.discountPercent}
        before={order.total}
        belowMinimumReason={draft.belowMinimumReason}
        onReasonChange={(belowMinimumReason) => update({ belowMinimumReason })}
        reasonError={e.belowMinimumReason}
      />
      {paidNote && <p data-testid="paid-total-note">{paidNote}</p>}
      {e.changes && <FieldError role="alert">{e.changes}</FieldError>}
      <Row>
        <SmallButton type="submit" variant="primary" disabled={form.busy}>
          Zapisz zmianę
        </SmallButton>
        <SmallButton type="button" onClick={onDone}>
          Anuluj
        </SmallButton>
      </Row>
      <SaveStatus saved={false} error={form.error} />
    </form>
  );
}
