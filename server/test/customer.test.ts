import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { LocalCognito } from '../src/identity/local-cognito';
import { bearer, createTestApp, TEST_DB_KIND, type TestApp } from './helpers/app';
import { createUser, forgeToken, startTestIdentity, type Tokens } from './helpers/identity';
import { SIGN_UP_DETAILS_CLAIM } from '../../domain/rules/local-identity';

let idp: LocalCognito;
let t: TestApp;
let anna: Tokens;
let jan: Tokens;

const details = (email: string) => ({
  email,
  name: 'Anna Kowalska',
  phoneNumber: '+48 600 100 200',
  address: 'ul. Długa 5/3, 00-001 Warszawa',
});

before(async () => {
  idp = await startTestIdentity();
  t = await createTestApp({ idp });
  anna = await createUser(idp, 'anna@example.pl');
  jan = await createUser(idp, 'jan@example.pl');
});
after(async () => {
  await t?.close();
  await idp?.stop();
});

const call = (method: 'POST' | 'PUT', url: string, payload: object, token?: string) =>
  t.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });

describe(`customer routes (${TEST_DB_KIND})`, () => {
  test('no token is 401, on every customer route', async () => {
    for (const [method, url] of [
      ['POST', '/shop/client'],
      ['POST', '/shop/client/data'],
      ['PUT', '/shop/client/data'],
      ['POST', '/shop/client/history'],
    ] as const) {
      const res = await call(method, url, { email: 'anna@example.pl' });
      assert.equal(res.statusCode, 401, `${method} ${url}`);
      assert.match(res.json().message, /ID token/);
    }
  });

  test('a forged, a garbage and a malformed header are 401', async () => {
    const forged = forgeToken({ email: 'anna@example.pl' });
    for (const authorization of [`Bearer ${forged}`, 'Bearer not.a.token', 'Basic YW5uYTp4']) {
      const res = await t.app.inject({ method: 'POST', url: '/shop/client/data', payload: { email: 'anna@example.pl' }, headers: { authorization } });
      assert.equal(res.statusCode, 401, authorization.slice(0, 12));
    }
  });

  test('an access token is not accepted where an ID token is needed', async () => {
    const res = await call('POST', '/shop/client/data', { email: 'anna@example.pl' }, anna.accessToken);
    assert.equal(res.statusCode, 401);
  });

  test('sign-up details: stored with nip "-" when empty, then read back', async () => {
    const created = await call('POST', '/shop/client', { ...details('anna@example.pl'), nip: '' }, anna.idToken);
    assert.equal(created.statusCode, 201);
    assert.deepEqual(created.json(), { ...details('anna@example.pl'), nip: '-' });
    const read = await call('POST', '/shop/client/data', { email: 'anna@example.pl' }, anna.idToken);
    assert.deepEqual(read.json(), { ...details('anna@example.pl'), nip: '-' });
  });

  test("the first read on any device stores the details given at sign-up (the account's attributes)", async () => {
    // As the site signs up (src/services/identity.ts): the form's details in one custom attribute.
    const signUpDetails = { name: 'Ola Nowak', phoneNumber: '600 100 200', address: 'ul. Długa 1, 00-001 Warszawa', nip: '526-000-12-46' };
    const ola = await createUser(idp, 'ola.rejestracja@example.pl', undefined, { [`custom:${SIGN_UP_DETAILS_CLAIM}`]: JSON.stringify(signUpDetails) });
    const first = await call('POST', '/shop/client/data', { email: 'ola.rejestracja@example.pl' }, ola.idToken);
    assert.equal(first.statusCode, 200, first.body);
    const expected = { email: 'ola.rejestracja@example.pl', name: 'Ola Nowak', phoneNumber: '600 100 200', address: 'ul. Długa 1, 00-001 Warszawa', nip: '5260001246' };
    assert.deepEqual(first.json(), expected);
    // Stored: an edit afterwards is what the next read gives, not the sign-up's again.
    await call('PUT', '/shop/client/data', { ...expected, name: 'Ola Kowalska' }, ola.idToken);
    assert.equal((await call('POST', '/shop/client/data', { email: 'ola.rejestracja@example.pl' }, ola.idToken)).json().name, 'Ola Kowalska');
  });

  test('an account without sign-up details still has no details (404)', async () => {
    const bare = await createUser(idp, 'bez.profilu@example.pl');
    const res = await call('POST', '/shop/client/data', { email: 'bez.profilu@example.pl' }, bare.idToken);
    assert.equal(res.statusCode, 404);
  });

  test('the e-mail is compared case-insensitively with the token', async () => {
    const read = await call('POST', '/shop/client/data', { email: 'Anna@Example.PL' }, anna.idToken);
    assert.equal(read.statusCode, 200);
    assert.equal(read.json().email, 'anna@example.pl');
  });

  test('PUT replaces the whole details; a valid NIP is kept as 10 digits', async () => {
    const res = await call('PUT', '/shop/client/data', { ...details('anna@example.pl'), name: 'Anna Nowak', nip: 'PL 526-000-12-46' }, anna.idToken);
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().name, 'Anna Nowak');
    assert.equal(res.json().nip, '5260001246');
    const read = await call('POST', '/shop/client/data', { email: 'anna@example.pl' }, anna.idToken);
    assert.equal(read.json().name, 'Anna Nowak');
  });

  test('one customer can neither read nor change another one\'s data or history (403)', async () => {
    for (const [method, url, payload] of [
      ['POST', '/shop/client', details('anna@example.pl')],
      ['POST', '/shop/client/data', { email: 'anna@example.pl' }],
      ['PUT', '/shop/client/data', details('anna@example.pl')],
      ['POST', '/shop/client/history', { from: 0, till: 100, id: 'anna@example.pl' }],
    ] as const) {
      const res = await call(method, url, payload, jan.idToken);
      assert.equal(res.statusCode, 403, `${method} ${url}`);
    }
    const read = await call('POST', '/shop/client/data', { email: 'anna@example.pl' }, anna.idToken);
    assert.equal(read.json().name, 'Anna Nowak', 'Anna\'s data is unchanged');
  });

  test('reading details that do not exist yet is 404', async () => {
    const res = await call('POST', '/shop/client/data', { email: 'jan@example.pl' }, jan.idToken);
    assert.equal(res.statusCode, 404);
  });

  test('bad input is 400 and the message names the field', async () => {
    const cases: [object, RegExp][] = [
      [{ ...details('anna@example.pl'), email: 'not-an-email' }, /email/],
      [{ ...details('anna@example.pl'), phoneNumber: 'abc' }, /phoneNumber/],
      [{ ...details('anna@example.pl'), name: '' }, /name/],
      [{ ...details('anna@example.pl'), nip: '1234567890' }, /nip/],
      [{ email: 'anna@example.pl', name: 'A' }, /phoneNumber|address/],
      [{ ...details('anna@example.pl'), isAdmin: true }, /additional|isAdmin/],
    ];
    for (const [payload, field] of cases) {
      const res = await call('PUT', '/shop/client/data', payload, anna.idToken);
      assert.equal(res.statusCode, 400, JSON.stringify(payload));
      assert.match(res.json().message, field);
    }
  });

  test('malformed JSON is a 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/shop/client/data',
      payload: '{"email": ',
      headers: { ...bearer(anna.idToken), 'content-type': 'application/json' },
    });
    assert.equal(res.statusCode, 400);
  });

  test('history: own orders only, newest first, with the range checked', async () => {
    const order = (token?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/shop/order',
        headers: token ? bearer(token) : {},
        payload: {
          items: [{ id: 2001, quantity: 1 }],
          customer: { name: 'A', phoneNumber: '600100200', email: 'x@example.pl' },
          address: { street: 'ul. Długa 5', postalCode: '00-950', city: 'Warszawa' },
          deliveryTime: { type: 'asap' },
          paymentMethod: 'cash',
          acceptedTerms: true,
        },
      });
    const first = (await order(anna.idToken)).json();
    const second = (await order(anna.idToken)).json();
    await order(jan.idToken);
    await order();

    const res = await call('POST', '/shop/client/history', { from: 0, till: 100, id: 'anna@example.pl' }, anna.idToken);
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json().data.map((o: { id: string }) => o.id), [second.id, first.id]);
    assert.equal(res.json().data[0].source, 'new-online');

    const page = await call('POST', '/shop/client/history', { from: 1, till: 2, id: 'anna@example.pl' }, anna.idToken);
    assert.deepEqual(page.json().data.map((o: { id: string }) => o.id), [first.id]);

    const bad = await call('POST', '/shop/client/history', { from: 5, till: 2, id: 'anna@example.pl' }, anna.idToken);
    assert.equal(bad.statusCode, 400);
    assert.match(bad.json().message, /till/);
    const tooMany = await call('POST', '/shop/client/history', { from: 0, till: 500, id: 'anna@example.pl' }, anna.idToken);
    assert.equal(tooMany.statusCode, 400);
  });
});
