import { CONSENT_KEY } from '../../../src/lib/storage';
import { CONSENT_ATTRIBUTE, CONSENT_VERSION, consentStateScript, readConsent, saveConsent } from '../../../src/features/consent/consent';
import { startAnalytics, stopAnalytics } from '../../../src/features/consent/analytics';

type AnalyticsGlobals = { gtag?: unknown; dataLayer?: ArrayLike<unknown>[]; [flag: string]: unknown };
const win = window as unknown as AnalyticsGlobals;
const gtagScripts = () => [...document.querySelectorAll('script')].filter((s) => s.src.includes('googletagmanager.com'));

beforeEach(() => {
  localStorage.clear();
  delete win.gtag;
  delete win.dataLayer;
  delete win['ga-disable-G-TEST12345'];
  document.head.innerHTML = '';
  window.history.replaceState(null, '', '/menu/?kategoria=maki');
});

describe('stored consent', () => {
  it('asks (null) when nothing, garbage, an old version or an unknown choice is stored', () => {
    expect(readConsent()).toBeNull();
    for (const text of ['nie-json', '"granted"', '[]', 'null']) {
      localStorage.setItem(CONSENT_KEY, text);
      expect(readConsent()).toBeNull();
    }
    const stale = { version: CONSENT_VERSION - 1, choice: 'granted', decidedAt: new Date().toISOString() };
    localStorage.setItem(CONSENT_KEY, JSON.stringify(stale));
    expect(readConsent()).toBeNull();
    localStorage.setItem(CONSENT_KEY, JSON.stringify({ ...stale, version: CONSENT_VERSION, choice: 'maybe' }));
    expect(readConsent()).toBeNull();
    localStorage.setItem(CONSENT_KEY, JSON.stringify({ ...stale, version: CONSENT_VERSION, decidedAt: 'wczoraj' }));
    expect(readConsent()).toBeNull();
  });

  it('keeps the choice with its version and date', () => {
    const now = new Date('2026-11-22T10:00:00.000Z');
    saveConsent('denied', now);
    expect(JSON.parse(localStorage.getItem(CONSENT_KEY)!)).toEqual({
      version: CONSENT_VERSION,
      choice: 'denied',
      decidedAt: '2026-11-22T10:00:00.000Z',
    });
    expect(readConsent()).toBe('denied');
    saveConsent('granted', now);
    expect(readConsent()).toBe('granted');
  });
});

describe('analytics loader', () => {
  it('adds gtag.js with the id, IP anonymisation and one page view of the current page', () => {
    expect(startAnalytics('G-TEST12345')).toBe(true);
    const scripts = gtagScripts();
    expect(scripts).toHaveLength(1);
    expect(scripts[0].src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST12345');
    expect(scripts[0].async).toBe(true);
    const calls = win.dataLayer!.map((args) => Array.from(args));
    // Arguments objects, as gtag.js expects, not arrays.
    expect(Array.isArray(win.dataLayer![0])).toBe(false);
    expect(calls[0][0]).toBe('js');
    expect(calls[1]).toEqual(['config', 'G-TEST12345', { anonymize_ip: true, send_page_view: false }]);
    expect(calls[2]).toEqual(['event', 'page_view', { page_path: '/menu/?kategoria=maki' }]);
  });

  it('starts once: a second consent in the same page adds no second script or page view', () => {
    startAnalytics('G-TEST12345');
    expect(startAnalytics('G-TEST12345')).toBe(false);
    expect(gtagScripts()).toHaveLength(1);
    expect(win.dataLayer).toHaveLength(3);
  });

  it('does nothing without an id or when the browser asks not to be tracked', () => {
    expect(startAnalytics('')).toBe(false);
    Object.defineProperty(window.navigator, 'doNotTrack', { value: '1', configurable: true });
    try {
      expect(startAnalytics('G-TEST12345')).toBe(false);
    } finally {
      Object.defineProperty(window.navigator, 'doNotTrack', { value: null, configurable: true });
    }
    expect(gtagScripts()).toHaveLength(0);
    expect(win.gtag).toBeUndefined();
  });

  it('withdrawn consent sets the opt-out flag and removes the analytics cookies only', () => {
    startAnalytics('G-TEST12345');
    document.cookie = '_ga=GA1.1.123; path=/';
    document.cookie = '_ga_TEST12345=GS1.1; path=/';
    document.cookie = 'inne=zostaje; path=/';
    stopAnalytics('G-TEST12345');
    expect(win['ga-disable-G-TEST12345']).toBe(true);
    expect(document.cookie).toBe('inne=zostaje');
    // Consent given again in the same page lifts the flag without loading twice.
    startAnalytics('G-TEST12345');
    expect(win['ga-disable-G-TEST12345']).toBe(false);
    expect(gtagScripts()).toHaveLength(1);
    document.cookie = 'inne=; Max-Age=0; path=/';
  });
});

describe('head script (before the first paint)', () => {
  const run = () => {
    document.documentElement.removeAttribute(CONSENT_ATTRIBUTE);
    new Function(consentStateScript())();
    return document.documentElement.getAttribute(CONSENT_ATTRIBUTE);
  };

  it('marks <html> with the stored choice of the current version only', () => {
    expect(run()).toBeNull();
    saveConsent('denied');
    expect(run()).toBe('denied');
    saveConsent('granted');
    expect(run()).toBe('granted');
    localStorage.setItem(CONSENT_KEY, JSON.stringify({ version: CONSENT_VERSION + 1, choice: 'granted', decidedAt: 'x' }));
    expect(run()).toBeNull();
    localStorage.setItem(CONSENT_KEY, '{nie json');
    expect(run()).toBeNull();
    document.documentElement.removeAttribute(CONSENT_ATTRIBUTE);
  });
});
