/**
 * Steps of the staff journeys: the demo staff account (created at server start), ID tokens
 * from the local identity for API set-up and clean-up, the staff sign-in on /admin/, and a
 * counter of Web Audio oscillator starts (the alert really plays, not just a flag).
 */
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import type { Notice } from './storefront';

export const STAFF = { email: 'obsluga@sushikami.pl', password: 'Obsluga2026' } as const;
const LOCAL_CLIENT_ID = 'sushilocalclient0000000000';

export async function cognito(request: APIRequestContext, action: string, body: object): Promise<Record<string, any>> {
  const res = await request.post('/identity/', {
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${action}` },
    data: JSON.stringify(body),
  });
  expect(res.ok(), `${action}: ${await res.text()}`).toBe(true);
  return res.json();
}

export async function idToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const auth = await cognito(request, 'InitiateAuth', {
    ClientId: LOCAL_CLIENT_ID,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  return auth.AuthenticationResult.IdToken as string;
}

/** A confirmed customer account (no group), made through the local identity's API. */
export async function createCustomer(request: APIRequestContext, email: string, password: string): Promise<void> {
  await cognito(request, 'SignUp', { ClientId: LOCAL_CLIENT_ID, Username: email, Password: password, UserAttributes: [{ Name: 'email', Value: email }] });
  await cognito(request, 'ConfirmSignUp', { ClientId: LOCAL_CLIENT_ID, Username: email, ConfirmationCode: '123456' });
}

export const staffHeaders = (token: string) => ({ authorization: `Bearer ${token}` });

export async function putNotice(request: APIRequestContext, token: string, notice: Notice): Promise<void> {
  const res = await request.put('/shop/staff/settings/notice', { headers: staffHeaders(token), data: notice });
  expect(res.ok(), await res.text()).toBe(true);
}

/**
 * Journeys share one server per run: earlier ones leave new orders behind, which would keep
 * the alert ringing. They are rejected first, so the alert this journey hears is its own.
 */
export async function rejectWaitingOrders(request: APIRequestContext, token: string): Promise<void> {
  const res = await request.get('/shop/staff/orders?status=new&limit=200', { headers: staffHeaders(token) });
  expect(res.ok()).toBe(true);
  for (const order of ((await res.json()) as { data: { id: string }[] }).data) {
    const done = await request.post(`/shop/staff/orders/${order.id}/status`, {
      headers: staffHeaders(token),
      data: { status: 'rejected', reason: 'Test: porządkowanie tablicy zamówień' },
    });
    expect([200, 409]).toContain(done.status());
  }
}

/** Counts OscillatorNode.start calls in every page of the context (window.__beeps). */
export async function countOscillatorStarts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { __beeps: number };
    w.__beeps = 0;
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function counted(this: OscillatorNode, ...args: Parameters<OscillatorNode['start']>) {
      w.__beeps += 1;
      return start.apply(this, args);
    };
  });
}

export const beeps = (page: Page) => page.evaluate(() => (window as unknown as { __beeps: number }).__beeps);

/** /admin/ -> staff sign-in form -> the panel (or whatever the account may see). */
export async function signInOnAdmin(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/admin/');
  await expect(page.getByRole('heading', { level: 1, name: 'Logowanie obsługi' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Hasło').fill(password);
  await page.getByRole('button', { name: 'Zaloguj' }).click();
}

/** Signed in as the demo staff account, the board loaded, the sound allowed (a user gesture). */
export async function openBoard(page: Page): Promise<void> {
  await signInOnAdmin(page, STAFF.email, STAFF.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Panel obsługi' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Nowe \(\d+\)$/ })).toBeVisible();
  const enable = page.getByRole('button', { name: 'Włącz dźwięk powiadomień' });
  if (await enable.isVisible()) await enable.click();
  await expect(enable).toBeHidden();
}
