/**
 * Rollback from any instance (D82): with an S3 target the bucket keeps every kept release
 * (its files by content hash and its manifest), so an API instance whose DATA_DIR never saw a
 * release can still put it back, byte for byte, without a build; a rollback holds the same
 * publish lock as a publish, on every instance of the database.
 *
 * On PostgreSQL (TEST_DATABASE_URL, CI's second pass) these are two instances on one database,
 * each with its own DATA_DIR, and one s3rver bucket. PGlite admits one process per database,
 * so there the second instance is the first one after its DATA_DIR lost the release folders:
 * the same question (is the bucket enough?), asked of one instance.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { LocalCognito } from '../src/identity/local-cognito';
import type { PublishTarget } from '../src/publish/publish-target';
import { createS3Target } from '../src/publish/s3-target';
import { releaseDir, releasesDir } from '../src/site/live-release';
import { TEST_DB_KIND } from './helpers/app';
import { createStaffUser, startTestIdentity, type Tokens } from './helpers/identity';
import { createPublishingApp, publishAndWait, releaseList, type PublishingApp } from './helpers/publish';
import { staffCall } from './helpers/staff';

const BUCKET = 'sushi-site';
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const twoInstances = TEST_DB_KIND === 'postgres';
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'rollback-instances-'));

let s3: S3rver;
let client: S3Client;
let idp: LocalCognito;
let staff: Tokens;
let a: PublishingApp;
let b: PublishingApp;

/**
 * A real S3 target whose deploy can be held at its start (a publish or rollback caught while it
 * holds the lock), or sent once to a store that is not there (a real ECONNREFUSED).
 */
function holdable(real: PublishTarget, unreachable: PublishTarget) {
  let gate: Promise<void> = Promise.resolve();
  let entered = () => {};
  let broken = false;
  const target: PublishTarget = {
    ...real,
    async deploy(request) {
      entered();
      await gate;
      if (broken) {
        broken = false;
        return unreachable.deploy(request);
      }
      return real.deploy(request);
    },
    close() {
      real.close?.();
      unreachable.close?.();
    },
  };
  return {
    target,
    breakNext: () => (broken = true),
    hold() {
      let open = () => {};
      gate = new Promise<void>((resolve) => (open = resolve));
      const inside = new Promise<void>((resolve) => (entered = resolve));
      return { inside, open: () => ((gate = Promise.resolve()), (entered = () => {}), open()) };
    },
  };
}

let targetA: ReturnType<typeof holdable>;
let targetB: ReturnType<typeof holdable>;

before(async () => {
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(work, 's3'), configureBuckets: [{ name: BUCKET }] });
  const { port } = await s3.run();
  const endpoint = `http://127.0.0.1:${port}`;
  client = new S3Client({ region: 'eu-central-1', endpoint, forcePathStyle: true, credentials });
  const s3Target = (at = endpoint) => createS3Target({ bucket: BUCKET, prefix: 'www', region: 'eu-central-1', endpoint: at, credentials, redirects: [] });
  idp = await startTestIdentity();
  staff = await createStaffUser(idp, 'wydania@sushikami.pl');
  targetA = holdable(s3Target(), s3Target('http://127.0.0.1:9'));
  a = await createPublishingApp(idp, { target: { target: targetA.target } });
  targetB = twoInstances ? holdable(s3Target(), s3Target('http://127.0.0.1:9')) : targetA;
  b = twoInstances ? await createPublishingApp(idp, { shareDatabaseOf: a, target: { target: targetB.target } }) : a;
});
after(async () => {
  if (b !== a) await b?.close();
  await a?.close();
  await idp?.stop();
  client?.destroy();
  await s3?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

const call = (t: PublishingApp, method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) => staffCall(t.app, staff.idToken, method, url, body);
const object = async (file: string) => Buffer.from(await (await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: `www/${file}` }))).Body!.transformToByteArray());
const exists = (file: string) =>
  client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: `www/${file}` })).then(
    () => true,
    () => false,
  );

async function changePrice(price: number) {
  const menu = (await call(a, 'GET', '/shop/staff/menu')).json().data as { id: number; type: string; isVisible: boolean }[];
  const product = menu.find((item) => item.type === 'product' && item.isVisible)!;
  assert.equal((await call(a, 'PATCH', `/shop/staff/menu/${product.id}`, { price })).statusCode, 200);
}

async function waitForStatus(id: string, status: string) {
  for (let i = 0; i < 100; i += 1) {
    if ((await a.app.repos.releases.get(id))?.status === status) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`release ${id} never reached ${status}`);
}

describe(`rollback from any instance (${twoInstances ? 'two instances, one PostgreSQL' : 'PGlite: one instance whose DATA_DIR lost the releases'}, one bucket)`, () => {
  let first: { id: string; status: string };
  let second: { id: string; status: string };
  /** Release 1's files as instance A built them. */
  const firstBytes = new Map<string, Buffer>();

  test('instance A publishes release 1 and 2; B lists release 1 as restorable though its DATA_DIR has none', async () => {
    await changePrice(31);
    first = await publishAndWait(a.app, staff.idToken);
    assert.equal(first.status, 'live');
    for (const file of (await a.app.repos.releases.get(first.id))!.files) firstBytes.set(file.path, fs.readFileSync(path.join(releaseDir(a.dataDir, first.id), file.path)));
    await changePrice(33);
    second = await publishAndWait(a.app, staff.idToken);
    assert.equal(second.status, 'live');
    assert.match((await object('menu/index.html')).toString(), /33\.00 zł/);
    if (!twoInstances) fs.rmSync(releasesDir(a.dataDir), { recursive: true, force: true });
    assert.equal(fs.existsSync(releaseDir(b.dataDir, first.id)), false, 'B has no copy of release 1');
    const list = await releaseList(b.app, staff.idToken);
    assert.equal(list.data.find((r: { id: string }) => r.id === first.id).restorable, true);
  });

  test("B rolls back to release 1: the bucket's live files are release 1's, byte for byte, without a build", async () => {
    const res = await call(b, 'POST', `/shop/staff/releases/${first.id}/rollback`);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().status, 'live');
    for (const [file, bytes] of firstBytes) assert.ok((await object(file)).equals(bytes), `${file} is release 1's`);
    assert.match((await object('menu/index.html')).toString(), /31\.00 zł/);
    const list = await releaseList(a.app, staff.idToken);
    assert.equal(list.live.id, first.id, 'A sees it live too');
    assert.equal(list.data.find((r: { id: string }) => r.id === second.id).status, 'rolled-back');
    assert.equal(fs.existsSync(releaseDir(b.dataDir, first.id)), false, 'nothing was built or copied to B');
  });

  test('a publish while a rollback runs (and a second rollback) is refused with the running release named', async () => {
    const held = targetB.hold();
    const rollback = call(b, 'POST', `/shop/staff/releases/${second.id}/rollback`);
    await held.inside;
    await waitForStatus(second.id, 'uploading');
    const publish = await call(a, 'POST', '/shop/staff/releases');
    assert.equal(publish.statusCode, 409, publish.body);
    assert.deepEqual([publish.json().code, publish.json().runningId], ['PUBLISH_RUNNING', second.id]);
    const other = await call(a, 'POST', `/shop/staff/releases/${first.id}/rollback`);
    assert.deepEqual([other.statusCode, other.json().code], [409, 'PUBLISH_RUNNING']);
    held.open();
    const done = await rollback;
    assert.equal(done.statusCode, 200, done.body);
    assert.match((await object('menu/index.html')).toString(), /33\.00 zł/);
  });

  test('a rollback while a publish runs is refused; the publish goes live', async () => {
    await changePrice(35);
    const held = targetA.hold();
    const started = await call(a, 'POST', '/shop/staff/releases');
    assert.equal(started.statusCode, 202, started.body);
    await held.inside;
    const refused = await call(b, 'POST', `/shop/staff/releases/${first.id}/rollback`);
    assert.equal(refused.statusCode, 409, refused.body);
    assert.deepEqual([refused.json().code, refused.json().runningId], ['PUBLISH_RUNNING', started.json().id]);
    held.open();
    await a.app.publisher.idle();
    assert.equal((await a.app.repos.releases.get(started.json().id))?.status, 'live');
    assert.match((await object('menu/index.html')).toString(), /35\.00 zł/);
  });

  test('a rollback whose instance went silent leaves the release kept, not failed, and the lock free', async () => {
    const before = (await a.app.repos.releases.get(first.id))!;
    assert.equal(before.status, 'rolled-back');
    // What an instance killed in the middle of a rollback leaves behind: the lock taken, no heartbeat.
    assert.equal((await a.app.repos.releases.claimRestore(first.id, before.status)).claimed, true);
    assert.deepEqual([(await call(b, 'POST', '/shop/staff/releases')).statusCode], [409]);
    // Two rollbacks racing past the first look: the database's unique index admits one.
    const other = (await b.app.repos.releases.get(second.id))!;
    assert.deepEqual(await b.app.repos.releases.claimRestore(second.id, other.status), { claimed: false, runningId: first.id });
    assert.deepEqual(await b.app.publisher.sweep(0), [first.id]);
    const row = await a.app.repos.releases.get(first.id);
    assert.deepEqual([row?.status, row?.error, row?.prunedAt, row?.liveAt], ['superseded', null, null, before.liveAt]);
    assert.equal((await releaseList(b.app, staff.idToken)).data.find((r: { id: string }) => r.id === first.id).restorable, true);
  });

  test('a rollback the store cannot take answers 502 in Polish; the live release stays, the lock is free', async () => {
    const live = (await releaseList(b.app, staff.idToken)).live;
    const target = (await b.app.repos.releases.get(second.id))!;
    targetB.breakNext();
    const res = await call(b, 'POST', `/shop/staff/releases/${second.id}/rollback`);
    assert.equal(res.statusCode, 502, res.body);
    assert.equal(res.json().code, 'ROLLBACK_FAILED');
    assert.match(res.json().message, /Przywrócenie wydania nie powiodło się\. Nie udało się połączyć z serwerem plików strony/);
    const after = (await b.app.repos.releases.get(second.id))!;
    assert.deepEqual([after.status, after.progress], [target.status, target.progress]);
    assert.match(after.log, /Rollback FAILED: .*ECONNREFUSED/);
    assert.equal((await releaseList(a.app, staff.idToken)).live.id, live.id);
    assert.equal((await a.app.repos.releases.running()), undefined);
  });

  test('releases past the kept 5 lose their files in the bucket too; B cannot restore them any more', async () => {
    const firstMenu = (await a.app.repos.releases.get(first.id))!.files.find((f) => f.path === 'menu/index.html')!;
    assert.equal(await exists(`_releases/files/${firstMenu.hash}`), true);
    for (const price of [37, 39, 41]) {
      await changePrice(price);
      assert.equal((await publishAndWait(a.app, staff.idToken)).status, 'live');
    }
    const row = await a.app.repos.releases.get(first.id);
    assert.ok(row?.prunedAt, 'release 1 is the 6th most recently live');
    assert.equal(await exists(`_releases/${first.id}.json`), false, 'its manifest is gone');
    assert.equal(await exists(`_releases/files/${firstMenu.hash}`), false, 'its own files are gone');
    assert.equal(await exists('_releases/files/' + row!.files.find((f) => f.path === 'app-0123456789abcdef0123.js')!.hash), true, 'files kept releases share stay');
    const res = await call(b, 'POST', `/shop/staff/releases/${first.id}/rollback`);
    assert.deepEqual([res.statusCode, res.json().code], [409, 'RELEASE_NOT_RESTORABLE']);
  });
});
