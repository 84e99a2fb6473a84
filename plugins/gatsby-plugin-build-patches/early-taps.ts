/**
 * A visitor on a slow phone sees the pre-rendered page seconds before React has hydrated it
 * (the bundles start after the first paint: bundles-after-first-paint.ts). React listens from
 * the moment hydration starts (a tap then hydrates at once and is handled by React itself); a
 * tap on a button before that moment would be lost. An inline script in the head remembers the
 * last button tapped (the site's gatsby-ssr puts it there, to keep its place in the head);
 * hydrate-concurrently.ts stops it as hydration starts and gatsby-browser's
 * onInitialClientRender taps that button again once the page has hydrated. Only the last one:
 * taps repeated out of impatience must not act twice (put a product into the basket twice).
 */

declare global {
  interface Window {
    __stopEarlyTaps?: () => HTMLButtonElement | null;
  }
}

/** The inline script: keeps the last tapped button until window.__stopEarlyTaps() is called. */
export function earlyTapsScript(): string {
  return [
    '(function(){var last=null;',
    'function keep(e){var b=e.target&&e.target.closest&&e.target.closest("button");if(b)last=b}',
    'document.addEventListener("click",keep,true);',
    'window.__stopEarlyTaps=function(){document.removeEventListener("click",keep,true);return last}})()',
  ].join('');
}

/** Stops remembering taps; the button tapped last before hydration, if any. */
export function stopRecordingEarlyTaps(): HTMLButtonElement | null {
  const stop = window.__stopEarlyTaps;
  delete window.__stopEarlyTaps;
  return stop ? stop() : null;
}

/** Taps the button again, if hydration kept it in the page and it can still be used. */
export function replayEarlyTap(button: HTMLButtonElement | null): void {
  if (button?.isConnected && !button.disabled) button.click();
}
