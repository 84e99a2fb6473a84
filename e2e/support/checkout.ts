/**
 * Shared steps of the checkout journeys: a fresh customer signed up, verified (cognito-local's
 * fixed code 123456, scripts/e2e-server.sh) and signed in through the site's own forms, and one
 * product put in the basket from the menu.
 */
import { expect, type Page } from '@playwright/test';
import { closeNotice, type Notice } from './storefront';

export const VERIFY_CODE = '123456';

export interface Customer {
  email: string;
  password: string;
  name: string;
  phoneNumber: string;
  address: string;
}

/** The input or textarea with exactly this label (forms are labelled too). */
export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true }).and(page.locator('input, textarea'));

/** At `path` with its page rendered: Gatsby changes the URL before the new page shows. */
export async function at(page: Page, path: string, heading: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`^https?://[^/]+${path.replace(/[?]/g, '\\$&')}$`));
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** Sign-up -> /verify/ -> sign-in, all through the site; ends on the home page, signed in. */
export async function signUpAndSignIn(page: Page, notice: Notice, customer: Customer): Promise<void> {
  await page.goto('/auth/sign-up/');
  await closeNotice(page, notice);
  await at(page, '/auth/sign-up/', 'Rejestracja');
  const values: Record<string, string> = {
    'E-mail': customer.email,
    Hasło: customer.password,
    'Powtórz hasło': customer.password,
    'Imię i nazwisko': customer.name,
    Telefon: customer.phoneNumber,
    'Adres dostawy': customer.address,
  };
  for (const [label, value] of Object.entries(values)) await field(page, label).fill(value);
  await page.getByRole('button', { name: 'Załóż konto' }).click();

  await at(page, '/verify/', 'Weryfikacja adresu e-mail');
  await expect(field(page, 'E-mail')).toHaveValue(customer.email);
  await field(page, 'Kod weryfikacyjny').fill(VERIFY_CODE);
  await page.getByRole('button', { name: 'Potwierdź' }).click();

  await at(page, '/auth/sign-in/', 'Logowanie');
  await field(page, 'E-mail').fill(customer.email);
  await field(page, 'Hasło').fill(customer.password);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await at(page, '/', 'Świeże sushi z dostawą do domu');
  await expect(page.getByRole('link', { name: `Cześć ${customer.name}, moje konto` })).toBeAttached();
}

/** Opens /menu/ and adds the first product once; returns its name. */
export async function addFirstMenuItem(page: Page, notice: Notice): Promise<string> {
  const main = page.getByRole('main');
  await page.goto('/menu/');
  await expect(page.getByRole('heading', { level: 1, name: 'Zamów online' })).toBeVisible();
  await closeNotice(page, notice);
  const opener = main.getByRole('button', { name: /^Zobacz: / }).first();
  const name = (await opener.getAttribute('aria-label'))!.replace('Zobacz: ', '');
  await opener.click();
  const dialog = page.getByRole('dialog', { name });
  await dialog.getByRole('button', { name: 'Dodaj do koszyka' }).click();
  await expect(dialog.getByText('Dodano do koszyka: 1 szt.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Zamknij' }).click();
  return name;
}

/** The summary form's address fields. */
export async function fillAddress(page: Page, address: { street: string; postalCode: string; city: string }): Promise<void> {
  await page.getByLabel('Ulica i numer').fill(address.street);
  await page.getByLabel('Kod pocztowy').fill(address.postalCode);
  await page.getByLabel('Miejscowość').fill(address.city);
}

/**
 * The summary form's last steps: the zone the server found, a delivery time (the first offered
 * slot when 'as soon as possible' cannot be ordered now, e.g. at night), the terms, and 'Dalej'
 * to the payment page.
 */
export async function finishSummary(page: Page, zone: 'A' | 'B', asap: boolean): Promise<void> {
  const main = page.getByRole('main');
  await expect(main.getByText(`Strefa dostawy: ${zone}`)).toBeVisible();
  if (!asap) {
    await page.getByLabel('Na wybraną godzinę').check();
    await page.getByLabel('Godzina dostawy').selectOption({ index: 1 });
  }
  await page.getByLabel(/Akceptuję/).check();
  await main.getByRole('button', { name: 'Dalej' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Płatność' })).toBeVisible();
}
