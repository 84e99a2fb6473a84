/** What gtag leaves on window and in the page, forgotten between tests, with the consent store's cache. */
import { resetConsentStoreForTests } from '../../src/features/consent/consent-store';

export type GtagGlobals = { gtag?: unknown; dataLayer?: IArguments[]; [flag: string]: unknown };
export const gtagWindow = window as unknown as GtagGlobals;

/** A build with tracking id `id`, a visitor who chose nothing yet, no gtag loaded. */
export function freshVisitor(id: string): void {
  process.env.GATSBY_GTAG_ID = id;
  localStorage.clear();
  resetConsentStoreForTests();
  delete gtagWindow.gtag;
  delete gtagWindow.dataLayer;
  delete gtagWindow[`ga-disable-${id}`];
  document.head.innerHTML = '';
}

export const gtagScripts = () => [...document.querySelectorAll('script')].filter((s) => s.src.includes('googletagmanager.com'));
