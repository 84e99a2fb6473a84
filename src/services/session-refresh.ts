/**
 * Background renewal of the signed-in session (docs/behaviour.md §9: credentials count as expired 10
 * minutes early and are refreshed after 50 minutes of a 60-minute token), so a customer who
 * keeps the tab open for hours still orders with a valid token and without waiting for a
 * refresh at the moment of ordering.
 *
 * One timer, due at expiry minus 10 minutes, rescheduled after every renewal. Browsers
 * throttle or freeze timers in background tabs and while the device sleeps, so the due time
 * is checked again when the tab becomes visible and when the network comes back. A renewal
 * that fails is not retried in a loop: offline, the next wake-up tries again; a session that
 * is gone stops the refresher, and the next API call takes the usual path (401 -> refresh ->
 * 'session expired', customer-thunks.ts).
 */
import type { IdentitySession } from './identity-types';

/** docs/behaviour.md §9: renew this long before the token's expiry. */
export const REFRESH_BEFORE_EXPIRY_MS = 10 * 60 * 1000;
/** setTimeout's largest delay (2^31-1 ms); longer ones fire at once. */
const MAX_TIMER_MS = 2_147_483_647;

export interface RefreshClock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Where "the tab is visible again" and "the network is back" come from. */
export interface WakeSource {
  /** Calls `onWake` on each wake-up; returns the function that stops listening. */
  listen(onWake: () => void): () => void;
}

export interface SessionRefresherOptions {
  /** Renews now; null when the session cannot be renewed (signed out elsewhere, revoked). */
  refresh: () => Promise<IdentitySession | null>;
  clock?: RefreshClock;
  wake?: WakeSource;
}

export interface SessionRefresher {
  /** (Re)starts for a session whose ID token expires at `expiresAt` (epoch seconds). */
  start(expiresAt: number): void;
  stop(): void;
  /** Epoch ms of the next renewal, null when stopped (tests, diagnostics). */
  dueAt(): number | null;
}

const globalClock: RefreshClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** visibilitychange (to visible) on the document and online on the window. */
export const browserWake: WakeSource = {
  listen(onWake) {
    if (typeof window === 'undefined' || typeof document === 'undefined') return () => undefined;
    const onVisibility = () => {
      if (document.visibilityState === 'visible') onWake();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('online', onWake);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('online', onWake);
    };
  },
};

export function createSessionRefresher({ refresh, clock = globalClock, wake = browserWake }: SessionRefresherOptions): SessionRefresher {
  let due: number | null = null;
  let timer: unknown;
  let unlisten: (() => void) | undefined;
  let renewing: Promise<void> | undefined;

  const clearTimer = () => {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
  };

  function stop() {
    clearTimer();
    unlisten?.();
    unlisten = undefined;
    due = null;
  }

  function schedule(expiresAt: number) {
    clearTimer();
    due = expiresAt * 1000 - REFRESH_BEFORE_EXPIRY_MS;
    const wait = Math.min(MAX_TIMER_MS, Math.max(0, due - clock.now()));
    timer = clock.setTimeout(() => void renewIfDue(), wait);
  }

  /** One renewal at a time: a wake-up during a renewal waits for it instead of sending another. */
  function renewIfDue(): Promise<void> {
    if (due === null || clock.now() < due) {
      // Woken early (visible tab, network back): the timer may have been frozen, so set it again.
      if (due !== null && !renewing) schedule((due + REFRESH_BEFORE_EXPIRY_MS) / 1000);
      return renewing ?? Promise.resolve();
    }
    renewing ??= refresh()
      .then((session) => {
        if (due === null) return; // signed out meanwhile
        if (session) schedule(session.expiresAt);
        else stop(); // the session is gone: nothing to keep fresh
      })
      .catch(() => {
        // Offline or the provider is down: keep the due time, try at the next wake-up.
        clearTimer();
      })
      .finally(() => {
        renewing = undefined;
      });
    return renewing;
  }

  return {
    start(expiresAt) {
      unlisten ??= wake.listen(() => void renewIfDue());
      schedule(expiresAt);
    },
    stop,
    dueAt: () => due,
  };
}
