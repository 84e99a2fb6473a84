/**
 * The order e-mails as rendered (D72): what each says in its text part, that the HTML
 * fetches nothing and escapes what customers typed, and a snapshot of each text part in
 * test/fixtures/mail/<kind>.txt (node's runner has none built in: the file is written when
 * missing or with UPDATE_MAIL_SNAPSHOTS=1, otherwise compared).
 */
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { formatGrosze } from '../../domain/rules/money';
import { addressLine, type RestaurantFacts } from '../../domain/rules/restaurant-facts';
import { MAIL_KINDS, type MailInput, type MailKind, type MailSnapshot } from '../src/mail/mail-types';
import { renderMail } from '../src/mail/templates';
import type { StoredOrder } from '../src/repositories/order-rows';

const FACTS: RestaurantFacts = {
  companyName: 'Sushi Kami sp. z o.o.',
  street: 'ul. Marszałkowska 10',
  postalCode: '00-001',
  city: 'Warszawa',
  phone: '+48 22 123 45 67',
  email: 'kontakt@sushikami.pl',
  nip: '5260001246',
};

const ORDER_PAGE = 'https://sushikami.pl/order/?id=AB23CD4567';

/** Placed 25 Nov 2025 at 17:42 Warsaw time (16:42 UTC), for 18:30 Warsaw time. */
const ORDER: StoredOrder = {
  publicId: 'AB23CD4567',
  status: 'new',
  source: 'new-online',
  fulfilment: 'delivery',
  createdAt: new Date('2025-11-25T16:42:00Z'),
  customer: { name: 'Jan Kowalski', phoneNumber: '600 100 200', email: 'jan@example.com', address: 'ul. Prosta 1 m. 2, 00-850 Warszawa' },
  address: { street: 'ul. Prosta 1 m. 2', postalCode: '00-850', city: 'Warszawa' },
  deliveryZone: 'A',
  deliveryPriceGrosze: 990,
  discountGrosze: 0,
  promoCode: null,
  promoDiscountGrosze: 0,
  promoTerms: null,
  deliveryTime: { type: 'scheduled', at: new Date('2025-11-25T17:30:00Z') },
  itemsTotalGrosze: 5490,
  totalGrosze: 6480,
  paymentMethod: 'card',
  paymentState: 'none',
  notes: 'Domofon nie działa, proszę dzwonić.',
  adultConfirmed: true,
  termsAcceptedAt: new Date('2025-11-25T16:42:00Z'),
  estimatedMinutes: null,
  estimatedDeliveryAt: null,
  lines: [
    { itemId: 2001, name: 'Maki łosoś', unitPriceGrosze: 1250, quantity: 2 },
    { itemId: 2054, name: 'Piwo Asahi 0,5 l', unitPriceGrosze: 2990, quantity: 1 },
  ],
  statusHistory: [],
  changes: [],
  partialRefunds: [],
};

/** The same order paid online and verified with Przelewy24 (D73): nothing to pay at the door. */
const PAID_ONLINE: StoredOrder = { ...ORDER, paymentMethod: 'online', paymentState: 'paid' };

/**
 * The same basket collected at the restaurant as soon as possible (D95): no address, no delivery,
 * 10 % off the maki (2,50 zł); the beer is never discounted.
 */
const PICKUP: StoredOrder = {
  ...ORDER,
  fulfilment: 'pickup',
  customer: { ...ORDER.customer, address: '' },
  address: { street: '', postalCode: '', city: '' },
  deliveryZone: '',
  deliveryPriceGrosze: 0,
  discountGrosze: 250,
  totalGrosze: 5240,
  deliveryTime: { type: 'asap' },
  notes: '',
};
/** What a pickup order's mails were written with: the percent when ordered, the ready time staff gave. */
const PICKUP_SNAPSHOTS: Partial<Record<MailKind, MailSnapshot>> = {
  'order-received': { facts: FACTS, discountPercent: 10 },
  'restaurant-copy': { facts: FACTS, discountPercent: 10 },
  'order-accepted': { facts: FACTS, estimatedMinutes: 20, estimatedDeliveryAt: '2025-11-25T17:05:00.000Z' },
};

const SNAPSHOTS: Record<MailKind, MailSnapshot> = {
  'order-received': { facts: FACTS },
  'order-accepted': { facts: FACTS, estimatedMinutes: 45, estimatedDeliveryAt: '2025-11-25T17:45:00.000Z' },
  'order-in-delivery': { facts: FACTS },
  'order-ready-for-pickup': { facts: FACTS },
  'order-rejected': { facts: FACTS, reason: 'Nie dowozimy dziś na Pragę z powodu awarii samochodu.' },
  'restaurant-copy': { facts: FACTS },
  'order-changed': { facts: FACTS, change: { changed: ['items', 'deliveryTime'], totalBeforeGrosze: 7480, totalAfterGrosze: 6480, refundGrosze: 0 } },
};

const input = (kind: MailKind, order: StoredOrder = ORDER, snapshot: MailSnapshot = (order.fulfilment === 'pickup' && PICKUP_SNAPSHOTS[kind]) || SNAPSHOTS[kind]): MailInput => ({
  kind,
  order,
  snapshot,
  orderPageUrl: ORDER_PAGE,
});

/** formatGrosze keeps prices together with no-break spaces; the assertions write plain ones. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('what each message says (text part)', () => {
  test('every message names the order and links its page', async () => {
    for (const kind of MAIL_KINDS) {
      const mail = await renderMail(input(kind));
      assert.ok(mail.subject.includes(ORDER.publicId), kind);
      assert.ok(mail.text.includes(ORDER.publicId), kind);
      assert.ok(mail.text.includes(ORDER_PAGE), kind);
      assert.ok(mail.html.includes(`href="${ORDER_PAGE}"`), kind);
    }
  });

  test('order-received: items, prices, delivery, the seller, complaints, no return of food, the terms attached', async () => {
    const { subject, text, attachments } = await renderMail(input('order-received'));
    assert.equal(subject, 'Otrzymaliśmy zamówienie AB23CD4567');
    const t = plain(text);
    assert.ok(t.includes('Maki łosoś\n2 × 12,50 zł = 25,00 zł'), t);
    assert.ok(t.includes('Piwo Asahi 0,5 l\n1 × 29,90 zł = 29,90 zł'));
    assert.ok(t.includes('Produkty razem: 54,90 zł'));
    assert.ok(t.includes('Dostawa (strefa A): 9,90 zł'));
    assert.ok(text.includes(`Do zapłaty: ${formatGrosze(ORDER.totalGrosze)}`));
    assert.ok(t.includes('Płatność: Karta przy odbiorze'));
    assert.ok(t.includes('Adres: ul. Prosta 1 m. 2, 00-850 Warszawa'));
    assert.ok(t.includes('Uwagi: Domofon nie działa, proszę dzwonić.'));
    assert.ok(t.includes('złożone 25.11.2025, godz. 17:42'));
    assert.ok(t.includes('18+ Zamówienie zawiera alkohol.'));
    assert.ok(t.includes(`NIP: ${FACTS.nip}`));
    assert.ok(t.includes(`Adres: ${addressLine(FACTS)}`));
    assert.ok(t.includes(FACTS.companyName) && t.includes(FACTS.phone) && t.includes(FACTS.email));
    assert.ok(t.includes('Odpowiadamy w ciągu 14 dni.'));
    assert.ok(t.includes('art. 38 pkt 4'));
    assert.ok(t.includes('Regulamin w brzmieniu z chwili zamówienia jest w załączniku.'));

    assert.equal(attachments.length, 1);
    const [terms] = attachments;
    assert.equal(terms.filename, 'regulamin.html');
    assert.equal(terms.contentType, 'text/html; charset=utf-8');
    assert.match(terms.content, /^<!DOCTYPE html><html lang="pl">/);
    assert.ok(terms.content.includes('<meta charSet="utf-8"/>'));
    assert.ok(terms.content.includes('Sprzedawcą jest Sushi Kami sp. z o.o., ul. Marszałkowska 10, 00-001 Warszawa, NIP 5260001246'));
    assert.ok(terms.content.includes('<h2 id="odstapienie">5. Odstąpienie od umowy</h2>'));
    assert.ok(terms.content.includes('href="https://sushikami.pl/polityka-prywatnosci/"'));
    assert.ok(terms.content.includes('zamówienia nr AB23CD4567 (25.11.2025, godz. 17:42)'));
    // §4 as in force: online payment through Przelewy24 and the refund of a rejected paid order.
    assert.ok(terms.content.includes('można zapłacić online, przed przygotowaniem zamówienia, za pośrednictwem serwisu Przelewy24'));
    assert.ok(terms.content.includes('cała zapłacona kwota zostanie zwrócona za pośrednictwem Przelewy24 tą samą metodą płatności'));
  });

  test('a scheduled time given in UTC is written in Warsaw time, in winter and in summer', async () => {
    const winter = await renderMail(input('order-received'));
    assert.ok(winter.text.includes('Termin: 25.11.2025, godz. 18:30'));
    const summer = { ...ORDER, createdAt: new Date('2025-07-05T14:00:00Z'), deliveryTime: { type: 'scheduled' as const, at: new Date('2025-07-05T16:00:00Z') } };
    const { text } = await renderMail(input('restaurant-copy', summer));
    assert.ok(text.includes('Termin: 05.07.2025, godz. 18:00'), text);
    assert.ok(text.includes('Złożone: 05.07.2025, godz. 16:00'));
  });

  test('as soon as possible, free delivery, no notes and no alcohol', async () => {
    const order: StoredOrder = { ...ORDER, deliveryTime: { type: 'asap' }, deliveryPriceGrosze: 0, totalGrosze: 5490, notes: '  ', adultConfirmed: false };
    for (const kind of ['order-received', 'restaurant-copy'] as const) {
      const t = plain((await renderMail(input(kind, order))).text);
      assert.ok(t.includes('Termin: jak najszybciej'), kind);
      assert.ok(t.includes('Dostawa (strefa A): gratis (0,00 zł)'), kind);
      assert.ok(t.includes('Do zapłaty: 54,90 zł'), kind);
      assert.ok(!t.includes('Uwagi'), kind);
      assert.ok(!t.includes('18+'), kind);
    }
  });

  test('order-accepted: the estimate in minutes and as a Warsaw time, the total', async () => {
    const { subject, text } = await renderMail(input('order-accepted'));
    assert.equal(subject, 'Zamówienie AB23CD4567 przyjęte');
    assert.ok(text.includes('Szacowany czas dostawy: około 45 min (ok. godz. 18:45)'), text);
    assert.ok(text.includes(`Do zapłaty: ${formatGrosze(ORDER.totalGrosze)}`));
  });

  test('order-accepted without an estimate in the snapshot falls back to the order, then to the page', async () => {
    const fromOrder = await renderMail(input('order-accepted', { ...ORDER, estimatedMinutes: 30, estimatedDeliveryAt: null }, { facts: FACTS }));
    assert.ok(fromOrder.text.includes('Szacowany czas dostawy: około 30 min\n'));
    const none = await renderMail(input('order-accepted', ORDER, { facts: FACTS }));
    assert.ok(none.text.includes('Szacowany czas dostawy zobaczysz na stronie zamówienia.'));
  });

  test('order-in-delivery: on the way, what to pay, the ID for alcohol', async () => {
    const { subject, text } = await renderMail(input('order-in-delivery'));
    assert.equal(subject, 'Zamówienie AB23CD4567 jest w drodze');
    assert.ok(text.includes('Zamówienie jest w drodze'));
    assert.ok(text.includes(`Do zapłaty: ${formatGrosze(ORDER.totalGrosze)}`));
    assert.ok(text.includes('przygotuj dokument tożsamości'));
  });

  test('order-rejected: sorry, the reason, nothing charged when paid at the door', async () => {
    const { subject, text } = await renderMail(input('order-rejected'));
    assert.equal(subject, 'Zamówienie AB23CD4567 odrzucone');
    assert.ok(text.includes('Przepraszamy'));
    assert.ok(text.includes('Powód: Nie dowozimy dziś na Pragę z powodu awarii samochodu.'));
    assert.ok(text.includes('nic nie zostało pobrane'));
    assert.ok(!text.includes('Przelewy24'));
    assert.ok(text.includes(`Zadzwoń: ${FACTS.phone} lub napisz: ${FACTS.email}`));
    // A method this code does not know makes no promise about money.
    const unknown = await renderMail(input('order-rejected', { ...ORDER, paymentMethod: 'voucher' }, { facts: FACTS }));
    assert.ok(!unknown.text.includes('nic nie zostało pobrane'));
    assert.ok(!unknown.text.includes('Przelewy24'));
    assert.ok(!unknown.text.includes('Powód:'));
  });

  test('order-rejected, paid online: the whole amount comes back through Przelewy24 within a few working days', async () => {
    for (const paymentState of ['paid', 'refund_pending', 'refunded'] as const) {
      const t = plain((await renderMail(input('order-rejected', { ...PAID_ONLINE, paymentState }))).text);
      assert.ok(
        t.includes('Zamówienie było opłacone online, więc cała kwota (64,80 zł) wróci przez Przelewy24 tą samą metodą płatności w ciągu kilku dni roboczych.'),
        `${paymentState}: ${t}`,
      );
      assert.ok(!t.includes('nic nie zostało pobrane'), paymentState);
    }
    // Online but never paid (staff never see such an order): no promise either way.
    const unpaid = plain((await renderMail(input('order-rejected', { ...PAID_ONLINE, paymentState: 'awaiting' }))).text);
    assert.ok(!unpaid.includes('Przelewy24') && !unpaid.includes('nic nie zostało pobrane'), unpaid);
  });

  test('order-changed: what changed in words, the total before and after, the order as it is now', async () => {
    const { subject, text } = await renderMail(input('order-changed'));
    assert.equal(subject, 'Zmiana zamówienia AB23CD4567');
    const lines = plain(text).split('\n');
    const missing = [
      'Zgodnie z ustaleniami telefonicznymi zmieniliśmy w zamówieniu nr AB23CD4567 produkty i termin dostawy.',
      'Kwota przed zmianą: 74,80 zł',
      'Kwota po zmianie: 64,80 zł',
      '2 × 12,50 zł = 25,00 zł',
      'Termin: 25.11.2025, godz. 18:30',
    ].filter((line) => !lines.includes(line));
    assert.deepEqual(missing, [], text);
    assert.ok(!text.includes('Przelewy24'), 'paid at the door: nothing to give back');
    const pickupNotes = plain((await renderMail(input('order-changed', { ...ORDER, fulfilment: 'pickup' }, { facts: FACTS, change: { changed: ['deliveryTime', 'notes'], totalBeforeGrosze: 6480, totalAfterGrosze: 6480, refundGrosze: 0 } }))).text);
    assert.ok(pickupNotes.includes('zmieniliśmy w zamówieniu nr AB23CD4567 godzinę odbioru i uwagi.'), pickupNotes);
  });

  test('order-changed, paid online and lowered: the difference comes back through Przelewy24', async () => {
    const change = { changed: ['items'], totalBeforeGrosze: 9470, totalAfterGrosze: 6480, refundGrosze: 2990 };
    const t = plain((await renderMail(input('order-changed', PAID_ONLINE, { facts: FACTS, change }))).text);
    assert.ok(t.includes('Zamówienie było opłacone online, więc różnica (29,90 zł) wróci przez Przelewy24 tą samą metodą płatności w ciągu kilku dni roboczych.'), t);
    assert.ok(t.includes('Kwota po zmianie: 64,80 zł'));
  });

  test('paid online: every message says it is paid, none asks to pay at the door', async () => {
    const received = plain((await renderMail(input('order-received', PAID_ONLINE))).text);
    assert.ok(received.includes('Zapłacono: 64,80 zł'), received);
    assert.ok(received.includes('Płatność: Opłacone online'));
    for (const kind of ['order-received', 'order-accepted', 'order-in-delivery', 'restaurant-copy'] as const) {
      const t = plain((await renderMail(input(kind, PAID_ONLINE))).text);
      assert.ok(t.includes('Zapłacono: 64,80 zł'), kind);
      assert.ok(t.includes('Płatność: Opłacone online'), kind);
      assert.ok(!t.includes('Do zapłaty') && !t.includes('przy odbiorze'), `${kind}: ${t}`);
    }
  });

  test("restaurant-copy: the customer, the order and the age check in the board's words", async () => {
    const { subject, text } = await renderMail(input('restaurant-copy'));
    assert.equal(subject, 'Nowe zamówienie AB23CD4567');
    const t = plain(text);
    for (const expected of [
      '18+ — sprawdź dowód przy wydaniu',
      'Imię i nazwisko: Jan Kowalski',
      'Telefon: 600 100 200',
      'E-mail: jan@example.com',
      'Adres: ul. Prosta 1 m. 2, 00-850 Warszawa',
      'Termin: 25.11.2025, godz. 18:30',
      'Maki łosoś',
      'Piwo Asahi 0,5 l',
      'Do zapłaty: 64,80 zł',
      'Płatność: Karta przy odbiorze',
      'Uwagi: Domofon nie działa, proszę dzwonić.',
    ]) {
      assert.ok(t.includes(expected), expected);
    }
    assert.ok(text.includes(formatGrosze(ORDER.totalGrosze)));
  });

  test('pickup: Odbiór osobisty, the restaurant\'s address, the time to come and the discount on its own line; no delivery', async () => {
    for (const kind of ['order-received', 'restaurant-copy'] as const) {
      const t = plain((await renderMail(input(kind, PICKUP))).text);
      for (const expected of [
        'Odbiór osobisty',
        `Adres restauracji: ${addressLine(FACTS)}`,
        'Termin odbioru: jak najszybciej',
        'Produkty razem: 54,90 zł',
        'Rabat za odbiór osobisty (−10%, alkohol bez rabatu): −2,50 zł',
        'Do zapłaty: 52,40 zł',
      ]) {
        assert.ok(t.includes(expected), `${kind}: ${expected}\n${t}`);
      }
      assert.ok(!t.includes('Dostawa') && !t.includes('strefa') && !t.includes('Kurier'), `${kind}: ${t}`);
    }
    const received = plain((await renderMail(input('order-received', PICKUP))).text);
    assert.ok(received.includes('z godziną, o której będzie gotowe do odbioru'), received);
    assert.ok(received.includes('Obsługa restauracji może poprosić o dokument tożsamości'));
    assert.ok(plain((await renderMail(input('restaurant-copy', PICKUP))).text).includes('ODBIÓR OSOBISTY'), 'the kitchen sees it is collected');

    const scheduled = { ...PICKUP, deliveryTime: { type: 'scheduled' as const, at: new Date('2025-11-25T17:30:00Z') } };
    assert.ok((await renderMail(input('order-received', scheduled))).text.includes('Termin odbioru: 25.11.2025, godz. 18:30'));
    // Without the percent in the snapshot, and without alcohol: the label alone.
    const noAlcohol = plain((await renderMail(input('order-received', { ...PICKUP, adultConfirmed: false }, { facts: FACTS }))).text);
    assert.ok(noAlcohol.includes('Rabat za odbiór osobisty: −2,50 zł'), noAlcohol);
    // A delivery never shows a discount line.
    assert.ok(!(await renderMail(input('order-received'))).text.includes('Rabat'));
  });

  test('a promo code on its own line, with the terms the order was placed with, beside the pickup discount (D105)', async () => {
    // 10 % for pickup (2,50 zł), then the code's 10 % of the 22,50 zł of maki left (2,25 zł); the beer never.
    const withCode: StoredOrder = {
      ...PICKUP,
      discountGrosze: 475,
      promoCode: 'WITAJ-10',
      promoDiscountGrosze: 225,
      promoTerms: { percent: 10, amountGrosze: null, minimumOrderGrosze: null, excludedCategories: [] },
      totalGrosze: 5015,
    };
    for (const kind of ['order-received', 'restaurant-copy'] as const) {
      const t = plain((await renderMail(input(kind, withCode))).text);
      for (const expected of ['Rabat za odbiór osobisty (−10%, alkohol bez rabatu): −2,50 zł', 'Kod rabatowy WITAJ-10 (−10%, alkohol bez rabatu): −2,25 zł', 'Do zapłaty: 50,15 zł']) {
        assert.ok(t.includes(expected), `${kind}: ${expected}\n${t}`);
      }
    }
    const amount: StoredOrder = {
      ...ORDER,
      adultConfirmed: false,
      discountGrosze: 500,
      promoCode: 'ODBIOR-5',
      promoDiscountGrosze: 500,
      promoTerms: { percent: null, amountGrosze: 500, minimumOrderGrosze: 3000, excludedCategories: [] },
      totalGrosze: 5980,
    };
    const t = plain((await renderMail(input('order-received', amount))).text);
    assert.ok(t.includes('Kod rabatowy ODBIOR-5 (−5,00 zł): −5,00 zł') && !t.includes('Rabat za odbiór'), t);
  });

  test('order-accepted for pickup: when it will be ready, in minutes and as a Warsaw time, and where', async () => {
    const t = plain((await renderMail(input('order-accepted', PICKUP))).text);
    assert.ok(t.includes('Zamówienie będzie gotowe do odbioru: około 20 min (ok. godz. 18:05)'), t);
    assert.ok(t.includes(`Odbiór osobisty: ${addressLine(FACTS)}`));
    assert.ok(t.includes('Do zapłaty: 52,40 zł'));
    assert.ok(!t.includes('dostawy'));
    const none = plain((await renderMail(input('order-accepted', PICKUP, { facts: FACTS }))).text);
    assert.ok(none.includes('Godzinę odbioru zobaczysz na stronie zamówienia.'), none);
  });

  test('order-ready-for-pickup: ready, where, what to pay at the counter, the ID for alcohol', async () => {
    const { subject, text } = await renderMail(input('order-ready-for-pickup', PICKUP));
    assert.equal(subject, 'Zamówienie AB23CD4567 gotowe do odbioru');
    const t = plain(text);
    for (const expected of [
      'Gotowe do odbioru',
      'Zamówienie nr AB23CD4567 jest gotowe i czeka na Ciebie w restauracji.',
      `Adres: ${addressLine(FACTS)}`,
      'Do zapłaty: 52,40 zł',
      'Płatność: Karta przy odbiorze',
      'przygotuj dokument tożsamości',
      `Zobacz zamówienie ${ORDER_PAGE}`,
    ]) {
      assert.ok(t.includes(expected), `${expected}\n${t}`);
    }
    const paid = plain((await renderMail(input('order-ready-for-pickup', { ...PICKUP, paymentMethod: 'online', paymentState: 'paid' }))).text);
    assert.ok(paid.includes('Zapłacono: 52,40 zł') && paid.includes('Płatność: Opłacone online') && !paid.includes('Do zapłaty'), paid);
  });

  test('only the confirmation carries the terms', async () => {
    for (const kind of MAIL_KINDS.filter((k) => k !== 'order-received')) {
      assert.deepEqual((await renderMail(input(kind))).attachments, [], kind);
    }
  });
});

describe('what the HTML may contain', () => {
  const HOSTILE = '<script>alert(1)</script>\r\nBcc: victim@example.com';
  const hostileOrder: StoredOrder = {
    ...ORDER,
    customer: { ...ORDER.customer, name: HOSTILE },
    address: { ...ORDER.address, street: HOSTILE },
    notes: HOSTILE,
    lines: [{ ...ORDER.lines[0], name: HOSTILE }],
  };
  const hostileFacts = { ...FACTS, companyName: `Sushi ${HOSTILE}` };

  test('no image and no remote resource: the one web address is the order page, as a link', async () => {
    for (const kind of MAIL_KINDS) {
      const { html } = await renderMail(input(kind));
      assert.doesNotMatch(html, /<img|<link|<script|src=|url\(|background=/i, kind);
      // The XHTML doctype names its DTD by URL; mail clients never fetch it.
      const body = html.replace(/^<!DOCTYPE[^>]*>/, '');
      const addresses = body.match(/https?:\/\/[^"'<>\s]+/g) ?? [];
      assert.ok(addresses.length > 0, kind);
      for (const address of addresses) assert.equal(address.replace(/&amp;/g, '&'), ORDER_PAGE, kind);
      assert.equal((body.match(/href="https?:/g) ?? []).length, addresses.length, kind);
    }
  });

  test('one column no wider than 600 px, the black bar with the name, the total in the accent', async () => {
    const { html } = await renderMail(input('order-received'));
    assert.ok(html.includes('max-width:600px'));
    assert.match(html, /background-color:#000000[^>]*>[\s\S]*?color:#ffffff[^>]*>Sushi Kami sp\. z o\.o\.</);
    assert.match(html, /color:#c8102e[^>]*>Do zapłaty: <!-- -->64,80\u00a0zł/);
    assert.ok(html.includes('lang="pl"'));
  });

  test("what customers typed is escaped in every message, and never reaches the subject", async () => {
    for (const kind of MAIL_KINDS) {
      const mail = await renderMail(input(kind, hostileOrder, { ...SNAPSHOTS[kind], facts: hostileFacts, reason: HOSTILE }));
      assert.ok(!mail.html.includes('<script'), kind);
      assert.doesNotMatch(mail.subject, /[\r\n]|script|Bcc|Sushi/, kind);
      for (const attachment of mail.attachments) assert.ok(!attachment.content.includes('<script'), kind);
    }
    const copy = await renderMail(input('restaurant-copy', hostileOrder));
    assert.ok(copy.html.includes('&lt;script&gt;alert(1)&lt;/script&gt;'));
    assert.ok(copy.text.includes('Imię i nazwisko: <script>alert(1)</script>'));
  });

  test('an order number with line breaks cannot add a header', async () => {
    const { subject } = await renderMail(input('order-received', { ...ORDER, publicId: 'AB12\r\nBcc: x@example.com' }));
    assert.equal(subject, 'Otrzymaliśmy zamówienie AB12Bccxexamplecom');
  });
});

describe('text parts as committed (test/fixtures/mail/<kind>.txt)', () => {
  const dir = path.join(__dirname, 'fixtures', 'mail');
  const update = process.env.UPDATE_MAIL_SNAPSHOTS === '1';

  /**
   * Each kind as paid at the door (the pickup-only kind for a pickup order), the messages an order
   * paid online gets (file <kind>-online.txt), and those that read differently for pickup (<kind>-pickup.txt).
   */
  const cases: { kind: MailKind; name: string; order: StoredOrder }[] = [
    ...MAIL_KINDS.map((kind) => ({ kind, name: kind, order: kind === 'order-ready-for-pickup' ? PICKUP : ORDER })),
    ...(['order-received', 'order-rejected'] as const).map((kind) => ({ kind, name: `${kind}-online`, order: PAID_ONLINE })),
    ...(['order-received', 'order-accepted', 'restaurant-copy'] as const).map((kind) => ({ kind, name: `${kind}-pickup`, order: PICKUP })),
  ];

  for (const { kind, name, order } of cases) {
    test(name, async () => {
      const { subject, text } = await renderMail(input(kind, order));
      // The subject heads the file, so a changed subject shows in review too.
      const rendered = `Subject: ${subject}\n\n${text}\n`;
      const file = path.join(dir, `${name}.txt`);
      if (update || !existsSync(file)) {
        mkdirSync(dir, { recursive: true });
        writeFileSync(file, rendered);
        return;
      }
      assert.equal(rendered, readFileSync(file, 'utf8'), `${file} differs; UPDATE_MAIL_SNAPSHOTS=1 rewrites it`);
    });
  }
});
