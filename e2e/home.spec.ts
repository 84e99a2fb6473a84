/**
 * The skeleton's journey against the running product (server + built site): the home page is
 * Polish, pre-rendered, and shows the welcome text the shop API serves.
 */
import { expect, test } from '@playwright/test';

test('home page is Polish and shows the welcome text from the shop API', async ({ page, request }) => {
  // Ask the API what it serves rather than repeating the seed here.
  const response = await request.get('/shop/welcomeText/');
  expect(response.ok()).toBe(true);
  const welcome = (await response.json()) as { title: string; text: string };
  expect(welcome.title).not.toBe('');

  // The server's Content-Security-Policy must let the pre-rendered page and its scripts run.
  const cspViolations: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text())) cspViolations.push(msg.text());
  });
  page.on('pageerror', (err) => cspViolations.push(`uncaught: ${err.message}`));

  await page.goto('/');

  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page).toHaveTitle('Sushi — zamów online');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Świeże sushi z dostawą do domu');

  // The navigation labels, desktop and mobile, are checked in home-and-pages.spec.ts.
  // Appears once the page has hydrated and the thunk has loaded it.
  await expect(page.getByRole('heading', { level: 2, name: welcome.title })).toBeVisible();
  expect(cspViolations).toEqual([]);
});

test('an unknown path shows the Polish not-found page', async ({ page }) => {
  await page.goto('/tej-strony-nie-ma/');

  await expect(page.getByRole('heading', { level: 1, name: 'Nie znaleziono strony' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wróć na stronę główną' })).toHaveAttribute('href', '/');
});
