/**
 * Whether someone is in the 'staff' group now, as the identity provider says: the one answer
 * the staff HTTP routes and the live board share (D77, D79). An ID token names the groups its
 * user had when it was issued, for up to an hour; someone removed from the group must lose
 * access within LIVE_CHECK_SECONDS, not when their token expires.
 *
 * The provider is asked for the group's member list (ListUsersInGroup, one call per 60 members),
 * not for each person: one list answers for every member of staff, so the hot path (boards
 * re-reading their orders, a rush of status changes) costs no call while the list is younger
 * than LIVE_CHECK_SECONDS, and at most one read is in flight at a time however many requests
 * wait for it. A "no" from a list read before the token was issued is asked again (someone just
 * added to the group, with a new token); a "no" from a later list is final, so an old token of a
 * removed person costs no call either.
 *
 * When the provider cannot be asked (D79):
 * - a "no" from the last list stands, however long the outage (a removed person stays out);
 * - a "yes" stands for one more LIVE_CHECK_SECONDS (a short outage does not stop the kitchen);
 * - after that, or with no list at all, the answer is 'unknown' (staff routes answer 503).
 */
import { usernamesInGroup, type AdminApi } from './cognito-api';

/** The Cognito group of restaurant staff (order panel, status changes, settings). */
export const STAFF_GROUP = 'staff';

/** The refusal's code and message while membership cannot be confirmed ('unknown'): try again later. */
export const STAFF_CHECK_UNAVAILABLE = 'STAFF_CHECK_UNAVAILABLE';
export const STAFF_CHECK_UNAVAILABLE_MESSAGE = 'Staff membership cannot be confirmed now: the identity provider does not answer';

/** What the provider's list says of the holder of a token that names the staff group. */
export type StaffAnswer = 'member' | 'removed' | 'unknown';

export interface StaffMembership {
  /** Whether the holder of a verified token naming the staff group is still in it. */
  check(who: { username: string; issuedAt: number }): Promise<StaffAnswer>;
  /** Reads the list now (the live board's periodic check); undefined when it cannot be had. */
  refresh(): Promise<Set<string> | undefined>;
}

export interface StaffMembershipOptions {
  /** Where the group is read; none: the token's claim is trusted until the token expires. */
  admin?: AdminApi;
  /** How old a list may be and still answer: LIVE_CHECK_SECONDS. Also the grace of a "yes" during an outage. */
  maxAgeMs: number;
  warn(message: string): void;
  /** Real time, not the shop's clock: tokens are issued by the identity provider's. */
  nowMs?(): number;
}

/** A token's `iat` has whole seconds, and the provider's clock may run ahead of ours by a little. */
const CLOCK_SLACK_MS = 5_000;
/** A request waits this long for the provider; a slower answer still lands in the list for the next one. */
const WAIT_MS = 2_000;
/** After a failed read, requests answer from the last list for this long before asking again. */
const RETRY_AFTER_FAILURE_MS = 1_000;

interface MemberList {
  names: Set<string>;
  /** When its read started (ms): the group was as listed at some moment after this. */
  at: number;
}

export function createStaffMembership(opts: StaffMembershipOptions): StaffMembership {
  const nowMs = opts.nowMs ?? Date.now;
  const { admin } = opts;
  let latest: MemberList | undefined;
  let reading: Promise<MemberList | undefined> | undefined;
  let failedAt = -Infinity;

  /** One read at a time: callers that come while one is in flight share its answer. */
  function read(): Promise<MemberList | undefined> {
    if (!admin) return Promise.resolve(undefined);
    const at = nowMs();
    reading ??= usernamesInGroup(admin, STAFF_GROUP)
      .then((names) => (latest = { names, at }))
      .catch((err: unknown) => {
        failedAt = nowMs();
        opts.warn(`could not read the staff group: ${(err as Error).message}`);
        return undefined;
      })
      .finally(() => {
        reading = undefined;
      });
    return reading;
  }

  /** The read, or undefined once WAIT_MS have passed without its answer. */
  async function readWithin(): Promise<MemberList | undefined> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), WAIT_MS).unref();
    });
    try {
      return await Promise.race([read(), late]);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async check({ username, issuedAt }) {
      if (!admin) return 'member';
      const issuedMs = issuedAt * 1000;
      const now = nowMs();
      const cached = latest;
      const stale = !cached || now - cached.at >= opts.maxAgeMs;
      const mayBeNew = cached !== undefined && !cached.names.has(username) && cached.at < issuedMs + CLOCK_SLACK_MS;
      if (!stale && !mayBeNew) return cached.names.has(username) ? 'member' : 'removed';
      if (now - failedAt >= RETRY_AFTER_FAILURE_MS) {
        const fresh = await readWithin();
        if (fresh) return fresh.names.has(username) ? 'member' : 'removed';
      }
      // The provider does not answer: what the last list allows (D79). The grace counts to the
      // request's arrival: the wait for a provider that hangs is not held against it.
      const last = latest;
      if (!last) return 'unknown';
      if (last.names.has(username)) return now - last.at < 2 * opts.maxAgeMs ? 'member' : 'unknown';
      return last.at >= issuedMs + CLOCK_SLACK_MS ? 'removed' : 'unknown';
    },
    async refresh() {
      return (await read())?.names;
    },
  };
}
