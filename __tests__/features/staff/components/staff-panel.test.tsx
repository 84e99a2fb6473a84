import React from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { render } from '@testing-library/react';
import StaffPage from '../../../../src/pages/admin';
import { RootWrapper } from '../../../../src/app/root-wrapper';
import type { StaffApi } from '../../../../src/lib/shop-api-staff';
import { staffOrderChanged } from '../../../../src/features/staff/staff-slice';
import { CUSTOMER_TOKEN, makeStaffStore, STAFF_TOKEN, staffOrder } from '../../../support/staff-fixtures';
import { FakeAudioContext, FakeSocket, useFakeSockets } from '../../../support/fake-socket';
import { normalizeSpaces } from '../../../test-utils';

useFakeSockets();
beforeEach(() => {
  FakeAudioContext.starts = 0;
  localStorage.clear();
});
afterEach(() => {
  delete (window as { AudioContext?: unknown }).AudioContext;
});

function renderAdmin(staff: Partial<StaffApi> = {}, token: string | null = STAFF_TOKEN) {
  const services = makeStaffStore(staff, token);
  render(
    <RootWrapper store={services.store}>
      <StaffPage />
    </RootWrapper>,
  );
  return services;
}

const ordersApi = (...orders: ReturnType<typeof staffOrder>[]) => ({ getOrders: jest.fn().mockResolvedValue({ data: orders }) });

describe('/admin/ gate', () => {
  it('shows signed-out visitors the staff sign-in and stays on /admin/ after it', async () => {
    const { identity, navigate } = renderAdmin({}, null);
    expect(await screen.findByRole('heading', { name: 'Logowanie obsługi' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Zaloguj' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Podaj e-mail i hasło.');
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'obsluga@sushikami.pl' } });
    fireEvent.change(screen.getByLabelText('Hasło'), { target: { value: 'Obsluga2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zaloguj' }));
    await waitFor(() => expect(identity.signIn).toHaveBeenCalledWith('obsluga@sushikami.pl', 'Obsluga2026'));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/admin/'));
  });

  it("tells a customer account 'Brak dostępu' and offers sign-out", async () => {
    const { identity, navigate, staffApi } = renderAdmin({}, CUSTOMER_TOKEN);
    expect(await screen.findByText('Brak dostępu — to konto nie należy do obsługi restauracji.')).toBeInTheDocument();
    expect(staffApi.getOrders).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Wyloguj' }));
    await waitFor(() => expect(identity.signOut).toHaveBeenCalled());
    expect(navigate).toHaveBeenCalledWith('/admin/');
    expect(await screen.findByRole('heading', { name: 'Logowanie obsługi' })).toBeInTheDocument();
  });
});

describe('orders board', () => {
  it('shows the order card with everything the kitchen and driver need', async () => {
    renderAdmin(ordersApi(staffOrder({ notes: 'Domofon 12', deliveryTime: { type: 'scheduled', at: '2026-11-22T18:30:00Z' } })));
    const card = await screen.findByRole('article', { name: 'Zamówienie ABCDEFGH23' });
    const text = normalizeSpaces(card.textContent);
    expect(within(screen.getByTestId('column-fresh')).getByRole('heading', { level: 2 })).toHaveTextContent('Nowe (1)');
    expect(text).toContain('2 × Łosoś nigiri — 25,00 zł');
    expect(text).toContain('35,00 zł');
    expect(text).toContain('ul. Prosta 1/2, 00-001 Warszawa');
    expect(text).toContain('Na godzinę: 22.11, 19:30');
    expect(text).toContain('Domofon 12');
    expect(within(card).getByRole('link', { name: '+48 600 100 200' })).toHaveAttribute('href', 'tel:+48600100200');
  });

  it("marks an order with alcohol '18+ — sprawdź dowód przy wydaniu' on the board and the ticket; others not", async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderAdmin(ordersApi(staffOrder({ adultConfirmed: true }), staffOrder({ id: 'OTHER00022' })));
    const withAlcohol = await screen.findByRole('article', { name: 'Zamówienie ABCDEFGH23' });
    expect(within(withAlcohol).getByTestId('adult-check')).toHaveTextContent('18+ — sprawdź dowód przy wydaniu');
    expect(within(screen.getByRole('article', { name: 'Zamówienie OTHER00022' })).queryByTestId('adult-check')).toBeNull();
    fireEvent.click(within(withAlcohol).getByRole('button', { name: 'Drukuj' }));
    expect(within(screen.getByTestId('staff-ticket')).getByTestId('adult-check')).toHaveTextContent('18+ — sprawdź dowód przy wydaniu');
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("names the promo code and its discount apart from pickup's on the card and the ticket (D105)", async () => {
    jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderAdmin(ordersApi(staffOrder({ fulfilment: 'pickup', deliveryPrice: 0, itemsTotal: 25, discount: 6.25, promoCode: 'WIOSNA-15', promoDiscount: 3.75, total: 18.75 })));
    const card = await screen.findByRole('article', { name: 'Zamówienie ABCDEFGH23' });
    expect(normalizeSpaces(card.textContent)).toContain('18,75 zł (produkty 25,00 zł, rabat za odbiór osobisty −2,50 zł, kod rabatowy WIOSNA-15 −3,75 zł)');
    fireEvent.click(within(card).getByRole('button', { name: 'Drukuj' }));
    expect(within(screen.getByTestId('staff-ticket')).getAllByTestId('ticket-discount').map((row) => normalizeSpaces(row.textContent))).toEqual([
      'Rabat za odbiór osobisty−2,50 zł',
      'Kod rabatowy WIOSNA-15−3,75 zł',
    ]);
  });

  it('accepts with a checked estimate and moves the order to Przyjęte', async () => {
    const { staffApi } = renderAdmin(ordersApi(staffOrder()));
    const card = await screen.findByRole('article', { name: 'Zamówienie ABCDEFGH23' });
    const minutes = within(card).getByLabelText('Czas dostawy (minuty)');
    expect(minutes).toHaveValue('30');
    fireEvent.change(minutes, { target: { value: '3' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Przyjmij' }));
    expect(within(card).getByRole('alert')).toHaveTextContent('Podaj czas dostawy od 5 do 240 minut.');
    expect(staffApi.changeOrderStatus).not.toHaveBeenCalled();

    fireEvent.click(within(card).getByRole('button', { name: '45' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Przyjmij' }));
    await waitFor(() => expect(staffApi.changeOrderStatus).toHaveBeenCalledWith(STAFF_TOKEN, 'ABCDEFGH23', { status: 'accepted', estimatedMinutes: 45 }));
    const accepted = await within(screen.getByTestId('column-accepted')).findByRole('article');
    expect(within(accepted).getByRole('button', { name: 'W dostawie' })).toBeInTheDocument();
  });

  it('rejects only with a reason', async () => {
    const { staffApi } = renderAdmin(ordersApi(staffOrder()));
    const card = await screen.findByRole('article', { name: 'Zamówienie ABCDEFGH23' });
    fireEvent.click(within(card).getByRole('button', { name: 'Odrzuć' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Potwierdź odrzucenie' }));
    expect(within(card).getByRole('alert')).toHaveTextContent('Podaj powód odrzucenia zamówienia.');
    fireEvent.change(within(card).getByLabelText('Powód odrzucenia'), { target: { value: 'Brak dostawcy' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Potwierdź odrzucenie' }));
    await waitFor(() => expect(staffApi.changeOrderStatus).toHaveBeenCalledWith(STAFF_TOKEN, 'ABCDEFGH23', { status: 'rejected', reason: 'Brak dostawcy' }));
  });

  it('re-fetches on connect and on every event, and shows the banner while disconnected', async () => {
    const { staffApi } = renderAdmin(ordersApi());
    await screen.findByTestId('column-fresh');
    await waitFor(() => expect(FakeSocket.sockets).toHaveLength(1));
    const ws = FakeSocket.sockets[0];
    act(() => void ws.onopen?.());
    await waitFor(() => expect(ws.sent[0]).toEqual({ type: 'connection_init', payload: { 'x-api-key': 'local-public-key', authorization: `Bearer ${STAFF_TOKEN}` } }));
    const before = (staffApi.getOrders as jest.Mock).mock.calls.length;
    act(() => ws.receive({ type: 'connection_ack' }));
    await waitFor(() => expect(ws.sent[1]).toMatchObject({ type: 'subscribe', payload: { query: expect.stringContaining('staffOrderEvents') } }));
    await waitFor(() => expect(staffApi.getOrders).toHaveBeenCalledTimes(before + 1));
    (staffApi.getOrders as jest.Mock).mockResolvedValue({ data: [staffOrder({ id: 'NEWORDER22' })] });
    act(() => ws.receive({ type: 'next', id: 'staff', payload: { data: { staffOrderEvents: { id: 'NEWORDER22', status: 'new', at: '' } } } }));
    expect(await screen.findByRole('article', { name: 'Zamówienie NEWORDER22' })).toBeInTheDocument();
    act(() => ws.close());
    expect(screen.getByRole('alert')).toHaveTextContent('Brak połączenia — ponawiam…');
  });

  it('beeps while a new order waits, after the sound is enabled, and stops once it is accepted', async () => {
    (window as { AudioContext?: unknown }).AudioContext = FakeAudioContext;
    renderAdmin(ordersApi(staffOrder()));
    const card = await screen.findByRole('article', { name: 'Zamówienie ABCDEFGH23' });
    expect(FakeAudioContext.starts).toBe(0); // suspended: the browser needs a gesture first
    fireEvent.click(screen.getByRole('button', { name: 'Włącz dźwięk powiadomień' }));
    await waitFor(() => expect(FakeAudioContext.starts).toBe(2)); // one beep = two tones
    fireEvent.click(within(card).getByRole('button', { name: 'Przyjmij' }));
    await within(screen.getByTestId('column-accepted')).findByRole('article');
    const after = FakeAudioContext.starts;
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(FakeAudioContext.starts).toBe(after);
  });

  it('mutes and remembers the ticket width', async () => {
    (window as { AudioContext?: unknown }).AudioContext = FakeAudioContext;
    renderAdmin(ordersApi(staffOrder()));
    await screen.findByRole('article', { name: 'Zamówienie ABCDEFGH23' });
    fireEvent.click(screen.getByRole('button', { name: 'Wycisz powiadomienia' }));
    expect(screen.queryByRole('button', { name: 'Włącz dźwięk powiadomień' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '58 mm' }));
    expect(localStorage.getItem('STAFF_TICKET_WIDTH')).toBe('58');
    expect(localStorage.getItem('STAFF_SOUND_MUTED')).toBe('true');
  });

  it('prints one ticket at the chosen width', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    localStorage.setItem('STAFF_TICKET_WIDTH', '58');
    renderAdmin(ordersApi(staffOrder(), staffOrder({ id: 'OTHER00022' })));
    const card = await screen.findByRole('article', { name: 'Zamówienie ABCDEFGH23' });
    fireEvent.click(within(card).getByRole('button', { name: 'Drukuj' }));
    const ticket = screen.getByTestId('staff-ticket');
    expect(ticket).toHaveAttribute('data-width', '58');
    expect(normalizeSpaces(ticket.textContent)).toContain('Zamówienie ABCDEFGH23');
    expect(normalizeSpaces(ticket.textContent)).toContain('Łosoś nigiri x2');
    expect(normalizeSpaces(ticket.textContent)).toContain('Gotówka przy odbiorze');
    expect(print).toHaveBeenCalledTimes(1);
  });
});

describe('orders paid online (D73)', () => {
  const now = () => new Date().toISOString();
  const paid = (fields: Parameters<typeof staffOrder>[0] = {}) => staffOrder({ paymentMethod: 'online', paymentState: 'paid', ...fields });
  const finished = (id: string, paymentState: 'refund_pending' | 'refunded') =>
    paid({ id, status: 'rejected', paymentState, statusHistory: [{ status: 'rejected', at: now(), note: 'Brak ryżu', estimatedMinutes: null, changedBy: 'a@b.pl' }] });
  const unpaid = () => [
    staffOrder({ id: 'WAITING022', status: 'awaiting_payment', paymentMethod: 'online', paymentState: 'awaiting' }),
    staffOrder({ id: 'EXPIRED022', status: 'payment_expired', paymentMethod: 'online', paymentState: 'awaiting' }),
  ];

  it('never shows an order whose payment is not confirmed, listed or arriving live', async () => {
    const { store } = renderAdmin(ordersApi(...unpaid(), paid()));
    await screen.findByRole('article', { name: 'Zamówienie ABCDEFGH23' });
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(within(screen.getByTestId('column-fresh')).getByRole('heading', { level: 2 })).toHaveTextContent('Nowe (1)');
    act(() => void store.dispatch(staffOrderChanged(staffOrder({ id: 'LIVEWAIT22', status: 'awaiting_payment', paymentState: 'awaiting' }))));
    expect(screen.queryByRole('article', { name: 'Zamówienie LIVEWAIT22' })).toBeNull();
    expect(screen.queryByText(/WAITING022|EXPIRED022/)).toBeNull();
  });

  it("badges where the money stands and names the method; a cash order has no badge", async () => {
    renderAdmin(ordersApi(paid(), staffOrder({ id: 'CASHCASH22' }), finished('REFUNDING2', 'refund_pending'), finished('REFUNDED22', 'refunded')));
    const card = await screen.findByRole('article', { name: 'Zamówienie ABCDEFGH23' });
    expect(within(card).getByTestId('payment-badge')).toHaveTextContent('opłacone online');
    expect(normalizeSpaces(card.textContent)).toContain('Płatność online (BLIK, przelew, karta)');
    expect(within(screen.getByRole('article', { name: 'Zamówienie REFUNDING2' })).getByTestId('payment-badge')).toHaveTextContent('zwrot w toku');
    expect(within(screen.getByRole('article', { name: 'Zamówienie REFUNDED22' })).getByTestId('payment-badge')).toHaveTextContent('zwrócono');
    expect(within(screen.getByRole('article', { name: 'Zamówienie CASHCASH22' })).queryByTestId('payment-badge')).toBeNull();
  });

  it("prints 'OPŁACONE ONLINE — nie pobieraj pieniędzy' on the ticket of a paid order only", async () => {
    jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderAdmin(ordersApi(paid(), staffOrder({ id: 'CASHCASH22' })));
    const card = await screen.findByRole('article', { name: 'Zamówienie ABCDEFGH23' });
    fireEvent.click(within(card).getByRole('button', { name: 'Drukuj' }));
    expect(within(screen.getByTestId('staff-ticket')).getByTestId('ticket-paid')).toHaveTextContent('OPŁACONE ONLINE — nie pobieraj pieniędzy');
    fireEvent.click(within(screen.getByRole('article', { name: 'Zamówienie CASHCASH22' })).getByRole('button', { name: 'Drukuj' }));
    expect(within(screen.getByTestId('staff-ticket')).queryByTestId('ticket-paid')).toBeNull();
    expect(normalizeSpaces(screen.getByTestId('staff-ticket').textContent)).not.toContain('OPŁACONE');
  });

  it('tells staff that rejecting a paid order refunds the customer', async () => {
    renderAdmin(ordersApi(paid()));
    const card = await screen.findByRole('article', { name: 'Zamówienie ABCDEFGH23' });
    fireEvent.click(within(card).getByRole('button', { name: 'Odrzuć' }));
    expect(within(card).getByText('Zamówienie opłacone online: po odrzuceniu klient dostanie zwrot całej kwoty przez Przelewy24.')).toBeInTheDocument();
  });
});

describe('pickup and phone orders on the board (D95–D97)', () => {
  const pickup = (fields: Parameters<typeof staffOrder>[0] = {}) =>
    staffOrder({
      fulfilment: 'pickup',
      deliveryZone: '',
      deliveryPrice: 0,
      address: { street: '', postalCode: '', city: '' },
      discount: 2.5,
      total: 22.5,
      ...fields,
    });
  const card = (id: string) => screen.getByRole('article', { name: `Zamówienie ${id}` });

  it("badges pickup 'Odbiór osobisty' and phone orders 'Telefon', and the filter shows one way or every order", async () => {
    renderAdmin(ordersApi(pickup({ id: 'PICKUP0022' }), staffOrder({ id: 'PHONE00022', source: 'phone', status: 'accepted' }), staffOrder({ id: 'ONLINE0022' })));
    await screen.findByRole('article', { name: 'Zamówienie PICKUP0022' });
    expect(within(card('PICKUP0022')).getByTestId('pickup-badge')).toHaveTextContent('Odbiór osobisty');
    expect(within(card('PICKUP0022')).queryByTestId('phone-badge')).toBeNull();
    expect(within(card('PHONE00022')).getByTestId('phone-badge')).toHaveTextContent('Telefon');
    expect(within(card('PHONE00022')).queryByTestId('pickup-badge')).toBeNull();
    expect(within(card('ONLINE0022')).queryByTestId('pickup-badge')).toBeNull();

    const filter = screen.getByRole('group', { name: 'Pokaż zamówienia:' });
    expect(within(filter).getByRole('button', { name: 'Wszystkie' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(within(filter).getByRole('button', { name: 'Odbiór osobisty' }));
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('data-order-id'))).toEqual(['PICKUP0022']);
    expect(within(screen.getByTestId('column-fresh')).getByRole('heading', { level: 2 })).toHaveTextContent('Nowe (1)');
    fireEvent.click(within(filter).getByRole('button', { name: 'Dostawa' }));
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('data-order-id')).sort()).toEqual(['ONLINE0022', 'PHONE00022']);
    fireEvent.click(within(filter).getByRole('button', { name: 'Wszystkie' }));
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it("offers pickup's steps only to pickup orders: 'Gotowe do odbioru' then 'Odebrane', never 'W dostawie'", async () => {
    const changeOrderStatus = jest.fn(async (_t: string, id: string, change: { status: string }) =>
      pickup({ id, status: change.status, statusHistory: [{ status: change.status, at: new Date().toISOString(), note: '', estimatedMinutes: null, changedBy: 'a@b.pl' }] }),
    );
    const { staffApi } = renderAdmin({
      ...ordersApi(pickup({ id: 'PICKUP0022', status: 'accepted' }), staffOrder({ id: 'DELIVER022', status: 'accepted' }), pickup({ id: 'NEWPICK022' })),
      changeOrderStatus,
    });
    const accepted = await screen.findByRole('article', { name: 'Zamówienie PICKUP0022' });
    expect(within(accepted).queryByRole('button', { name: 'W dostawie' })).toBeNull();
    expect(within(card('DELIVER022')).queryByRole('button', { name: 'Gotowe do odbioru' })).toBeNull();
    expect(within(card('DELIVER022')).getByRole('button', { name: 'W dostawie' })).toBeInTheDocument();
    expect(within(card('NEWPICK022')).getByLabelText('Czas przygotowania (minuty)')).toHaveValue('30');

    fireEvent.click(within(accepted).getByRole('button', { name: 'Gotowe do odbioru' }));
    await waitFor(() => expect(staffApi.changeOrderStatus).toHaveBeenCalledWith(STAFF_TOKEN, 'PICKUP0022', { status: 'ready_for_pickup' }));
    const ready = await within(screen.getByTestId('column-ready')).findByRole('article', { name: 'Zamówienie PICKUP0022' });
    expect(within(screen.getByTestId('column-ready')).getByRole('heading', { level: 2 })).toHaveTextContent('Gotowe / w drodze (1)');
    expect(within(ready).queryByRole('button', { name: 'Dostarczone' })).toBeNull();
    fireEvent.click(within(ready).getByRole('button', { name: 'Odebrane' }));
    await waitFor(() => expect(staffApi.changeOrderStatus).toHaveBeenLastCalledWith(STAFF_TOKEN, 'PICKUP0022', { status: 'picked_up' }));
    expect(await within(screen.getByTestId('column-doneToday')).findByRole('article', { name: 'Zamówienie PICKUP0022' })).toBeInTheDocument();
  });

  it('shows a pickup order without an address, its discount line, the changes made by phone and the partial refund', async () => {
    const changes = [
      { at: '2026-11-22T17:10:00Z', changed: ['items', 'notes'], totalBefore: 31, totalAfter: 22.5, reason: 'Klient rezygnuje z zupy', changedBy: 'obsluga@sushikami.pl' },
    ];
    renderAdmin(ordersApi(pickup({ changes, paymentMethod: 'online', paymentState: 'paid', partialRefunds: [{ amount: 8.5, state: 'pending' }] })));
    const order = await screen.findByRole('article', { name: 'Zamówienie ABCDEFGH23' });
    const text = normalizeSpaces(order.textContent);
    expect(text).toContain('Odbiór osobistyJak najszybciej');
    expect(text).not.toContain('Adres');
    expect(text).toContain('22,50 zł (produkty 25,00 zł, rabat za odbiór osobisty −2,50 zł)');
    expect(within(order).getByTestId('order-change')).toHaveTextContent(
      '22.11, 18:10, obsluga@sushikami.pl: pozycje, uwagi — „Klient rezygnuje z zupy”; 31,00 zł → 22,50 zł',
    );
    expect(within(order).getByTestId('partial-refund')).toHaveTextContent('8,50 zł przez Przelewy24 — w toku');
  });

  it("prints 'ODBIÓR OSOBISTY' with the restaurant's address and the discount on a pickup ticket; a delivery ticket keeps its address", async () => {
    jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderAdmin(ordersApi(pickup(), staffOrder({ id: 'DELIVER022' })));
    fireEvent.click(within(await screen.findByRole('article', { name: 'Zamówienie ABCDEFGH23' })).getByRole('button', { name: 'Drukuj' }));
    const ticket = normalizeSpaces(screen.getByTestId('staff-ticket').textContent);
    expect(screen.getByTestId('ticket-pickup')).toHaveTextContent('ODBIÓR OSOBISTY');
    expect(ticket).toContain('Rabat za odbiór osobisty−2,50 zł');
    expect(ticket).not.toContain('Dostawa (strefa');
    expect(ticket).toMatch(/Odbiór: .+, .+ .+/);
    fireEvent.click(within(card('DELIVER022')).getByRole('button', { name: 'Drukuj' }));
    expect(screen.queryByTestId('ticket-pickup')).toBeNull();
    expect(normalizeSpaces(screen.getByTestId('staff-ticket').textContent)).toContain('ul. Prosta 1/2, 00-001 Warszawa');
  });
});
