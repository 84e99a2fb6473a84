/**
 * The shop's settings as staff edit them. Each PUT validates, saves and records its audit entry
 * in one transaction. Customers read these values straight from the database on every request
 * (routes/content, routes/delivery: Cache-Control no-cache), so a change reaches them at once.
 */
import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ruleError, type DeliveryZoneRules } from '../../../../domain/rules/delivery-zones';
import { deliveryTermsFromZloty, deliveryTermsInZloty } from '../../../../domain/rules/delivery-terms';
import { pickupTermsFromZloty, pickupTermsInZloty, type FulfilmentTerms } from '../../../../domain/rules/fulfilment';
import { validateOpeningHours, type OpeningHours as Hours } from '../../../../domain/rules/opening-hours';
import { normalizeEmail } from '../../../../domain/rules/email';
import { normalizeNip } from '../../../../domain/rules/nip';
import { HttpError } from '../../plugins/app/errors';
import type { AuditAction } from '../../repositories/audit-repository';
import { assertNotBlank, assertSiteLink, assertTwoDecimals, staffErrors as errors, staffWriteLimit } from './common';
import * as S from '../../../../domain/contract/settings';

export async function staffSettingsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const content = app.repos.content;
  const who = (request: FastifyRequest, action: AuditAction) => ({ action, by: request.identity!.email, at: app.now() });
  const put = <B, R>(body: B, response: R) => ({
    config: staffWriteLimit(app),
    schema: { body, response: { 200: response, ...errors } },
  });

  app.get('/staff/settings', { schema: { response: { 200: S.StaffSettings, ...errors } } }, async () => {
    const values = await content.getMany('notice', 'restaurant', 'welcomeText', 'delivery', 'fulfilment', 'deliveryZones', 'openingHours', 'lastBackup');
    return {
      notice: values.notice,
      restaurant: values.restaurant,
      welcomeText: values.welcomeText,
      carousel: (await content.carousel()).map(({ id, title, text, image, link }) => ({ id, title, text, image, link })),
      delivery: deliveryTermsInZloty(values.delivery),
      pickup: staffPickupSettings(values.fulfilment),
      deliveryZones: values.deliveryZones,
      openingHours: values.openingHours,
      lastBackup: values.lastBackup,
    };
  });

  app.put('/staff/settings/notice', put(S.NoticeBody, S.Notice), async (request) => {
    const notice = { ...request.body, text: request.body.text.trim() };
    await content.update('notice', notice, who(request, 'notice'));
    return notice;
  });

  app.put('/staff/settings/restaurant', put(S.RestaurantFactsBody, S.RestaurantFacts), async (request) => {
    const body = request.body;
    for (const key of ['companyName', 'street', 'city'] as const) assertNotBlank(body[key], `body/${key}`);
    const nip = normalizeNip(body.nip);
    if (!nip || nip === '-') throw new HttpError(400, 'body/nip is not a valid NIP (10 digits with a correct checksum)', undefined, 'body/nip');
    const facts = {
      companyName: body.companyName.trim(),
      street: body.street.trim(),
      postalCode: body.postalCode,
      city: body.city.trim(),
      phone: body.phone.trim(),
      email: normalizeEmail(body.email),
      nip,
    };
    await content.update('restaurant', facts, who(request, 'restaurant'));
    return facts;
  });

  app.put('/staff/settings/welcome-text', put(S.WelcomeTextBody, S.WelcomeText), async (request) => {
    assertNotBlank(request.body.title, 'body/title');
    assertNotBlank(request.body.text, 'body/text');
    const welcome = { title: request.body.title.trim(), text: request.body.text.trim() };
    await content.update('welcomeText', welcome, who(request, 'welcome-text'));
    return welcome;
  });

  app.put('/staff/settings/carousel', put(S.CarouselBody, S.CarouselBody), async (request) => {
    const slides = request.body.slides.map((slide, i) => {
      const at = `body/slides/${i}`;
      assertNotBlank(slide.title, `${at}/title`);
      assertSiteLink(slide.image, `${at}/image`, false);
      assertSiteLink(slide.link, `${at}/link`, true);
      return { title: slide.title.trim(), text: slide.text.trim(), image: slide.image, link: slide.link };
    });
    return { slides: await content.replaceCarousel(slides, { by: request.identity!.email, at: app.now() }) };
  });

  app.put('/staff/settings/delivery', put(S.DeliveryBody, S.Delivery), async (request) => {
    for (const [field, zloty] of Object.entries(request.body)) {
      if (zloty !== null) assertTwoDecimals(zloty, `body/${field}`);
    }
    const terms = deliveryTermsFromZloty(request.body);
    await content.update('delivery', terms, { ...who(request, 'delivery'), show: deliveryTermsInZloty });
    return deliveryTermsInZloty(terms);
  });

  // Both switches in one body, so "at least one way stays on" is judged on the whole (D95).
  app.put('/staff/settings/pickup', put(S.PickupSettingsBody, S.StaffPickupSettings), async (request) => {
    const { deliveryEnabled, ...pickup } = request.body;
    assertTwoDecimals(pickup.minimumOrder, 'body/minimumOrder');
    if (!deliveryEnabled && !pickup.enabled) {
      throw new HttpError(400, 'Nie można wyłączyć jednocześnie dostawy i odbioru osobistego: co najmniej jeden sposób musi zostać włączony.', undefined, 'body/enabled');
    }
    const terms: FulfilmentTerms = { deliveryEnabled, pickup: pickupTermsFromZloty(pickup) };
    await content.update('fulfilment', terms, { ...who(request, 'pickup'), show: staffPickupSettings });
    return staffPickupSettings(terms);
  });

  app.put('/staff/settings/delivery-zones', put(S.DeliveryZonesBody, S.DeliveryZones), async (request) => {
    const rules: DeliveryZoneRules = { A: [], B: [] };
    for (const zone of ['A', 'B'] as const) {
      request.body[zone].forEach((raw, i) => {
        const rule = raw.trim();
        const problem = ruleError(rule);
        if (problem) throw new HttpError(400, `body/${zone}/${i}: ${problem}`, undefined, `body/${zone}/${i}`);
        rules[zone].push(rule);
      });
    }
    await content.update('deliveryZones', rules, who(request, 'delivery-zones'));
    return rules;
  });

  app.put('/staff/settings/opening-hours', put(S.OpeningHoursBody, S.StaffOpeningHours), async (request) => {
    const days: Hours = request.body.days;
    // The panel's own rule (D74): hours may run past midnight, up to 06:00 and the next day's
    // opening. Its Polish sentence names the day, as staff read it in the panel.
    const [problem] = validateOpeningHours(days);
    if (problem) {
      const field = problem.day === null ? 'body/days' : `body/days/${problem.day}/${problem.field}`;
      throw new HttpError(400, problem.message, undefined, field);
    }
    await content.update('openingHours', days, who(request, 'opening-hours'));
    return { days };
  });
}

/** Pickup's terms in zł with the delivery switch: the panel's form, and what the audit log keeps. */
const staffPickupSettings = (terms: FulfilmentTerms): S.StaffPickupSettings => ({
  ...pickupTermsInZloty(terms.pickup),
  deliveryEnabled: terms.deliveryEnabled,
});
