/**
 * 'Nowe zamówienie' (D96): the keyboard flow of the item search, the checks before sending, the
 * totals by the domain's rules (zone fee, pickup discount without alcohol, the minimum and its
 * reason), one Idempotency-Key per form, and the order on the board afterwards.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StaffApi } from '../../../../src/lib/shop-api-staff';
import type { ShopApi } from '../../../../src/lib/shop-api';
import { ShopApiError } from '../../../../src/lib/shop-api';
import type { StaffMenuItem, StaffOrderBody } from '../../../../src/lib/shop-api-types';
import { MENU, STAFF_TOKEN, staffOrder } from '../../../support/staff-fixtures';
import { openStaffTab } from '../../../support/staff-panel';
import { useFakeSockets } from '../../../support/fake-socket';
import { normalizeSpaces } from '../../../test-utils';

useFakeSockets();

const BEER: StaffMenuItem = { id: 1201, type: 'ingredient', name: 'Piwo Kirin', category: 'alcohol', price: 15, desc: '', isVisible: true, soldOutToday: false, allergens: [], mayContain: [], diet: 'none' };
const SOUP: StaffMenuItem = { id: 2101, type: 'product', name: 'Zupa miso', category: 'zupy', price: 9, desc: '', isVisible: true, soldOutToday: true, allergens: [], mayContain: [], diet: 'none' };

async function openPhoneTab(staff: Partial<StaffApi> = {}, shop: Partial<ShopApi> = {}) {
  const services = await openStaffTab('Nowe zamówienie', { getMenu: jest.fn().mockResolvedValue({ data: [...MENU, BEER, SOUP] }), ...staff }, shop);
  await screen.findByRole('combobox', { name: 'Szukaj pozycji' });
  return services;
}

const form = () => screen.getByRole('region', { name: 'Nowe zamówienie (telefon)' });
const type = (label: string | RegExp, value: string) => fireEvent.change(within(form()).getByLabelText(label), { target: { value } });
const key = (element: Element, k: string) => fireEvent.keyDown(element, { key: k });

/** Search, arrows and Enter, quantity and Enter: the keyboard alone. */
function addByKeyboard(search: string, downs: number, quantity: string) {
  const box = screen.getByRole('combobox', { name: 'Szukaj pozycji' });
  box.focus();
  fireEvent.change(box, { target: { value: search } });
  for (let i = 0; i < downs; i += 1) key(box, 'ArrowDown');
  key(box, 'Enter');
  const count = screen.getByLabelText('Ilość');
  expect(count).toHaveFocus();
  fireEvent.change(count, { target: { value: quantity } });
  key(count, 'Enter');
  expect(box).toHaveFocus();
}

/** 'Łosoś nigiri × 5: 62,50 zł' per line: its name, the counter's value, the line's total. */
const lines = () =>
  screen.getAllByTestId('draft-line').map((li) => `${li.children[0].textContent} × ${li.querySelector('output')?.textContent}: ${normalizeSpaces(li.children[2].textContent)}`);
const total = () => normalizeSpaces(screen.getByTestId('draft-total').textContent);
const sentBody = (placeOrder: StaffApi['placeOrder']) => (placeOrder as jest.Mock).mock.calls.at(-1)[1] as StaffOrderBody;

describe("'Nowe zamówienie' (D96)", () => {
  it('finds items by name with the arrow keys and Enter, takes the quantity with Enter, and merges the same item', async () => {
    await openPhoneTab();
    const box = screen.getByRole('combobox', { name: 'Szukaj pozycji' });
    expect(box).toHaveFocus(); // the form opens with the keyboard in the search
    fireEvent.change(box, { target: { value: 'lo' } });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const options = within(screen.getByRole('listbox', { name: 'Pasujące pozycje' })).getAllByRole('option');
    // Bare ingredients and hidden items are not sold by phone either.
    expect(options.map((o) => normalizeSpaces(o.textContent))).toEqual(['Zestaw Łódź — 89,90 zł', 'Łosoś nigiri — 12,50 zł']);
    key(box, 'ArrowDown');
    expect(box).toHaveAttribute('aria-activedescendant', options[1].id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');

    addByKeyboard('nigiri', 0, '3');
    addByKeyboard('łosoś', 0, '2');
    expect(lines()).toEqual(['Łosoś nigiri × 5: 62,50 zł']);
    fireEvent.click(within(screen.getByRole('group', { name: 'Ilość: Łosoś nigiri' })).getByRole('button', { name: 'Zwiększ ilość' }));
    expect(lines()).toEqual(['Łosoś nigiri × 6: 75,00 zł']);
    expect(total()).toBe('75,00 zł');
    fireEvent.click(screen.getByRole('button', { name: 'Usuń: Łosoś nigiri' }));
    expect(screen.queryAllByTestId('draft-line')).toHaveLength(0);
  });

  it("refuses a sold-out item and a quantity outside 1–99", async () => {
    const { staffApi } = await openPhoneTab();
    const box = screen.getByRole('combobox', { name: 'Szukaj pozycji' });
    fireEvent.change(box, { target: { value: 'miso' } });
    expect(within(screen.getByRole('listbox')).getByRole('option')).toHaveTextContent('Zupa miso — 9,00 zł (wyprzedane dziś)');
    key(box, 'Enter');
    expect(within(form()).getByRole('alert')).toHaveTextContent('„Zupa miso” jest dziś wyprzedane.');
    fireEvent.change(box, { target: { value: 'nigiri' } });
    key(box, 'Enter');
    fireEvent.change(screen.getByLabelText('Ilość'), { target: { value: '100' } });
    key(screen.getByLabelText('Ilość'), 'Enter');
    expect(within(form()).getByRole('alert')).toHaveTextContent('Podaj ilość od 1 do 99.');
    expect(staffApi.placeOrder).not.toHaveBeenCalled();
  });

  it('checks the customer and the address in Polish before sending and moves the keyboard to the first wrong field', async () => {
    const { staffApi } = await openPhoneTab();
    type('E-mail (opcjonalnie)', 'jan@');
    fireEvent.click(screen.getByRole('button', { name: 'Przyjmij zamówienie' }));
    expect(within(form()).getByText('Dodaj co najmniej jedną pozycję.')).toBeInTheDocument();
    expect(within(form()).getByText('Podaj imię i nazwisko klienta.')).toBeInTheDocument();
    expect(within(form()).getByText('Podaj numer telefonu, np. +48 600 100 200')).toBeInTheDocument();
    expect(within(form()).getByText('Podaj poprawny adres e-mail albo zostaw pole puste.')).toBeInTheDocument();
    expect(within(form()).getByText('Podaj ulicę i numer domu.')).toBeInTheDocument();
    expect(within(form()).getByText('Kod pocztowy ma postać 00-000')).toBeInTheDocument();
    expect(within(form()).getByText('Podaj miejscowość.')).toBeInTheDocument();
    expect(within(form()).getByLabelText('Imię i nazwisko')).toHaveFocus();
    expect(staffApi.placeOrder).not.toHaveBeenCalled();
  });

  it('shows the zone and its fee at once, adds it to the total, and sends one key per form: a retry is the same order', async () => {
    const zone = { zone: 'B' as const, price: 20, minimumOrder: 30, freeDeliveryFrom: 100 };
    const placeOrder = jest
      .fn()
      .mockRejectedValueOnce(new ShopApiError(0, 'Brak połączenia', '/shop/staff/orders', 'NETWORK_ERROR'))
      .mockImplementation(async () => staffOrder({ id: 'PHONE00022', status: 'accepted', source: 'phone', estimatedMinutes: 45 }));
    const { staffApi, shopApi, store } = await openPhoneTab({ placeOrder }, { getDeliveryZone: jest.fn().mockResolvedValue(zone) });
    addByKeyboard('nigiri', 0, '4');
    type('Imię i nazwisko', ' Anna Nowak ');
    type('Telefon', '600 200 300');
    type('Ulica, numer domu i mieszkania', 'Prosta 5/2');
    type('Kod pocztowy', '01-234');
    type('Miejscowość', 'Warszawa');
    expect(await screen.findByText('Strefa B: dostawa 20,00 zł, zamówienie od 30,00 zł, darmowa dostawa od 100,00 zł')).toBeInTheDocument();
    expect(shopApi.getDeliveryZone).toHaveBeenCalledWith('01-234');
    expect(total()).toBe('70,00 zł');
    type('Czas dostawy (minuty)', '45');
    fireEvent.click(screen.getByLabelText('Karta przy odbiorze'));
    type('Uwagi (opcjonalnie)', ' Domofon 12 ');

    fireEvent.click(screen.getByRole('button', { name: 'Przyjmij zamówienie' }));
    expect(await within(form()).findByRole('alert')).toHaveTextContent('Brak połączenia z serwerem. Spróbuj ponownie za chwilę.');
    fireEvent.click(screen.getByRole('button', { name: 'Przyjmij zamówienie' }));
    await waitFor(() => expect(placeOrder).toHaveBeenCalledTimes(2));
    const [first, second] = placeOrder.mock.calls;
    expect(second[2]).toBe(first[2]);
    expect(first[2]).toMatch(/^.{8,100}$/);
    expect(sentBody(staffApi.placeOrder)).toEqual({
      items: [{ id: 2001, quantity: 4, price: 12.5 }],
      fulfilment: 'delivery',
      address: { street: 'Prosta 5/2', postalCode: '01-234', city: 'Warszawa' },
      deliveryTime: { type: 'asap' },
      paymentMethod: 'card',
      notes: 'Domofon 12',
      customer: { name: 'Anna Nowak', phoneNumber: '600 200 300' },
      estimatedMinutes: 45,
    });
    expect(second[0]).toBe(STAFF_TOKEN);

    // Back on the board, the order among the accepted ones.
    expect(await screen.findByText('Zamówienie PHONE00022 przyjęte — jest w kolumnie Przyjęte.')).toHaveFocus();
    expect(within(screen.getByTestId('column-accepted')).getByRole('article', { name: 'Zamówienie PHONE00022' })).toBeInTheDocument();
    expect(store.getState().staff.orders.map((o) => o.id)).toContain('PHONE00022');

    // The next call is a new order with a new key.
    fireEvent.click(screen.getByRole('tab', { name: 'Nowe zamówienie' }));
    addByKeyboard('nigiri', 0, '4');
    type('Imię i nazwisko', 'Ewa');
    type('Telefon', '600 200 301');
    type('Ulica, numer domu i mieszkania', 'Prosta 5/3');
    type('Kod pocztowy', '01-234');
    type('Miejscowość', 'Warszawa');
    await screen.findByText(/^Strefa B/);
    fireEvent.click(screen.getByRole('button', { name: 'Przyjmij zamówienie' }));
    await waitFor(() => expect(placeOrder).toHaveBeenCalledTimes(3));
    expect(placeOrder.mock.calls[2][2]).not.toBe(first[2]);
  });

  it("shows the server's sentence under the postal code no zone serves, and sends nothing", async () => {
    const outOfZone = new ShopApiError(422, 'Nie dowozimy pod kod 05-500.', '/shop/delivery-zone', 'OUT_OF_ZONE', 'postalCode');
    const { staffApi } = await openPhoneTab({}, { getDeliveryZone: jest.fn().mockRejectedValue(outOfZone) });
    addByKeyboard('nigiri', 0, '1');
    type('Imię i nazwisko', 'Anna');
    type('Telefon', '600200300');
    type('Ulica, numer domu i mieszkania', 'Leśna 1');
    type('Kod pocztowy', '05-500');
    type('Miejscowość', 'Piaseczno');
    expect(await within(form()).findByText('Nie dowozimy pod kod 05-500.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Przyjmij zamówienie' }));
    expect(within(form()).getByLabelText('Kod pocztowy')).toHaveAttribute('aria-invalid', 'true');
    expect(staffApi.placeOrder).not.toHaveBeenCalled();
  });

  it('prices pickup: no fee, the discount without alcohol, 18+ confirmed; below the minimum only with a reason', async () => {
    const placeOrder = jest.fn(async () => staffOrder({ id: 'PICKUP0022', status: 'accepted', fulfilment: 'pickup', source: 'phone' }));
    const { staffApi, shopApi } = await openPhoneTab({ placeOrder });
    expect(shopApi.getDeliveryTimes).toHaveBeenLastCalledWith('delivery');
    fireEvent.click(screen.getByLabelText('Odbiór osobisty'));
    // Pickup's own times: 'jak najszybciej' is now + the preparation time (D95).
    await waitFor(() => expect(shopApi.getDeliveryTimes).toHaveBeenLastCalledWith('pickup'));
    expect(within(form()).queryByLabelText('Kod pocztowy')).toBeNull();
    expect(screen.getByTestId('pickup-place')).toHaveTextContent(/^Odbiór w restauracji: /);
    expect(within(form()).getByLabelText('Czas przygotowania (minuty)')).toHaveValue('20');
    addByKeyboard('nigiri', 0, '1');
    // 12,50 zł of items under pickup's 20 zł minimum (measured before the discount).
    const totals = screen.getByTestId('draft-totals');
    expect(normalizeSpaces(totals.textContent)).toContain('Brakuje 7,50 zł do minimalnej wartości zamówienia (zamówienia od 20,00 zł).');
    expect(normalizeSpaces(totals.textContent)).toContain('Rabat za odbiór osobisty (−10%, bez alkoholu)−1,25 zł');
    expect(total()).toBe('11,25 zł');
    type('Imię i nazwisko', 'Anna');
    type('Telefon', '600200300');
    fireEvent.click(screen.getByRole('button', { name: 'Przyjmij zamówienie' }));
    expect(within(form()).getByText('Zamówienie jest poniżej minimum: podaj powód, dla którego je przyjmujesz.')).toBeInTheDocument();
    expect(within(form()).getByLabelText('Powód przyjęcia poniżej minimum')).toHaveFocus();

    addByKeyboard('nigiri', 0, '1');
    addByKeyboard('kirin', 0, '1');
    expect(within(form()).queryByLabelText('Powód przyjęcia poniżej minimum')).toBeNull();
    // 25 zł of sushi and 15 zł of beer: 10 % off the sushi only.
    expect(normalizeSpaces(totals.textContent)).toContain('−2,50 zł');
    expect(total()).toBe('37,50 zł');
    fireEvent.click(screen.getByRole('button', { name: 'Przyjmij zamówienie' }));
    expect(within(form()).getByText('Zamówienie zawiera alkohol: potwierdź, że klient ma ukończone 18 lat.')).toBeInTheDocument();
    fireEvent.click(within(form()).getByLabelText('Klient potwierdził, że ma ukończone 18 lat (zamówienie z alkoholem)'));
    fireEvent.click(screen.getByRole('button', { name: 'Przyjmij zamówienie' }));
    await waitFor(() => expect(placeOrder).toHaveBeenCalled());
    expect(sentBody(staffApi.placeOrder)).toEqual({
      items: [
        { id: 2001, quantity: 2, price: 12.5 },
        { id: 1201, quantity: 1, price: 15 },
      ],
      fulfilment: 'pickup',
      deliveryTime: { type: 'asap' },
      paymentMethod: 'cash',
      adultConfirmed: true,
      customer: { name: 'Anna', phoneNumber: '600200300' },
      estimatedMinutes: 20,
    });
  });

  it("takes a reason below the minimum, and puts the server's refusal under the field it names", async () => {
    const soldOut = new ShopApiError(409, 'Pozycja „Łosoś nigiri” jest dziś wyprzedana. Usuń ją z koszyka.', '/shop/staff/orders', 'SOLD_OUT', 'body/items/0/id');
    const placeOrder = jest.fn().mockRejectedValue(soldOut);
    await openPhoneTab({ placeOrder });
    fireEvent.click(screen.getByLabelText('Odbiór osobisty'));
    addByKeyboard('nigiri', 0, '1');
    type('Imię i nazwisko', 'Anna');
    type('Telefon', '600200300');
    type('Powód przyjęcia poniżej minimum', 'Stały klient, dopłaci przy odbiorze');
    fireEvent.click(screen.getByRole('button', { name: 'Przyjmij zamówienie' }));
    await waitFor(() => expect(placeOrder).toHaveBeenCalled());
    expect(placeOrder.mock.calls[0][1]).toMatchObject({ belowMinimumReason: 'Stały klient, dopłaci przy odbiorze' });
    expect(await within(form()).findAllByText('Pozycja „Łosoś nigiri” jest dziś wyprzedana. Usuń ją z koszyka.')).toHaveLength(2);
  });
});
