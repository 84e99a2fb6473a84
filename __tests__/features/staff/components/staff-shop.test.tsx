import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StaffApi } from '../../../../src/lib/shop-api-staff';
import { MENU, STAFF_TOKEN } from '../../../support/staff-fixtures';
import { openStaffTab } from '../../../support/staff-panel';
import { useFakeSockets } from '../../../support/fake-socket';
import { RESTAURANT_FACTS } from '../../../support/restaurant-fixtures';

useFakeSockets();

const openTab = (name: string, staff: Partial<StaffApi> = {}) => openStaffTab(name, staff);

const panel = (heading: string) => screen.getByRole('heading', { name: heading }).closest('section') as HTMLElement;

describe("'Sklep' tab", () => {
  it('closes the shop with a notice and says Zapisano', async () => {
    const { staffApi } = await openTab('Sklep');
    await screen.findByRole('heading', { name: 'Zamknięcie sklepu i komunikat' });
    const notice = panel('Zamknięcie sklepu i komunikat');
    fireEvent.click(within(notice).getByLabelText('Sklep zamknięty — wstrzymaj zamówienia online'));
    fireEvent.click(within(notice).getByLabelText('Pokaż komunikat klientom (INFORMACJA)'));
    fireEvent.change(within(notice).getByLabelText(/Treść komunikatu/), { target: { value: ' Dziś nieczynne <b>!</b> ' } });
    fireEvent.click(within(notice).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() =>
      expect(staffApi.saveNotice).toHaveBeenCalledWith(STAFF_TOKEN, { text: 'Dziś nieczynne <b>!</b>', isVisible: true, isSystemClose: true }),
    );
    expect(await within(notice).findByText('Zapisano')).toBeInTheDocument();
  });

  it("asks for the restaurant's facts the seed left as placeholders, checks them in Polish, and saves them", async () => {
    const { staffApi } = await openTab('Sklep');
    await screen.findByRole('heading', { name: 'Dane restauracji' });
    const facts = panel('Dane restauracji');
    expect(within(facts).getByTestId('restaurant-missing')).toHaveTextContent(
      'Do uzupełnienia przed publikacją: Nazwa firmy, Ulica i numer, Kod pocztowy, Miejscowość, Telefon, E-mail, NIP.',
    );
    const type = (label: string, value: string) => fireEvent.change(within(facts).getByLabelText(label), { target: { value } });
    expect(within(facts).getByLabelText('NIP')).toHaveValue(''); // not the placeholder
    type('Nazwa firmy', ' Sushi Kami sp. z o.o. ');
    type('Ulica i numer', 'ul. Marszałkowska 10');
    type('Kod pocztowy', '00001');
    type('Miejscowość', 'Warszawa');
    type('Telefon', '+48 22 123 45 67');
    type('E-mail', 'kontakt@sushikami.pl');
    type('NIP', '1234567890');
    fireEvent.click(within(facts).getByRole('button', { name: 'Zapisz' }));
    expect(await within(facts).findByText('Kod pocztowy ma postać 00-000')).toBeInTheDocument();
    expect(within(facts).getByText('NIP ma 10 cyfr z poprawną sumą kontrolną.')).toBeInTheDocument();
    expect(staffApi.saveRestaurantFacts).not.toHaveBeenCalled();

    type('Kod pocztowy', '00-001');
    type('NIP', '526-000-12-46');
    fireEvent.click(within(facts).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() =>
      // As typed (trimmed): the API turns the NIP into digits.
      expect(staffApi.saveRestaurantFacts).toHaveBeenCalledWith(STAFF_TOKEN, { ...RESTAURANT_FACTS, nip: '526-000-12-46' }),
    );
    expect(await within(facts).findByText('Zapisano')).toBeInTheDocument();
    expect(within(facts).queryByTestId('restaurant-missing')).toBeNull();
  });

  it('checks delivery terms (comma accepted, empty free delivery: never) and postal-code rules before sending', async () => {
    const { staffApi } = await openTab('Sklep');
    await screen.findByRole('heading', { name: 'Warunki dostawy' });
    const prices = panel('Warunki dostawy');
    const type = (label: string, value: string) => fireEvent.change(within(prices).getByLabelText(label), { target: { value } });
    type('Strefa A: cena dostawy (zł)', 'dziesięć');
    type('Strefa B: zamówienie od (zł)', '10000,01');
    fireEvent.click(within(prices).getByRole('button', { name: 'Zapisz' }));
    expect(within(prices).getByText('Podaj cenę w złotych, np. 24,90')).toBeInTheDocument();
    expect(within(prices).getByText('Kwota musi wynosić od 0 do 10 000 zł.')).toBeInTheDocument();
    expect(staffApi.saveDelivery).not.toHaveBeenCalled();
    type('Strefa A: cena dostawy (zł)', '12,5');
    type('Strefa A: zamówienie od (zł)', '20');
    type('Strefa A: darmowa dostawa od (zł, puste: nigdy)', '149,99');
    type('Strefa B: zamówienie od (zł)', '40,00');
    fireEvent.click(within(prices).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() =>
      expect(staffApi.saveDelivery).toHaveBeenCalledWith(STAFF_TOKEN, {
        zoneA: 12.5,
        zoneB: 20,
        minimumOrderA: 20,
        minimumOrderB: 40,
        freeDeliveryFromA: 149.99,
        freeDeliveryFromB: null,
      }),
    );

    const zones = panel('Strefy dostawy (kody pocztowe)');
    fireEvent.change(within(zones).getByLabelText(/^Strefa B/), { target: { value: '01-\n1-234' } });
    fireEvent.click(within(zones).getByRole('button', { name: 'Zapisz' }));
    expect(within(zones).getByText(/„1-234”: Kod pocztowy ma postać 00-000/)).toBeInTheDocument();
    expect(staffApi.saveDeliveryZones).not.toHaveBeenCalled();
  });

  it.each([
    ['Warunki dostawy', 'saveDelivery', 'body/zoneB must be <= 500', 'body/zoneB', 'Strefa B: cena dostawy (zł)'],
    // Both ways off (D95): the server names the pickup switch.
    ['Odbiór osobisty i dostawa', 'savePickup', 'Co najmniej jeden sposób musi zostać włączony.', 'body/enabled', 'Odbiór osobisty — klienci odbierają zamówienie w restauracji'],
  ] as const)("shows the server's refusal in '%s' next to the field it names", async (heading, save, message, field, label) => {
    await openTab('Sklep', { [save]: jest.fn().mockRejectedValue(Object.assign(new Error(message), { status: 400, field })) });
    await screen.findByRole('heading', { name: heading });
    const form = panel(heading);
    fireEvent.click(within(form).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(within(form).getAllByText(`Serwer nie przyjął zmiany: ${message}`)).toHaveLength(2));
    expect(within(form).getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
  });

  it('sets pickup and delivery (D95): checks the bounds and that one way stays on, then saves both switches in one request', async () => {
    const { staffApi, store } = await openTab('Sklep');
    await screen.findByRole('heading', { name: 'Odbiór osobisty i dostawa' });
    const pickup = panel('Odbiór osobisty i dostawa');
    expect(within(pickup).getByLabelText('Czas przygotowania na odbiór (minuty)')).toHaveValue('20');
    expect(within(pickup).getByLabelText('Rabat za odbiór osobisty (%)')).toHaveValue('10');
    expect(within(pickup).getByLabelText('Odbiór osobisty: zamówienie od (zł)')).toHaveValue('20,00');
    fireEvent.click(within(pickup).getByLabelText('Odbiór osobisty — klienci odbierają zamówienie w restauracji'));
    fireEvent.click(within(pickup).getByLabelText('Dostawa — restauracja dowozi zamówienia'));
    fireEvent.change(within(pickup).getByLabelText('Rabat za odbiór osobisty (%)'), { target: { value: '35' } });
    fireEvent.click(within(pickup).getByRole('button', { name: 'Zapisz' }));
    expect(within(pickup).getByText('Zostaw włączony co najmniej jeden sposób: dostawę albo odbiór osobisty.')).toBeInTheDocument();
    expect(within(pickup).getByLabelText('Rabat za odbiór osobisty (%)')).toHaveAttribute('aria-invalid', 'true');
    expect(staffApi.savePickup).not.toHaveBeenCalled();

    fireEvent.click(within(pickup).getByLabelText('Odbiór osobisty — klienci odbierają zamówienie w restauracji'));
    fireEvent.change(within(pickup).getByLabelText('Rabat za odbiór osobisty (%)'), { target: { value: '15' } });
    fireEvent.change(within(pickup).getByLabelText('Odbiór osobisty: zamówienie od (zł)'), { target: { value: '35,5' } });
    fireEvent.click(within(pickup).getByRole('button', { name: 'Zapisz' }));
    const body = { enabled: true, deliveryEnabled: false, preparationMinutes: 20, discountPercent: 15, minimumOrder: 35.5 };
    await waitFor(() => expect(staffApi.savePickup).toHaveBeenCalledWith(STAFF_TOKEN, body));
    expect(await within(pickup).findByText('Zapisano')).toBeInTheDocument();
    expect(store.getState().staff.settings?.pickup).toEqual(body);
  });

  it('takes hours past midnight up to 06:00, says into which day, and sends a closed day as null', async () => {
    const { staffApi } = await openTab('Sklep');
    await screen.findByRole('heading', { name: 'Godziny otwarcia' });
    const hours = panel('Godziny otwarcia');
    fireEvent.change(within(hours).getByLabelText('Wtorek: zamknięcie'), { target: { value: '11:00' } });
    fireEvent.click(within(hours).getByRole('button', { name: 'Zapisz' }));
    expect(within(hours).getByText(/^wtorek: zamknięcie przed otwarciem \(12:00–11:00\) .* najwyżej do 06:00\.$/)).toBeInTheDocument();
    expect(within(hours).getByLabelText('Wtorek: zamknięcie')).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(within(hours).getByLabelText('Wtorek: zamknięcie'), { target: { value: '24:00' } });
    fireEvent.change(within(hours).getByLabelText('Piątek: zamknięcie'), { target: { value: '01:00' } });
    expect(within(hours).getByText('po północy: do 01:00 w sobotę')).toBeInTheDocument();
    fireEvent.click(within(hours).getAllByRole('checkbox')[0]); // Monday closed
    fireEvent.click(within(hours).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(staffApi.saveOpeningHours).toHaveBeenCalled());
    const days = (staffApi.saveOpeningHours as jest.Mock).mock.calls[0][1];
    expect(days[0]).toBeNull();
    expect(days[1]).toEqual({ open: '12:00', close: '24:00' });
    expect(days[4]).toEqual({ open: '12:00', close: '01:00' });
  });

  it("shows the API's refusal of overlapping hours under the day it names", async () => {
    const message = 'piątek: otwarte po północy do 01:00, a w sobotę otwarcie jest o 00:30 — godziny nie mogą na siebie nachodzić.';
    const refused = Object.assign(new Error(message), { status: 400, field: 'body/days/4/close' });
    await openTab('Sklep', { saveOpeningHours: jest.fn().mockRejectedValue(refused) });
    await screen.findByRole('heading', { name: 'Godziny otwarcia' });
    const hours = panel('Godziny otwarcia');
    fireEvent.click(within(hours).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(within(hours).getAllByText(`Serwer nie przyjął zmiany: ${message}`)).toHaveLength(2));
    expect(within(hours).getByLabelText('Piątek: zamknięcie')).toHaveAttribute('aria-invalid', 'true');
  });

  it('adds, reorders and validates carousel slides', async () => {
    const { staffApi } = await openTab('Sklep');
    await screen.findByRole('heading', { name: 'Karuzela na stronie głównej' });
    const carousel = panel('Karuzela na stronie głównej');
    fireEvent.click(within(carousel).getByRole('button', { name: 'Dodaj slajd' }));
    fireEvent.click(within(carousel).getByRole('button', { name: 'Zapisz' }));
    expect(within(carousel).getByText('Podaj ścieżkę obrazka zaczynającą się od / albo adres https://')).toBeInTheDocument();
    fireEvent.change(within(carousel).getAllByLabelText('Tytuł')[1], { target: { value: 'Promocja' } });
    fireEvent.change(within(carousel).getAllByLabelText('Obrazek')[1], { target: { value: '/images/promo.svg' } });
    fireEvent.click(within(carousel).getByRole('button', { name: 'Slajd 2 w górę' }));
    fireEvent.click(within(carousel).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(staffApi.saveCarousel).toHaveBeenCalled());
    const slides = (staffApi.saveCarousel as jest.Mock).mock.calls[0][1];
    expect(slides.map((s: { title: string }) => s.title)).toEqual(['Promocja', 'Nowość']);
  });
});

describe("'Menu' and 'Historia zmian' tabs", () => {
  it('searches, marks an item sold out today and edits a price', async () => {
    const { staffApi } = await openTab('Menu');
    await screen.findAllByTestId('staff-menu-row');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'losos' } });
    expect(screen.getAllByTestId('staff-menu-row')).toHaveLength(1);
    fireEvent.click(screen.getByLabelText('Łosoś nigiri: wyprzedane dziś'));
    await waitFor(() => expect(staffApi.patchMenuItem).toHaveBeenCalledWith(STAFF_TOKEN, 2001, { soldOutToday: true }));
    await waitFor(() => expect(screen.getByLabelText('Łosoś nigiri: wyprzedane dziś')).toBeChecked());

    fireEvent.change(screen.getByLabelText('Łosoś nigiri: cena (zł)'), { target: { value: '13,999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Podaj cenę w złotych, np. 24,90');
    fireEvent.change(screen.getByLabelText('Łosoś nigiri: cena (zł)'), { target: { value: '13,90' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(staffApi.patchMenuItem).toHaveBeenLastCalledWith(STAFF_TOKEN, 2001, { price: 13.9 }));
  });

  it("edits a product's allergens, traces and diet into one PATCH, and shows a set's derived lists with their sources, read-only (D99)", async () => {
    const set = { ...MENU[0], allergens: ['fish', 'sesame'], mayContain: ['gluten'], diet: 'none' as const, allergenSources: [{ allergen: 'fish', from: ['Łosoś nigiri'] }, { allergen: 'sesame', from: ['Łosoś nigiri', 'Kappa maki'] }], mayContainSources: [{ allergen: 'gluten', from: ['Kappa maki'] }] };
    const product = { ...MENU[1], allergens: ['fish'] };
    const getMenu = jest.fn().mockResolvedValue({ data: [set, product] });
    const { staffApi } = await openTab('Menu', { getMenu });
    await screen.findAllByTestId('staff-menu-row');

    const setBox = screen.getByTestId('set-allergens');
    expect(within(setBox).queryAllByRole('checkbox')).toHaveLength(0);
    expect(setBox).toHaveTextContent('sezam — z: Łosoś nigiri, Kappa maki');
    expect(setBox).toHaveTextContent('gluten — z: Kappa maki');

    const allergens = screen.getByRole('group', { name: 'Łosoś nigiri: alergeny' });
    const traces = screen.getByRole('group', { name: 'Łosoś nigiri: może zawierać' });
    expect(within(allergens).getAllByRole('checkbox')).toHaveLength(14);
    expect(within(allergens).getByLabelText('ryby')).toBeChecked();
    const saveLists = screen.getByRole('button', { name: 'Zapisz alergeny i dietę' });
    fireEvent.click(within(allergens).getByLabelText('sezam'));
    fireEvent.click(within(traces).getByLabelText('sezam'));
    fireEvent.click(saveLists);
    expect(screen.getByRole('alert')).toHaveTextContent('Zaznaczono sezam jako alergen i jako „może zawierać” — zostaw jedno.');
    expect(staffApi.patchMenuItem).not.toHaveBeenCalled();

    fireEvent.click(within(traces).getByLabelText('sezam'));
    fireEvent.click(within(traces).getByLabelText('skorupiaki'));
    fireEvent.click(screen.getByRole('radio', { name: 'wegańskie' }));
    fireEvent.click(saveLists);
    await waitFor(() => expect(staffApi.patchMenuItem).toHaveBeenCalledWith(STAFF_TOKEN, 2001, { allergens: ['fish', 'sesame'], mayContain: ['crustaceans'], diet: 'vegan' }));
    await waitFor(() => expect(getMenu).toHaveBeenCalledTimes(2)); // the sets' derived lists read anew
  });

  it('lists changes as plain text', async () => {
    const entry = { id: 1, at: '2026-11-22T17:05:00Z', by: 'obsluga@sushikami.pl', action: 'notice', target: '', before: null, after: { text: '<img src=x onerror=alert(1)>' } };
    await openTab('Historia zmian', { getAudit: jest.fn().mockResolvedValue({ data: [entry] }) });
    const item = await screen.findByTestId('audit-entry');
    expect(item).toHaveTextContent('obsluga@sushikami.pl: Komunikat / zamknięcie sklepu');
    expect(item).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(item.querySelector('img')).toBeNull();
  });
});
