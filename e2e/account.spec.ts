/**
 * The account journey in the running product (site + shop API + cognito-local, code fixed
 * to 123456): sign-up, /verify/, sign-in (each refusing a wrong value first), the greeting,
 * an edit of the details that survives a reload (axe, no console errors while signed in), sign-out,
 * password reset and sign-in with the new password; a saved basket survives all of it.
 * It starts at /profile/, signed out (sent to sign-in); every form passes axe with its error showing.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  basketFromApi,
  closeNotice,
  collectErrors,
  expectNoSeriousAxeViolations,
  getNotice,
  seedBasket,
  type Notice,
} from './support/storefront';

const [CODE, NAME, PASSWORD, NEW_PASSWORD] = ['123456', 'Jan Testowy', 'Sushi2024', 'NoweSushi77']; // CODE: scripts/e2e-server.sh
const VERIFY_CODE_ERROR = 'Kod weryfikacyjny jest nieprawidłowy.'; // account-thunks.ts, word for word
// 'sushi' fails every part of the rule; the hint comes first in the description.
const WEAK_PASSWORD_MESSAGE = /Hasło musi mieć co najmniej 8 znaków\. Hasło musi zawierać wielką literę\. Hasło musi zawierać cyfrę\.$/;
const WRONG_CREDENTIALS = 'Nieprawidłowy adres e-mail lub hasło.'; // identity-messages.ts
const PASSWORD_RESET_ERROR =
  'Kod weryfikacyjny jest nieprawidłowy lub hasło nie spełnia wymagań: co najmniej 8 znaków, co najmniej jedna wielka litera i cyfra.';

// Refusals caused on purpose show in the console as failed requests: the provider's 400s and
// the first sign-in's 404 (no details on the server yet: they are created from the sign-up form).
const EXPECTED = [
  /Failed to load resource: the server responded with a status of 400.* @ .*\/identity\//,
  /Failed to load resource: the server responded with a status of 404.* @ .*\/shop\/client\/data/,
];

let errors: string[];
let notice: Notice;
let identityFailures: string[]; // X-Amz-Target of the provider's 5xx answers
test.beforeEach(async ({ page, request }) => {
  errors = collectErrors(page);
  notice = await getNotice(request);
  identityFailures = [];
  page.on('response', async (response) => {
    if (!response.url().includes('/identity/') || response.status() < 500) return;
    identityFailures.push((await response.request().headerValue('x-amz-target')) ?? '?');
  });
});
test.afterEach(() => {
  expect(errors.filter((e) => !EXPECTED.some((re) => re.test(e))), 'unexpected console errors').toEqual([]);
});

/** At `path` with its page rendered: Gatsby changes the URL before the new page shows. */
async function at(page: Page, path: string, heading: string) {
  await expect(page).toHaveURL(new RegExp(`^https?://[^/]+${path.replace(/[?]/g, '\\$&')}$`));
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}
const storedBasket = (page: Page) => page.evaluate(() => localStorage.getItem('SUSHI_LIST'));
/** The input or textarea with exactly this label (forms are labelled too). */
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true }).and(page.locator('input, textarea'));
const alert = (page: Page) => page.getByRole('main').getByRole('alert');
/** axe on settled colours: buttons fade 150 ms between states, also when the pointer leaves. */
async function axe(page: Page) {
  await page.mouse.move(0, 0); // off the button just pressed (a layout shift moves it away later)
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await expectNoSeriousAxeViolations(page);
}
async function fillAll(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await field(page, label).fill(value);
}

/** What a customer sees as the greeting: in the bar on wide screens, in the menu on phones. */
async function expectGreeting(page: Page, isMobile: boolean) {
  const account = page.getByRole('link', { name: `Cześć ${NAME}, moje konto` });
  await expect(account).toHaveAttribute('href', '/profile/');
  if (!isMobile) {
    await expect(page.getByRole('banner').getByText(`Cześć ${NAME}`, { exact: true })).toBeVisible();
    return;
  }
  // Below 480 px the bar shows only the icon (named with the greeting); the slide-in menu says it.
  await expect(page.getByRole('banner').getByText(`Cześć ${NAME}`, { exact: true })).toBeHidden();
  await page.getByRole('button', { name: 'Otwórz menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: `Cześć ${NAME}`, exact: true })).toBeVisible();
  await menu.getByRole('button', { name: 'Zamknij menu' }).click();
}

async function signIn(page: Page, email: string, password: string) {
  await fillAll(page, { 'E-mail': email, Hasło: password });
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
}

test('sign-up, verify, sign-in, profile, sign-out, password reset; the basket is never lost', async ({ page, request, isMobile }, testInfo) => {
  test.setTimeout(120_000);
  const email = `konto-${testInfo.project.name}-${Date.now()}@example.pl`;
  const basket = JSON.stringify(await basketFromApi(request, [2, 1]));
  await seedBasket(page, basket);

  // Signed out, /profile/ sends to sign-in (replace), which links to sign-up.
  await page.goto('/profile/');
  await closeNotice(page, notice);
  await at(page, '/auth/sign-in/', 'Logowanie');
  await expect(page.getByTestId('basket-badge')).toHaveText('3');
  await page.getByRole('link', { name: 'Nie masz konta? Załóż konto' }).click();
  await at(page, '/auth/sign-up/', 'Rejestracja');

  // Sign-up: a weak password is refused in Polish before anything is sent.
  const details = { 'Imię i nazwisko': NAME, Telefon: '600 100 200', 'Adres dostawy': 'ul. Długa 1, 00-001 Warszawa' };
  await fillAll(page, { 'E-mail': email, Hasło: 'sushi', 'Powtórz hasło': 'sushi', ...details });
  await page.getByRole('button', { name: 'Załóż konto' }).click();
  const password = field(page, 'Hasło');
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription(WEAK_PASSWORD_MESSAGE);
  await expect(password).toBeFocused();
  await axe(page);

  await fillAll(page, { Hasło: PASSWORD, 'Powtórz hasło': PASSWORD });
  await page.getByRole('button', { name: 'Załóż konto' }).click();

  // /verify/: the e-mail is already there; a wrong code first.
  await at(page, '/verify/', 'Weryfikacja adresu e-mail');
  await expect(field(page, 'E-mail')).toHaveValue(email);
  await field(page, 'Kod weryfikacyjny').fill('000000');
  await page.getByRole('button', { name: 'Potwierdź' }).click();
  await expect(alert(page)).toHaveText(VERIFY_CODE_ERROR);
  await axe(page);
  await field(page, 'Kod weryfikacyjny').fill(CODE);
  await page.getByRole('button', { name: 'Potwierdź' }).click();

  // Sign-in: a wrong password in Polish (cognito-local says 'Invalid password'), then the right one.
  await at(page, '/auth/sign-in/', 'Logowanie');
  await signIn(page, email, 'Zle-Haslo-1');
  await expect(alert(page)).toHaveText(WRONG_CREDENTIALS);
  await axe(page);
  await signIn(page, email, PASSWORD);
  await at(page, '/', 'Świeże sushi z dostawą do domu');
  await expectGreeting(page, isMobile);
  expect(await storedBasket(page)).toBe(basket);
  await expect(page.getByTestId('basket-badge')).toHaveText('3');

  // The details: the sign-up data reached the shop API on the first sign-in.
  await page.getByRole('link', { name: `Cześć ${NAME}, moje konto` }).click();
  await at(page, '/profile/', 'Moje konto');
  const value = (field: string) => page.locator(`dd[data-field="${field}"]`);
  await expect(value('name')).toHaveText(NAME);
  await expect(value('email')).toHaveText(email);
  await expect(value('phoneNumber')).toHaveText('600 100 200');
  await expect(value('nip')).toHaveText('-');

  // From here on, signed in: no console error at all.
  errors.length = 0;
  await page.getByRole('button', { name: 'Edytuj dane' }).click();
  await field(page, 'Telefon').fill('+48 700 200 300');
  await page.getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('Dane zostały zapisane.')).toBeVisible();
  await expect(value('phoneNumber')).toHaveText('+48 700 200 300');
  await page.reload();
  await closeNotice(page, notice);
  await expect(value('phoneNumber')).toHaveText('+48 700 200 300');
  await axe(page);
  await page.getByRole('link', { name: 'Historia zamówień' }).click();
  await at(page, '/profile/?view=history', 'Moje konto');
  await expect(page.getByText('Nie masz jeszcze żadnych zamówień.')).toBeVisible();
  await axe(page);
  expect(errors, 'console errors while signed in').toEqual([]);

  // Sign-out: home, no greeting, the basket still there.
  await page.getByRole('button', { name: 'Wyloguj się' }).click();
  await at(page, '/', 'Świeże sushi z dostawą do domu');
  await expect(page.getByRole('link', { name: 'Zaloguj się' })).toBeVisible();
  await expect(page.getByText(/Cześć/)).toHaveCount(0);
  expect(await storedBasket(page)).toBe(basket);
  await expect(page.getByTestId('basket-badge')).toHaveText('3');
  // The local provider has no global sign-out (GATSBY_COGNITO_GLOBAL_SIGN_OUT is off for it).
  expect(identityFailures).toEqual([]);

  // Password reset: a wrong code gets the Polish message, then the right one.
  await page.getByRole('link', { name: 'Zaloguj się' }).click();
  await page.getByRole('link', { name: 'Nie pamiętasz hasła?' }).click();
  await at(page, '/auth/forgot-password/', 'Resetowanie hasła');
  await field(page, 'E-mail').fill(email);
  await page.getByRole('button', { name: 'Wyślij kod' }).click();
  const code = field(page, 'Kod weryfikacyjny');
  await expect(code).toBeFocused();
  await fillAll(page, { 'Kod weryfikacyjny': '000000', 'Nowe hasło': NEW_PASSWORD, 'Powtórz nowe hasło': NEW_PASSWORD });
  await page.getByRole('button', { name: 'Ustaw nowe hasło' }).click();
  await expect(alert(page)).toHaveText(PASSWORD_RESET_ERROR);
  await axe(page);
  await code.fill(CODE);
  await page.getByRole('button', { name: 'Ustaw nowe hasło' }).click();
  await at(page, '/auth/sign-in/', 'Logowanie');
  await expect(page.getByText('Hasło zostało zmienione. Zaloguj się nowym hasłem.')).toBeVisible();

  // The old password no longer works; the new one does.
  await signIn(page, email, PASSWORD);
  await expect(alert(page)).toHaveText(WRONG_CREDENTIALS);
  await signIn(page, email, NEW_PASSWORD);
  await at(page, '/', 'Świeże sushi z dostawą do domu');
  await expectGreeting(page, isMobile);
  expect(await storedBasket(page)).toBe(basket);
  expect(identityFailures, 'no provider call fails').toEqual([]);
});

test('every identity refusal a person can cause reads in Polish and says what to do', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const email = `odmowy-${testInfo.project.name}-${Date.now()}@example.pl`;
  await page.goto('/auth/sign-up/');
  await closeNotice(page, notice);
  await at(page, '/auth/sign-up/', 'Rejestracja');
  await expect(page.getByTestId('sign-up-privacy').getByRole('link', { name: 'Polityka prywatności' })).toHaveAttribute('href', '/polityka-prywatnosci/');
  const signUp = { 'E-mail': email, Hasło: PASSWORD, 'Powtórz hasło': PASSWORD, 'Imię i nazwisko': NAME, Telefon: '600 100 200', 'Adres dostawy': 'ul. Długa 1, 00-001 Warszawa' };
  await fillAll(page, signUp);
  await page.getByRole('button', { name: 'Załóż konto' }).click();
  await at(page, '/verify/', 'Weryfikacja adresu e-mail');

  // The account exists (cognito-local: 'User already exists').
  await page.goto('/auth/sign-up/');
  await closeNotice(page, notice);
  await fillAll(page, signUp);
  await page.getByRole('button', { name: 'Załóż konto' }).click();
  await expect(alert(page)).toHaveText('Konto z tym adresem e-mail już istnieje. Zaloguj się albo skorzystaj z „Nie pamiętasz hasła?”.');

  // Not confirmed yet (cognito-local: 'User is not confirmed.').
  await page.goto('/auth/sign-in/');
  await closeNotice(page, notice);
  await at(page, '/auth/sign-in/', 'Logowanie');
  await signIn(page, email, PASSWORD);
  await expect(alert(page)).toHaveText('To konto nie jest jeszcze potwierdzone. Wpisz kod, który wysłaliśmy na Twój adres e-mail. Wpisz kod lub wyślij go ponownie');

  // An unknown e-mail gets the same answer as a wrong password: the form tells nobody who has an account.
  await signIn(page, `nikt-${Date.now()}@example.pl`, PASSWORD);
  await expect(alert(page)).toHaveText(WRONG_CREDENTIALS);
  await axe(page);

  // Too many attempts: the provider's own answer on the wire (cognito-local never limits).
  await page.route('**/identity/**', async (route) => {
    if (route.request().headers()['x-amz-target']?.endsWith('.ForgotPassword')) {
      await route.fulfill({
        status: 400,
        contentType: 'application/x-amz-json-1.1',
        headers: { 'x-amzn-errortype': 'LimitExceededException' },
        body: JSON.stringify({ __type: 'LimitExceededException', message: 'Attempt limit exceeded, please try after some time.' }),
      });
    } else await route.continue();
  });
  await page.getByRole('link', { name: 'Nie pamiętasz hasła?' }).click();
  await at(page, '/auth/forgot-password/', 'Resetowanie hasła');
  await field(page, 'E-mail').fill(email);
  await page.getByRole('button', { name: 'Wyślij kod' }).click();
  await expect(alert(page)).toHaveText('Zbyt wiele prób. Odczekaj kilka minut i spróbuj ponownie.');
  await page.unroute('**/identity/**');

  // An unknown e-mail asking for a reset code is answered as a known one.
  await field(page, 'E-mail').fill(`nikt-${Date.now()}@example.pl`);
  await page.getByRole('button', { name: 'Wyślij kod' }).click();
  await expect(field(page, 'Kod weryfikacyjny')).toBeFocused();
  await expect(alert(page)).toHaveCount(0);
  expect(await page.locator('main').textContent()).not.toMatch(/\b(User|Invalid|exists|not confirmed|Attempt)\b/);

  // The unconfirmed account finds its way on: from sign-in to /verify/ (e-mail filled in), a
  // new code (cognito-local lacks ResendConfirmationCode: the identity proxy answers it), then
  // a minute's cool-down, the code, and sign-in.
  await page.goto('/auth/sign-in/');
  await signIn(page, email, PASSWORD);
  await alert(page).getByRole('link', { name: 'Wpisz kod lub wyślij go ponownie' }).click();
  await at(page, '/verify/', 'Weryfikacja adresu e-mail');
  await expect(field(page, 'E-mail')).toHaveValue(email);
  await page.getByRole('button', { name: 'Wyślij kod ponownie' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(`Wysłaliśmy nowy kod na adres ${email}.`);
  await expect(page.getByRole('button', { name: /^Wyślij kod ponownie \(za \d+ s\)$/ })).toBeDisabled();
  await axe(page);
  await field(page, 'Kod weryfikacyjny').fill(CODE);
  await page.getByRole('button', { name: 'Potwierdź' }).click();
  await at(page, '/auth/sign-in/', 'Logowanie');
  await signIn(page, email, PASSWORD);
  await at(page, '/', 'Świeże sushi z dostawą do domu');
  expect(identityFailures, 'no provider call fails').toEqual([]);
});

test('the details given at sign-up are there at the first sign-in from another browser', async ({ page, browser }, testInfo) => {
  test.setTimeout(90_000);
  const email = `inne-urzadzenie-${testInfo.project.name}-${Date.now()}@example.pl`;
  await page.goto('/auth/sign-up/');
  await closeNotice(page, notice);
  await fillAll(page, { 'E-mail': email, Hasło: PASSWORD, 'Powtórz hasło': PASSWORD, 'Imię i nazwisko': NAME, Telefon: '600 100 200', 'Adres dostawy': 'ul. Długa 1, 00-001 Warszawa' });
  await page.getByRole('button', { name: 'Załóż konto' }).click();
  await at(page, '/verify/', 'Weryfikacja adresu e-mail');

  // Another browser (nothing of the first one's storage): confirm, sign in, see the details.
  const other = await browser.newContext();
  try {
    const phone = await other.newPage();
    await phone.goto('/verify/');
    await closeNotice(phone, notice);
    await fillAll(phone, { 'E-mail': email, 'Kod weryfikacyjny': CODE });
    await phone.getByRole('button', { name: 'Potwierdź' }).click();
    await at(phone, '/auth/sign-in/', 'Logowanie');
    await signIn(phone, email, PASSWORD);
    await at(phone, '/', 'Świeże sushi z dostawą do domu');
    await phone.goto('/profile/');
    await at(phone, '/profile/', 'Moje konto');
    const value = (field: string) => phone.locator(`dd[data-field="${field}"]`);
    await expect(value('name')).toHaveText(NAME);
    await expect(value('phoneNumber')).toHaveText('600 100 200');
    await expect(value('address')).toHaveText('ul. Długa 1, 00-001 Warszawa');
    await expect(value('nip')).toHaveText('-');
  } finally {
    await other.close();
  }
});
