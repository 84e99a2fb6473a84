import {
  daysToRows,
  deliveryPriceError,
  MESSAGES,
  parseMinutes,
  parseZloty,
  priceError,
  rowsToDays,
  splitRules,
  validateHours,
  validatePickup,
  validateSlides,
  validateWelcome,
  validateZones,
  zlotyInput,
} from '../../../src/features/staff/staff-validation';

describe('money as staff type it', () => {
  it('accepts a comma or a dot and at most 2 decimals', () => {
    expect(parseZloty('24,90')).toBe(24.9);
    expect(parseZloty(' 24.9 ')).toBe(24.9);
    expect(parseZloty('24 zł')).toBe(24);
    expect(parseZloty('24,999')).toBeNull();
    expect(parseZloty('abc')).toBeNull();
    expect(parseZloty('')).toBeNull();
    expect(parseZloty('-5')).toBeNull();
    expect(zlotyInput(24.9)).toBe('24,90');
  });

  it('gives the Polish message for a bad or out-of-range price', () => {
    expect(priceError('dwadzieścia')).toBe('Podaj cenę w złotych, np. 24,90');
    expect(priceError('0')).toBe(MESSAGES.priceRange);
    expect(priceError('10000,01')).toBe(MESSAGES.priceRange);
    expect(priceError('0,01')).toBeUndefined();
    expect(deliveryPriceError('0')).toBeUndefined();
    expect(deliveryPriceError('500,01')).toBe(MESSAGES.deliveryRange);
  });
});

describe('estimated minutes', () => {
  it('accepts whole minutes 5..240 only', () => {
    expect(parseMinutes('30')).toBe(30);
    expect(parseMinutes('5')).toBe(5);
    expect(parseMinutes('240')).toBe(240);
    expect(parseMinutes('4')).toBeUndefined();
    expect(parseMinutes('241')).toBeUndefined();
    expect(parseMinutes('30,5')).toBeUndefined();
    expect(parseMinutes('')).toBeUndefined();
  });
});

describe("pickup's terms (D95)", () => {
  const typed = { enabled: true, deliveryEnabled: true, preparationMinutes: ' 25 ', discountPercent: '10', minimumOrder: '30,50' };

  it('sends whole minutes and percent and the minimum in zł', () => {
    expect(validatePickup(typed)).toEqual({
      errors: {},
      body: { enabled: true, deliveryEnabled: true, preparationMinutes: 25, discountPercent: 10, minimumOrder: 30.5 },
    });
    expect(validatePickup({ ...typed, enabled: false, preparationMinutes: '5', discountPercent: '0', minimumOrder: '0' }).errors).toEqual({});
  });

  it('keeps the domain bounds (5–180 min, 0–30 %) and at least one way on, keyed as the API names the fields', () => {
    const { errors } = validatePickup({ enabled: false, deliveryEnabled: false, preparationMinutes: '181', discountPercent: '30,5', minimumOrder: 'x' });
    expect(errors).toEqual({
      enabled: 'Zostaw włączony co najmniej jeden sposób: dostawę albo odbiór osobisty.',
      preparationMinutes: 'Podaj czas przygotowania od 5 do 180 minut.',
      discountPercent: 'Podaj rabat od 0 do 30 % (liczba całkowita).',
      minimumOrder: MESSAGES.price,
    });
    expect(validatePickup({ ...typed, preparationMinutes: '4', discountPercent: '31' }).errors).toEqual({
      preparationMinutes: MESSAGES.preparation,
      discountPercent: MESSAGES.discount,
    });
  });
});

describe('welcome and carousel', () => {
  it('requires a title and text within the API limits', () => {
    expect(validateWelcome('', 'x')).toEqual({ title: MESSAGES.titleRequired });
    expect(validateWelcome('T', ' ')).toEqual({ text: MESSAGES.welcomeText });
    expect(validateWelcome('a'.repeat(121), 'x')).toHaveProperty('title');
    expect(validateWelcome('Tytuł', 'Tekst')).toEqual({});
  });

  it('names the slide and field like the API (slides/<n>/<field>)', () => {
    const ok = { title: 'A', text: '', image: '/images/a.jpg', link: '' };
    expect(validateSlides([ok, { ...ok, link: 'https://example.pl/x' }])).toEqual({});
    const errors = validateSlides([ok, { title: '', text: 'x'.repeat(501), image: 'javascript:alert(1)', link: 'http://x' }]);
    expect(Object.keys(errors).sort()).toEqual(['slides/1/image', 'slides/1/link', 'slides/1/text', 'slides/1/title']);
    expect(validateSlides([{ ...ok, image: '//evil.example/a.png' }])).toHaveProperty('slides/0/image');
    expect(validateSlides(Array.from({ length: 11 }, () => ok))).toHaveProperty('slides', MESSAGES.tooManySlides);
  });
});

describe('delivery zones', () => {
  it('splits one rule per line and accepts prefixes and ranges', () => {
    expect(splitRules(' 00-\r\n\n02-6 \n00-001..00-999\n')).toEqual(['00-', '02-6', '00-001..00-999']);
    expect(validateZones({ A: ['00-', '0', '02-6'], B: ['00-001..00-999'] })).toEqual({});
  });

  it('names the bad rule with the postal-code message', () => {
    const errors = validateZones({ A: ['00-'], B: ['0a-12'] });
    expect(errors.B).toContain('„0a-12”');
    expect(errors.B).toContain('Kod pocztowy ma postać 00-000');
    expect(validateZones({ A: ['00-999..00-001'], B: [] })).toHaveProperty('A');
  });
});

describe('opening hours', () => {
  const open = (o: string, c: string) => ({ closed: false, open: o, close: c });
  it('allows 24:00 and hours past midnight up to 06:00, ignores closed days, names the day of a bad one', () => {
    const rows = [open('12:00', '22:00'), open('12:00', '24:00'), { closed: true, open: 'x', close: 'y' }, open('22:00', '12:00'), open('9:00', '22:00'), open('12:00', '25:00'), open('10:00', '10:00')];
    expect(validateHours(rows)).toEqual({
      '3/close': 'czwartek: zamknięcie przed otwarciem (22:00–12:00) oznacza godziny po północy, a te mogą trwać najwyżej do 06:00.',
      '4/open': MESSAGES.hour,
      '5/close': MESSAGES.hour,
      '6/close': 'niedziela: godzina zamknięcia musi być inna niż otwarcia (dzień bez godzin otwarcia zaznacz jako zamknięty).',
    });
    const week = Array.from({ length: 7 }, () => open('12:00', '22:00'));
    const friday = (close: string, saturdayOpen = '12:00') => week.map((row, i) => (i === 4 ? open('12:00', close) : i === 5 ? open(saturdayOpen, '22:00') : row));
    expect(validateHours(friday('01:00'))).toEqual({});
    expect(validateHours(friday('06:00'))).toEqual({});
    expect(validateHours(friday('01:00', '00:30'))).toEqual({
      '4/close': 'piątek: otwarte po północy do 01:00, a w sobotę otwarcie jest o 00:30 — godziny nie mogą na siebie nachodzić.',
    });
  });

  it('maps API days (null = closed) to rows and back', () => {
    const days = [null, { open: '12:00', close: '22:00' }, null, null, null, null, { open: '13:00', close: '24:00' }];
    expect(rowsToDays(daysToRows(days))).toEqual(days);
  });
});
