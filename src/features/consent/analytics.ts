/**
 * Google Analytics (gtag.js) with Consent Mode v2, loaded only after consent. gatsby-plugin-google-gtag
 * stays in the build for its route tracking (it sends page_view on client-side navigation whenever
 * window.gtag exists), but its script tags are removed from the HTML in gatsby-ssr.tsx: this
 * module puts the same loader, with the same config, into the page once the visitor agrees to
 * statistics or ads. It is a chunk of its own, loaded only to apply a choice (consent-store.ts):
 * a first visit, which has none, never downloads it.
 */
import { allowsMeasurement, type ConsentChoice } from './consent';

export const GTAG_ORIGIN = 'https://www.googletagmanager.com';

/** What gatsby-config.ts gives the plugin; page views are sent explicitly (see startAnalytics). */
export const GTAG_CONFIG = { anonymize_ip: true, send_page_view: false } as const;

type ConsentState = 'granted' | 'denied';
type ConsentSignals = Record<'analytics_storage' | 'ad_storage' | 'ad_user_data' | 'ad_personalization', ConsentState>;

/** Consent Mode v2's defaults: everything denied until the visitor's choice updates it. */
export const CONSENT_DEFAULTS: ConsentSignals = {
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
};

const state = (allowed: boolean): ConsentState => (allowed ? 'granted' : 'denied');

/**
 * The choice as Google's signals. Ads consent is to conversion measurement only (the banner's
 * words): ad_personalization (remarketing) stays denied whatever the choice.
 */
export const consentSignals = (choice: ConsentChoice): ConsentSignals => ({
  analytics_storage: state(choice.analytics),
  ad_storage: state(choice.ads),
  ad_user_data: state(choice.ads),
  ad_personalization: 'denied',
});

type Gtag = (...args: unknown[]) => void;

interface AnalyticsWindow {
  gtag?: Gtag;
  dataLayer?: unknown[];
  doNotTrack?: string | null;
  [disableFlag: `ga-disable-${string}`]: boolean | undefined;
}

const asAnalyticsWindow = (win: Window) => win as unknown as AnalyticsWindow;

/** The plugin is configured with respectDNT: a visitor asking not to be tracked never is. */
export function doNotTrack(win: Window): boolean {
  return win.navigator.doNotTrack === '1' || asAnalyticsWindow(win).doNotTrack === '1';
}

/**
 * Applies a choice that allows statistics, ads or both. The first time in a page: defines gtag,
 * queues the consent defaults (before any other command), the choice, the config and the
 * current page's view, and adds gtag.js; afterwards only the consent update (and the opt-out
 * flag is lifted). Returns false when gtag.js was not added (no id, Do Not Track, already
 * running). The page view of the current page is ours to send: the plugin's onRouteUpdate for
 * it ran before consent, when there was no gtag.
 */
export function startAnalytics(id: string, choice: ConsentChoice, win: Window = window): boolean {
  const analytics = asAnalyticsWindow(win);
  if (!id || doNotTrack(win) || !allowsMeasurement(choice)) return false;
  analytics[`ga-disable-${id}`] = false;
  if (typeof analytics.gtag === 'function') {
    analytics.gtag('consent', 'update', consentSignals(choice));
    removeCookiesRefused(choice, win);
    return false;
  }
  analytics.dataLayer = analytics.dataLayer ?? [];
  const dataLayer = analytics.dataLayer;
  // gtag.js reads Arguments objects from the data layer, not arrays: keep `arguments`.
  analytics.gtag = function gtag() {
    dataLayer.push(arguments);
  };
  // No wait_for_update: the choice is known before gtag.js is even requested.
  analytics.gtag('consent', 'default', { ...CONSENT_DEFAULTS });
  analytics.gtag('consent', 'update', consentSignals(choice));
  analytics.gtag('js', new Date());
  analytics.gtag('config', id, { ...GTAG_CONFIG });
  const { pathname, search, hash } = win.location;
  analytics.gtag('event', 'page_view', { page_path: pathname + search + hash });
  const script = win.document.createElement('script');
  script.async = true;
  script.src = `${GTAG_ORIGIN}/gtag/js?id=${encodeURIComponent(id)}`;
  win.document.head.appendChild(script);
  return true;
}

/**
 * Both refused (withdrawn): every signal back to denied, Google's documented opt-out flag
 * stops gtag.js from sending anything more in this page, and its cookies go. The next page
 * load does not load gtag.js at all.
 */
export function stopAnalytics(id: string, win: Window = window): void {
  if (!id) return;
  const analytics = asAnalyticsWindow(win);
  if (typeof analytics.gtag === 'function') analytics.gtag('consent', 'update', { ...CONSENT_DEFAULTS });
  analytics[`ga-disable-${id}`] = true;
  removeCookiesRefused({ analytics: false, ads: false }, win);
}

/** Google's first-party cookies of each purpose: _ga… for statistics, _gcl… for ads. */
const isRefusedCookie = (name: string, choice: ConsentChoice) =>
  (!choice.analytics && (name === '_ga' || name.startsWith('_ga_') || name === '_gid')) || (!choice.ads && name.startsWith('_gcl_'));

function removeCookiesRefused(choice: ConsentChoice, win: Window): void {
  const { hostname } = win.location;
  const domains = ['', hostname, `.${hostname.split('.').slice(-2).join('.')}`];
  for (const cookie of win.document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim();
    if (!isRefusedCookie(name, choice)) continue;
    for (const domain of domains) {
      win.document.cookie = `${name}=; Max-Age=0; path=/${domain ? `; domain=${domain}` : ''}`;
    }
  }
}
