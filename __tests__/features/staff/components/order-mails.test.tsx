import React from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import StaffPage from '../../../../src/pages/admin';
import { RootWrapper } from '../../../../src/app/root-wrapper';
import { MAIL_REFRESH_MS } from '../../../../src/features/staff/components/order-mails';
import { ORDER_MAILS_TEXT } from '../../../../src/features/staff/order-mails-thunks';
import { ShopApiError } from '../../../../src/lib/shop-api';
import type { StaffApi } from '../../../../src/lib/shop-api-staff';
import { makeStaffStore, orderMail, STAFF_TOKEN, staffOrder } from '../../../support/staff-fixtures';
import { FakeSocket, useFakeSockets } from '../../../support/fake-socket';
import { normalizeSpaces } from '../../../test-utils';

useFakeSockets();
afterEach(() => {
  jest.useRealTimers();
});

const REFUSED = '550 5.1.1 <literowka@example.pl>: mailbox unavailable';
const sent = orderMail({ id: 11, kind: 'order-received', sentAt: '2026-11-22T17:00:02.000Z' });
const copy = orderMail({ id: 12, kind: 'restaurant-copy', recipient: 'kuchnia@sushikami.pl', status: 'pending', attempts: 2, sentAt: null });
const failed = orderMail({ id: 13, kind: 'order-accepted', recipient: 'literowka@example.pl', status: 'failed', attempts: 1, lastError: REFUSED, sentAt: null });

async function openMails(staff: Partial<StaffApi>) {
  const services = makeStaffStore({ getOrders: jest.fn().mockResolvedValue({ data: [staffOrder({ status: 'accepted' })] }), ...staff });
  render(
    <RootWrapper store={services.store}>
      <StaffPage />
    </RootWrapper>,
  );
  const card = await screen.findByRole('article', { name: 'Zamówienie ABCDEFGH23' });
  expect(services.staffApi.getOrderMails).not.toHaveBeenCalled(); // closed: the board reads no e-mails
  fireEvent.click(within(card).getByText('E-maile'));
  const list = await within(card).findByRole('list', { name: 'E-maile zamówienia ABCDEFGH23' });
  return { ...services, card, list };
}

const rowOf = (list: HTMLElement, label: string) => within(list).getByText(label).closest('li') as HTMLElement;
const textOf = (element: HTMLElement) => normalizeSpaces(element.textContent);

describe("an order card's 'E-maile'", () => {
  it('lists each message with its kind, recipient and status in Warsaw time once opened', async () => {
    const { list, staffApi } = await openMails({ getOrderMails: jest.fn().mockResolvedValue({ data: [sent, copy, failed] }) });
    expect(staffApi.getOrderMails).toHaveBeenCalledWith(STAFF_TOKEN, 'ABCDEFGH23');
    expect(within(list).getAllByRole('listitem').map(textOf)).toEqual([
      'Potwierdzenie zamówienia — jan@example.plwysłany 18:00',
      'Kopia dla restauracji — kuchnia@sushikami.plczeka na wysłanie (próba 3)',
      `Przyjęcie — literowka@example.plnie wysłany: ${REFUSED} (liczba prób: 1)Wyślij ponownie`,
    ]);
    // Only a failed one can be resent.
    expect(within(list).getAllByRole('button', { name: 'Wyślij ponownie' })).toHaveLength(1);
    // The refusal in the error colour, the rest as plain text.
    expect(within(rowOf(list, 'Przyjęcie')).getByText(new RegExp(`nie wysłany: ${REFUSED}`))).toHaveStyle({ color: '#c8102e' });
    expect(within(rowOf(list, 'Potwierdzenie zamówienia')).getByText('wysłany 18:00')).not.toHaveStyle({ color: '#c8102e' });
  });

  it('resends a failed one: waiting at once, then what the dispatcher made of it', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const getOrderMails = jest.fn().mockResolvedValue({ data: [sent, failed] });
    const resendOrderMail = jest.fn().mockResolvedValue({ ...failed, status: 'pending', attempts: 0 });
    const { list, staffApi } = await openMails({ getOrderMails, resendOrderMail });
    fireEvent.click(within(rowOf(list, 'Przyjęcie')).getByRole('button', { name: 'Wyślij ponownie' }));
    await waitFor(() => expect(textOf(rowOf(list, 'Przyjęcie'))).toContain('czeka na wysłanie (próba 1)'));
    expect(staffApi.resendOrderMail).toHaveBeenCalledWith(STAFF_TOKEN, 'ABCDEFGH23', 13);
    expect(within(list).queryByRole('button', { name: 'Wyślij ponownie' })).toBeNull();

    // Refused again: the next read, a few seconds on, shows it failed with attempts counted anew.
    getOrderMails.mockResolvedValue({ data: [sent, { ...failed, attempts: 1 }] });
    const reads = getOrderMails.mock.calls.length;
    await act(async () => void jest.advanceTimersByTime(MAIL_REFRESH_MS));
    await waitFor(() => expect(getOrderMails.mock.calls.length).toBe(reads + 1));
    await waitFor(() => expect(textOf(rowOf(list, 'Przyjęcie'))).toContain(`nie wysłany: ${REFUSED} (liczba prób: 1)`));

    // Nothing waits any more: no further reads.
    await act(async () => void jest.advanceTimersByTime(MAIL_REFRESH_MS * 3));
    expect(getOrderMails.mock.calls.length).toBe(reads + 1);
  });

  it('explains a resend someone else already made and shows the list as it is now', async () => {
    const getOrderMails = jest.fn().mockResolvedValue({ data: [failed] });
    const resendOrderMail = jest.fn().mockRejectedValue(new ShopApiError(409, 'Only a failed e-mail can be sent again', '/shop/staff', 'MAIL_NOT_FAILED'));
    const { list } = await openMails({ getOrderMails, resendOrderMail });
    getOrderMails.mockResolvedValue({ data: [{ ...failed, status: 'sent', lastError: null, sentAt: '2026-11-22T17:30:00.000Z' }] });
    fireEvent.click(within(list).getByRole('button', { name: 'Wyślij ponownie' }));
    await waitFor(() => expect(textOf(rowOf(list, 'Przyjęcie'))).toContain('wysłany 18:30'));
    expect(within(rowOf(list, 'Przyjęcie')).getByRole('alert')).toHaveTextContent(ORDER_MAILS_TEXT.notFailed);
    expect(within(list).queryByRole('button', { name: 'Wyślij ponownie' })).toBeNull();
    expect(getOrderMails).toHaveBeenCalledTimes(2);
  });

  it('says so when the list cannot be read', async () => {
    const services = makeStaffStore({
      getOrders: jest.fn().mockResolvedValue({ data: [staffOrder()] }),
      getOrderMails: jest.fn().mockRejectedValue(new ShopApiError(500, 'x', '/shop/staff')),
    });
    render(
      <RootWrapper store={services.store}>
        <StaffPage />
      </RootWrapper>,
    );
    const card = await screen.findByRole('article', { name: 'Zamówienie ABCDEFGH23' });
    fireEvent.click(within(card).getByText('E-maile'));
    expect(await within(card).findByRole('alert')).toHaveTextContent('Nie udało się wczytać e-maili.');
  });
});
