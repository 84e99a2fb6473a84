import { seedContent } from '../../../server/src/db/seed/content-data';
import { seedSiteBuildData as seedBuildData } from '../../../server/src/db/seed/site-build-data';
import { listedItems, priceRangeOf } from '../../../src/features/seo/prerendered';
import { serializeJsonLd } from '../../../src/features/seo/json-ld';
import { menuJsonLd } from '../../../src/features/seo/menu-json-ld';
import { openingHoursSpecification, restaurantJsonLd } from '../../../src/features/seo/restaurant-json-ld';
import { menuItem } from '../../support/fake-services';
import { RESTAURANT_FACTS } from '../../support/restaurant-fixtures';

const SITE = 'https://sushi.example.pl/';
const HH_MM = /^\d{2}:\d{2}$/;

describe('Restaurant JSON-LD', () => {
  const data = restaurantJsonLd({ siteUrl: SITE, openingHours: seedContent.openingHours, priceRange: '2–189 zł', facts: RESTAURANT_FACTS });

  it('has the schema.org shape search engines read', () => {
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      url: 'https://sushi.example.pl/',
      hasMenu: 'https://sushi.example.pl/menu/',
      acceptsReservations: false,
      priceRange: '2–189 zł',
      servesCuisine: expect.arrayContaining(['Sushi']),
      address: { '@type': 'PostalAddress', addressCountry: 'PL' },
    });
    expect(typeof data.name).toBe('string');
  });

  it("takes address, telephone and e-mail from the restaurant's facts (D68)", () => {
    expect(data.address).toEqual({ '@type': 'PostalAddress', streetAddress: 'ul. Marszałkowska 10', postalCode: '00-001', addressLocality: 'Warszawa', addressCountry: 'PL' });
    expect(data.telephone).toBe('+48 22 123 45 67');
    expect(data.email).toBe('kontakt@sushikami.pl');
  });

  it("publishes no placeholder: the seed's facts are left out until staff fill them in", () => {
    const seeded = restaurantJsonLd({ siteUrl: SITE, openingHours: seedContent.openingHours, facts: seedContent.restaurant });
    expect(seeded).not.toHaveProperty('address');
    expect(seeded).not.toHaveProperty('telephone');
    expect(seeded).not.toHaveProperty('email');
    expect(JSON.stringify(seeded)).not.toContain('UZUPEŁNIENIA');
  });

  it('gives every open day of the seed its hours, equal days grouped, closed days left out', () => {
    const specs = data.openingHoursSpecification as { '@type': string; dayOfWeek: string[]; opens: string; closes: string }[];
    const days = specs.flatMap((s) => s.dayOfWeek);
    expect(new Set(days).size).toBe(days.length);
    expect(days).toHaveLength(seedContent.openingHours.filter(Boolean).length);
    for (const spec of specs) {
      expect(spec['@type']).toBe('OpeningHoursSpecification');
      expect(spec.opens).toMatch(HH_MM);
      expect(spec.closes).toMatch(HH_MM);
      for (const day of spec.dayOfWeek) expect(day).toMatch(/^https:\/\/schema\.org\/(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day$/);
    }
    // The seed's Monday.
    const monday = specs.find((s) => s.dayOfWeek.includes('https://schema.org/Monday'))!;
    expect([monday.opens, monday.closes]).toEqual([seedContent.openingHours[0]!.open, seedContent.openingHours[0]!.close]);
  });

  it("hours past midnight as Google's example writes them (closes before opens), 24:00 as 23:59 (D74)", () => {
    const late = { open: '12:00', close: '01:00' };
    const specs = openingHoursSpecification([{ open: '12:00', close: '24:00' }, null, null, null, late, late, null]);
    expect(specs).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Monday'], opens: '12:00', closes: '23:59' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Friday', 'https://schema.org/Saturday'], opens: '12:00', closes: '01:00' },
    ]);
  });

  it('leaves a closed day out', () => {
    const specs = openingHoursSpecification([null, { open: '10:00', close: '20:00' }, null, null, null, null, null]);
    expect(specs).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Tuesday'], opens: '10:00', closes: '20:00' },
    ]);
  });
});

describe("the Restaurant's order action (D95)", () => {
  const OWN_FLEET = 'http://purl.org/goodrelations/v1#DeliveryModeOwnFleet';
  const PICK_UP = 'http://purl.org/goodrelations/v1#DeliveryModePickUp';
  const withWays = (fulfilments?: ('delivery' | 'pickup')[]) =>
    restaurantJsonLd({ siteUrl: SITE, openingHours: seedContent.openingHours, facts: RESTAURANT_FACTS, fulfilments });

  it('orders from the menu, naming the delivery methods switched on', () => {
    expect(withWays(seedBuildData().fulfilments).potentialAction).toEqual({
      '@type': 'OrderAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: 'https://sushi.example.pl/menu/',
        inLanguage: 'pl',
        actionPlatform: ['https://schema.org/DesktopWebPlatform', 'https://schema.org/MobileWebPlatform'],
      },
      deliveryMethod: [OWN_FLEET, PICK_UP],
    });
  });

  it('only those on offer: pickup alone, delivery alone; none known, no action', () => {
    expect((withWays(['pickup']).potentialAction as { deliveryMethod: string[] }).deliveryMethod).toEqual([PICK_UP]);
    expect((withWays(['delivery']).potentialAction as { deliveryMethod: string[] }).deliveryMethod).toEqual([OWN_FLEET]);
    expect(withWays()).not.toHaveProperty('potentialAction');
    expect(withWays([])).not.toHaveProperty('potentialAction');
  });
});

describe('Menu JSON-LD', () => {
  const items = listedItems(seedBuildData().menu);
  const data = menuJsonLd({ siteUrl: SITE, items });
  type Offer = { '@type': string; price: string; priceCurrency: string };
  type Item = { '@type': string; name: string; offers: Offer };
  const sections = data.hasMenuSection as { '@type': string; name: string; hasMenuItem: Item[] }[];

  it('is a Menu with one section per category, every listed item once, each with an offer in PLN', () => {
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'Menu', url: 'https://sushi.example.pl/menu/' });
    const all = sections.flatMap((s) => s.hasMenuItem);
    expect(all.map((i) => i.name).sort()).toEqual(items.map((i) => i.name).sort());
    for (const section of sections) {
      expect(section['@type']).toBe('MenuSection');
      expect(section.name).not.toBe('');
    }
    for (const item of all) {
      const source = items.find((i) => i.name === item.name)!;
      expect(item['@type']).toBe('MenuItem');
      expect(item.offers).toEqual({
        '@type': 'Offer',
        price: source.price.toFixed(2),
        priceCurrency: 'PLN',
        availability: 'https://schema.org/InStock',
      });
    }
    expect(sections.map((s) => s.name)).toContain('Zestawy');
  });

  it('names the diets an item suits, from the same data as the menu: vegan is vegetarian too, gluten-free without gluten even as a trace', () => {
    const all = sections.flatMap((s) => s.hasMenuItem) as (Item & { suitableForDiet?: string[] })[];
    const diets = (name: string) => all.find((i) => i.name === name)?.suitableForDiet ?? [];
    const wege = items.find((i) => i.name === 'Zestaw Wege')!;
    expect(wege.diet).toBe('vegan');
    expect(diets('Zestaw Wege')).toEqual(expect.arrayContaining(['https://schema.org/VegetarianDiet', 'https://schema.org/VeganDiet']));
    for (const item of items) {
      const glutenFree = !item.allergens.includes('gluten') && !item.mayContain.includes('gluten');
      expect(diets(item.name).includes('https://schema.org/GlutenFreeDiet')).toBe(glutenFree);
      if (item.diet === 'none') expect(diets(item.name)).not.toContain('https://schema.org/VegetarianDiet');
    }
  });

  it('survives JSON: a name with </script> cannot end the script element', () => {
    const text = serializeJsonLd(menuJsonLd({ siteUrl: SITE, items: [menuItem({ name: '</script><b>x', category: 'maki', price: 10 })] }));
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text).hasMenuSection[0].hasMenuItem[0].name).toBe('</script><b>x');
  });
});

describe('price range', () => {
  it('spans the cheapest and the dearest item in zł', () => {
    expect(priceRangeOf([menuItem({ name: 'a', price: 2 }), menuItem({ name: 'b', price: 189.5 })])).toBe('2–189,5 zł');
    expect(priceRangeOf([])).toBeUndefined();
  });
});
