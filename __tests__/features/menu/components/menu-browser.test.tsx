import React from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { MenuBrowser } from '../../../../src/features/menu/components/menu-browser';
import { initialSystemState } from '../../../../src/features/system/system-slice';
import { theme } from '../../../../src/styles/theme';
import { INGREDIENTS, LISTED_COUNT, PRODUCTS, SETS, menuApi, renderWithMenu } from '../../../support/menu-fixture';
import { flushPromises } from '../../../support/fake-services';
import { mockMatchMedia, normalizeSpaces } from '../../../test-utils';

// The main results (the add-ons tabs below list some of the same items again).
const results = () => within(document.getElementById('menu-results')!);
const cardNames = () => results().queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const count = () => normalizeSpaces(results().getByRole('status').textContent);
const search = () => screen.getByRole('searchbox', { name: 'Szukaj w menu' });
const toggle = (name: string) =>
  within(screen.getByRole('group', { name: 'Kategorie menu' })).getByRole('button', { name });

describe('MenuBrowser (shop)', () => {
  it('says it is loading until the page load has filled the menu', async () => {
    await renderWithMenu(<MenuBrowser variant="shop" />, { load: null });
    expect(screen.getByText('Wczytywanie menu…')).toBeInTheDocument();
    expect(screen.queryByText(/Nic nie znaleziono/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Zobacz/ })).not.toBeInTheDocument();
  });

  it('shows the first page, the count with a Polish plural and Polish category labels', async () => {
    await renderWithMenu(<MenuBrowser variant="shop" />);
    expect(count()).toBe(`${LISTED_COUNT} pozycji`);
    expect(cardNames()).toHaveLength(12);
    expect(cardNames()[0]).toBe(SETS[0].name);
    const labels = within(screen.getByRole('group', { name: 'Kategorie menu' }))
      .getAllByRole('button')
      .map((b) => b.textContent);
    // Bare ingredients are not a category a customer browses.
    expect(labels).toEqual(['Wszystkie', 'Zestawy', 'Maki', 'Zupy', 'Dodatki', 'Napoje', 'Alkohole']);
  });

  it("searches with Polish letters in any case: 'łosoś' finds 'Łosoś', and clears the category", async () => {
    const { store } = await renderWithMenu(<MenuBrowser variant="shop" />);
    fireEvent.click(toggle('Zupy'));
    expect(store.getState().menu.selectedCategory).toBe('zupy');

    fireEvent.change(search(), { target: { value: 'łosoś' } });
    expect(cardNames()).toEqual(['Zestaw Łosoś Mix', 'Hosomaki Łosoś']);
    expect(count()).toBe('2 pozycje');
    expect(screen.getByRole('heading', { level: 2, name: 'Wyniki dla „łosoś”' })).toBeInTheDocument();
    expect(toggle('Zupy')).toHaveAttribute('aria-pressed', 'false');
    expect(toggle('Wszystkie')).toHaveAttribute('aria-pressed', 'true');

    fireEvent.change(search(), { target: { value: 'MISO' } });
    expect(cardNames()).toEqual(['Zupa Miso']);
    expect(count()).toBe('1 pozycja');

    fireEvent.change(search(), { target: { value: '   ' } });
    expect(count()).toBe(`${LISTED_COUNT} pozycji`);
  });

  it('says so when nothing matches', async () => {
    await renderWithMenu(<MenuBrowser variant="shop" />);
    fireEvent.change(search(), { target: { value: 'pizza' } });
    expect(screen.getByText('Nic nie znaleziono. Spróbuj innej nazwy lub kategorii.')).toBeInTheDocument();
    expect(count()).toBe('0 pozycji');
    expect(cardNames()).toEqual([]);
    expect(screen.queryByRole('navigation', { name: 'Stronicowanie' })).not.toBeInTheDocument();
  });

  it('toggles a category: pressed, only its items, search cleared; again clears it', async () => {
    await renderWithMenu(<MenuBrowser variant="shop" />);
    fireEvent.change(search(), { target: { value: 'maki' } });

    fireEvent.click(toggle('Zestawy'));
    expect(toggle('Zestawy')).toHaveAttribute('aria-pressed', 'true');
    expect(search()).toHaveValue('');
    expect(cardNames()).toEqual(SETS.map((s) => s.name));
    expect(screen.getByRole('heading', { level: 2, name: 'Zestawy' })).toBeInTheDocument();

    fireEvent.click(toggle('Zestawy'));
    expect(toggle('Zestawy')).toHaveAttribute('aria-pressed', 'false');
    expect(count()).toBe(`${LISTED_COUNT} pozycji`);

    fireEvent.click(toggle('Napoje'));
    fireEvent.click(toggle('Wszystkie'));
    expect(count()).toBe(`${LISTED_COUNT} pozycji`);
  });

  it('pages through the results and starts again at page 1 after a filter', async () => {
    const { store } = await renderWithMenu(<MenuBrowser variant="shop" />);
    const pager = screen.getByRole('navigation', { name: 'Stronicowanie' });
    expect(within(pager).getByRole('button', { name: 'Strona 1' })).toHaveAttribute('aria-current', 'page');
    const firstPage = cardNames();

    fireEvent.click(within(pager).getByRole('button', { name: 'Strona 2' }));
    expect(store.getState().menu.currentPage).toBe(2);
    expect(cardNames()).toHaveLength(LISTED_COUNT - 12);
    expect(cardNames()).not.toContain(firstPage[0]);
    expect(cardNames()).toContain(INGREDIENTS[0].name);

    // 13 maki: still two pages, and back on the first.
    fireEvent.click(toggle('Maki'));
    expect(store.getState().menu.currentPage).toBe(1);
    expect(cardNames()[0]).toBe(PRODUCTS[0].name);
    fireEvent.click(toggle('Zupy'));
    expect(screen.queryByRole('navigation', { name: 'Stronicowanie' })).not.toBeInTheDocument();
  });

  it('shows a Polish message on a failed load, and the retry loads the menu', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = { ...menuApi(), getProducts: jest.fn().mockRejectedValue(new Error('offline')) };
    const { shopApi } = await renderWithMenu(<MenuBrowser variant="shop" />, { api });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Nie udało się wczytać menu. Spróbuj ponownie.');
    expect(screen.queryByText('Wczytywanie menu…')).not.toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Error while getting menu.', expect.any(Error));

    (shopApi.getProducts as jest.Mock).mockResolvedValue(PRODUCTS);
    await act(async () => {
      fireEvent.click(within(alert).getByRole('button', { name: 'Spróbuj ponownie' }));
      await flushPromises();
    });
    expect(shopApi.getProducts).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(count()).toBe(`${LISTED_COUNT} pozycji`);
    log.mockRestore();
  });

  it('opens the modal from a card, adds 3 to the basket, the counter goes back to 1', async () => {
    const { store } = await renderWithMenu(<MenuBrowser variant="shop" />);
    const opener = screen.getByRole('button', { name: 'Zobacz: Hosomaki Łosoś' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Hosomaki Łosoś' });
    expect(store.getState().modal.isProductModalActive).toBe(true);

    const plus = within(dialog).getByRole('button', { name: 'Zwiększ ilość' });
    fireEvent.click(plus);
    fireEvent.click(plus);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dodaj do koszyka' }));

    expect(store.getState().basket.items).toEqual([
      expect.objectContaining({ id: 2001, name: 'Hosomaki Łosoś', price: 18.5, quantity: 3 }),
    ]);
    expect(store.getState().basket.totalPrice).toBe(55.5);
    expect(within(within(dialog).getByRole('group', { name: 'Ilość' })).getByText(/^\d+$/)).toHaveTextContent('1');
    expect(within(dialog).getByText('Dodano do koszyka: 3 szt.')).toBeInTheDocument();

    fireEvent(dialog, new Event('cancel', { cancelable: true })); // the browser's Escape; it gives focus back (e2e/menu.spec.ts)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().modal.isProductModalActive).toBe(false);
  });

  it('while the shop is closed, the modal shows why and adds nothing', async () => {
    const closed = { ...initialSystemState, notice: { text: 'Przerwa', isVisible: false, isSystemClose: true } };
    const { store } = await renderWithMenu(<MenuBrowser variant="shop" />, { preloadedState: { system: closed } });
    fireEvent.click(screen.getByRole('button', { name: 'Zobacz: Zestaw Wege' }));
    const add = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Dodaj do koszyka' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Sklep jest teraz zamknięty: zamówienia online są chwilowo wstrzymane.');
    fireEvent.click(add);
    expect(store.getState().basket.items).toEqual([]);
  });

  it('lists add-ons, beverages and alcohol under Polish tabs; on a phone a tab scrolls to its list', async () => {
    await renderWithMenu(<MenuBrowser variant="shop" />);
    const tabs = screen.getByRole('tablist', { name: 'Dodatki, napoje i alkohole' });
    expect(within(tabs).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Dodatki', 'Napoje', 'Alkohole']);
    const section = screen.getByRole('region', { name: 'Napoje' });
    expect(section).toHaveAttribute('id', 'section-beverages');
    expect(within(section).getByRole('button', { name: /Woda gazowana/ })).toBeInTheDocument();

    const restore = mockMatchMedia((query) => query === theme.queries.mobileTabs);
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Alkohole' }));
    expect(within(tabs).getByRole('tab', { name: 'Alkohole' })).toHaveAttribute('aria-selected', 'true');
    expect(scrollTo).toHaveBeenCalledWith({ top: -theme.tabScrollOffset, behavior: 'smooth' });
    restore();

    fireEvent.click(within(screen.getByRole('region', { name: 'Alkohole' })).getByRole('button', { name: /Sake/ }));
    expect(await screen.findByRole('dialog', { name: 'Sake Gekkeikan' })).toBeInTheDocument();
  });
});

describe('MenuBrowser (restaurant)', () => {
  it('shows the restaurant lists and a modal with no counter and no add button', async () => {
    const { store, shopApi } = await renderWithMenu(<MenuBrowser variant="restaurant" />, { load: 'restaurant' });
    expect(shopApi.getMenuProducts).toHaveBeenCalled();
    expect(shopApi.getProducts).not.toHaveBeenCalled();
    expect(cardNames()).toEqual(['Zestaw Łosoś Mix', 'Hosomaki Łosoś', 'Uramaki nr 1', 'Sos sojowy', 'Woda gazowana', 'Sake Gekkeikan']);

    fireEvent.change(search(), { target: { value: 'łosoś' } });
    expect(store.getState().restaurantMenu.menuSearch).toBe('łosoś');
    expect(store.getState().menu.menuSearch).toBe('');
    expect(cardNames()).toEqual(['Zestaw Łosoś Mix', 'Hosomaki Łosoś']);

    fireEvent.click(screen.getByRole('button', { name: 'Zobacz: Hosomaki Łosoś' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hosomaki Łosoś' });
    expect(within(dialog).getByText('Cena')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Dodaj do koszyka' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Ilość' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /koszyk/i })).not.toBeInTheDocument();
  });
});
