/**
 * The websocket connections that carry a subscription, and how long each may live (D77):
 * - a staff connection ends when the ID token it was opened with expires (close 4401), unless
 *   the client has moved to a new connection with a fresh token before (the site does);
 * - a periodic check (LIVE_CHECK_SECONDS) closes (4403) staff connections of people no longer
 *   in the 'staff' group, and any connection whose API key is no longer accepted.
 * Group membership comes from the identity provider in one read per check (the group's member
 * list, identity/staff-membership.ts), made only while staff connections are open; the staff
 * HTTP routes and new staff subscriptions answer from the same list (D79).
 */

/** Close codes of the graphql-ws protocol: the client tells "sign in again" from "not allowed". */
export const CLOSE_TOKEN_EXPIRED = 4401;
export const CLOSE_NOT_ALLOWED = 4403;

const SOCKET_OPEN = 1;

/** The part of a 'ws' socket this needs. */
export interface LiveSocket {
  /** 1 while open ('ws' and the browser's WebSocket agree). */
  readonly readyState: number;
  close(code: number, reason: string): void;
  once(event: 'close', listener: () => void): unknown;
}

export interface StaffIdentity {
  username: string;
  /** The ID token's expiry, epoch seconds. */
  expiresAt: number;
}

export interface LiveConnections {
  /** A subscription on `socket` passed its checks: follow the connection until it closes. */
  track(socket: LiveSocket, who: { apiKey: unknown; staff?: StaffIdentity }): void;
  /** One check now (the timer runs it every interval; tests may call it). */
  check(): Promise<void>;
  /** Open connections being followed (diagnostics, tests). */
  size(): number;
  stop(): void;
}

export interface LiveConnectionOptions {
  acceptsKey(key: unknown): boolean;
  /** Reads the key file again before each check. */
  reloadKeys?(): Promise<void>;
  /** Reads the staff group's usernames now; undefined when they cannot be had (or are not checked). */
  staffMembers?(): Promise<Set<string> | undefined>;
  intervalMs: number;
  warn(message: string): void;
  /** Real time, not the shop's clock: tokens expire by the identity provider's. */
  nowMs?(): number;
}

interface Tracked {
  socket: LiveSocket;
  apiKey: unknown;
  staff?: StaffIdentity;
  expiryTimer?: ReturnType<typeof setTimeout>;
}

export function createLiveConnections(opts: LiveConnectionOptions): LiveConnections {
  const nowMs = opts.nowMs ?? Date.now;
  const open = new Map<LiveSocket, Tracked>();
  let checking: Promise<void> | undefined;

  const end = (entry: Tracked, code: number, reason: string) => {
    clearTimeout(entry.expiryTimer);
    open.delete(entry.socket);
    entry.socket.close(code, reason);
  };

  async function runCheck(): Promise<void> {
    await opts.reloadKeys?.();
    for (const entry of [...open.values()]) {
      if (!opts.acceptsKey(entry.apiKey)) end(entry, CLOSE_NOT_ALLOWED, 'API key no longer accepted');
    }
    const staff = [...open.values()].filter((entry) => entry.staff);
    if (staff.length === 0) return;
    const names = await opts.staffMembers?.();
    // The provider did not answer: the tokens still end these connections, try again next time.
    if (!names) return;
    for (const entry of staff) {
      if (open.has(entry.socket) && !names.has(entry.staff!.username)) end(entry, CLOSE_NOT_ALLOWED, 'No longer in the staff group');
    }
  }

  const check = () => (checking ??= runCheck().finally(() => (checking = undefined)));
  const timer = setInterval(() => void check(), opts.intervalMs);
  timer.unref();

  return {
    track(socket, who) {
      // Closed while its subscription was being set up: its 'close' has been and gone.
      if (socket.readyState !== SOCKET_OPEN) return;
      // Another subscription on the same connection: its credentials are the connection's own.
      let entry = open.get(socket);
      if (!entry) {
        const added: Tracked = { socket, apiKey: who.apiKey };
        open.set(socket, added);
        socket.once('close', () => {
          clearTimeout(added.expiryTimer);
          open.delete(socket);
        });
        entry = added;
      }
      if (who.staff && !entry.staff) {
        const tracked = entry;
        tracked.staff = who.staff;
        const wait = Math.max(0, who.staff.expiresAt * 1000 - nowMs());
        tracked.expiryTimer = setTimeout(() => end(tracked, CLOSE_TOKEN_EXPIRED, 'ID token expired'), wait);
      }
    },
    check,
    size: () => open.size,
    stop() {
      clearInterval(timer);
      for (const entry of open.values()) clearTimeout(entry.expiryTimer);
      open.clear();
    },
  };
}
