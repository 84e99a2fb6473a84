/**
 * The visitor's analytics choice, kept in localStorage with a version and a date. Bumping
 * CONSENT_VERSION (new purposes, a new tool) asks everyone again; anything unreadable counts
 * as "not asked yet", never as consent.
 */
import { CONSENT_KEY, readValue, writeValue } from '../../lib/storage';

export const CONSENT_VERSION = 1;

/** Gatsby inlines GATSBY_* at build time; empty means the build has no analytics: nothing is asked. */
export function getGtagId(): string {
  return process.env.GATSBY_GTAG_ID ?? '';
}

export type ConsentChoice = 'granted' | 'denied';

export interface ConsentRecord {
  version: number;
  choice: ConsentChoice;
  /** ISO date of the decision: proof of when consent was given. */
  decidedAt: string;
}

export function isConsentRecord(value: unknown): value is ConsentRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Partial<ConsentRecord>;
  return (
    record.version === CONSENT_VERSION &&
    (record.choice === 'granted' || record.choice === 'denied') &&
    typeof record.decidedAt === 'string' &&
    !Number.isNaN(Date.parse(record.decidedAt))
  );
}

/** The stored choice of the current version, or null when the banner must ask. */
export function readConsent(): ConsentChoice | null {
  return readValue(CONSENT_KEY, isConsentRecord)?.choice ?? null;
}

export function saveConsent(choice: ConsentChoice, now: Date = new Date()): ConsentRecord {
  const record: ConsentRecord = { version: CONSENT_VERSION, choice, decidedAt: now.toISOString() };
  writeValue(CONSENT_KEY, record);
  return record;
}

/** Set on <html> before the first paint when a choice is stored: CSS hides the pre-rendered banner. */
export const CONSENT_ATTRIBUTE = 'data-cookie-consent';

/**
 * A tiny inline script for the <head> of every page: the banner is in the static HTML (so it
 * paints with the page instead of popping up after hydration as the largest late element), and
 * this hides it for visitors who already chose, before anything is painted.
 */
export function consentStateScript(): string {
  return (
    `try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(CONSENT_KEY)}));` +
    `if(c&&c.version===${CONSENT_VERSION}&&(c.choice==="granted"||c.choice==="denied"))` +
    `document.documentElement.setAttribute(${JSON.stringify(CONSENT_ATTRIBUTE)},c.choice)}catch(e){}`
  );
}
