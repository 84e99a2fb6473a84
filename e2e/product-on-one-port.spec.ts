/**
 * The product as a new user meets it after `npm start`: one port serves the site, the shop API
 * with the seeded restaurant, and the local identity provider under /identity/.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';

const LOCAL_CLIENT_ID = 'sushilocalclient0000000000';

async function cognito(request: APIRequestContext, action: string, body: object) {
  const res = await request.post('/identity/', {
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${action}`,
    },
    data: JSON.stringify(body),
  });
  expect(res.ok(), `${action}: ${await res.text()}`).toBe(true);
  return res.json();
}

test('the seeded shop API answers on the site\'s port', async ({ request }) => {
  const products = await (await request.get('/shop/product')).json();
  expect(products.length).toBeGreaterThanOrEqual(40);
  expect(products[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String), price: expect.any(Number) });
  // The demo restaurant's delivery terms (decisions.md D70), and both ways of receiving on offer (D95).
  expect(await (await request.get('/delivery/')).json()).toEqual({ zoneA: 10, zoneB: 20, minimumOrderA: 20, minimumOrderB: 40, freeDeliveryFromA: 150, freeDeliveryFromB: null, enabled: true });
  expect(await (await request.get('/shop/pickup')).json()).toEqual({ enabled: true, preparationMinutes: 20, discountPercent: 10, minimumOrder: 20 });
  const missing = await request.get('/tej-strony-nie-ma/');
  expect(missing.status()).toBe(404);
});

test('sign-up through /identity/ gives a verified token the API accepts', async ({ request }, testInfo) => {
  const email = `klient-${testInfo.project.name}-${Date.now()}@example.pl`;
  const password = 'Haslo1234';
  await cognito(request, 'SignUp', {
    ClientId: LOCAL_CLIENT_ID,
    Username: email,
    Password: password,
    UserAttributes: [{ Name: 'email', Value: email }],
  });
  await cognito(request, 'ConfirmSignUp', { ClientId: LOCAL_CLIENT_ID, Username: email, ConfirmationCode: '123456' });
  const auth = await cognito(request, 'InitiateAuth', {
    ClientId: LOCAL_CLIENT_ID,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  const idToken: string = auth.AuthenticationResult.IdToken;
  const claims = JSON.parse(Buffer.from(idToken.split('.')[1], 'base64url').toString());
  expect(claims.email_verified).toBe(true);

  const details = { email, name: 'Jan Test', phoneNumber: '600 100 200', address: 'ul. Długa 1, Warszawa', nip: '' };
  const created = await request.post('/shop/client', { data: details, headers: { authorization: `Bearer ${idToken}` } });
  expect(created.status()).toBe(201);
  expect(await created.json()).toEqual({ ...details, nip: '-' });
  const anonymous = await request.post('/shop/client/data', { data: { email } });
  expect(anonymous.status()).toBe(401);
});
