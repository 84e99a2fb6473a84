/**
 * 'Zmień zamówienie' (D97): only on new and accepted orders, the line editor prefilled, the new
 * total beside the old, a required reason, only the changed parts sent, and the server's
 * refusals in Polish.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StaffApi } from '../../../../src/lib/shop-api-staff';
import type { ShopApi } from '../../../../src/lib/shop-api';
import { ShopApiError } from '../../../../src/lib/shop-api';
import { STAFF_TOKEN, staffOrder } from '../../../support/staff-fixtures';
import { openStaffTab } from '../../../support/staff-panel';
import { useFakeSockets } from '../../../support/fake-socket';
import { normalizeSpaces } from '../../../test-utils';

useFakeSockets();

async function openChange(orders: ReturnType<typeof staffOrder>[], staff: Partial<StaffApi> = {}, shop: Partial<ShopApi> = {}) {
  const services = await openStaffTab('Zamówienia', { getOrders: jest.fn().mockResolvedValue({ data: orders }), ...staff }, shop);
  const card = await screen.findByRole('article', { name: `Zamówienie ${orders[0].id}` });
  fireEvent.click(within(card).getByRole('button', { name: 'Zmień zamówienie' }));
  const dialog = await screen.findByRole('dialog', { name: `Zmień zamówienie ${orders[0].id}` });
  await within(dialog).findByRole('combobox', { name: 'Szukaj pozycji' });
  return { ...services, dialog, card };
}

const totals = (dialog: HTMLElement) => normalizeSpaces(within(dialog).getByTestId('draft-totals').textContent);
const save = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Zapisz zmianę' }));
const type = (dialog: HTMLElement, label: string, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

describe("'Zmień zamówienie' (D97)", () => {
  it('is offered on new and accepted orders only', async () => {
    await openStaffTab('Zamówienia', {
      getOrders: jest.fn().mockResolvedValue({
        data: [
          staffOrder({ id: 'NEWORDER22' }),
          staffOrder({ id: 'ACCEPTED22', status: 'accepted' }),
          staffOrder({ id: 'ONTHEWAY22', status: 'in_delivery' }),
          staffOrder({ id: 'READYPICK2', status: 'ready_for_pickup', fulfilment: 'pickup' }),
        ],
      }),
    });
    await screen.findByRole('article', { name: 'Zamówienie NEWORDER22' });
    const offered = screen.getAllByRole('article').filter((a) => within(a).queryByRole('button', { name: 'Zmień zamówienie' }));
    expect(offered.map((a) => a.getAttribute('data-order-id'))).toEqual(['NEWORDER22', 'ACCEPTED22']);
  });

  it('prefills the lines, shows the new total beside the old, asks why, and sends only what changed', async () => {
    const changed = staffOrder({ status: 'accepted', total: 137.4, itemsTotal: 127.4, notes: 'Bez imbiru' });
    const changeOrder = jest.fn().mockResolvedValue(changed);
    const { dialog, card } = await openChange([staffOrder({ status: 'accepted' })], { changeOrder });
    expect(within(dialog).getAllByTestId('draft-line').map((li) => normalizeSpaces(li.textContent))).toEqual([expect.stringMatching(/^Łosoś nigiri−2\+25,00 zł/)]);
    await waitFor(() => expect(totals(dialog)).toContain('Dostawa10,00 zł'));
    expect(totals(dialog)).toContain('Było35,00 złNowa kwota35,00 zł');

    save(dialog);
    expect(within(dialog).getByText('Podaj powód zmiany, np. „klient dzwonił: dodać zupę miso”.')).toBeInTheDocument();
    expect(within(dialog).getByText('Nic się nie zmieniło: zmień pozycje, adres, czas albo uwagi.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Powód zmiany')).toHaveFocus();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Zwiększ ilość' }));
    const box = within(dialog).getByRole('combobox', { name: 'Szukaj pozycji' });
    fireEvent.change(box, { target: { value: 'zestaw' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.keyDown(within(dialog).getByLabelText('Ilość'), { key: 'Enter' });
    expect(totals(dialog)).toContain('Było35,00 złNowa kwota137,40 zł');
    type(dialog, 'Uwagi (opcjonalnie)', ' Bez imbiru ');
    type(dialog, 'Powód zmiany', 'Klient dzwonił: dodać zestaw');
    save(dialog);
    await waitFor(() =>
      expect(changeOrder).toHaveBeenCalledWith(STAFF_TOKEN, 'ABCDEFGH23', {
        reason: 'Klient dzwonił: dodać zestaw',
        items: [
          { id: 2001, quantity: 3, price: 12.5 },
          { id: 3001, quantity: 1, price: 89.9 },
        ],
        notes: 'Bez imbiru',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(normalizeSpaces(card.textContent)).toContain('137,40 zł');
  });

  it('reprices a new address with its zone and sends the address', async () => {
    const zoneB = { zone: 'B' as const, price: 20, minimumOrder: 0, freeDeliveryFrom: null };
    const changeOrder = jest.fn().mockResolvedValue(staffOrder());
    const getDeliveryZone = jest.fn(async (code: string) => (code === '01-100' ? zoneB : { zone: 'A' as const, price: 10, minimumOrder: 0, freeDeliveryFrom: null }));
    const { dialog } = await openChange([staffOrder()], { changeOrder }, { getDeliveryZone });
    type(dialog, 'Kod pocztowy', '01-100');
    expect(await within(dialog).findByText('Strefa B: dostawa 20,00 zł, zamówienie od 0,00 zł')).toBeInTheDocument();
    expect(totals(dialog)).toContain('Nowa kwota45,00 zł');
    type(dialog, 'Powód zmiany', 'Przeprowadzka do sąsiada');
    save(dialog);
    await waitFor(() =>
      expect(changeOrder).toHaveBeenCalledWith(STAFF_TOKEN, 'ABCDEFGH23', {
        reason: 'Przeprowadzka do sąsiada',
        address: { street: 'ul. Prosta 1/2', postalCode: '01-100', city: 'Warszawa' },
      }),
    );
  });

  it("asks a pickup order for no address and prices it with pickup's discount", async () => {
    const pickup = staffOrder({ fulfilment: 'pickup', deliveryZone: '', deliveryPrice: 0, discount: 2.5, total: 22.5, address: { street: '', postalCode: '', city: '' } });
    const { dialog } = await openChange([pickup]);
    expect(within(dialog).queryByLabelText('Kod pocztowy')).toBeNull();
    expect(totals(dialog)).toBe('Produkty25,00 złRabat za odbiór osobisty (−10%, bez alkoholu)−2,50 złByło22,50 złNowa kwota22,50 zł');
    expect(within(dialog).getByLabelText('Czas odbioru')).toHaveDisplayValue('Bez zmian (jak najszybciej)');
  });

  it('tells staff before saving that a paid order gets the difference back, or cannot cost more', async () => {
    const { dialog } = await openChange([staffOrder({ paymentMethod: 'online', paymentState: 'paid' })]);
    await waitFor(() => expect(totals(dialog)).toContain('Dostawa10,00 zł'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zmniejsz ilość' }));
    expect(within(dialog).getByTestId('paid-total-note')).toHaveTextContent('Zamówienie opłacone online: klient dostanie zwrot 12,50 zł przez Przelewy24.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zwiększ ilość' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zwiększ ilość' }));
    expect(within(dialog).getByTestId('paid-total-note')).toHaveTextContent('kwota nie może wzrosnąć. Dodatkowe pozycje przyjmij jako osobne zamówienie.');
  });

  it.each([
    ['ORDER_LOCKED', 'Tego zamówienia nie można już zmienić: kuchnia je wydała (w drodze, gotowe do odbioru albo zakończone). Lista została odświeżona.', 2],
    ['PAID_TOTAL_WOULD_RISE', 'Zamówienie jest opłacone online, więc jego kwota nie może wzrosnąć. Dodatkowe pozycje przyjmij jako osobne zamówienie.', 1],
  ])('shows 409 %s in Polish and keeps the dialog open', async (code, message, listReads) => {
    const changeOrder = jest.fn().mockRejectedValue(new ShopApiError(409, 'Order ABCDEFGH23 is locked', '/shop/staff/orders/ABCDEFGH23', code));
    const getOrders = jest.fn().mockResolvedValue({ data: [staffOrder({ status: 'accepted' })] });
    const { dialog } = await openChange([staffOrder({ status: 'accepted' })], { changeOrder, getOrders });
    const reads = getOrders.mock.calls.length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zwiększ ilość' }));
    type(dialog, 'Powód zmiany', 'Klient dzwonił');
    save(dialog);
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // A locked order means the board is behind: it reads the list again.
    expect(getOrders.mock.calls.length - reads).toBe(listReads - 1);
  });
});
