/**
 * The websocket connections that carry a subscription, and how long each may live (D77):
 * - a staff connection ends when the ID token it was opened with expires (close 4401), unless
 *   the client has moved to a new connection with a fresh token before (the site does);
 * - a periodic check (LIVE_CHECK_SECONDS) closes (4403) staff connections of people no longer
 *   in the 'staff' group, and any connection whose API key is no longer accepted.
 * Group membership comes from the identity provider in one call per check (the group's member
 * list), made only while staff connections are open; a new staff subscription reads the same
 * list, so a person removed from the group cannot come straight back with their old token.
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
  /** Whether the person is in the staff group now (a yes may be one check interval old, a no is fresh). */
  isStaffMember(username: string): Promise<boolean>;
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
  /** The usernames in the staff group now; none given: membership is the token's claim alone. */
  staffMembers?(): Promise<Set<string>>;
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
  let members: { names: Set<string>; at: number } | undefined;
  let reading: Promise<Set<string> | undefined> | undefined;
  let checking: Promise<void> | undefined;

  const end = (entry: Tracked, code: number, reason: string) => {
    clearTimeout(entry.expiryTimer);
    open.delete(entry.socket);
    entry.socket.close(code, reason);
  };

  /** The member list, read again when older than `maxAgeMs`; undefined when it cannot be had. */
  function staffList(maxAgeMs: number): Promise<Set<string> | undefined> {
    if (!opts.staffMembers) return Promise.resolve(undefined);
    if (members && nowMs() - members.at < maxAgeMs) return Promise.resolve(members.names);
    reading ??= opts
      .staffMembers()
      .then((names) => {
        members = { names, at: nowMs() };
        return names;
      })
      .catch((err: unknown) => {
        opts.warn(`could not read the staff group: ${(err as Error).message}`);
        return undefined;
      })
      .finally(() => {
        reading = undefined;
      });
    return reading;
  }

  async function runCheck(): Promise<void> {
    await opts.reloadKeys?.();
    for (const entry of [...open.values()]) {
      if (!opts.acceptsKey(entry.apiKey)) end(entry, CLOSE_NOT_ALLOWED, 'API key no longer accepted');
    }
    const staff = [...open.values()].filter((entry) => entry.staff);
    if (staff.length === 0) return;
    const names = await staffList(0);
    // The provider did not answer: the tokens still say 'staff', try again next time.
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
    async isStaffMember(username) {
      // A recent list may say yes; a no is asked again (someone just added to the group).
      let names = await staffList(opts.intervalMs);
      if (names && !names.has(username)) names = await staffList(0);
      // Fails open while the provider cannot be asked: the verified token says 'staff'.
      return names ? names.has(username) : true;
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
