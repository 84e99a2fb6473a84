/**
 * /profile/: waits for the page load's session check, sends signed-out visitors to sign-in,
 * shows the data (nip '-'), saves edits (button busy while saving), shows the history newest
 * first with Polish statuses, five a page, and signs out to '/'.
 */
import React from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { AccountOverview } from '../../../../src/features/account/components/account-overview';
import { NO_ORDERS_TEXT, DETAILS_SAVED_NOTE } from '../../../../src/features/account/components/account-text';
import { DETAILS_SAVE_ERROR } from '../../../../src/features/account/customer-thunks';
import type { CustomerDetails, OrderView } from '../../../../src/lib/shop-api-types';
import { ACCOUNT_MESSAGES as M } from '../../../../src/features/account/account-validation';
import type { ShopApi } from '../../../../src/lib/shop-api';
import type { IdentitySession } from '../../../../src/services/identity-client';
import { normalizeSpaces } from '../../../test-utils';
import { menuItem } from '../../../support/fake-services';
import { deferred, fill, DETAILS, renderAccountPage, settle, signedInIdentity, spyGatsbyNavigate, submit } from '../../../pages/account-helpers';

/** The profile page's content at /profile/ with this query. */
const at = (search = '') => <AccountOverview title="Moje konto" search={search} />;

let navigate: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  navigate = spyGatsbyNavigate();
});
afterEach(() => navigate.mockRestore());

async function renderSignedIn(search = '', api: Partial<ShopApi> = {}) {
  const page = renderAccountPage(at(search), {
    identity: signedInIdentity(),
    api: { getCustomerDetails: jest.fn().mockResolvedValue(DETAILS), ...api },
  });
  await settle();
  return page;
}

const value = (field: keyof CustomerDetails) => document.querySelector(`dd[data-field="${field}"]`)?.textContent;

describe('/profile/ access', () => {
  it('waits for the session check, then sends a signed-out visitor to sign-in (replace)', async () => {
    const session = deferred<IdentitySession | null>();
    renderAccountPage(at(), {
      identity: signedInIdentity({ getSession: jest.fn(() => session.promise) }),
    });
    await settle();
    expect(screen.getByText('Wczytywanie konta…')).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();

    session.resolve(null); // the stored session turned out dead
    await settle();
    expect(navigate).toHaveBeenCalledWith('/auth/sign-in/', { replace: true });
  });

  it('lets a stored session in without any redirect', async () => {
    await renderSignedIn();
    expect(screen.getByRole('heading', { level: 1, name: 'Moje konto' })).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe("/profile/ 'Moje dane'", () => {
  it("shows name, e-mail, phone, address and NIP ('-' when none)", async () => {
    await renderSignedIn();
    expect(screen.getByRole('link', { name: 'Moje dane' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Historia zamówień' })).toHaveAttribute('href', '/profile/?view=history');
    expect(screen.getByRole('heading', { level: 2, name: 'Moje dane' })).toBeInTheDocument();
    expect(value('name')).toBe('Jan Kowalski');
    expect(value('email')).toBe('jan@example.pl');
    expect(value('phoneNumber')).toBe('600 100 200');
    expect(value('address')).toBe('ul. Długa 1, Warszawa');
    expect(value('nip')).toBe('-');
  });

  it("saves an edit: 'Zapisywanie…' on a disabled button meanwhile, then the new data and a note", async () => {
    const answer = deferred<CustomerDetails>();
    const updateCustomerDetails = jest.fn(() => answer.promise);
    await renderSignedIn('', { updateCustomerDetails });
    fireEvent.click(screen.getByRole('button', { name: 'Edytuj dane' }));
    expect(screen.getByLabelText('Imię i nazwisko')).toHaveFocus();
    expect(screen.getByLabelText('NIP (opcjonalnie)')).toHaveValue(''); // '-' is "none"
    fill('Telefon', '+48 700 200 300');
    await submit('Zapisz');

    expect(screen.getByRole('button', { name: 'Zapisywanie…' })).toBeDisabled();
    expect(updateCustomerDetails).toHaveBeenCalledWith('id-token-1', { ...DETAILS, phoneNumber: '+48 700 200 300' });
    answer.resolve({ ...DETAILS, phoneNumber: '+48 700 200 300' });
    await settle();

    expect(screen.getByText(DETAILS_SAVED_NOTE)).toHaveAttribute('role', 'status');
    expect(value('phoneNumber')).toBe('+48 700 200 300');
    expect(screen.getByRole('button', { name: 'Edytuj dane' })).toHaveFocus();
  });

  it('shows a refused field next to it and a failed save in an alert', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const updateCustomerDetails = jest.fn().mockRejectedValue(Object.assign(new Error('down'), { status: 500 }));
    await renderSignedIn('', { updateCustomerDetails });
    fireEvent.click(screen.getByRole('button', { name: 'Edytuj dane' }));
    fill('Telefon', 'abc');
    await submit('Zapisz');
    expect(screen.getByLabelText('Telefon')).toHaveAccessibleDescription(`Np. 600 100 200. ${M.phoneInvalid}`);
    expect(updateCustomerDetails).not.toHaveBeenCalled();

    fill('Telefon', '600 100 201');
    await submit('Zapisz');
    expect(screen.getByRole('alert')).toHaveTextContent(DETAILS_SAVE_ERROR);
    expect(screen.getByRole('button', { name: 'Zapisz' })).toBeEnabled();
    log.mockRestore();
  });
});

const order = (n: number, status: string, day: number): OrderView =>
  ({
    id: `order-${n}`,
    status,
    createdAt: `2026-03-${String(day).padStart(2, '0')}T12:00:00.000Z`,
    items: [{ id: 2001, name: `Maki nr ${n}`, price: 12.5, quantity: 2 }],
    fulfilment: 'delivery',
    discount: 0,
    total: 25 + n,
  }) as unknown as OrderView;

describe("/profile/?view=history 'Historia zamówień'", () => {
  const STATUSES = ['new', 'accepted', 'in_delivery', 'delivered', 'rejected', 'new', 'accepted'];
  // Sent oldest first on purpose: the page must show the newest first.
  const ORDERS = STATUSES.map((status, i) => order(i + 1, status, i + 1));
  const headings = () => screen.getAllByRole('heading', { level: 3 }).map((h) => normalizeSpaces(h.textContent));

  it('fetches on open and shows five orders a page, newest first, with date, items, total and Polish status', async () => {
    const getCustomerHistory = jest.fn().mockResolvedValue({ data: ORDERS });
    await renderSignedIn('?view=history', { getCustomerHistory });
    expect(getCustomerHistory).toHaveBeenCalledWith('id-token-1', { from: 0, till: 100, id: 'jan@example.pl' });
    expect(screen.getByRole('link', { name: 'Historia zamówień' })).toHaveAttribute('aria-current', 'page');

    expect(headings()).toEqual(['07', '06', '05', '04', '03'].map((d) => expect.stringMatching(new RegExp(`^Zamówienie z ${d}\\.03\\.2026, \\d\\d:\\d\\d$`))));
    const newest = screen.getAllByRole('listitem').find((li) => li.textContent?.includes('Maki nr 7'))!;
    expect(normalizeSpaces(within(newest).getByRole('list', { name: 'Pozycje zamówienia' }).textContent)).toBe('x2 szt Maki nr 7 25,00 zł');
    expect(normalizeSpaces(newest.textContent)).toContain('Status: Przyjęte');
    expect(normalizeSpaces(newest.textContent)).toContain('Razem: 32,00 zł · Dostawa');
    const statuses = screen.getAllByText(/^(Nowe|Przyjęte|W drodze|Dostarczone|Odrzucone)$/).map((s) => s.textContent);
    expect(statuses).toEqual(['Przyjęte', 'Nowe', 'Odrzucone', 'Dostarczone', 'W drodze']);

    fireEvent.click(screen.getByRole('button', { name: 'Strona 2' }));
    expect(headings()).toEqual([expect.stringMatching(/^Zamówienie z 02\.03/), expect.stringMatching(/^Zamówienie z 01\.03/)]);
    expect(screen.getAllByText(/^(Nowe|Przyjęte)$/).map((s) => s.textContent)).toEqual(['Przyjęte', 'Nowe']);
    expect(screen.getByRole('button', { name: 'Strona 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('names the online payment states and links an unpaid order to its page, where it is paid or switched to cash', async () => {
    const withPayment = (n: number, status: string, paymentState: string) => ({ ...order(n, status, n), paymentMethod: 'online', paymentState }) as OrderView;
    const getCustomerHistory = jest.fn().mockResolvedValue({
      data: [
        withPayment(1, 'awaiting_payment', 'awaiting'),
        withPayment(2, 'payment_expired', 'awaiting'),
        withPayment(3, 'new', 'paid'),
        withPayment(4, 'rejected', 'refund_pending'),
        withPayment(5, 'rejected', 'refunded'),
      ],
    });
    await renderSignedIn('?view=history', { getCustomerHistory });
    const entry = (n: number) => screen.getAllByRole('listitem').find((li) => li.textContent?.includes(`Maki nr ${n}`))!;
    const text = (n: number) => normalizeSpaces(entry(n).textContent);

    expect(text(1)).toContain('Status: Czeka na płatność');
    expect(text(2)).toContain('Status: Nieopłacone');
    expect(text(3)).toContain('Status: Nowe · Opłacone online');
    expect(text(4)).toContain('Status: Odrzucone · Zwrot w toku');
    expect(text(5)).toContain('Status: Odrzucone · Zwrócono');
    for (const n of [1, 2]) {
      expect(within(entry(n)).getByRole('link', { name: 'Przejdź do zamówienia, aby zapłacić' })).toHaveAttribute('href', `/order/?id=order-${n}`);
    }
    for (const n of [3, 4, 5]) expect(within(entry(n)).queryByRole('link')).toBeNull();
  });

  it('names pickup and its discount beside the total (D95)', async () => {
    const pickup = { ...order(1, 'picked_up', 1), fulfilment: 'pickup', discount: 2.5, total: 22.5 } as OrderView;
    await renderSignedIn('?view=history', { getCustomerHistory: jest.fn().mockResolvedValue({ data: [pickup] }) });
    const entry = screen.getAllByRole('listitem').find((li) => li.textContent?.includes('Maki nr 1'))!;
    expect(normalizeSpaces(entry.textContent)).toContain('Status: Odebrane');
    expect(normalizeSpaces(entry.textContent)).toContain('Razem: 22,50 zł · Odbiór osobisty (rabat 2,50 zł)');
  });

  it('says so when there are no orders yet', async () => {
    await renderSignedIn('?view=history');
    expect(screen.getByText(NO_ORDERS_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Stronicowanie' })).toBeNull();
  });

  it("'Zamów ponownie' puts that order's items into the basket at today's price and names the change", async () => {
    const getCustomerHistory = jest.fn().mockResolvedValue({ data: [order(1, 'delivered', 1), order(2, 'delivered', 2)] });
    const getProducts = jest.fn().mockResolvedValue([menuItem({ id: 2001, name: 'Maki', price: 13.5 })]);
    const { store } = await renderSignedIn('?view=history', { getCustomerHistory, getProducts });
    const older = screen.getAllByRole('listitem').find((li) => li.textContent?.includes('Maki nr 1'))!;

    fireEvent.click(within(older).getByRole('button', { name: 'Zamów ponownie' }));
    await settle();
    expect(store.getState().basket.items).toEqual([expect.objectContaining({ id: 2001, name: 'Maki', price: 13.5, quantity: 2 })]);
    expect(normalizeSpaces(within(older).getByRole('status').textContent)).toBe(
      'Dodano do koszyka 1 produkt z tego zamówienia, po dzisiejszych cenach.Cena Maki: było 12,50 zł, teraz 13,50 zł.',
    );
    expect(within(older).getByRole('link', { name: 'Przejdź do koszyka' })).toHaveAttribute('href', '/basket/');
  });
});

describe('/profile/ sign-out', () => {
  it("signs out and goes to '/', not to the sign-in page", async () => {
    const { identity, navigate: thunkNavigate, store } = await renderSignedIn();
    await submit('Wyloguj się');
    expect(identity.signOut).toHaveBeenCalled();
    expect(thunkNavigate).toHaveBeenCalledWith('/');
    expect(store.getState().account.isAuthenticated).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });
});
