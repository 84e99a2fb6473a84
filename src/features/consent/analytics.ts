/**
 * Google Analytics (gtag.js), loaded only after consent. gatsby-plugin-google-gtag stays in the
 * build for its route tracking (it sends page_view on client-side navigation whenever
 * window.gtag exists), but its script tags are removed from the HTML in gatsby-ssr.tsx: this
 * module puts the same loader, with the same config, into the page once the visitor agrees.
 * It is a chunk of its own, loaded only to apply a choice (consent-store.ts): a first visit,
 * which has none, never downloads it.
 */

export const GTAG_ORIGIN = 'https://www.googletagmanager.com';

/** What gatsby-config.ts gives the plugin; page views are sent explicitly (see startAnalytics). */
export const GTAG_CONFIG = { anonymize_ip: true, send_page_view: false } as const;

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
 * Defines gtag, queues the config and the current page's view, and adds gtag.js. Returns
 * false when nothing was started (no id, Do Not Track, already running: then only the opt-out
 * flag is lifted). The page view of the current page is ours to send: the plugin's
 * onRouteUpdate for it ran before consent, when there was no gtag.
 */
export function startAnalytics(id: string, win: Window = window): boolean {
  const analytics = asAnalyticsWindow(win);
  if (!id || doNotTrack(win)) return false;
  analytics[`ga-disable-${id}`] = false;
  if (typeof analytics.gtag === 'function') return false;
  analytics.dataLayer = analytics.dataLayer ?? [];
  const dataLayer = analytics.dataLayer;
  // gtag.js reads Arguments objects from the data layer, not arrays: keep `arguments`.
  analytics.gtag = function gtag() {
    dataLayer.push(arguments);
  };
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
 * Withdrawn consent: Google's documented opt-out flag stops gtag.js from sending anything more
 * in this page, and its cookies go. The next page load does not load gtag.js at all.
 */
export function stopAnalytics(id: string, win: Window = window): void {
  if (!id) return;
  asAnalyticsWindow(win)[`ga-disable-${id}`] = true;
  const { hostname } = win.location;
  const domains = ['', hostname, `.${hostname.split('.').slice(-2).join('.')}`];
  for (const cookie of win.document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim();
    if (name !== '_ga' && !name.startsWith('_ga_') && name !== '_gid') continue;
    for (const domain of domains) {
      win.document.cookie = `${name}=; Max-Age=0; path=/${domain ? `; domain=${domain}` : ''}`;
    }
  }
}
