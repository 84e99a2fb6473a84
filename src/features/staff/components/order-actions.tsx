/**
 * The lifecycle buttons of one order, only the steps its fulfilment allows: accept with an
 * estimated time (presets, 5..240 min; for pickup the minutes until it is ready), reject with a
 * required reason, then 'W dostawie' and 'Dostarczone', or for pickup 'Gotowe do odbioru' and
 * 'Odebrane' (D95). A refusal (409: someone else was quicker) shows in Polish; the thunk has
 * already refreshed the board.
 */
import React, { useId, useState } from 'react';
import { canTransition, type OrderStatus } from '../../../../domain/rules/order-lifecycle';
import { useAppDispatch } from '../../../app/hooks';
import { changeOrderStatus } from '../staff-thunks';
import { MESSAGES, parseMinutes } from '../staff-validation';
import type { StaffOrderView, StaffStatusChange } from '../../../lib/shop-api-types';
import { FieldError, Row, SmallButton } from './staff-ui';
import { PAYMENT_TEXT } from './staff-text';

export const MINUTE_PRESETS = [15, 30, 45, 60, 90] as const;
export const DEFAULT_MINUTES = 30;

/** The steps after acceptance, each shown only where the order's lifecycle allows it. */
const NEXT_STEPS: readonly (readonly [OrderStatus, string])[] = [
  ['in_delivery', 'W dostawie'],
  ['delivered', 'Dostarczone'],
  ['ready_for_pickup', 'Gotowe do odbioru'],
  ['picked_up', 'Odebrane'],
];

/** The estimate's label: minutes to the door, or until a pickup order is ready. */
export const minutesLabel = (fulfilment: string): string =>
  fulfilment === 'pickup' ? 'Czas przygotowania (minuty)' : 'Czas dostawy (minuty)';

export function OrderActions({ order }: { order: StaffOrderView }) {
  const dispatch = useAppDispatch();
  const id = useId();
  const [minutes, setMinutes] = useState(String(DEFAULT_MINUTES));
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const send = async (change: StaffStatusChange) => {
    setBusy(true);
    setError('');
    const outcome = await dispatch(changeOrderStatus(order.id, change));
    setBusy(false);
    if (!outcome.ok) setError(outcome.message);
  };
  const accept = () => {
    const estimatedMinutes = parseMinutes(minutes);
    if (estimatedMinutes === undefined) return setFieldError(MESSAGES.minutes);
    setFieldError('');
    void send({ status: 'accepted', estimatedMinutes });
  };
  const reject = () => {
    if (!reason.trim()) return setFieldError(MESSAGES.reason);
    setFieldError('');
    void send({ status: 'rejected', reason: reason.trim() });
  };

  // Only the steps the lifecycle allows from here (the API refuses the others).
  const can = (to: OrderStatus) => canTransition(order.status, to, order.fulfilment);
  return (
    <div>
      {can('accepted') && !rejecting && (
        <>
          <label htmlFor={`${id}-min`}>{minutesLabel(order.fulfilment)}</label>
          <Row role="group" aria-label="Szybki wybór czasu">
            {MINUTE_PRESETS.map((m) => (
              <SmallButton key={m} type="button" aria-pressed={minutes === String(m)} onClick={() => setMinutes(String(m))}>
                {m}
              </SmallButton>
            ))}
          </Row>
          <Row>
            <input
              id={`${id}-min`}
              inputMode="numeric"
              size={4}
              value={minutes}
              onChange={(e) => setMinutes(e.target.value)}
              aria-invalid={fieldError ? true : undefined}
            />
            <SmallButton type="button" variant="primary" disabled={busy} onClick={accept}>
              Przyjmij
            </SmallButton>
          </Row>
        </>
      )}
      {rejecting && (
        <>
          {order.paymentState === 'paid' && <p>{PAYMENT_TEXT.rejectRefund}</p>}
          <label htmlFor={`${id}-reason`}>Powód odrzucenia</label>
          <textarea id={`${id}-reason`} rows={2} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
          <Row>
            <SmallButton type="button" variant="primary" disabled={busy} onClick={reject}>
              Potwierdź odrzucenie
            </SmallButton>
            <SmallButton type="button" onClick={() => (setRejecting(false), setFieldError(''))}>
              Anuluj
            </SmallButton>
          </Row>
        </>
      )}
      {fieldError && <FieldError role="alert">{fieldError}</FieldError>}
      <Row>
        {NEXT_STEPS.filter(([to]) => can(to)).map(([to, label]) => (
          <SmallButton key={to} type="button" variant="primary" disabled={busy} onClick={() => void send({ status: to })}>
            {label}
          </SmallButton>
        ))}
        {can('rejected') && !rejecting && (
          <SmallButton type="button" disabled={busy} onClick={() => setRejecting(true)}>
            Odrzuć
          </SmallButton>
        )}
      </Row>
      {error && <FieldError role="alert">{error}</FieldError>}
    </div>
  );
}
