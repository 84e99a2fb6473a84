/**
 * The summary page with hours past midnight (D74): the hours line, 'teraz zamknięte' and the
 * time picker, fed with what the API computes from the same domain rules.
 */
import React from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import * as Summary from '../../../src/pages/summary';
import { deliverySlots } from '../../../domain/rules/delivery-time';
import { describeOpeningHours, isOpenAt, type OpeningHours } from '../../../domain/rules/opening-hours';
import { writeCheckoutForm } from '../../../src/features/checkout/checkout-form';
import { BASKET_KEY } from '../../../src/lib/storage';
import { VALID_CHECKOUT_FORM } from '../../support/checkout-fixtures';
import { PLAIN_ZONE_A } from '../../support/fake-services';
import { renderPage, settle } from '../../support/render-page';

const weekday = { open: '12:00', close: '22:00' };
const LATE: OpeningHours = [weekday, weekday, weekday, weekday, { open: '12:00', close: '01:00' }, { open: '12:00', close: '03:00' }, { open: '13:00', close: '21:00' }];
const CLOSED_NOTE = '(teraz zamknięte — wybierz godzinę dostawy)';

/** The summary page at this instant, with the answers GET /shop/opening-hours and /shop/delivery-times give then. */
async function summaryAt(iso: string) {
  const now = new Date(iso);
  localStorage.setItem(BASKET_KEY, JSON.stringify([{ id: 2001, name: 'Maki łosoś', price: 12.5, quantity: 2 }]));
  writeCheckoutForm(VALID_CHECKOUT_FORM);
  renderPage(<Summary.default />, {
    getDeliveryZone: jest.fn().mockResolvedValue(PLAIN_ZONE_A),
    getOpeningHours: jest.fn().mockResolvedValue({
      timeZone: 'Europe/Warsaw',
      days: [],
      summary: describeOpeningHours(LATE),
      openNow: isOpenAt(now, LATE),
      deliveryTimeRules: { minLeadMinutes: 45, maxDaysAhead: 7, stepMinutes: 15 },
    }),
    getDeliveryTimes: jest.fn().mockResolvedValue({ asap: isOpenAt(now, LATE), slots: deliverySlots(now, LATE).map((d) => d.toISOString()) }),
  });
  await settle();
  await settle();
}

const hoursLine = () => screen.getByText(/^Godziny otwarcia:/);
function pickerOptions(): string[] {
  fireEvent.click(screen.getByRole('radio', { name: 'Na wybraną godzinę' }));
  return within(screen.getByLabelText('Godzina dostawy')).getAllByRole('option').map((o) => o.textContent ?? '');
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('/summary/ with Friday 12:00–01:00', () => {
  it('Friday 23:00: open, the hours say pt. 12:00–01:00, the picker goes on after midnight', async () => {
    await summaryAt('2026-03-13T22:00:00Z');
    expect(hoursLine()).toHaveTextContent('Godziny otwarcia: pon.–czw. 12:00–22:00, pt. 12:00–01:00, sob. 12:00–03:00, niedz. 13:00–21:00');
    expect(hoursLine()).not.toHaveTextContent(CLOSED_NOTE);
    expect(screen.getByRole('radio', { name: 'Jak najszybciej' })).toBeEnabled();
    expect(pickerOptions().slice(1, 7)).toEqual([
      'piątek, 13 marca 23:45',
      'sobota, 14 marca 00:00',
      'sobota, 14 marca 00:15',
      'sobota, 14 marca 00:30',
      'sobota, 14 marca 00:45',
      'sobota, 14 marca 12:00',
    ]);
  });

  it('Saturday 00:30 is still Friday: open', async () => {
    await summaryAt('2026-03-13T23:30:00Z');
    expect(hoursLine()).not.toHaveTextContent(CLOSED_NOTE);
    expect(screen.getByRole('radio', { name: 'Jak najszybciej' })).toBeEnabled();
  });

  it('Saturday 01:30: closed, as soon as possible off', async () => {
    await summaryAt('2026-03-14T00:30:00Z');
    expect(hoursLine()).toHaveTextContent(CLOSED_NOTE);
    expect(screen.getByRole('radio', { name: 'Jak najszybciej' })).toBeDisabled();
  });

  it('the night the clock goes back: the hour shown twice says which time it is', async () => {
    await summaryAt('2026-10-24T21:00:00Z'); // Saturday 23:00 CEST, open until 03:00
    const night = pickerOptions().filter((o) => o.startsWith('niedziela, 25 października 02:'));
    expect(night).toEqual([
      'niedziela, 25 października 02:00 (czas letni)',
      'niedziela, 25 października 02:15 (czas letni)',
      'niedziela, 25 października 02:30 (czas letni)',
      'niedziela, 25 października 02:45 (czas letni)',
      'niedziela, 25 października 02:00 (czas zimowy)',
      'niedziela, 25 października 02:15 (czas zimowy)',
      'niedziela, 25 października 02:30 (czas zimowy)',
      'niedziela, 25 października 02:45 (czas zimowy)',
    ]);
  });
});
