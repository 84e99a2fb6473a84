import { CONSENT_KEY } from '../../../src/lib/storage';
import { ALL_DENIED, ALL_GRANTED, CONSENT_ATTRIBUTE, CONSENT_VERSION, consentStateScript, readConsent, saveConsent } from '../../../src/features/consent/consent';
import { startAnalytics, stopAnalytics } from '../../../src/features/consent/analytics';

import { gtagScripts, gtagWindow as win } from '../../support/gtag-globals';

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
    // Version 1 had one answer for statistics and ads together: asked again.
    localStorage.setItem(CONSENT_KEY, JSON.stringify({ version: 1, choice: 'granted', decidedAt: new Date().toISOString() }));
    expect(readConsent()).toBeNull();
    const valid = { version: CONSENT_VERSION, analytics: true, ads: false, decidedAt: new Date().toISOString() };
    localStorage.setItem(CONSENT_KEY, JSON.stringify({ ...valid, ads: 'tak' }));
    expect(readConsent()).toBeNull();
    localStorage.setItem(CONSENT_KEY, JSON.stringify({ ...valid, analytics: undefined }));
    expect(readConsent()).toBeNull();
    localStorage.setItem(CONSENT_KEY, JSON.stringify({ ...valid, decidedAt: 'wczoraj' }));
    expect(readConsent()).toBeNull();
    localStorage.setItem(CONSENT_KEY, JSON.stringify(valid));
    expect(readConsent()).toEqual({ analytics: true, ads: false });
  });

  it('keeps both answers with the version and date', () => {
    const now = new Date('2026-11-22T10:00:00.000Z');
    saveConsent({ analytics: false, ads: true }, now);
    expect(JSON.parse(localStorage.getItem(CONSENT_KEY)!)).toEqual({
      version: 2,
      analytics: false,
      ads: true,
      decidedAt: '2026-11-22T10:00:00.000Z',
    });
    expect(readConsent()).toEqual({ analytics: false, ads: true });
    saveConsent(ALL_GRANTED, now);
    expect(readConsent()).toEqual(ALL_GRANTED);
  });
});

describe('analytics loader', () => {
  it('adds gtag.js with the id; consent defaults (all denied) come first, then the choice, the config and one page view', () => {
    expect(startAnalytics('G-TEST12345', ALL_GRANTED)).toBe(true);
    const scripts = gtagScripts();
    expect(scripts).toHaveLength(1);
    expect(scripts[0].src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST12345');
    expect(scripts[0].async).toBe(true);
    const calls = win.dataLayer!.map((args) => Array.from(args));
    // Arguments objects, as gtag.js expects, not arrays.
    expect(Array.isArray(win.dataLayer![0])).toBe(false);
    expect(calls[0]).toEqual([
      'consent',
      'default',
      { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    ]);
    // Ads consent is to conversion measurement: no personalisation (remarketing) whatever the choice.
    expect(calls[1]).toEqual([
      'consent',
      'update',
      { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'denied' },
    ]);
    expect(calls[2][0]).toBe('js');
    expect(calls[3]).toEqual(['config', 'G-TEST12345', { anonymize_ip: true, send_page_view: false }]);
    expect(calls[4]).toEqual(['event', 'page_view', { page_path: '/menu/?kategoria=maki' }]);
  });

  it('statistics and ads are granted apart; refusing both starts nothing', () => {
    expect(startAnalytics('G-TEST12345', ALL_DENIED)).toBe(false);
    expect(win.gtag).toBeUndefined();
    startAnalytics('G-TEST12345', { analytics: false, ads: true });
    expect(Array.from(win.dataLayer![1])).toEqual([
      'consent',
      'update',
      { analytics_storage: 'denied', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'denied' },
    ]);
    // A new choice in the same page: only an update, no second script.
    startAnalytics('G-TEST12345', { analytics: true, ads: false });
    expect(Array.from(win.dataLayer!.at(-1)!)).toEqual([
      'consent',
      'update',
      { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    ]);
    expect(gtagScripts()).toHaveLength(1);
  });

  it('starts once: a second consent in the same page adds no second script or page view', () => {
    startAnalytics('G-TEST12345', ALL_GRANTED);
    expect(startAnalytics('G-TEST12345', ALL_GRANTED)).toBe(false);
    expect(gtagScripts()).toHaveLength(1);
    expect(win.dataLayer!.filter((args) => Array.from(args)[1] === 'page_view')).toHaveLength(1);
  });

  it('does nothing without an id or when the browser asks not to be tracked', () => {
    expect(startAnalytics('', ALL_GRANTED)).toBe(false);
    Object.defineProperty(window.navigator, 'doNotTrack', { value: '1', configurable: true });
    try {
      expect(startAnalytics('G-TEST12345', ALL_GRANTED)).toBe(false);
    } finally {
      Object.defineProperty(window.navigator, 'doNotTrack', { value: null, configurable: true });
    }
    expect(gtagScripts()).toHaveLength(0);
    expect(win.gtag).toBeUndefined();
  });

  it('withdrawn consent updates every signal to denied, sets the opt-out flag and removes Google\'s cookies only', () => {
    startAnalytics('G-TEST12345', ALL_GRANTED);
    document.cookie = '_ga=GA1.1.123; path=/';
    document.cookie = '_ga_TEST12345=GS1.1; path=/';
    document.cookie = '_gcl_au=1.1.1; path=/';
    document.cookie = 'inne=zostaje; path=/';
    stopAnalytics('G-TEST12345');
    expect(Array.from(win.dataLayer!.at(-1)!)).toEqual([
      'consent',
      'update',
      { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    ]);
    expect(win['ga-disable-G-TEST12345']).toBe(true);
    expect(document.cookie).toBe('inne=zostaje');
    // Consent given again in the same page lifts the flag without loading twice.
    startAnalytics('G-TEST12345', ALL_GRANTED);
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

  it('marks <html> when a choice of the current version is stored, whatever it is', () => {
    expect(run()).toBeNull();
    saveConsent(ALL_DENIED);
    expect(run()).toBe('');
    saveConsent({ analytics: true, ads: false });
    expect(run()).toBe('');
    localStorage.setItem(CONSENT_KEY, JSON.stringify({ version: 1, choice: 'granted', decidedAt: 'x' }));
    expect(run()).toBeNull();
    localStorage.setItem(CONSENT_KEY, '{nie json');
    expect(run()).toBeNull();
    document.documentElement.removeAttribute(CONSENT_ATTRIBUTE);
  });
});
