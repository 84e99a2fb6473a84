/**
 * The payment page's choice of method, for the checkout's framed group to hold: the legend, a
 * radio a method in the order of domain/rules/payment-methods.ts, and under 'online' when the
 * kitchen starts and how long the customer has to pay.
 */
import React from 'react';
import styled from 'styled-components';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../../domain/rules/payment-methods';
import type { Fulfilment } from '../../../../domain/rules/fulfilment';
import { theme } from '../../../styles/theme';
import { ONLINE_PAYMENT_NOTE, paymentChoiceLabels } from '../payment-texts';

const Hint = styled.span`
  display: block;
  margin: 0 0 ${theme.space.sm} ${theme.space.lg};
  font-size: ${theme.fontSizes.sm};
`;

const ONLINE_NOTE_ID = 'online-payment-note';

export interface PaymentMethodChoiceProps {
  value: PaymentMethod;
  /** Pickup is paid at the counter, delivery to the rider (D95). */
  fulfilment: Fulfilment;
  onChange: (method: PaymentMethod) => void;
  disabled: boolean;
}

export function PaymentMethodChoice({ value, fulfilment, onChange, disabled }: PaymentMethodChoiceProps) {
  const labels = paymentChoiceLabels(fulfilment);
  return (
    <>
      <legend>Sposób płatności</legend>
      {PAYMENT_METHODS.map((method) => (
        <React.Fragment key={method}>
          <label className="radio">
            <input
              type="radio"
              name="paymentMethod"
              value={method}
              checked={value === method}
              disabled={disabled}
              aria-describedby={method === 'online' ? ONLINE_NOTE_ID : undefined}
              onChange={() => onChange(method)}
            />
            {labels[method]}
          </label>
          {method === 'online' && <Hint id={ONLINE_NOTE_ID}>{ONLINE_PAYMENT_NOTE}</Hint>}
        </React.Fragment>
      ))}
    </>
  );
}
