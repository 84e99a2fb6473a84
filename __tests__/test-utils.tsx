/**
 * Helpers for component tests: fake window.matchMedia
 * (jsdom has none), and compare Intl output without caring which space it used.
 */

/**
 * Installs a window.matchMedia whose answers come from `matches(query)`; returns a restore
 * function. Use the raw queries in theme.queries to say "this is a phone".
 */
export function mockMatchMedia(matches: (query: string) => boolean): () => void {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    addListener: jest.fn(),
    removeListener: jest.fn(),
    dispatchEvent: jest.fn(),
  })) as unknown as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

/** Intl puts a no-break space (U+00A0) or narrow one (U+202F) before 'zł'; tests write ' '. */
export function normalizeSpaces(text: string | null | undefined): string {
  return (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();
}

/**
 * The top bar's desktop basket link. It shares the page with the phone's basket button and CSS
 * shows one of them; jsdom ignores media queries, so the link counts as hidden (no accessible
 * name) and is found by its label attribute.
 */
export function desktopBasketLink(label: string): HTMLAnchorElement {
  const link = document.querySelector<HTMLAnchorElement>(`a[aria-label="${label}"]`);
  if (!link) throw new Error(`no link labelled "${label}"`);
  return link;
}
