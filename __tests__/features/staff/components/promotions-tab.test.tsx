import { fireEvent, screen, within } from '@testing-library/react';
import { ShopApiError } from '../../../../src/lib/shop-api';
import type { StaffApi } from '../../../../src/lib/shop-api-staff';
import { promotion, STAFF_TOKEN } from '../../../support/staff-fixtures';
import { openStaffTab } from '../../../support/staff-panel';
import { useFakeSockets } from '../../../support/fake-socket';
import { normalizeSpaces } from '../../../test-utils';

useFakeSockets();

const openPromotions = (staff: Partial<StaffApi>) => openStaffTab('Promocje', staff);

const type = (form: HTMLElement, label: string | RegExp, value: string) =>
  fireEvent.change(within(form).getByLabelText(label), { target: { value } });

describe("the panel's 'Promocje' tab", () => {
  it('lists each code: terms in words, uses against the limit, on or off, dates in Warsaw time', async () => {
    await openPromotions({
      getPromotions: jest.fn().mockResolvedValue({
        data: [
          promotion({
            code: 'WIOSNA-15',
            minimumOrder: 50,
            fulfilment: 'pickup',
            maxUses: 10,
            uses: 3,
            maxUsesPerCustomer: 1,
            excludedCategories: ['zestaw'],
            // 23:00 UTC on 30 November is midnight in Warsaw (winter time, UTC+1); 21:59 UTC on 30 June is 23:59 (summer, UTC+2).
            validFrom: '2026-11-30T23:00:00.000Z',
            validTo: '2027-06-30T21:59:00.000Z',
          }),
          promotion({ id: 2, code: 'ZIMA', percent: null, amount: 20, active: false }),
        ],
      }),
    });
    const rows = await screen.findAllByTestId('promotion-row');
    expect(normalizeSpaces(rows[0].textContent)).toContain(
      'WIOSNA-15−15%, od 50,00 zł, tylko przy odbiorze osobistym, 1 na klienta, bez: Zestawy3 / 10takod 01.12.2026 00:00 do 30.06.2027 23:59',
    );
    expect(normalizeSpaces(rows[1].textContent)).toContain('ZIMA−20,00 zł0 / ∞niebez ograniczeń');
    expect(within(rows[1]).getByRole('button', { name: 'Włącz' })).toBeInTheDocument();
  });

  it('creates a code: normalised, Warsaw time sent as ISO, categories left out; then the form is empty again', async () => {
    const { staffApi } = await openPromotions({});
    const form = await screen.findByRole('form', { name: 'Nowy kod rabatowy' });
    type(form, 'Kod', ' lato-10 ');
    fireEvent.click(within(form).getByLabelText('Kwota (zł)'));
    type(form, 'Rabat (zł)', '12,50');
    type(form, /Ważny od/, '2026-12-01T00:00');
    type(form, /Limit użyć \(opcjonalnie\)/, '10');
    fireEvent.click(within(form).getByLabelText('Tylko odbiór osobisty'));
    fireEvent.click(within(form).getByLabelText('Zestawy'));
    fireEvent.click(within(form).getByRole('button', { name: 'Dodaj kod' }));
    const row = await screen.findByTestId('promotion-row');
    expect(within(row).getByRole('rowheader')).toHaveTextContent('LATO-10');
    expect(staffApi.createPromotion).toHaveBeenCalledWith(STAFF_TOKEN, {
      code: 'LATO-10',
      percent: null,
      amount: 12.5,
      minimumOrder: null,
      validFrom: '2026-11-30T23:00:00.000Z',
      validTo: null,
      maxUses: 10,
      maxUsesPerCustomer: null,
      fulfilment: 'pickup',
      firstOrderOnly: false,
      excludedCategories: ['zestaw'],
    });
    expect(within(screen.getByRole('form', { name: 'Nowy kod rabatowy' })).getByLabelText('Kod')).toHaveValue('');
  });

  it('refuses a wrong code and percent before any call, and names the field the server refuses', async () => {
    const createPromotion = jest
      .fn()
      .mockRejectedValue(new ShopApiError(400, 'must be <= 1000000', '/shop/staff/promotions', 'VALIDATION', 'body/maxUses'));
    await openPromotions({ createPromotion });
    const form = await screen.findByRole('form', { name: 'Nowy kod rabatowy' });
    type(form, 'Kod', 'x!');
    type(form, 'Rabat (%)', '60');
    fireEvent.click(within(form).getByRole('button', { name: 'Dodaj kod' }));
    expect(await within(form).findByText('Kod to od 3 do 20 liter, cyfr lub myślników, np. WIOSNA-15.')).toBeInTheDocument();
    expect(within(form).getByText('Podaj rabat od 1 do 50 % (liczba całkowita).')).toBeInTheDocument();
    expect(createPromotion).not.toHaveBeenCalled();

    type(form, 'Kod', 'JESIEN');
    type(form, 'Rabat (%)', '10');
    fireEvent.click(within(form).getByRole('button', { name: 'Dodaj kod' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Pole „Limit użyć”: Serwer nie przyjął zmiany: must be <= 1000000');
  });

  it("'Wyłącz' switches a code off (never deleted) and 'Zmień' sends its terms", async () => {
    const { staffApi } = await openPromotions({ getPromotions: jest.fn().mockResolvedValue({ data: [promotion({ id: 7 })] }) });
    const row = await screen.findByTestId('promotion-row');
    fireEvent.click(within(row).getByRole('button', { name: 'Wyłącz' }));
    expect(await within(row).findByRole('button', { name: 'Włącz' })).toBeInTheDocument();
    expect(staffApi.patchPromotion).toHaveBeenCalledWith(STAFF_TOKEN, 7, { active: false });

    fireEvent.click(within(row).getByRole('button', { name: 'Zmień' }));
    const form = screen.getByRole('form', { name: 'Zmiana kodu WIOSNA-15' });
    type(form, 'Rabat (%)', '20');
    fireEvent.click(within(form).getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await within(await screen.findByTestId('promotion-row')).findByText(/−20%/)).toBeInTheDocument();
    expect(staffApi.patchPromotion).toHaveBeenLastCalledWith(STAFF_TOKEN, 7, expect.objectContaining({ percent: 20, amount: null, fulfilment: 'both' }));
  });
});
