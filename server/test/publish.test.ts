/**
 * Publishing the site through the staff API on the local target (docs/publishing.md), with a fake
 * build (test/fixtures/fake-build.mjs) that renders the live products it reads from the
 * API: releases and their states, what changed, rollback, pruning, failures that leave the live
 * release untouched, the lock. publish-gatsby.test.ts does the same with real Gatsby builds.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { releases } from '../src/db/schema';
import type { LocalCognito } from '../src/identity/local-cognito';
import { readLivePointer, releaseDir } from '../src/site/live-release';
import { TEST_DB_KIND } from './helpers/app';
import { createStaffUser, createUser, startTestIdentity, type Tokens } from './helpers/identity';
import { createPublishingApp, publishAndWait, releaseList, type PublishingApp } from './helpers/publish';
import { staffCall, VALID_BODIES } from './helpers/staff';
import { dueForAutoPublish } from '../src/publish/auto-publish';
import { subscribe } from './helpers/graphql-ws';

let idp: LocalCognito;
let staff: Tokens;
let t: PublishingApp;

before(async () => {
  idp = await startTestIdentity();
  staff = await createStaffUser(idp, 'publikacja@sushikami.pl');
  t = await createPublishingApp(idp);
});
after(async () => {
  await t?.close();
  await idp?.stop();
});

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) => staffCall(t.app, staff.idToken, method, url, body);
const page = async (url: string) => (await t.app.inject(url)).body;

async function aProduct() {
  const menu = (await call('GET', '/shop/staff/menu')).json().data as { id: number; type: string; name: string; price: number; isVisible: boolean }[];
  return menu.find((item) => item.type === 'product' && item.isVisible)!;
}

describe(`publishing on the local target (${TEST_DB_KIND})`, () => {
  let first: { id: string; fileCount: number };
  let second: { id: string };
  let product: { id: number; name: string; price: number };

  test('before the first release: nothing live, the site answers 503 in Polish, nothing pending', async () => {
    const list = await releaseList(t.app, staff.idToken);
    assert.deepEqual([list.live, list.pending, list.data], [null, [], []]);
    const res = await t.app.inject('/menu/');
    assert.equal(res.statusCode, 503);
    assert.match(res.body, /Strona jest właśnie publikowana/);
  });

  test('a first publish builds from the live data, keeps every file with its hash and goes live', async () => {
    product = await aProduct();
    const release = await publishAndWait(t.app, staff.idToken);
    first = release;
    assert.equal(release.status, 'live', release.logTail);
    assert.equal(release.startedBy, 'publikacja@sushikami.pl');
    assert.match(release.codeVersion, /^([0-9a-f]{12}(-dirty)?|v\d)/);
    assert.equal(release.fileCount, 8);
    assert.equal(release.uploadedFiles, 8, 'a first release sends every file');
    assert.deepEqual(release.progress.step, 'done');
    assert.match(release.logTail, /success Building static HTML/);
    assert.equal(readLivePointer(t.dataDir), release.id);
    assert.match(await page('/menu/'), new RegExp(`${product.name} ${product.price.toFixed(2)} zł`));
    const row = await t.app.repos.releases.get(release.id);
    const html = row!.files.find((f) => f.path === 'menu/index.html')!;
    assert.match(html.hash, /^[0-9a-f]{64}$/);
  });

  test('a price change is pending, in words, until it is published; then only changed files are sent', async () => {
    const newPrice = product.price + 2;
    assert.equal((await call('PATCH', `/shop/staff/menu/${product.id}`, { price: newPrice })).statusCode, 200);
    const pending = (await releaseList(t.app, staff.idToken)).pending;
    assert.equal(pending.length, 1);
    const zl = (v: number) => new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN' }).format(v);
    assert.equal(pending[0].text, `cena ${product.name} ${zl(product.price)} → ${zl(newPrice)}`);
    assert.equal(pending[0].by, 'publikacja@sushikami.pl');
    // The pre-rendered page still shows the old price: the API changed, the site did not.
    assert.match(await page('/menu/'), new RegExp(`${product.name} ${product.price.toFixed(2)} zł`));

    const release = await publishAndWait(t.app, staff.idToken);
    second = release;
    assert.equal(release.status, 'live', release.logTail);
    assert.equal(release.uploadedFiles, 2, 'the menu page and its page data, nothing else');
    assert.deepEqual(release.changes.map((c: { text: string }) => c.text), [pending[0].text]);
    assert.match(await page('/menu/'), new RegExp(`${product.name} ${newPrice.toFixed(2)} zł`));
    const list = await releaseList(t.app, staff.idToken);
    assert.deepEqual(list.pending, []);
    assert.equal(list.live.id, release.id);
    assert.deepEqual(list.data.map((r: { id: string; status: string }) => [r.id, r.status]), [[release.id, 'live'], [first.id, 'superseded']]);
    // Unchanged files are the same bytes on disk as the release before (hard links).
    const inode = (id: string) => fs.statSync(path.join(releaseDir(t.dataDir, id), 'app-0123456789abcdef0123.js')).ino;
    assert.equal(inode(release.id), inode(first.id));
  });

  test("'Przywróć' puts the previous release back at once, audited; the change is pending again", async () => {
    const res = await call('POST', `/shop/staff/releases/${first.id}/rollback`);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().status, 'live');
    assert.match(await page('/menu/'), new RegExp(`${product.name} ${product.price.toFixed(2)} zł`));
    const list = await releaseList(t.app, staff.idToken);
    assert.equal(list.data.find((r: { id: string }) => r.id === second.id).status, 'rolled-back');
    assert.equal(list.pending.length, 1, 'the rolled-back price change is not on the site any more');
    const audit = (await call('GET', '/shop/staff/audit?limit=3')).json().data;
    assert.deepEqual([audit[0].action, audit[0].target, audit[0].after], ['release-rollback', first.id, { live: first.id }]);
    assert.ok(audit.some((e: { action: string }) => e.action === 'release-publish'));
  });

  test('a hashed asset of an older kept release is still served (a tab open on it keeps working)', async () => {
    fs.writeFileSync(path.join(releaseDir(t.dataDir, second.id), 'component-aaaaaaaaaaaaaaaaaaaa.js'), 'old chunk');
    const res = await t.app.inject('/component-aaaaaaaaaaaaaaaaaaaa.js');
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
    // HTML never comes from another release than the live one.
    fs.writeFileSync(path.join(releaseDir(t.dataDir, second.id), 'only-old.html'), 'old page');
    assert.equal((await t.app.inject('/only-old.html')).statusCode, 404);
    // Nothing outside the release folders is reachable.
    for (const url of ['/..%2f..%2flive.json', '/%2e%2e/%2e%2e/live.json', '/../../live.json']) {
      const res = await t.app.inject(url);
      assert.ok([403, 404].includes(res.statusCode), `${url}: ${res.statusCode}`);
      assert.doesNotMatch(res.body, /"id":"\d{8}-/, url);
    }
  });

  test('the last 5 releases keep their files; older ones are pruned and cannot be restored', async () => {
    const ids = [];
    for (let i = 0; i < 5; i += 1) ids.push((await publishAndWait(t.app, staff.idToken)).id);
    const list = await releaseList(t.app, staff.idToken);
    const kept = list.data.filter((r: { restorable: boolean }) => r.restorable).map((r: { id: string }) => r.id);
    assert.deepEqual(kept, [...ids].reverse(), 'the five newest, the live one first');
    const onDisk = fs.readdirSync(path.join(t.dataDir, 'site', 'releases')).sort();
    assert.deepEqual(onDisk, [...ids].sort());
    const res = await call('POST', `/shop/staff/releases/${first.id}/rollback`);
    assert.equal(res.statusCode, 409);
    assert.equal(res.json().code, 'RELEASE_NOT_RESTORABLE');
  });

  test('bad input: unknown release 404, a malformed id names the field, customers are refused', async () => {
    const unknown = await call('GET', '/shop/staff/releases/20200101-0000-abcd');
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().code, 'RELEASE_NOT_FOUND');
    assert.equal((await call('POST', '/shop/staff/releases/20200101-0000-abcd/rollback')).statusCode, 404);
    const malformed = await call('GET', '/shop/staff/releases/..%2F..%2Fetc');
    assert.equal(malformed.statusCode, 400);
    assert.match(malformed.json().message, /params\/id/);
    const customer = await createUser(idp, 'klient-publikacja@example.pl');
    assert.equal((await staffCall(t.app, customer.idToken, 'POST', '/shop/staff/releases')).statusCode, 403);
    assert.equal((await staffCall(t.app, undefined, 'POST', '/shop/staff/releases')).statusCode, 401);
  });
});

describe(`failures leave the live release untouched (${TEST_DB_KIND})`, () => {
  test('a failing build: the release is failed with a Polish message and its log; the live one stays', async () => {
    const failing = await createPublishingApp(idp, { buildArgs: [`--fail-when=${path.join(t.dataDir, 'fail-now')}`] });
    try {
      const good = await publishAndWait(failing.app, staff.idToken);
      assert.equal(good.status, 'live');
      const menuBefore = (await failing.app.inject('/menu/')).body;
      fs.writeFileSync(path.join(t.dataDir, 'fail-now'), '');
      const release = await publishAndWait(failing.app, staff.idToken);
      assert.equal(release.status, 'failed');
      assert.match(release.error, /^Budowanie strony nie powiodło się\. Strona na żywo się nie zmieniła\./);
      assert.match(release.logTail, /fake build failed on purpose/);
      assert.match(release.logTail, /build exited with code 1/);
      assert.equal(readLivePointer(failing.dataDir), good.id);
      assert.equal((await failing.app.inject('/menu/')).body, menuBefore);
      assert.equal(fs.existsSync(releaseDir(failing.dataDir, release.id)), false, 'no files kept of a failed release');
      assert.equal((await releaseList(failing.app, staff.idToken)).live.id, good.id);
    } finally {
      fs.rmSync(path.join(t.dataDir, 'fail-now'), { force: true });
      await failing.close();
    }
  });

  test('a build over its time limit is killed and failed; a second publish meanwhile is refused with its id', async () => {
    const slow = await createPublishingApp(idp, { buildArgs: ['--sleep=20000'], env: { PUBLISH_BUILD_TIMEOUT_SECONDS: '2' } });
    try {
      const started = await staffCall(slow.app, staff.idToken, 'POST', '/shop/staff/releases');
      assert.equal(started.statusCode, 202);
      const busy = await staffCall(slow.app, staff.idToken, 'POST', '/shop/staff/releases');
      assert.equal(busy.statusCode, 409);
      assert.deepEqual([busy.json().code, busy.json().runningId], ['PUBLISH_RUNNING', started.json().id]);
      const at = Date.now();
      await slow.app.publisher.idle();
      assert.ok(Date.now() - at < 10_000, 'stopped at the limit, not after the 20 s build');
      const release = (await staffCall(slow.app, staff.idToken, 'GET', `/shop/staff/releases/${started.json().id}`)).json();
      assert.equal(release.status, 'failed');
      assert.match(release.error, /trwało za długo/);
      assert.equal(readLivePointer(slow.dataDir), null);
    } finally {
      await slow.close();
    }
  });

  test('a release left running by a stopped instance is failed once its heartbeat is silent', async () => {
    const db = t.database.db;
    await db.insert(releases).values({
      id: '20200101-0000-dead',
      status: 'building',
      target: 'local',
      codeVersion: 'x',
      startedBy: 'ktos@sushikami.pl',
      progress: { step: 'build', percent: 10, pages: { done: 0, total: 0 }, files: { done: 0, total: 0 }, bytes: { done: 0, total: 0 } },
      heartbeatAt: new Date(Date.now() - 5 * 60_000),
    });
    const release = (await call('GET', '/shop/staff/releases/20200101-0000-dead')).json();
    assert.equal(release.status, 'failed');
    assert.match(release.error, /przerwana/);
    // The lock is free again.
    const next = await call('POST', '/shop/staff/releases');
    assert.equal(next.statusCode, 202);
    await t.app.publisher.idle();
  });
});

describe('one publish at a time across API instances (PostgreSQL)', { skip: TEST_DB_KIND !== 'postgres' && 'needs PostgreSQL (two instances on one database)' }, () => {
  test('two instances asked at once run one build; the other answers 409 with its id', async () => {
    const count = path.join(t.dataDir, 'builds.txt');
    const args = ['--sleep=1500', `--count=${count}`];
    const one = await createPublishingApp(idp, { buildArgs: args });
    const two = await createPublishingApp(idp, { buildArgs: args, shareDatabaseOf: one });
    try {
      const answers = await Promise.all([one, two].map((i) => staffCall(i.app, staff.idToken, 'POST', '/shop/staff/releases')));
      assert.deepEqual(answers.map((a) => a.statusCode).sort(), [202, 409]);
      const accepted = answers.find((a) => a.statusCode === 202)!.json();
      assert.equal(answers.find((a) => a.statusCode === 409)!.json().runningId, accepted.id);
      await Promise.all([one.app.publisher.idle(), two.app.publisher.idle()]);
      assert.equal(fs.readFileSync(count, 'utf8').trim().split('\n').length, 1, 'one build ran');
      const list = await releaseList(two.app, staff.idToken);
      assert.deepEqual(list.data.map((r: { id: string; status: string }) => [r.id, r.status]), [[accepted.id, 'live']]);
    } finally {
      await two.close();
      await one.close();
    }
  });
});

describe('automatic publishing (PUBLISH_AUTO_MINUTES)', () => {
  test('due only when the newest pending change is old enough', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    assert.equal(dueForAutoPublish([], 10, now), false, 'nothing to publish');
    assert.equal(dueForAutoPublish(['2026-11-25T11:45:00Z', '2026-11-25T11:55:00Z'], 10, now), false, 'a change 5 minutes ago resets the wait');
    assert.equal(dueForAutoPublish(['2026-11-25T11:45:00Z', '2026-11-25T11:50:00Z'], 10, now), true);
  });
});

describe(`publish progress on the staff feed (${TEST_DB_KIND})`, () => {
  test('staff hear a publish from queued to live; a customer is refused the feed', async () => {
    const wsUrl = `ws://127.0.0.1:${(t.app.server.address() as { port: number }).port}/graphql`;
    const query = 'subscription { staffReleaseEvents { id status error progress { step percent files { done total } } } }';
    const customer = await createUser(idp, 'klient-feed@example.pl');
    const refused = await subscribe(wsUrl, { query, connectionPayload: { 'x-api-key': 'local-public-key', authorization: `Bearer ${customer.idToken}` } });
    try {
      const answer = await refused.next();
      assert.equal(answer.type, 'error');
      assert.match(JSON.stringify(answer.payload), /FORBIDDEN/);
    } finally {
      await refused.close();
    }

    const feed = await subscribe(wsUrl, { query, connectionPayload: { 'x-api-key': 'local-public-key', authorization: `Bearer ${staff.idToken}` } });
    try {
      // The feed sends nothing on subscribing: give the subscription a moment to be in place.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const release = await publishAndWait(t.app, staff.idToken);
      const statuses: string[] = [];
      for (;;) {
        const message = await feed.next(5000);
        const event = (message.payload as { data: { staffReleaseEvents: { id: string; status: string; progress: { step: string; percent: number } } } }).data.staffReleaseEvents;
        assert.equal(event.id, release.id);
        if (statuses.at(-1) !== event.status) statuses.push(event.status);
        if (event.status === 'live') {
          assert.deepEqual([event.progress.step, event.progress.percent], ['done', 100]);
          break;
        }
      }
      assert.deepEqual(statuses, ['building', 'uploading', 'live']);
    } finally {
      await feed.close();
    }
  });
});

describe(`publishing with the restaurant's facts required (production's default) (${TEST_DB_KIND})`, () => {
  test("refuses while a fact is the seed's placeholder, naming them in Polish; publishes once staff fill them in", async () => {
    const strict = await createPublishingApp(idp, { env: { PUBLISH_REQUIRE_RESTAURANT_FACTS: 'true' } });
    try {
      const refused = await staffCall(strict.app, staff.idToken, 'POST', '/shop/staff/releases');
      assert.equal(refused.statusCode, 409, refused.body);
      assert.equal(refused.json().code, 'RESTAURANT_FACTS_MISSING');
      assert.equal(
        refused.json().message,
        'Uzupełnij dane restauracji w panelu (Sklep → Dane restauracji) przed publikacją: Nazwa firmy, Ulica i numer, Kod pocztowy, Miejscowość, Telefon, E-mail, NIP.',
      );
      assert.equal((await releaseList(strict.app, staff.idToken)).data.length, 0, 'no release was started');

      assert.equal((await staffCall(strict.app, staff.idToken, 'PUT', '/shop/staff/settings/restaurant', VALID_BODIES.restaurant)).statusCode, 200);
      assert.equal((await publishAndWait(strict.app, staff.idToken)).status, 'live');
    } finally {
      await strict.close();
    }
  });
});
