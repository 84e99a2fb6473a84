/**
 * Each text limit of domain/rules/field-limits.ts (and the e-mail's and menu price's) as both sides
 * apply it: the site's form (checkout, staff panel) and the API's TypeBox schema take the value
 * at the limit and refuse one more. A form that forgot a limit, or a schema that drifted from the
 * rule, fails here. The schemas are checked directly (Value.Check), as the routes use them.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { OrderBody } from '../../domain/contract/order';
import { CarouselBody, DeliveryZonesBody, NoticeBody, RestaurantFactsBody, SlideBody, WelcomeTextBody } from '../../domain/contract/settings';
import { StaffMenuPatch } from '../../domain/contract/staff';
import { EMAIL_MAX_LENGTH } from '../../domain/rules/contact';
import { ORDER_FIELD_MAX, RESTAURANT_FACT_MAX, STAFF_FIELD_MAX } from '../../domain/rules/field-limits';
import type { RestaurantFacts } from '../../domain/rules/restaurant-facts';
import { MENU_PRICE_ZLOTY } from '../../domain/rules/prices';
import { validateCheckout, type CheckoutForm } from '../../src/features/checkout/checkout-form';
import {
  descError,
  noticeError,
  priceError,
  validateRestaurantFacts,
  validateSlides,
  validateWelcome,
  zoneRulesError,
} from '../../src/features/staff/staff-validation';
import { VALID_CHECKOUT_FORM } from '../../__tests__/support/checkout-fixtures';
import { RESTAURANT_FACTS } from '../../__tests__/support/restaurant-fixtures';

interface Limit<V> {
  name: string;
  limit: number;
  /** A valid value of this size (characters, items or zł). */
  make: (size: number) => V;
  /** The form's message for the value, undefined when the form takes it. */
  formError: (value: V) => string | undefined;
  schema: TSchema;
  /** The schema's input for the value (the field alone, or the list around it). */
  wrap?: (value: V) => unknown;
  /** limit + 1 by default; a price's next step is a grosz. */
  over?: number;
}

const letters = (n: number) => 'a'.repeat(n);

const checkoutError = (field: keyof CheckoutForm) => (value: string) =>
  validateCheckout({ ...VALID_CHECKOUT_FORM, [field]: value }, { hasAlcohol: false })[field];

const order = OrderBody.properties;
const slide = { title: 'Nowość', text: '', image: '/images/slide.svg', link: '' };
const slideError = (field: keyof typeof slide) => (value: string) => validateSlides([{ ...slide, [field]: value }])[`slides/0/${field}`];

const facts = RestaurantFactsBody.properties;
const factError = (key: keyof RestaurantFacts) => (value: string) => validateRestaurantFacts({ ...RESTAURANT_FACTS, [key]: value })[key];
const email = (n: number) => `${letters(n - '@example.pl'.length)}@example.pl`;

const LIMITS: Limit<any>[] = [
  { name: 'customer name', limit: ORDER_FIELD_MAX.customerName, make: letters, formError: checkoutError('name'), schema: order.customer.properties.name },
  {
    name: 'street',
    limit: ORDER_FIELD_MAX.street,
    make: (n: number) => `M${letters(n - 3)} 1`,
    formError: checkoutError('street'),
    schema: order.address.properties.street,
  },
  { name: 'city', limit: ORDER_FIELD_MAX.city, make: letters, formError: checkoutError('city'), schema: order.address.properties.city },
  { name: 'order notes', limit: ORDER_FIELD_MAX.notes, make: letters, formError: checkoutError('notes'), schema: order.notes },
  {
    name: 'e-mail',
    limit: EMAIL_MAX_LENGTH,
    make: email,
    formError: checkoutError('email'),
    schema: order.customer.properties.email,
  },
  { name: 'notice', limit: STAFF_FIELD_MAX.noticeText, make: letters, formError: noticeError, schema: NoticeBody.properties.text },
  {
    name: 'welcome title',
    limit: STAFF_FIELD_MAX.welcomeTitle,
    make: letters,
    formError: (v: string) => validateWelcome(v, 'Witamy').title,
    schema: WelcomeTextBody.properties.title,
  },
  {
    name: 'welcome text',
    limit: STAFF_FIELD_MAX.welcomeText,
    make: letters,
    formError: (v: string) => validateWelcome('Witamy', v).text,
    schema: WelcomeTextBody.properties.text,
  },
  { name: 'slide title', limit: STAFF_FIELD_MAX.slideTitle, make: letters, formError: slideError('title'), schema: SlideBody.properties.title },
  { name: 'slide text', limit: STAFF_FIELD_MAX.slideText, make: letters, formError: slideError('text'), schema: SlideBody.properties.text },
  {
    name: 'slide image',
    limit: STAFF_FIELD_MAX.slideUrl,
    make: (n: number) => `/${letters(n - 1)}`,
    formError: slideError('image'),
    schema: SlideBody.properties.image,
  },
  {
    name: 'slide link',
    limit: STAFF_FIELD_MAX.slideUrl,
    make: (n: number) => `/${letters(n - 1)}`,
    formError: slideError('link'),
    schema: SlideBody.properties.link,
  },
  {
    name: 'slides',
    limit: STAFF_FIELD_MAX.slides,
    make: (n: number) => Array.from({ length: n }, () => slide),
    formError: (slides: (typeof slide)[]) => validateSlides(slides).slides,
    schema: CarouselBody,
    wrap: (slides: unknown) => ({ slides }),
  },
  {
    name: "a zone's rules",
    limit: STAFF_FIELD_MAX.zoneRules,
    make: (n: number) => Array.from({ length: n }, () => '02-6'),
    formError: zoneRulesError,
    schema: DeliveryZonesBody,
    wrap: (rules: unknown) => ({ A: rules, B: [] }),
  },
  { name: 'menu description', limit: STAFF_FIELD_MAX.menuDesc, make: letters, formError: descError, schema: StaffMenuPatch.properties.desc },
  { name: 'company name', limit: RESTAURANT_FACT_MAX.companyName, make: letters, formError: factError('companyName'), schema: facts.companyName },
  { name: "restaurant's street", limit: RESTAURANT_FACT_MAX.street, make: letters, formError: factError('street'), schema: facts.street },
  { name: "restaurant's city", limit: RESTAURANT_FACT_MAX.city, make: letters, formError: factError('city'), schema: facts.city },
  { name: "restaurant's e-mail", limit: RESTAURANT_FACT_MAX.email, make: email, formError: factError('email'), schema: facts.email },
  {
    name: "restaurant's NIP",
    limit: RESTAURANT_FACT_MAX.nip,
    // A valid NIP with spaces between its first digits, as long as asked.
    make: (n: number) => `5${' '.repeat(n - 10)}260001246`,
    formError: factError('nip'),
    schema: facts.nip,
  },
  {
    name: 'menu price',
    limit: MENU_PRICE_ZLOTY.max,
    over: MENU_PRICE_ZLOTY.max + 0.01,
    make: (zl: number) => zl,
    formError: (zl: number) => priceError(zl.toFixed(2).replace('.', ',')),
    schema: StaffMenuPatch,
    wrap: (price: unknown) => ({ price }),
  },
];

describe('every field limit holds alike in the form and in the API schema', () => {
  for (const { name, limit, make, formError, schema, wrap = (v: unknown) => v, over = limit + 1 } of LIMITS) {
    test(`${name}: ${limit} is taken, ${over} refused`, () => {
      const atLimit = make(limit);
      const beyond = make(over);
      if (typeof atLimit === 'string') assert.equal(atLimit.length, limit, 'the value at the limit has the limit length');
      assert.equal(formError(atLimit), undefined, 'the form takes the value at the limit');
      assert.ok(Value.Check(schema, wrap(atLimit)), 'the schema takes the value at the limit');
      assert.equal(typeof formError(beyond), 'string', 'the form refuses one more, with a message');
      assert.ok(!Value.Check(schema, wrap(beyond)), 'the schema refuses one more');
    });
  }
});
