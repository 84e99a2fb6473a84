/**
 * The promo code in the basket and the checkout (D105): applied through POST /shop/promo/check
 * (a fake answering like the server), its own line and the totals, kept with the basket across a
 * reload, asked again when the basket changes, a refusal's Polish words with the code left to
 * fix, the order carrying the code, and a refusal at placement back on the summary losing nothing.
 */
import React from 'react';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { RootWrapper } from '../../../src/app/root-wrapper';
import BasketPage from '../../../src/pages/basket';
import PaymentPage from '../../../src/pages/payment';
import SummaryPage from '../../../src/pages/summary';
import { CHECKOUT_KEY, EMPTY_CHECKOUT_FORM, writeCheckoutForm } from '../../../src/features/checkout/checkout-form';
import { ShopApiError } from '../../../src/lib/shop-api';
import type { PlacedOrder } from '../../../src/lib/shop-api-types';
import { BASKET_KEY, PROMO_KEY } from '../../../src/lib/storage';
import { PROMO_REFUSAL_MESSAGES } from '../../../domain/rules/promotions';
import type { PromoCheckBody } from '../../../domain/contract/promotions';
import { normalizeSpaces } from '../../test-utils';
import { renderPage, settle } from '../../support/render-page';

// 2 × 30 zł of maki and a 40 zł sake: 15 % of the maki only is 9,00 zł.
const SAVED = [
  { id: 2001, name: 'Maki łosoś', price: 30, quantity: 2, category: 'maki' },
  { id: 1028, name: 'Sake', price: 40, quantity: 1, category: 'alcohol' },
];
const WHO = {
  ...EMPTY_CHECKOUT_FORM,
  name: 'Jan Kowalski',
  phoneNumber: '600 100 200',
  email: 'jan@example.pl',
  street: 'Marszałkowska 10',
  postalCode: '00-001',
  city: 'Warszawa',
  acceptedTerms: true,
  adultConfirmed: true,
};

/** The server's check: WIOSNA-15 takes 15 % of the maki; anything else is unknown; below 2 maki it is too small. */
function promoServer() {
  return jest.fn(async (path: string, init: RequestInit) => {
    if (path !== '/shop/promo/check') throw new Error(`request not faked: ${path}`);
    const body = JSON.parse(String(init.body)) as PromoCheckBody;
    if (body.code !== 'WIOSNA-15') throw new ShopApiError(422, PROMO_REFUSAL_MESSAGES.PROMO_UNKNOWN, path, 'PROMO_UNKNOWN');
    const maki = body.items.find((line) => line.id === 2001)?.quantity ?? 0;
    if (maki < 2) throw new ShopApiError(422, PROMO_REFUSAL_MESSAGES.PROMO_BELOW_MINIMUM, path, 'PROMO_BELOW_MINIMUM');
    return { code: 'WIOSNA-15', discount: maki * 4.5, percent: 15, amount: null };
  });
}

const text = (el: HTMLElement) => normalizeSpaces(el.textContent);
const codeForm = () => screen.getByRole('form', { name: 'Kod rabatowy' });

async function render(page: React.ReactElement, fields: Record<string, unknown> = {}) {
  const request = promoServer();
  const setup = renderPage(page, { request, ...fields } as never);
  await settle();
  await settle();
  return { ...setup, request };
}

async function apply(code: string) {
  fireEvent.change(within(codeForm()).getByLabelText('Kod rabatowy'), { target: { value: code } });
  fireEvent.click(within(codeForm()).getByRole('button', { name: 'Zastosuj' }));
  await settle();
}

/** The code applied on the basket page, which then closes (the next page starts from storage). */
async function applyInBasket(code: string) {
  const { unmount } = await render(<BasketPage />);
  await apply(code);
  unmount();
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem(BASKET_KEY, JSON.stringify(SAVED));
});
afterEach(() => jest.restoreAllMocks());

describe('the promo code in the basket', () => {
  it('applies a code: its own line, the total after it, what codes never discount; kept after a reload', async () => {
    const { request, unmount } = await render(<BasketPage />);
    expect(within(codeForm()).getByText(/Kod nie obejmuje alkoholu ani dostawy\. Minimalna kwota zamówienia i darmowa dostawa/)).toBeInTheDocument();
    await apply(' wiosna-15 ');
    expect(JSON.parse(String(request.mock.calls[0][1].body))).toEqual({
      code: 'WIOSNA-15',
      items: [
        { id: 2001, quantity: 2 },
        { id: 1028, quantity: 1 },
      ],
      fulfilment: 'delivery',
    });
    expect(text(screen.getByTestId('promo-discount'))).toBe('Kod rabatowy WIOSNA-15: −9,00 zł');
    expect(text(screen.getByText(/^Do zapłaty:/))).toBe('Do zapłaty: 91,00 zł + dostawa');
    expect(normalizeSpaces(screen.getByText(/^Razem:/).textContent)).toBe('Razem: 100,00 zł');
    unmount();

    // A reload: the saved answer shows at once, the check that follows confirms it.
    await render(<BasketPage />);
    expect(text(screen.getByTestId('promo-discount'))).toBe('Kod rabatowy WIOSNA-15: −9,00 zł');
    expect(within(codeForm()).getByLabelText('Kod rabatowy')).toHaveValue('WIOSNA-15');
  });

  it('asks again when the basket changes: a refusal shows its words, keeps the code typed, and a bigger basket gets it back', async () => {
    const { request } = await render(<BasketPage />);
    await apply('WIOSNA-15');
    const maki = screen.getByRole('button', { name: 'Usuń Maki łosoś' }).closest('li') as HTMLElement;
    fireEvent.click(within(maki).getByRole('button', { name: 'Zmniejsz ilość' }));
    await settle();
    expect(request).toHaveBeenCalledTimes(2);
    expect(within(codeForm()).getByText(PROMO_REFUSAL_MESSAGES.PROMO_BELOW_MINIMUM)).toBeInTheDocument();
    expect(within(codeForm()).getByLabelText('Kod rabatowy')).toHaveValue('WIOSNA-15');
    expect(screen.queryByTestId('promo-discount')).toBeNull();

    fireEvent.click(within(maki).getByRole('button', { name: 'Zwiększ ilość' }));
    fireEvent.click(within(maki).getByRole('button', { name: 'Zwiększ ilość' }));
    await settle();
    expect(text(screen.getByTestId('promo-discount'))).toBe('Kod rabatowy WIOSNA-15: −13,50 zł');
  });

  it("refuses an unknown code with the domain's words; 'Usuń kod' forgets it", async () => {
    await render(<BasketPage />);
    await apply('LATO');
    expect(within(codeForm()).getByText(PROMO_REFUSAL_MESSAGES.PROMO_UNKNOWN)).toBeInTheDocument();
    expect(within(codeForm()).getByLabelText('Kod rabatowy')).toHaveValue('LATO');
    fireEvent.click(within(codeForm()).getByRole('button', { name: 'Usuń kod' }));
    expect(within(codeForm()).getByLabelText('Kod rabatowy')).toHaveValue('');
    expect(localStorage.getItem(PROMO_KEY)).toBeNull();
  });
});

describe('the promo code at checkout', () => {
  const placed = { id: 'XYZXYZXYZ2', status: 'new', priceChanges: [], payment: undefined } as unknown as PlacedOrder;

  it("shows the code's line on the summary, checked with the customer's e-mail and phone, and the order carries it", async () => {
    await applyInBasket('WIOSNA-15');
    writeCheckoutForm(WHO);
    const { request } = await render(<SummaryPage />);
    expect(JSON.parse(String(request.mock.calls.at(-1)?.[1].body))).toMatchObject({ email: 'jan@example.pl', phoneNumber: '600 100 200' });
    expect(screen.getAllByTestId('discount-line').map(text)).toEqual(['Kod rabatowy WIOSNA-15: −9,00 zł']);
    expect(text(screen.getByTestId('checkout-total'))).toBe('Do zapłaty: 101,00 zł');

    const placeOrder = jest.fn().mockResolvedValue(placed);
    cleanup();
    await render(<PaymentPage />, { placeOrder });
    fireEvent.click(screen.getByRole('button', { name: 'Zamawiam i płacę' }));
    await settle();
    expect(placeOrder.mock.calls[0][0]).toMatchObject({ promoCode: 'WIOSNA-15' });
    // One code per order: the next basket starts without it.
    expect(localStorage.getItem(PROMO_KEY)).toBeNull();
  });

  it('a refusal at placement goes back to the summary with its words; basket and form stay', async () => {
    await applyInBasket('WIOSNA-15');
    writeCheckoutForm(WHO);
    const usedUp = new ShopApiError(422, PROMO_REFUSAL_MESSAGES.PROMO_USED_UP, '/shop/order', 'PROMO_USED_UP');
    const { navigate, store, rerender } = await render(<PaymentPage />, { placeOrder: jest.fn().mockRejectedValue(usedUp) });
    fireEvent.click(screen.getByRole('button', { name: 'Zamawiam i płacę' }));
    await settle();
    expect(navigate).toHaveBeenCalledWith('/summary/');
    expect(JSON.parse(localStorage.getItem(BASKET_KEY) ?? '[]')).toHaveLength(2);
    expect(JSON.parse(sessionStorage.getItem(CHECKOUT_KEY) ?? '{}')).toMatchObject({ name: 'Jan Kowalski' });

    // The same visit (one store) now on the summary.
    const summary = <SummaryPage />;
    rerender(<RootWrapper store={store}>{summary}</RootWrapper>);
    await settle();
    expect(within(codeForm()).getByText(PROMO_REFUSAL_MESSAGES.PROMO_USED_UP)).toBeInTheDocument();
    expect(within(codeForm()).getByLabelText('Kod rabatowy')).toHaveValue('WIOSNA-15');
    expect(screen.queryAllByTestId('discount-line')).toEqual([]);
  });
});
