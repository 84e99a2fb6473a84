/**
 * The day's numbers as staff read them at closing: order counts, gross sales and how they split,
 * fees, discounts, refunds, the cash the riders should bring, and the ten dishes that sold most.
 * Amounts come in zł (the contract); zeros are shown as zeros, never hidden.
 */
import { promoDiscountLabel } from '../../prices';
import React from 'react';
import styled from 'styled-components';
import type { DailyReport, ReportAmount, ReportDish } from '../../../../domain/contract/reports';
import { ORDER_SOURCE_LABELS } from '../../../../domain/rules/order-sources';
import { FULFILMENT_LABELS } from '../../../../domain/rules/fulfilment';
import { PAYMENT_METHOD_LABELS } from '../../../../domain/rules/payment-methods';
import { formatMoney } from '../../../text/format';
import { Panel } from './staff-ui';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: max-content auto;
  gap: 0.25rem 1rem;
  dt { font-weight: normal; }
  dd { margin: 0; font-weight: bold; font-variant-numeric: tabular-nums; }
`;

const Table = styled.table`
  border-collapse: collapse;
  td, th { padding: 0.2rem 0.6rem 0.2rem 0; text-align: left; }
  td:nth-child(n + 2) { text-align: right; font-variant-numeric: tabular-nums; }
`;

export const ORDER_COUNT_LABELS: Readonly<Record<keyof DailyReport['orders'], string>> = {
  placed: 'Złożone',
  accepted: 'Przyjęte',
  rejected: 'Odrzucone',
  expiredUnpaid: 'Nieopłacone (płatność wygasła)',
  completed: 'Zrealizowane',
};

/** The channels as the board's badge and the accountant's CSV name them (the site takes the contract as types only). */

/** The discount kinds: pickup's own, each promotion code by its code (D105). */
const discountLabel = ({ kind, code }: { kind: string; code?: string }) =>
  kind === 'pickup' ? 'Rabat za odbiór osobisty' : code ? promoDiscountLabel(code) : kind;

const amountText = ({ amount, orders }: ReportAmount) => `${formatMoney(amount)} (zamówień: ${orders})`;

function Split({ title, parts, labels }: { title: string; parts: Record<string, ReportAmount>; labels: Readonly<Record<string, string>> }) {
  // Every known key shows, with zeros; a key the panel does not know yet follows as sent.
  const keys = [...Object.keys(labels), ...Object.keys(parts).filter((k) => !(k in labels))];
  return (
    <>
      <h3>{title}</h3>
      <Figures>
        {keys.map((key) => (
          <React.Fragment key={key}>
            <dt>{labels[key] ?? key}</dt>
            <dd>{amountText(parts[key] ?? { amount: 0, orders: 0 })}</dd>
          </React.Fragment>
        ))}
      </Figures>
    </>
  );
}

function TopDishes({ title, dishes }: { title: string; dishes: ReportDish[] }) {
  return (
    <Table>
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">Danie</th>
          <th scope="col">Ilość</th>
          <th scope="col">Wartość</th>
        </tr>
      </thead>
      <tbody>
        {dishes.length === 0 && (
          <tr>
            <td colSpan={3}>Brak sprzedaży.</td>
          </tr>
        )}
        {dishes.map((dish) => (
          <tr key={dish.id}>
            <td>{dish.name}</td>
            <td>{dish.quantity}</td>
            <td>{formatMoney(dish.value)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

export function ReportFigures({ report }: { report: DailyReport }) {
  const { orders, sales, discounts } = report;
  return (
    <>
      <Panel aria-labelledby="report-orders">
        <h2 id="report-orders">Zamówienia</h2>
        <Figures data-testid="report-orders">
          {(Object.keys(ORDER_COUNT_LABELS) as (keyof typeof orders)[]).map((key) => (
            <React.Fragment key={key}>
              <dt>{ORDER_COUNT_LABELS[key]}</dt>
              <dd>{orders[key]}</dd>
            </React.Fragment>
          ))}
        </Figures>
      </Panel>
      <Panel aria-labelledby="report-money">
        <h2 id="report-money">Pieniądze</h2>
        <Figures data-testid="report-money">
          <dt>Sprzedaż brutto (zrealizowane)</dt>
          <dd>{amountText(sales.total)}</dd>
          <dt>Średnia wartość zamówienia</dt>
          <dd>{formatMoney(report.averageBasket)}</dd>
          <dt>Opłaty za dostawę</dt>
          <dd>{amountText(report.deliveryFees)}</dd>
          <dt>Rabaty razem</dt>
          <dd>{amountText(discounts.total)}</dd>
          {discounts.byKind.map((d) => (
            <React.Fragment key={`${d.kind}:${d.code ?? ''}`}>
              <dt>— {discountLabel(d)}</dt>
              <dd>{amountText(d)}</dd>
            </React.Fragment>
          ))}
          <dt>Zwroty</dt>
          <dd>{amountText(report.refunds)}</dd>
          <dt>Gotówka od kierowców</dt>
          <dd>{amountText(report.cashFromRiders)}</dd>
        </Figures>
        <Split title="Według płatności" parts={sales.byPayment} labels={PAYMENT_METHOD_LABELS} />
        <Split title="Według kanału" parts={sales.byChannel} labels={ORDER_SOURCE_LABELS} />
        <Split title="Według sposobu odbioru" parts={sales.byFulfilment} labels={FULFILMENT_LABELS} />
      </Panel>
      <Panel aria-labelledby="report-top">
        <h2 id="report-top">Najczęściej zamawiane</h2>
        <TopDishes title="10 dań — według ilości" dishes={report.topByQuantity} />
        <TopDishes title="10 dań — według wartości" dishes={report.topByValue} />
      </Panel>
    </>
  );
}
