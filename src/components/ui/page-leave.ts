/**
 * docs/behaviour.md §2: on a change of page the page shown fades out before the new one fades
 * in (page-transition.tsx), the two within the page transition's 500 ms. The Web Animations API
 * rather than a CSS rule: this module loads after the first render (gatsby-browser), so neither
 * its code nor a rule of it is in the first load. Nothing moves for people who ask their system
 * for reduced motion.
 */
import { theme } from '../../styles/theme';

/** The page wrapper of page-transition.tsx. */
const PAGE = '[data-pathname]';

/** Fades the page shown out; settles when it is gone from sight (at once when nothing should move). */
export function fadeOutPage(): Promise<void> {
  const page = document.querySelector<HTMLElement>(PAGE);
  if (!page || typeof page.animate !== 'function' || window.matchMedia(theme.queries.reducedMotion).matches) return Promise.resolve();
  const pathname = page.dataset.pathname;
  const fade = page.animate([{ opacity: 1 }, { opacity: 0 }], { duration: theme.transition.pageLeaveMs, easing: 'ease-in', fill: 'forwards' });
  // The wrapper is replaced by the new page's. Should the navigation end on this same page
  // (a redirect back to it), the page must not stay invisible.
  void fade.finished.then(() =>
    window.setTimeout(() => {
      if (page.isConnected && window.location.pathname === pathname) fade.cancel();
    }, theme.transition.pageEnterMs),
  );
  return fade.finished.then(() => undefined);
}
