import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { seedContent } from '../src/db/seed/content-data';
import type { LocalCognito } from '../src/identity/local-cognito';
import { createTestApp, TEST_DB_KIND, type TestApp } from './helpers/app';
import { createStaffUser, startTestIdentity, type Tokens } from './helpers/identity';
import { DEMO_DELIVERY, DEMO_PICKUP, orderBody, postOrder } from './helpers/orders';
import { staffCall, VALID_BODIES } from './helpers/staff';

let idp: LocalCognito;
let t: TestApp;
let staff: Tokens;

before(async () => {
  idp = await startTestIdentity();
  t = await createTestApp({ idp });
  staff = await createStaffUser(idp, 'kierownik@sushikami.pl');
});
after(async () => {
  await t?.close();
  await idp?.stop();
});

const put = (path: string, body: unknown) => staffCall(t.app, staff.idToken, 'PUT', `/shop/staff/settings/${path}`, body);
const lastAudit = async () => (await staffCall(t.app, staff.idToken, 'GET', '/shop/staff/audit?limit=1')).json().data[0];
/** A customer's read: must show the change at once and let caches only keep it if they revalidate. */
async function publicRead(url: string) {
  const res = await t.app.inject(url);
  assert.equal(res.statusCode, 200, url);
  assert.equal(res.headers['cache-control'], 'no-cache', `${url} must be revalidated by browsers and CDNs`);
  return res.json();
}

describe(`staff settings (${TEST_DB_KIND})`, () => {
  test('GET /staff/settings: everything the panel edits, money in zł, hours Monday first', async () => {
    const res = await staffCall(t.app, staff.idToken, 'GET', '/shop/staff/settings');
    assert.equal(res.statusCode, 200);
    const settings = res.json();
    assert.deepEqual(settings.notice, seedContent.notice);
    assert.deepEqual(settings.restaurant, seedContent.restaurant);
    assert.deepEqual(settings.welcomeText, seedContent.welcomeText);
    assert.deepEqual(settings.delivery, DEMO_DELIVERY);
    assert.deepEqual(settings.pickup, { ...DEMO_PICKUP, deliveryEnabled: true });
    assert.deepEqual(settings.deliveryZones, seedContent.deliveryZones);
    assert.deepEqual(settings.openingHours, seedContent.openingHours);
    assert.deepEqual(settings.carousel.map((s: { title: string }) => s.title), seedContent.carousel.map((s) => s.title));
    assert.ok(settings.carousel.every((s: { id: number }) => Number.isInteger(s.id)));
  });

  test("the restaurant's facts: placeholders until staff fill them in, then every page's answer at once, audited", async () => {
    const seeded = await publicRead('/shop/restaurant');
    assert.equal(seeded.nip, '[DO UZUPEŁNIENIA]');
    assert.match(seeded.hours, /\d{2}:\d{2}/); // the week's hours from the same settings as checkout
    const res = await put('restaurant', VALID_BODIES.restaurant);
    assert.equal(res.statusCode, 200, res.body);
    const saved = { ...VALID_BODIES.restaurant, email: 'kontakt@sushikami.pl', nip: '5260001246' };
    assert.deepEqual(res.json(), saved);
    assert.deepEqual(await publicRead('/shop/restaurant'), { ...saved, hours: seeded.hours });
    const audit = await lastAudit();
    assert.equal(audit.action, 'restaurant');
    assert.deepEqual(audit.after, saved);
  });

  test('notice: closing the shop reaches customers at once (INFORMACJA, no orders), audited', async () => {
    const closed = { text: 'Awaria pieca, dziś nie przyjmujemy zamówień.', isVisible: true, isSystemClose: true };
    const res = await put('notice', { ...closed, text: `  ${closed.text} ` });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), closed);
    assert.deepEqual(await publicRead('/shop/close'), closed);
    const order = await postOrder(t.app);
    assert.equal(order.statusCode, 409);
    assert.equal(order.json().code, 'SHOP_CLOSED');
    const audit = await lastAudit();
    assert.deepEqual(
      { action: audit.action, target: audit.target, by: audit.by, before: audit.before, after: audit.after },
      { action: 'notice', target: '', by: 'kierownik@sushikami.pl', before: seedContent.notice, after: closed },
    );
    await put('notice', { text: '', isVisible: false, isSystemClose: false });
    assert.equal((await postOrder(t.app)).statusCode, 201, 'open again');
    assert.deepEqual((await lastAudit()).before, closed);
  });

  test('welcome text, carousel, delivery prices: saved, shown to customers at once, audited', async () => {
    assert.deepEqual((await put('welcome-text', VALID_BODIES.welcomeText)).json(), VALID_BODIES.welcomeText);
    assert.deepEqual(await publicRead('/shop/welcomeText/'), VALID_BODIES.welcomeText);
    assert.deepEqual((await lastAudit()).after, VALID_BODIES.welcomeText);

    const slides = [
      { title: 'Druga', text: '', image: 'https://cdn.sushikami.pl/b.jpg', link: '' },
      { title: 'Pierwsza', text: 'Opis', image: '/images/a.jpg', link: 'https://sushikami.pl/sklep' },
    ];
    const saved = (await put('carousel', { slides })).json().slides;
    assert.deepEqual(saved.map(({ id: _id, ...rest }: { id: number }) => rest), slides);
    const shown = await publicRead('/carousel/');
    assert.deepEqual(shown, saved, 'customers get the slides in the saved order with the same ids');
    const carouselAudit = await lastAudit();
    assert.equal(carouselAudit.action, 'carousel');
    assert.deepEqual(carouselAudit.before.map((s: { title: string }) => s.title), seedContent.carousel.map((s) => s.title));
    assert.deepEqual(carouselAudit.after, saved);
    assert.deepEqual((await put('carousel', { slides: [] })).json(), { slides: [] });
    assert.deepEqual(await publicRead('/carousel/'), []);

    const terms = VALID_BODIES.delivery;
    assert.deepEqual((await put('delivery', terms)).json(), terms);
    assert.deepEqual(await publicRead('/delivery/'), { ...terms, enabled: true });
    const deliveryAudit = await lastAudit();
    assert.deepEqual([deliveryAudit.action, deliveryAudit.before, deliveryAudit.after], ['delivery', DEMO_DELIVERY, terms]);
    assert.equal((await postOrder(t.app)).json().deliveryPrice, 12.5, 'new orders pay the new price');
  });

  test('pickup and the delivery switch: customers read them at once, the checkout follows, audited (D95)', async () => {
    assert.deepEqual(await publicRead('/shop/pickup'), DEMO_PICKUP);
    assert.equal((await publicRead('/delivery/')).enabled, true);

    const pickupOnly = { ...VALID_BODIES.pickup, deliveryEnabled: false };
    const res = await put('pickup', pickupOnly);
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json(), pickupOnly);
    const { deliveryEnabled: _, ...shown } = pickupOnly;
    assert.deepEqual(await publicRead('/shop/pickup'), shown);
    assert.equal((await publicRead('/delivery/')).enabled, false);
    assert.deepEqual((await staffCall(t.app, staff.idToken, 'GET', '/shop/staff/settings')).json().pickup, pickupOnly);
    const audit = await lastAudit();
    assert.deepEqual([audit.action, audit.before, audit.after], ['pickup', { ...DEMO_PICKUP, deliveryEnabled: true }, pickupOnly]);

    // The checkout takes the new terms at once: no delivery, pickup from 30,50 zł with 15 % off.
    const delivery = await postOrder(t.app);
    assert.deepEqual([delivery.statusCode, delivery.json().code], [409, 'FULFILMENT_UNAVAILABLE']);
    const pickup = await postOrder(t.app, orderBody({ fulfilment: 'pickup', address: undefined }));
    assert.equal(pickup.statusCode, 201, pickup.body);
    assert.equal(pickup.json().discount, Math.round(pickup.json().itemsTotal * 15) / 100);

    assert.equal((await put('pickup', { ...DEMO_PICKUP, deliveryEnabled: true })).statusCode, 200);
    assert.equal((await postOrder(t.app)).statusCode, 201, 'delivery again');
  });

  test('delivery zones and opening hours: the checkout uses them at once, audited', async () => {
    const zones = { A: [' 03-1 '], B: ['00-001..00-999'] };
    assert.deepEqual((await put('delivery-zones', zones)).json(), { A: ['03-1'], B: ['00-001..00-999'] });
    assert.deepEqual(await publicRead('/shop/delivery-zone?postalCode=03-150'), { zone: 'A', price: 12.5, minimumOrder: 25, freeDeliveryFrom: null });
    assert.equal((await t.app.inject('/shop/delivery-zone?postalCode=01-050')).statusCode, 422);
    assert.deepEqual((await lastAudit()).before, seedContent.deliveryZones);

    const res = await put('opening-hours', VALID_BODIES.openingHours);
    assert.deepEqual(res.json(), VALID_BODIES.openingHours);
    const hours = await publicRead('/shop/opening-hours');
    assert.deepEqual(hours.days[4], { day: 5, name: 'piątek', open: '12:00', close: '24:00' });
    assert.deepEqual(hours.days[6], { day: 7, name: 'niedziela', open: null, close: null });
    const audit = await lastAudit();
    assert.deepEqual([audit.action, audit.before, audit.after], ['opening-hours', seedContent.openingHours, VALID_BODIES.openingHours.days]);
  });

  test('bad input: 400 naming the field, nothing saved', async () => {
    const before = (await staffCall(t.app, staff.idToken, 'GET', '/shop/staff/settings')).json();
    const auditBefore = await lastAudit();
    const week = VALID_BODIES.openingHours.days;
    // [route, body, field, what the message names: the field, or for hours the day (Polish, D74)]
    const cases: [string, unknown, string, string?][] = [
      ['notice', { text: 'x'.repeat(1001), isVisible: true, isSystemClose: false }, 'body/text'],
      ['notice', { text: '', isVisible: 'yes', isSystemClose: false }, 'body/isVisible'],
      ['notice', { text: '', isVisible: true }, 'body/isSystemClose'],
      ['notice', { text: '', isVisible: true, isSystemClose: false, html: '<b>' }, 'body/html'],
      ['restaurant', { ...VALID_BODIES.restaurant, nip: '1234567890' }, 'body/nip'],
      ['restaurant', { ...VALID_BODIES.restaurant, postalCode: '00001' }, 'body/postalCode'],
      ['restaurant', { ...VALID_BODIES.restaurant, phone: 'zadzwoń' }, 'body/phone'],
      ['restaurant', { ...VALID_BODIES.restaurant, email: 'nie-email' }, 'body/email'],
      ['restaurant', { ...VALID_BODIES.restaurant, companyName: '   ' }, 'body/companyName'],
      ['restaurant', { ...VALID_BODIES.restaurant, city: undefined }, 'body/city'],
      ['welcome-text', { title: '', text: 'a' }, 'body/title'],
      ['welcome-text', { title: '   ', text: 'a' }, 'body/title'],
      ['welcome-text', { title: 'a', text: 'x'.repeat(4001) }, 'body/text'],
      ['welcome-text', { title: 'x'.repeat(121), text: 'a' }, 'body/title'],
      ['carousel', { slides: [{ title: '', text: '', image: '/a.jpg', link: '' }] }, 'body/slides/0/title'],
      ['carousel', { slides: [{ title: 'a', text: '', image: '/a.jpg', link: '' }, { title: 'b', text: '', image: 'javascript:alert(1)', link: '' }] }, 'body/slides/1/image'],
      ['carousel', { slides: [{ title: 'a', text: '', image: '/a.jpg', link: '//evil.example' }] }, 'body/slides/0/link'],
      ['carousel', { slides: [{ title: 'a', text: '', image: 'http://insecure.example/a.jpg', link: '' }] }, 'body/slides/0/image'],
      ['carousel', { slides: [{ title: 'a', text: '', image: '/a.jpg', link: '/\\evil.example' }] }, 'body/slides/0/link'],
      ['carousel', { slides: [{ title: 'a', text: '', image: '/a.jpg' }] }, 'body/slides/0/link'],
      ['carousel', { slides: Array.from({ length: 11 }, () => ({ title: 'a', text: '', image: '/a.jpg', link: '' })) }, 'body/slides'],
      ['delivery', { ...DEMO_DELIVERY, zoneA: 10.005 }, 'body/zoneA'],
      ['delivery', { ...DEMO_DELIVERY, zoneB: -1 }, 'body/zoneB'],
      ['delivery', { ...DEMO_DELIVERY, zoneB: 500.01 }, 'body/zoneB'],
      ['delivery', { ...DEMO_DELIVERY, zoneA: '10' }, 'body/zoneA'],
      ['delivery', { ...DEMO_DELIVERY, minimumOrderA: 20.001 }, 'body/minimumOrderA'],
      ['delivery', { ...DEMO_DELIVERY, minimumOrderB: -5 }, 'body/minimumOrderB'],
      ['delivery', { ...DEMO_DELIVERY, freeDeliveryFromA: 10_000.01 }, 'body/freeDeliveryFromA'],
      ['delivery', { ...DEMO_DELIVERY, freeDeliveryFromB: 99.999 }, 'body/freeDeliveryFromB'],
      ['delivery', { zoneA: 10, zoneB: 20 }, 'body/minimumOrderA'],
      ['delivery-zones', { A: ['00-'], B: ['02-', 'Warszawa'] }, 'body/B/1'],
      ['delivery-zones', { A: ['00-999..00-001'], B: [] }, 'body/A/0'],
      ['delivery-zones', { A: Array.from({ length: 201 }, () => '00-'), B: [] }, 'body/A'],
      ['delivery-zones', { A: ['00-'] }, 'body/B'],
      ['opening-hours', { days: week.slice(0, 6) }, 'body/days'],
      ['opening-hours', { days: [{ open: '22:00', close: '12:00' }, ...week.slice(1)] }, 'body/days/0/close', 'poniedziałek'],
      ['opening-hours', { days: [...week.slice(0, 3), { open: '12:00', close: '12:00' }, ...week.slice(4)] }, 'body/days/3/close', 'czwartek'],
      ['opening-hours', { days: [{ open: '9:00', close: '12:00' }, ...week.slice(1)] }, 'body/days/0/open'],
      ['opening-hours', { days: [{ open: '09:00', close: '24:30' }, ...week.slice(1)] }, 'body/days/0/close'],
      ['pickup', { ...VALID_BODIES.pickup, enabled: false, deliveryEnabled: false }, 'body/enabled', 'co najmniej jeden sposób musi zostać włączony'],
      ['pickup', { ...VALID_BODIES.pickup, discountPercent: 31 }, 'body/discountPercent'],
      ['pickup', { ...VALID_BODIES.pickup, discountPercent: 10.5 }, 'body/discountPercent'],
      ['pickup', { ...VALID_BODIES.pickup, discountPercent: -1 }, 'body/discountPercent'],
      ['pickup', { ...VALID_BODIES.pickup, preparationMinutes: 4 }, 'body/preparationMinutes'],
      ['pickup', { ...VALID_BODIES.pickup, preparationMinutes: 181 }, 'body/preparationMinutes'],
      ['pickup', { ...VALID_BODIES.pickup, minimumOrder: 20.005 }, 'body/minimumOrder'],
      ['pickup', { ...VALID_BODIES.pickup, minimumOrder: -1 }, 'body/minimumOrder'],
      ['pickup', { ...VALID_BODIES.pickup, enabled: 'tak' }, 'body/enabled'],
      ['pickup', { ...VALID_BODIES.pickup, deliveryEnabled: undefined }, 'body/deliveryEnabled'],
    ];
    for (const [path, body, field, named = field.split('/').pop()!] of cases) {
      const res = await put(path, body);
      assert.equal(res.statusCode, 400, `${path} ${JSON.stringify(body).slice(0, 120)}: ${res.body}`);
      assert.equal(res.json().field, field, `${path} ${JSON.stringify(body).slice(0, 120)}: ${res.json().message}`);
      assert.ok(res.json().message.includes(named), `the message names ${named}: ${res.json().message}`);
    }
    assert.deepEqual((await staffCall(t.app, staff.idToken, 'GET', '/shop/staff/settings')).json(), before);
    assert.deepEqual(await lastAudit(), auditBefore);
  });

  test('garbage bodies are 4xx, never 500', async () => {
    const paths = ['notice', 'restaurant', 'welcome-text', 'carousel', 'delivery', 'delivery-zones', 'opening-hours', 'pickup'];
    const garbage: { payload: string; type: string }[] = [
      { payload: 'null', type: 'application/json' },
      { payload: '[]', type: 'application/json' },
      { payload: '"text"', type: 'application/json' },
      { payload: '42', type: 'application/json' },
      { payload: '{"slides": {"0": 1}, "days": "x", "A": null}', type: 'application/json' },
      { payload: '{not json', type: 'application/json' },
      { payload: '', type: 'application/json' },
      { payload: 'zoneA=10', type: 'application/x-www-form-urlencoded' },
      { payload: JSON.stringify({ text: 'x'.repeat(70_000) }), type: 'application/json' },
      { payload: `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`, type: 'application/json' },
    ];
    for (const path of paths) {
      for (const { payload, type } of garbage) {
        const res = await t.app.inject({
          method: 'PUT',
          url: `/shop/staff/settings/${path}`,
          headers: { authorization: `Bearer ${staff.idToken}`, 'content-type': type },
          payload,
        });
        assert.ok(res.statusCode >= 400 && res.statusCode < 500, `${path} ${payload.slice(0, 40)}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
    }
  });
});
