/**
 * Orders per hour as bars the site draws itself (no chart library in the panel's chunk): 24 bars
 * in the business day's order, the hour under each, the count above it. Screen readers get the
 * summary in <title> and the same numbers as a table.
 */
import React from 'react';
import styled from 'styled-components';
import type { DailyReport } from '../../../../domain/contract/reports';
import { theme } from '../../../styles/theme';

type Hours = DailyReport['ordersPerHour'];

const BAR = 24;
const GAP = 6;
const PLOT = 120;
const TOP = 16; // room for the count above the tallest bar
const BOTTOM = 18; // room for the hour labels
export const CHART_PLOT_HEIGHT = PLOT;

/** A bar's height: proportional to the busiest hour's, which fills the plot; nothing drawn for 0. */
export const barHeight = (orders: number, busiest: number): number => (busiest > 0 ? (orders / busiest) * PLOT : 0);

const Hidden = styled.table`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

const Svg = styled.svg`
  width: 100%;
  max-width: ${24 * (BAR + GAP)}px;
  height: auto;
  font-size: 10px;
  font-family: inherit;
`;

export function chartSummary(hours: Hours): string {
  const total = hours.reduce((sum, h) => sum + h.orders, 0);
  if (total === 0) return 'Zamówienia w kolejnych godzinach: brak zamówień.';
  const busiest = hours.reduce((best, h) => (h.orders > best.orders ? h : best), hours[0]);
  return `Zamówienia w kolejnych godzinach: razem ${total}, najwięcej o ${busiest.hour}:00 (${busiest.orders}).`;
}

export function ReportChart({ hours }: { hours: Hours }) {
  const busiest = Math.max(0, ...hours.map((h) => h.orders));
  const summary = chartSummary(hours);
  const width = hours.length * (BAR + GAP);
  return (
    <figure>
      <figcaption>Zamówienia w kolejnych godzinach</figcaption>
      <Svg viewBox={`0 0 ${width} ${TOP + PLOT + BOTTOM}`} role="img" aria-label={summary}>
        <title>{summary}</title>
        {hours.map((h, i) => {
          const height = barHeight(h.orders, busiest);
          const x = i * (BAR + GAP);
          const y = TOP + PLOT - height;
          return (
            <g key={h.hour} data-testid="hour-bar">
              <rect x={x} y={y} width={BAR} height={height} fill={theme.colors.accent} />
              <text x={x + BAR / 2} y={y - 3} textAnchor="middle">
                {h.orders}
              </text>
              <text x={x + BAR / 2} y={TOP + PLOT + 13} textAnchor="middle" fill={theme.colors.grey500}>
                {h.hour}
              </text>
            </g>
          );
        })}
      </Svg>
      <Hidden>
        <caption>Zamówienia w kolejnych godzinach</caption>
        <thead>
          <tr>
            <th scope="col">Godzina</th>
            <th scope="col">Zamówienia</th>
          </tr>
        </thead>
        <tbody>
          {hours.map((h) => (
            <tr key={h.hour}>
              <td>{`${h.hour}:00–${h.hour}:59`}</td>
              <td>{h.orders}</td>
            </tr>
          ))}
        </tbody>
      </Hidden>
    </figure>
  );
}
