/**
 * Background renewal of the session. First the refresher alone with a hand-driven clock and
 * wake source; then the whole chain with Jest's fake clock: the real identity service (the
 * Cognito library) against a fake Cognito endpoint, a real store, sign-in, hours of an open
 * tab, and an order that goes out with a fresh token without renewing at that moment.
 */
import * as identityModule from '../../src/services/identity';
import { createLazyIdentity, LOCAL_CLIENT_ID, type Identity } from '../../src/services/identity-client';
import { REFRESH_BEFORE_EXPIRY_MS, createSessionRefresher, type RefreshClock } from '../../src/services/session-refresh';
import { signIn, signOut } from '../../src/features/account/account-thunks';
import { selectIsAuthenticated } from '../../src/features/account/account-slice';
import { addItem } from '../../src/features/basket/basket-thunks';
import { submitOrder } from '../../src/features/checkout/checkout-thunks';
import type { PlacedOrder } from '../../src/lib/shop-api-types';
import { fakeSession, makeTestStore } from '../support/fake-services';
import { VALID_CHECKOUT_FORM } from '../support/checkout-fixtures';

const MIN = 60_000;
const HOUR = 60 * MIN;

/** A clock the test moves by hand; timers run only when it says so (like a frozen tab). */
function manualClock(start: number) {
  let now = start;
  let timers: { at: number; run: () => void; id: number }[] = [];
  let nextId = 1;
  const clock: RefreshClock = {
    now: () => now,
    setTimeout: (run, ms) => {
      const id = nextId++;
      timers.push({ at: now + ms, run, id });
      return id;
    },
    clearTimeout: (id) => {
      timers = timers.filter((t) => t.id !== id);
    },
  };
  return {
    clock,
    pending: () => timers.map((t) => t.at),
    /** Moves time; with `runTimers` false the timers stay asleep (a background tab). */
    advance: async (ms: number, runTimers = true) => {
      const target = now + ms;
      while (runTimers) {
        const due = timers.filter((t) => t.at <= target).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        now = Math.max(now, due.at); // each timer runs at its own time, as in a live tab
        timers = timers.filter((t) => t !== due);
        due.run();
        await flush();
      }
      now = target;
    },
  };
}

/** Lets chains of resolved promises run (no timers involved). */
const flush = async () => {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
};

function manualWake() {
  const listeners = new Set<() => void>();
  return {
    wake: { listen: (on: () => void) => (listeners.add(on), () => void listeners.delete(on)) },
    fire: async () => {
      listeners.forEach((on) => on());
      await flush();
    },
    count: () => listeners.size,
  };
}

const T0 = Date.parse('2026-11-22T10:00:00Z');
const seconds = (ms: number) => Math.floor(ms / 1000);

describe('session refresher', () => {
  function setup(refresh: jest.Mock) {
    const time = manualClock(T0);
    const wake = manualWake();
    const refresher = createSessionRefresher({ refresh, clock: time.clock, wake: wake.wake });
    return { time, wake, refresher };
  }
  /** Each renewal gives a token valid for 60 minutes from "now". */
  const renewing = (time: { clock: RefreshClock }) =>
    jest.fn(async () => fakeSession({ expiresAt: seconds(time.clock.now() + HOUR) }));

  it('renews 10 minutes before expiry (after 50 of 60 minutes) and again after each renewal', async () => {
    const refresh = jest.fn();
    const { time, refresher } = setup(refresh);
    refresh.mockImplementation(renewing(time));
    refresher.start(seconds(T0 + HOUR));
    expect(refresher.dueAt()).toBe(T0 + HOUR - REFRESH_BEFORE_EXPIRY_MS);
    expect(time.pending()).toEqual([T0 + 50 * MIN]);

    await time.advance(50 * MIN - 1);
    expect(refresh).not.toHaveBeenCalled();
    await time.advance(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(time.pending()).toEqual([T0 + 100 * MIN]);

    await time.advance(4 * HOUR);
    expect(refresh).toHaveBeenCalledTimes(5); // at 50, 100, 150, 200, 250 minutes
  });

  it('checks again when the tab becomes visible or the network returns: a frozen timer does not miss the renewal', async () => {
    const refresh = jest.fn();
    const { time, wake, refresher } = setup(refresh);
    refresh.mockImplementation(renewing(time));
    refresher.start(seconds(T0 + HOUR));

    await time.advance(3 * HOUR, false); // background tab: no timer ran
    expect(refresh).not.toHaveBeenCalled();
    await wake.fire();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresher.dueAt()).toBe(T0 + 3 * HOUR + 50 * MIN);

    // Woken before the due time: no renewal, the timer is set again for the rest of the wait.
    await time.advance(10 * MIN, false);
    await wake.fire();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(time.pending()).toEqual([T0 + 3 * HOUR + 50 * MIN]);
  });

  it('sends one renewal when wake-ups and the timer meet', async () => {
    let finish: (s: unknown) => void = () => undefined;
    const refresh = jest.fn(() => new Promise((resolve) => (finish = resolve)));
    const { time, wake, refresher } = setup(refresh as jest.Mock);
    refresher.start(seconds(T0 + HOUR));
    await time.advance(55 * MIN);
    await wake.fire();
    await wake.fire();
    expect(refresh).toHaveBeenCalledTimes(1);
    finish(fakeSession({ expiresAt: seconds(T0 + 2 * HOUR) }));
    await flush();
    expect(refresher.dueAt()).toBe(T0 + 2 * HOUR - REFRESH_BEFORE_EXPIRY_MS);
  });

  it('after a failed renewal (offline) waits for a wake-up instead of looping', async () => {
    const refresh = jest.fn().mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { time, wake, refresher } = setup(refresh);
    refresh.mockImplementation(renewing(time));
    refresher.start(seconds(T0 + HOUR));

    await time.advance(50 * MIN);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(time.pending()).toEqual([]);
    await time.advance(HOUR);
    expect(refresh).toHaveBeenCalledTimes(1);

    await wake.fire(); // 'online'
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(time.pending()).toEqual([time.clock.now() + 50 * MIN]);
  });

  it('stops when the session cannot be renewed, leaving it to the 401 path', async () => {
    const refresh = jest.fn().mockResolvedValue(null);
    const { time, wake, refresher } = setup(refresh);
    refresher.start(seconds(T0 + HOUR));
    await time.advance(50 * MIN);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresher.dueAt()).toBeNull();
    expect(wake.count()).toBe(0);
    await time.advance(5 * HOUR);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('stop() (sign-out) cancels the timer and the wake-up listeners', async () => {
    const refresh = jest.fn();
    const { time, wake, refresher } = setup(refresh);
    refresher.start(seconds(T0 + HOUR));
    expect(wake.count()).toBe(1);
    refresher.stop();
    expect(wake.count()).toBe(0);
    await time.advance(5 * HOUR);
    await wake.fire();
    expect(refresh).not.toHaveBeenCalled();
  });
});

// ---- The whole chain, with Jest's fake clock (Date and timers) ----

const jwt = (claims: object) =>
  ['{"alg":"none"}', JSON.stringify(claims)].map((p) => Buffer.from(p).toString('base64url')).join('.') + '.sig';
const expOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { exp: number }).exp;

/** cognito-local's answers to sign-in and renewal: tokens valid 60 minutes from the (fake) now. */
function fakeCognito() {
  const flows: string[] = [];
  let revoked = false;
  const tokens = (email: string) => {
    const iat = Math.floor(Date.now() / 1000);
    return { IdToken: jwt({ email, email_verified: true, iat, exp: iat + 3600 }), AccessToken: jwt({ iat, exp: iat + 3600 }) };
  };
  globalThis.fetch = jest.fn(async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as { AuthFlow: string; AuthParameters: Record<string, string> };
    flows.push(body.AuthFlow);
    const answer =
      revoked && body.AuthFlow === 'REFRESH_TOKEN_AUTH'
        ? { status: 400, body: { __type: 'NotAuthorizedException', message: 'Refresh Token has been revoked' } }
        : body.AuthFlow === 'REFRESH_TOKEN_AUTH'
          ? { status: 200, body: { AuthenticationResult: tokens('jan@example.pl') } }
          : { status: 200, body: { AuthenticationResult: { ...tokens(body.AuthParameters.USERNAME), RefreshToken: 'refresh-1' } } };
    return { ok: answer.status < 300, status: answer.status, json: async () => answer.body, headers: { get: (): null => null } };
  }) as unknown as typeof fetch;
  return { flows, revoke: () => void (revoked = true) };
}

const valid = VALID_CHECKOUT_FORM;

describe('a tab open for hours', () => {
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    jest.useFakeTimers({ now: T0 });
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
  });
  // Every identity made here listens to the document: stop them all, so none wakes up in the next test.
  let created: Identity[] = [];
  const lazyIdentity = (...args: Parameters<typeof createLazyIdentity>) => {
    const identity = createLazyIdentity(...args);
    created.push(identity);
    return identity;
  };
  afterEach(async () => {
    await Promise.all(created.map((identity) => identity.signOut().catch(() => undefined)));
    created = [];
    jest.useRealTimers();
    globalThis.fetch = realFetch;
  });

  async function signedInStore() {
    const cognito = fakeCognito();
    const identity = lazyIdentity(
      { endpoint: 'http://cognito.test/', authFlow: 'USER_PASSWORD_AUTH', clientId: LOCAL_CLIENT_ID },
      async () => identityModule,
    );
    const tokensSent: string[] = [];
    const placeOrder = jest.fn(async (_body: unknown, { token }: { token?: string }) => {
      tokensSent.push(token ?? '');
      return { id: 'ABCDEFGH23', priceChanges: [] } as unknown as PlacedOrder;
    });
    const { store } = makeTestStore({ placeOrder }, undefined, { identity });
    await store.dispatch(signIn('jan@example.pl', 'Haslo1234'));
    expect(selectIsAuthenticated(store.getState())).toBe(true);
    return { store, cognito, tokensSent, identity };
  }

  it('keeps renewing every 50 minutes, so an order after 5 hours carries a fresh token and waits for no renewal', async () => {
    const { store, cognito, tokensSent } = await signedInStore();
    expect(cognito.flows).toEqual(['USER_PASSWORD_AUTH']);

    await jest.advanceTimersByTimeAsync(5 * HOUR + MIN);
    expect(cognito.flows.filter((f) => f === 'REFRESH_TOKEN_AUTH')).toHaveLength(6); // 50, 100, ... 300 minutes

    const before = cognito.flows.length;
    store.dispatch(addItem({ id: 2001, name: 'Maki', price: 12.5, category: 'maki' }, 1));
    const result = await store.dispatch(submitOrder(valid));

    expect(result.ok).toBe(true);
    expect(cognito.flows).toHaveLength(before); // nothing renewed at the moment of ordering
    const secondsLeft = expOf(tokensSent[0]) - Math.floor(Date.now() / 1000);
    expect(secondsLeft).toBeGreaterThan(10 * 60);
  });

  it('also keeps a session restored on page load fresh (restoreSession asks getSession)', async () => {
    const cognito = fakeCognito();
    const config = { endpoint: 'http://cognito.test/', authFlow: 'USER_PASSWORD_AUTH' as const, clientId: LOCAL_CLIENT_ID };
    // An earlier visit signed in (no background renewal there) and left its tokens stored.
    await lazyIdentity(config, async () => identityModule, false).signIn('jan@example.pl', 'Haslo1234');
    jest.setSystemTime(T0 + 20 * MIN);

    // This page load restores the stored session.
    const restored = await lazyIdentity(config, async () => identityModule).getSession();
    expect(restored?.email).toBe('jan@example.pl');
    await jest.advanceTimersByTimeAsync(30 * MIN - 1);
    expect(cognito.flows).toEqual(['USER_PASSWORD_AUTH']);
    await jest.advanceTimersByTimeAsync(1); // 50 minutes after the token was issued
    expect(cognito.flows).toEqual(['USER_PASSWORD_AUTH', 'REFRESH_TOKEN_AUTH']);
  });

  it('renews at once when a background tab whose timers slept becomes visible again', async () => {
    const { cognito } = await signedInStore();
    jest.setSystemTime(T0 + 3 * HOUR); // the clock moved, no timer ran
    document.dispatchEvent(new Event('visibilitychange'));
    await jest.advanceTimersByTimeAsync(0);
    expect(cognito.flows).toEqual(['USER_PASSWORD_AUTH', 'REFRESH_TOKEN_AUTH']);
  });

  it('stops renewing at sign-out', async () => {
    const { store, cognito } = await signedInStore();
    await store.dispatch(signOut());
    await jest.advanceTimersByTimeAsync(5 * HOUR);
    expect(cognito.flows).toEqual(['USER_PASSWORD_AUTH']);
  });

  it('a renewal refused in the background stops the refresher; the next call ends in session expired', async () => {
    const { store, cognito, tokensSent } = await signedInStore();
    cognito.revoke();
    await jest.advanceTimersByTimeAsync(HOUR);
    // The Cognito library itself retries a refused renewal a few times within seconds...
    const attempts = cognito.flows.length;
    expect(cognito.flows.slice(1).every((f) => f === 'REFRESH_TOKEN_AUTH')).toBe(true);
    expect(attempts).toBeGreaterThan(1);
    // ...then the refresher has stopped: hours later, nothing more was sent.
    await jest.advanceTimersByTimeAsync(5 * HOUR);
    expect(cognito.flows).toHaveLength(attempts);

    store.dispatch(addItem({ id: 2001, name: 'Maki', price: 12.5, category: 'maki' }, 1));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await store.dispatch(submitOrder(valid));
    expect(result.ok).toBe(false);
    expect(tokensSent).toEqual([]);
    expect(store.getState().account.isAuthenticated).toBe(false);
  });
});
