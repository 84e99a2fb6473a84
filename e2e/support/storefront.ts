/**
 * Shared steps of the storefront journeys: collect console errors, close the system notice
 * the seeded shop shows (once per browser, until its text changes), put a basket in local storage, run axe.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { noticeFingerprint } from '../../src/features/system/notice-memory';
import { NOTICE_CLOSED_KEY } from '../../src/lib/storage';

export interface Notice {
  text: string;
  isVisible: boolean;
  isSystemClose: boolean;
}

export interface StoredLine {
  id: number;
  name: string;
  price: number;
  quantity: number;
}

/** Every console error and uncaught exception of the page. Nothing is ignored. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()} @ ${msg.location().url}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

export async function getNotice(request: APIRequestContext): Promise<Notice> {
  const response = await request.get('/shop/close');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Notice;
}

/**
 * The build's notice is in the page's HTML; the live one replaces it when it differs, and the
 * close button works (is enabled) once the page has hydrated: waiting for the live text and
 * the button is also waiting for the page load. Closes it with the dialog's close button.
 */
export async function closeNotice(page: Page, notice: Notice): Promise<void> {
  if (!notice.isVisible) return;
  const dialog = page.getByRole('dialog', { name: 'INFORMACJA' });
  // Closed before in this browser: it stays closed until its text changes (D62).
  const closedBefore = await page.evaluate(
    ([key, stored]) => localStorage.getItem(key) === stored,
    [NOTICE_CLOSED_KEY, JSON.stringify(noticeFingerprint(notice.text))],
  );
  if (closedBefore) {
    await expect(dialog).toBeHidden();
    return;
  }
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(notice.text);
  await dialog.getByRole('button', { name: 'Zamknij' }).click();
  await expect(dialog).toBeHidden();
}

/** Basket lines made from the shop's real products (ids and prices as the API serves them). */
export async function basketFromApi(request: APIRequestContext, quantities: number[]): Promise<StoredLine[]> {
  const products = (await (await request.get('/shop/product')).json()) as StoredLine[];
  expect(products.length).toBeGreaterThanOrEqual(quantities.length);
  return quantities.map((quantity, i) => ({
    id: products[i].id,
    name: products[i].name,
    price: products[i].price,
    quantity,
  }));
}

/** GET /delivery/: the delivery terms in zł (decisions.md D70). */
export interface DeliveryTerms {
  zoneA: number;
  zoneB: number;
  minimumOrderA: number;
  minimumOrderB: number;
  freeDeliveryFromA: number | null;
  freeDeliveryFromB: number | null;
}

export async function deliveryTerms(request: APIRequestContext): Promise<DeliveryTerms> {
  return (await request.get('/delivery/')).json();
}

/** The first product of the live menu, as many as the zone's minimum order value needs (at least one). */
export async function basketWorth(request: APIRequestContext, zone: 'A' | 'B'): Promise<StoredLine[]> {
  const terms = await deliveryTerms(request);
  const [line] = await basketFromApi(request, [1]);
  const minimumGrosze = Math.round((zone === 'A' ? terms.minimumOrderA : terms.minimumOrderB) * 100);
  return [{ ...line, quantity: Math.max(1, Math.ceil(minimumGrosze / Math.round(line.price * 100))) }];
}

/**
 * Writes SUSHI_LIST before the site's scripts run, on the first load of this tab only, so a
 * reload shows what the site itself saved (not the seed again). `value` is raw text.
 */
export async function seedBasket(page: Page, value: string): Promise<void> {
  await page.addInitScript((text) => {
    if (sessionStorage.getItem('e2e-seeded')) return;
    sessionStorage.setItem('e2e-seeded', '1');
    localStorage.setItem('SUSHI_LIST', text);
  }, value);
}

/** 'x{n} szt' and '12,50 zł' use no-break spaces (Intl, the site's formatters). */
export const loose = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s'));

/** zł the way the site writes it (Intl), with plain spaces: for texts that `loose` then matches. */
export const money = (amount: number) => new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN' }).format(amount).replace(/\s/g, ' ');

/** zł the way the site writes it, as a loose pattern. */
export const zl = (amount: number) => loose(money(amount));

/** Line total with the site's rounding (whole grosze). */
export const lineTotal = (line: StoredLine) => (Math.round(line.price * 100) * line.quantity) / 100;

/**
 * Axe on the page as it settles: running colour transitions end first (a button enabled by
 * hydration fades from the disabled grey, and axe would measure a colour halfway).
 */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a instanceof CSSTransition).map((a) => a.finished.catch(() => undefined))));
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious, 'serious or critical axe violations').toEqual([]);
}
