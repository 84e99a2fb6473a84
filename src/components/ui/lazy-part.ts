/**
 * A part of the page the first paint does not use (the basket preview, the mobile menu, the
 * product modal), split into its own chunk: React.lazy renders it on first use, and the page
 * fetches the chunk once the browser is idle after mounting, so the first tap rarely waits for
 * the network. Not webpack's `webpackPrefetch`: its runtime leaves a failed chunk load as an
 * unhandled rejection, on which Gatsby reloads the current page (a failed prefetch of another
 * page sent the visitor back to where they were). A failed early fetch here is left for the
 * first use to retry (webpack forgets failed chunks).
 */
import { lazy, useEffect, type ComponentType } from 'react';

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  return {
    Component: lazy(async () => ({ default: await load() })),
    fetchEarly: () => void load().catch(() => undefined),
  };
}

/** Runs `fetchEarly` once the browser is idle after the component has mounted. */
export function useFetchWhenIdle(fetchEarly: () => void): void {
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(fetchEarly);
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(fetchEarly, 200); // Safari has no requestIdleCallback
    return () => window.clearTimeout(id);
  }, [fetchEarly]);
}
