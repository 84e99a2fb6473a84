/**
 * The day's numbers in the panel (D103, D104): staff open 'Raport', see today's business day as
 * the API counts it, the orders-per-hour chart, and save the accountant's CSV under its dated name.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { idToken, openBoard, STAFF, staffHeaders } from './support/staff';

test("staff read today's numbers and download the orders CSV", async ({ page, request }) => {
  const token = await idToken(request, STAFF.email, STAFF.password);
  await openBoard(page);
  await page.getByRole('tab', { name: 'Raport' }).click();
  const heading = page.getByRole('heading', { name: /^Raport: \d{4}-\d{2}-\d{2}$/ });
  await expect(heading).toBeVisible();
  const day = (await heading.textContent())!.replace('Raport: ', '');
  await expect(page.getByLabel('Dzień (od)')).toHaveValue(day);

  // One figure against the API's own answer for the same day.
  const answer = await request.get(`/shop/staff/reports/daily?from=${day}`, { headers: staffHeaders(token) });
  expect(answer.ok()).toBe(true);
  const report = (await answer.json()) as { orders: { placed: number } };
  const orders = page.getByTestId('report-orders');
  await expect(orders.locator('dt', { hasText: 'Złożone' }).locator('xpath=following-sibling::dd[1]')).toHaveText(String(report.orders.placed));
  await expect(page.getByRole('img', { name: /^Zamówienia w kolejnych godzinach: / })).toBeVisible();
  await expect(page.getByTestId('hour-bar')).toHaveCount(24);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Pobierz CSV (zamówienia)' }).click()]);
  expect(download.suggestedFilename()).toBe(`zamowienia-${day}_${day}.csv`);
  const text = await readFile((await download.path())!, 'utf8');
  expect(text.startsWith('\ufeff')).toBe(true); // the BOM: Excel reads the Polish letters right
  expect(text.slice(1).split('\r\n')[0]).toMatch(/;/);
});
