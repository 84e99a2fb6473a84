/**
 * The online menu (/menu/) in the running product: browse, filter, search, paginate, the
 * product modal (three ways to close it), ordering with a quantity, no console errors, axe.
 * Expected items come from the shop API and the site's own menu rules, not from the seed.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PAGE_SIZE, filterAndSearch, filterOrderable, filterVisible } from '../src/features/menu/menu-rules';
import type { MenuItem } from '../src/lib/shop-api-types';
import { MENU_TEXT, formatItemCount } from '../src/features/menu/components/menu-text';
import { closeNotice, collectErrors, expectNoSeriousAxeViolations, getNotice, loose, type Notice } from './support/storefront';

/** What /menu/ lists, in its order: visible sets, then orderable products and add-ons. */
async function shopMenu(request: APIRequestContext): Promise<MenuItem[]> {
  const get = async (path: string) => (await (await request.get(path)).json()) as MenuItem[];
  const [sets, products, ingredients] = await Promise.all([
    get('/shop/sushiSet'),
    get('/shop/product'),
    get('/shop/ingredient'),
  ]);
  return [...filterVisible(sets), ...filterOrderable(products), ...filterOrderable(ingredients)];
}

const results = (page: Page) => page.locator('#menu-results');
const cardNames = (page: Page) => results(page).getByRole('heading', { level: 3 }).allTextContents();
const count = (page: Page) => results(page).getByRole('status');
const toggle = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Kategorie menu' }).getByRole('button', { name, exact: true });
/** '92 pozycje', '12 pozycji': Intl's Polish plural rules, no-break space after the number. */
const countText = (n: number) => new RegExp(`^${formatItemCount(n).replace(/\s/g, '\\s')}$`);

/** The page fades in over 500 ms: axe must measure contrast on the final colours. */
const settled = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));

let problems: string[];
let notice: Notice;
test.beforeEach(async ({ page, request }) => {
  problems = collectErrors(page);
  notice = await getNotice(request);
  await page.goto('/menu/');
  await expect(page.getByRole('heading', { level: 1, name: 'Zamów online' })).toBeVisible();
  // The seeded shop shows its notice on every page load; waiting for it waits for the load.
  await closeNotice(page, notice);
  await expect(results(page).getByRole('button', { name: /^Zobacz: / }).first()).toBeVisible();
});
test.afterEach(() => {
  expect(problems, 'console errors on the page').toEqual([]);
});

test('browses the first page and filters by a category, then toggles it off', async ({ page, request }) => {
  const menu = await shopMenu(request);
  await expect(count(page)).toHaveText(countText(menu.length));
  expect(await cardNames(page)).toEqual(menu.slice(0, PAGE_SIZE).map((item) => item.name));

  const sets = menu.filter((item) => item.category === 'zestaw');
  await toggle(page, 'Zestawy').click();
  await expect(toggle(page, 'Zestawy')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { level: 2, name: 'Zestawy' })).toBeVisible();
  await expect(count(page)).toHaveText(countText(sets.length));
  expect(await cardNames(page)).toEqual(sets.slice(0, PAGE_SIZE).map((item) => item.name));

  await toggle(page, 'Zestawy').click();
  await expect(toggle(page, 'Zestawy')).toHaveAttribute('aria-pressed', 'false');
  await expect(count(page)).toHaveText(countText(menu.length));
});

test("searching 'łosoś' in lower case finds the items named with 'Łosoś'", async ({ page, request }) => {
  const expected = filterAndSearch(await shopMenu(request), '', 'łosoś');
  expect(expected.some((item) => item.name.includes('Łosoś'))).toBe(true);

  await page.getByRole('searchbox', { name: 'Szukaj w menu' }).fill('łosoś');
  await expect(page.getByRole('heading', { level: 2, name: 'Wyniki dla „łosoś”' })).toBeVisible();
  await expect(count(page)).toHaveText(countText(expected.length));
  expect(await cardNames(page)).toEqual(expected.slice(0, PAGE_SIZE).map((item) => item.name));

  await page.getByRole('searchbox', { name: 'Szukaj w menu' }).fill('xyz-nie-ma');
  await expect(page.getByText('Nic nie znaleziono. Spróbuj innej nazwy lub kategorii.')).toBeVisible();
});

test('page 2 shows the next items', async ({ page, request }) => {
  const menu = await shopMenu(request);
  const pager = page.getByRole('navigation', { name: 'Stronicowanie' });
  await expect(pager.getByRole('button', { name: 'Strona 1' })).toHaveAttribute('aria-current', 'page');
  await pager.getByRole('button', { name: 'Strona 2' }).click();
  await expect(pager.getByRole('button', { name: 'Strona 2' })).toHaveAttribute('aria-current', 'page');
  expect(await cardNames(page)).toEqual(menu.slice(PAGE_SIZE, 2 * PAGE_SIZE).map((item) => item.name));
});

test('the product modal closes by its button, the backdrop and Escape; focus returns to the card', async ({ page }) => {
  const opener = results(page).getByRole('button', { name: /^Zobacz: / }).first();
  const name = (await opener.getAttribute('aria-label'))!.replace('Zobacz: ', '');
  const dialog = page.getByRole('dialog', { name });

  await opener.click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Kliknij, aby powiększyć.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Zamknij' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await expect(dialog).toBeVisible();
  // The <dialog> fills the screen as the backdrop; the panel is its content.
  const panel = (await dialog.locator('> div').first().boundingBox())!;
  const viewport = page.viewportSize()!;
  if (panel.x > 10) {
    await page.mouse.click(panel.x / 2, viewport.height - 5);
  } else {
    // Phones show the dialog full screen: no backdrop is left to tap, so the event is sent
    // to it directly (the same handler a desktop click reaches).
    await page.getByTestId('modal-backdrop').dispatchEvent('click');
  }
  await expect(dialog).toBeHidden();

  await opener.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('adds 3 pieces: the badge and the basket preview show them', async ({ page, isMobile }) => {
  test.skip(notice.isSystemClose, 'the shop is closed by the system switch');
  const opener = results(page).getByRole('button', { name: /^Zobacz: / }).first();
  const name = (await opener.getAttribute('aria-label'))!.replace('Zobacz: ', '');
  await opener.click();

  const dialog = page.getByRole('dialog', { name });
  const plus = dialog.getByRole('button', { name: 'Zwiększ ilość' });
  await expect(dialog.getByRole('button', { name: 'Zmniejsz ilość' })).toBeDisabled();
  await plus.click();
  await plus.click();
  await expect(dialog.getByRole('group', { name: 'Ilość' })).toContainText('3');
  await dialog.getByRole('button', { name: 'Dodaj do koszyka' }).click();
  await expect(dialog.getByText('Dodano do koszyka: 3 szt.')).toBeVisible();
  await expect(dialog.getByRole('group', { name: 'Ilość' })).toContainText('1');
  await page.keyboard.press('Escape');

  await expect(page.getByTestId('basket-badge')).toHaveText('3');
  const basket = page.getByRole(isMobile ? 'button' : 'link', { name: /^Koszyk, 3/ });
  if (isMobile) await basket.click();
  else await basket.hover();
  const row = page.getByRole('listitem').filter({ hasText: name }).filter({ hasText: loose('x3 szt') });
  await expect(row).toBeVisible();
});

test('the add-ons tabs: Dodatki, Napoje, Alkohole; on a phone a tab scrolls to its list', async ({ page, request, isMobile }) => {
  const alcohol = filterOrderable((await (await request.get('/shop/ingredient')).json()) as MenuItem[]).filter(
    (item) => item.category === 'alcohol',
  );
  const tabs = page.getByRole('tablist', { name: 'Dodatki, napoje i alkohole' });
  await expect(tabs.getByRole('tab')).toHaveText(['Dodatki', 'Napoje', 'Alkohole']);
  await tabs.getByRole('tab', { name: 'Alkohole' }).click();
  await expect(tabs.getByRole('tab', { name: 'Alkohole' })).toHaveAttribute('aria-selected', 'true');

  const section = page.getByRole('region', { name: 'Alkohole', exact: true });
  await expect(section.getByRole('button')).toHaveCount(alcohol.length);
  if (isMobile) {
    // Smooth scroll, then the list's heading sits just under the top bar (50 px offset + padding).
    await expect(section.getByRole('heading', { name: 'Alkohole' })).toBeInViewport();
    await expect(tabs).not.toBeInViewport();
  } else {
    await expect(page.getByRole('region', { name: 'Napoje', exact: true })).toBeHidden();
  }
  // D101: alcohol is 18+ on the menu and in the item window, and the first one into the
  // basket asks the customer's age: 'Anuluj' adds nothing, 'Mam ukończone 18 lat' adds.
  const drink = section.getByRole('button', { name: new RegExp(alcohol[0].name) });
  await expect(drink).toContainText('18+');
  await drink.click();
  const item = page.getByRole('dialog', { name: alcohol[0].name });
  await expect(item).toBeVisible();
  await expect(item.getByRole('img', { name: MENU_TEXT.adultBadgeLabel })).toBeVisible();
  const ageCheck = page.getByRole('dialog', { name: 'Alkohol tylko dla pełnoletnich' });
  await item.getByRole('button', { name: 'Dodaj do koszyka' }).click();
  await ageCheck.getByRole('button', { name: 'Anuluj' }).click();
  await expect(ageCheck).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('SUSHI_LIST') ?? '[]')).toBe('[]');
  await item.getByRole('button', { name: 'Dodaj do koszyka' }).click();
  await ageCheck.getByRole('button', { name: 'Mam ukończone 18 lat' }).click();
  await expect(item.getByText('Dodano do koszyka: 1 szt.')).toBeVisible();
  await item.getByRole('button', { name: 'Dodaj do koszyka' }).click(); // asked once per basket
  await expect(item.getByText('Dodano do koszyka: 1 szt.')).toBeVisible();
  await expect(ageCheck).toHaveCount(0);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('SUSHI_LIST'))) ?? '[]')).toMatchObject([{ id: alcohol[0].id, quantity: 2 }]);
});

test('has no serious or critical axe violations, also with the modal open', async ({ page }) => {
  await settled(page);
  await expectNoSeriousAxeViolations(page);

  await results(page).getByRole('button', { name: /^Zobacz: / }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await settled(page);
  await expectNoSeriousAxeViolations(page);
});

test('the server-rendered styles carry the page through hydration; a part it did not render gets its own', async ({ page }) => {
  /** Class selectors of the server's style tags and of styled-components' runtime tag. */
  const classes = () =>
    page.evaluate(() => {
      const of = (selector: string) =>
        [...document.querySelectorAll<HTMLStyleElement>(selector)].flatMap((tag) =>
          [...tag.sheet!.cssRules].map((rule) => (rule as CSSStyleRule).selectorText).filter((s) => s?.startsWith('.')),
        );
      return { server: of('style[data-styled=""]'), runtime: of('style[data-styled="active"]') };
    });
  const hydrated = await classes();
  // Kept after hydration (plugins/gatsby-plugin-build-patches/adopt-server-styles.ts), and nothing of it inserted again.
  expect(hydrated.server.length).toBeGreaterThan(50);
  expect(hydrated.runtime.filter((selector) => hydrated.server.includes(selector))).toEqual([]);

  // The product modal is not in the HTML: its rules are inserted when it opens, and apply.
  await results(page).getByRole('button', { name: /^Zobacz: / }).first().click();
  // display: flex is ours (the browser's own dialog style says block).
  await expect(page.getByTestId('modal-backdrop')).toHaveCSS('display', 'flex');
  const opened = await classes();
  expect(opened.runtime.length).toBeGreaterThan(0);
  expect(opened.runtime.filter((selector) => opened.server.includes(selector))).toEqual([]);
});

test('cards and add-ons off the first screen are skipped until they near it, and showing them shifts nothing', async ({ page }) => {
  // A short window (Chrome renders what is within about one and a half screens of it): on a
  // desktop's 720 px the whole first page of cards would be near enough.
  await page.setViewportSize({ width: page.viewportSize()!.width, height: 400 });
  // Chrome decides what is near the shrunk window over the next frames (later on a busy
  // machine): wait until the add-ons, at the page's end, are skipped. Never skipped = fails here.
  await expect
    .poll(() =>
      page.evaluate((extrasTitle) => {
        const extras = [...document.querySelectorAll('h2')].find((h2) => h2.textContent === extrasTitle);
        return extras?.checkVisibility({ contentVisibilityAuto: true } as CheckVisibilityOptions);
      }, MENU_TEXT.extrasTitle),
    )
    .toBe(false);
  const seen = await page.evaluate(async (extrasTitle) => {
    const nextFrames = () => new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
    await nextFrames();
    // Layout shifts the visitor did not cause (scrolling is not input), from here on.
    let shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) shifted += entry.value;
      }
    }).observe({ type: 'layout-shift' });
    // A skipped box keeps its size; what it skips is its content, such as its heading.
    const headings = [
      ...document.querySelectorAll('#menu-results article h3'),
      ...[...document.querySelectorAll('h2')].filter((h2) => h2.textContent === extrasTitle),
    ];
    const rendered = (heading: Element) => heading.checkVisibility({ contentVisibilityAuto: true } as CheckVisibilityOptions);
    const atFirst = headings.map(rendered);
    // Down the whole page, 400 px at a time, as a visitor scrolls.
    const shown = new Set<number>();
    for (let y = 0; y <= document.documentElement.scrollHeight; y += 400) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await nextFrames();
      headings.forEach((heading, index) => rendered(heading) && shown.add(index));
    }
    await new Promise((done) => setTimeout(done, 100));
    return { headings: headings.length, atFirst, shown: shown.size, shifted };
  }, MENU_TEXT.extrasTitle);

  expect(seen.headings).toBe(PAGE_SIZE + 1);
  expect(seen.atFirst[0]).toBe(true);
  expect(seen.atFirst.at(-1)).toBe(false);
  expect(seen.shown).toBe(seen.headings);
  expect(seen.shifted).toBeLessThanOrEqual(0.02);
});
