/**
 * The old page leaves before the new one shows (docs/behaviour.md §2). Gatsby swaps pages as
 * soon as the new page's resources are loaded, with no hook that can wait, so this wraps the
 * two globals its runtime navigates through: `window.___navigate`, which every `Link` and
 * `navigate()` call, and `window.___loader.loadPage`, which that navigation awaits before it
 * swaps. The wait for the page resources and the leaving run side by side: the swap comes when
 * both are done, and Gatsby's own one-second timer for the loading notice and its reloads on a
 * failed resource or a rebuilt site stay as they are. Back and forward (history) and a change
 * of the query or hash on the same page swap nothing, so nothing leaves.
 *
 * Installed after the first render (the site's gatsby-browser loads this lazily): nothing of
 * it is in the first load, and a navigation before it is there simply does not fade out.
 */

type Navigate = (to: string | number, options?: object) => void;
interface PublicLoader {
  loadPage: (path: string) => Promise<unknown>;
}

declare global {
  interface Window {
    ___navigate?: Navigate;
    ___loader?: PublicLoader;
  }
}

/** The pathname `to` leads to, as Gatsby's navigate reads it (relative to this page). */
const pathnameOf = (to: string) => new URL(to, window.location.href).pathname;

/**
 * From now on, a navigation to another page first calls `leave` and swaps only once the
 * promise it returns has settled and the page's resources are loaded. False when Gatsby's
 * runtime no longer has the globals this relies on (then navigation stays as it was).
 */
export function leaveBeforeNavigate(leave: () => Promise<void>): boolean {
  const navigate = window.___navigate;
  const loader = window.___loader;
  if (typeof navigate !== 'function' || typeof loader?.loadPage !== 'function') return false;
  const loadPage = loader.loadPage;
  window.___navigate = (to, options) => {
    if (typeof to !== 'string' || pathnameOf(to) === window.location.pathname) {
      navigate(to, options);
      return;
    }
    const left = leave().catch(() => undefined);
    // Gatsby's navigate calls loadPage synchronously, once: only that call waits for the leaving.
    loader.loadPage = (path) => Promise.all([loadPage(path), left]).then(([resources]) => resources);
    try {
      navigate(to, options);
    } finally {
      loader.loadPage = loadPage;
    }
  };
  return true;
}
