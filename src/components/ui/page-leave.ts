/**
 * docs/behaviour.md §2: on a change of page the page shown dims before the new one fades in
 * (page-transition.tsx), the two within the page transition's 500 ms. The Web Animations API
 * rather than a CSS rule: this module loads after the first render (gatsby-browser), so neither
 * its code nor a rule of it is in the first load. Nothing moves for people who ask their system
 * for reduced motion.
 *
 * D102: the old page dims, it never fades to nothing, and it stays dimmed until Gatsby swaps in
 * the new page however long that takes. It used to fade to transparent and come back after a
 * fixed 300 ms, so a slow page change showed a blank screen, then the old page again.
 */
import { theme } from '../../styles/theme';

/** The page wrapper of page-transition.tsx. */
const PAGE = '[data-pathname]';

/** The dimmed page and its fade, until the navigation that dimmed it has ended. */
let dimmed: { page: HTMLElement; fade: Animation } | undefined;

/** Dims the page shown; settles when it is dimmed (at once when nothing should move). */
export function fadeOutPage(): Promise<void> {
  const page = document.querySelector<HTMLElement>(PAGE);
  if (!page || typeof page.animate !== 'function' || window.matchMedia(theme.queries.reducedMotion).matches) return Promise.resolve();
  const fade = page.animate([{ opacity: 1 }, { opacity: theme.transition.pageDimmed }], {
    duration: theme.transition.pageLeaveMs,
    easing: 'ease-in',
    fill: 'forwards',
  });
  dimmed = { page, fade };
  return fade.finished.then(() => undefined);
}

/**
 * A navigation has ended (gatsby-browser's onRouteUpdate). Normally the dimmed wrapper is gone,
 * replaced by the new page's; should the navigation have ended on this same page (a redirect
 * back to it), the page must not stay dimmed.
 */
export function pageChangeEnded(): void {
  if (dimmed?.page.isConnected) dimmed.fade.cancel();
  dimmed = undefined;
}
