/**
 * docs/behaviour.md §1: when a new service worker installs while one already controls the page, the site
 * marks itself updated and reloads "if some resources had failed". Gatsby's
 * register-service-worker.js does the reload when `window.___failedResources` is set, but
 * Gatsby 5 no longer sets that flag anywhere, so this watcher does: a script or stylesheet
 * that fails to load, or a lazily loaded chunk that fails, marks the page. The new worker
 * then brings files that match, and the reload shows a whole page instead of a broken one.
 */

type FailureWindow = Window & { ___failedResources?: boolean };

const isResourceElement = (target: EventTarget | null): boolean =>
  typeof HTMLScriptElement !== 'undefined' &&
  (target instanceof HTMLScriptElement || (target instanceof HTMLLinkElement && /stylesheet|preload/.test(target.rel)));

/** webpack's failed dynamic import: a ChunkLoadError (CSS chunks: CSS_CHUNK_LOAD_FAILED code). */
const isChunkFailure = (reason: unknown): boolean => {
  const e = reason as { name?: unknown; code?: unknown } | null;
  return e?.name === 'ChunkLoadError' || e?.code === 'CSS_CHUNK_LOAD_FAILED';
};

/** Starts watching; returns the function that stops it (tests). */
export function watchFailedResources(win: FailureWindow = window): () => void {
  const mark = () => {
    win.___failedResources = true;
  };
  // Load errors of elements do not bubble: only a capturing listener on window sees them.
  const onError = (event: Event) => {
    if (isResourceElement(event.target)) mark();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkFailure(event.reason)) mark();
  };
  win.addEventListener('error', onError, true);
  win.addEventListener('unhandledrejection', onRejection);
  return () => {
    win.removeEventListener('error', onError, true);
    win.removeEventListener('unhandledrejection', onRejection);
  };
}
