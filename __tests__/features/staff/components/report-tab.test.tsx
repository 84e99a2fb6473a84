import React from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import StaffPage from '../../../../src/pages/admin';
import { RootWrapper } from '../../../../src/app/root-wrapper';
import { CHART_PLOT_HEIGHT } from '../../../../src/features/staff/components/report-chart';
import { ShopApiError } from '../../../../src/lib/shop-api';
import type { StaffApi } from '../../../../src/lib/shop-api-staff';
import type { DailyReport } from '../../../../domain/contract/reports';
import { businessDateOf } from '../../../../domain/rules/business-day';
import { makeStaffStore, STAFF_TOKEN } from '../../../support/staff-fixtures';
import { useFakeSockets } from '../../../support/fake-socket';
import { normalizeSpaces } from '../../../test-utils';

useFakeSockets();

const amount = (amount: number, orders: number) => ({ amount, orders });
const HOURS = [4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 0, 1, 2, 3];
const COUNTS: Record<number, number> = { 12: 2, 18: 4, 19: 1 };

const report: DailyReport = {
  from: '2026-11-26',
  to: '2026-11-26',
  startsAt: '2026-11-26T03:00:00.000Z',
  endsAt: '2026-11-27T03:00:00.000Z',
  orders: { placed: 9, accepted: 7, rejected: 1, expiredUnpaid: 1, completed: 6 },
  sales: {
    total: amount(412.5, 6),
    byPayment: { cash: amount(100, 2), online: amount(312.5, 4) },
    byChannel: { 'new-online': amount(412.5, 6) },
    byFulfilment: { delivery: amount(300, 4), pickup: amount(112.5, 2) },
  },
  deliveryFees: amount(20, 4),
  discounts: { total: amount(12.5, 2), byKind: [{ kind: 'pickup', orders: 2, amount: 12.5 }, { kind: 'promo', code: 'WITAJ-10', orders: 1, amount: 4.2 }] },
  refunds: amount(0, 0),
  averageBasket: 68.75,
  topByQuantity: [{ id: 3, name: 'California roll', quantity: 5, value: 149.5 }],
  topByValue: [{ id: 7, name: 'Zestaw Sakura', quantity: 2, value: 179.98 }],
  ordersPerHour: HOURS.map((hour) => ({ hour, orders: COUNTS[hour] ?? 0 })),
  cashFromRiders: amount(60, 1),
};

async function openReport(staff: Partial<StaffApi>) {
  const services = makeStaffStore(staff);
  render(
    <RootWrapper store={services.store}>
      <StaffPage />
    </RootWrapper>,
  );
  fireEvent.click(await screen.findByRole('tab', { name: 'Raport' }));
  return services;
}

const figure = (list: HTMLElement, label: string) => normalizeSpaces(within(list).getByText(label).nextElementSibling?.textContent);

describe("the panel's 'Raport' tab", () => {
  it("shows today's business day: counts, money with its splits, top dishes, zeros as zeros", async () => {
    const { staffApi } = await openReport({ getDailyReport: jest.fn().mockResolvedValue(report) });
    await screen.findByRole('heading', { name: 'Raport: 2026-11-26' });
    expect(staffApi.getDailyReport).toHaveBeenCalledWith(STAFF_TOKEN, { from: businessDateOf(new Date()) });
    const orders = screen.getByTestId('report-orders');
    expect(figure(orders, 'Złożone')).toBe('9');
    expect(figure(orders, 'Nieopłacone (płatność wygasła)')).toBe('1');
    const money = screen.getByTestId('report-money');
    expect(figure(money, 'Sprzedaż brutto (zrealizowane)')).toBe('412,50 zł (zamówień: 6)');
    expect(figure(money, 'Średnia wartość zamówienia')).toBe('68,75 zł');
    expect(figure(money, 'Zwroty')).toBe('0,00 zł (zamówień: 0)');
    expect(figure(money, 'Gotówka od kierowców')).toBe('60,00 zł (zamówień: 1)');
    expect(figure(money, '— Rabat za odbiór osobisty')).toBe('12,50 zł (zamówień: 2)');
    expect(figure(money, '— Kod rabatowy WITAJ-10')).toBe('4,20 zł (zamówień: 1)');
    // Every payment method shows, the unused one as zero.
    expect(normalizeSpaces(screen.getByText('Karta przy odbiorze').nextElementSibling?.textContent)).toBe('0,00 zł (zamówień: 0)');
    expect(normalizeSpaces(screen.getByText('Telefon').nextElementSibling?.textContent)).toBe('0,00 zł (zamówień: 0)');
    const byValue = screen.getByRole('table', { name: '10 dań — według wartości' });
    expect(normalizeSpaces(within(byValue).getByText('Zestaw Sakura').closest('tr')?.textContent)).toBe('Zestaw Sakura2179,98 zł');
  });

  it('draws 24 bars in the business day order, heights proportional to the counts, with a summary and a table', async () => {
    await openReport({ getDailyReport: jest.fn().mockResolvedValue(report) });
    const chart = await screen.findByRole('img', { name: /Zamówienia w kolejnych godzinach: razem 7, najwięcej o 18:00 \(4\)/ });
    const bars = within(chart as unknown as HTMLElement).getAllByTestId('hour-bar');
    expect(bars).toHaveLength(24);
    const heights = bars.map((bar) => Number(bar.querySelector('rect')?.getAttribute('height')));
    expect(heights[HOURS.indexOf(18)]).toBe(CHART_PLOT_HEIGHT);
    expect(heights[HOURS.indexOf(12)]).toBe(CHART_PLOT_HEIGHT / 2);
    expect(heights[HOURS.indexOf(19)]).toBe(CHART_PLOT_HEIGHT / 4);
    expect(heights[0]).toBe(0);
    expect(bars.map((bar) => bar.querySelectorAll('text')[1].textContent)).toEqual(HOURS.map(String));
    const table = screen.getByRole('table', { name: 'Zamówienia w kolejnych godzinach' });
    expect(normalizeSpaces(within(table).getByText('18:00–18:59').closest('tr')?.textContent)).toBe('18:00–18:594');
  });

  it('refuses a range over 31 days before any call, and sends one within it', async () => {
    const getDailyReport = jest.fn().mockResolvedValue(report);
    await openReport({ getDailyReport });
    await screen.findByRole('heading', { name: /Raport:/ });
    getDailyReport.mockClear();
    fireEvent.change(screen.getByLabelText('Dzień (od)'), { target: { value: '2026-10-01' } });
    fireEvent.change(screen.getByLabelText('do (opcjonalnie)'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pokaż raport' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Raport obejmuje najwyżej 31 dni, a wybrany zakres ma 32. Skróć go.');
    expect(getDailyReport).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('do (opcjonalnie)'), { target: { value: '2026-10-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pokaż raport' }));
    await waitFor(() => expect(getDailyReport).toHaveBeenCalledWith(STAFF_TOKEN, { from: '2026-10-01', to: '2026-10-31' }));
  });

  it("says in Polish what the server refused, naming the field", async () => {
    const refused = new ShopApiError(400, 'to nie jest data kalendarzowa', '/shop/staff/reports/daily', 'VALIDATION', 'querystring/from');
    await openReport({ getDailyReport: jest.fn().mockRejectedValue(refused) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Serwer nie policzył raportu (pole „od”): to nie jest data kalendarzowa');
  });

  it('downloads a CSV with the staff token under the name the server gave', async () => {
    const blob = new Blob(['\ufeffNumer;Czas\r\n'], { type: 'text/csv' });
    const downloadReportCsv = jest.fn().mockResolvedValue({ blob, fileName: 'pozycje-2026-11-26_2026-11-26.csv' });
    const createObjectURL = jest.fn(() => 'blob:raport');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const clicked: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.download} ${this.href}`);
    });
    await openReport({ getDailyReport: jest.fn().mockResolvedValue(report), downloadReportCsv });
    fireEvent.click(await screen.findByRole('button', { name: 'Pobierz CSV (pozycje)' }));
    await waitFor(() => expect(clicked).toEqual(['pozycje-2026-11-26_2026-11-26.csv blob:raport']));
    expect(downloadReportCsv).toHaveBeenCalledWith(STAFF_TOKEN, 'items', { from: businessDateOf(new Date()) });
    expect(createObjectURL).toHaveBeenCalledWith(blob);
  });
});
