/**
 * The visitor's cookie choices, kept in localStorage with a version and a date: statistics
 * (Google Analytics) and ads (Google Ads conversion measurement) apart, as Consent Mode v2
 * asks. Bumping CONSENT_VERSION (new purposes, a new tool) asks everyone again; anything
 * unreadable counts as "not asked yet", never as consent.
 */
import { CONSENT_KEY, readValue, writeValue } from '../../lib/storage';

/** 2: statistics and ads asked apart; a version-1 record (one answer for both) asks again. */
export const CONSENT_VERSION = 2;

/** Gatsby inlines GATSBY_* at build time; empty means the build has no analytics: nothing is asked. */
export function getGtagId(): string {
  return process.env.GATSBY_GTAG_ID ?? '';
}

/** What the visitor allowed: true is consent, false a refusal. */
export interface ConsentChoice {
  /** 'Statystyka (Google Analytics)': analytics_storage. */
  analytics: boolean;
  /** 'Reklamy (pomiar konwersji Google Ads)': ad_storage, ad_user_data, ad_personalization. */
  ads: boolean;
}

export const ALL_GRANTED: ConsentChoice = { analytics: true, ads: true };
export const ALL_DENIED: ConsentChoice = { analytics: false, ads: false };

/** gtag.js loads, and events go out, only while at least one purpose is allowed. */
export const allowsMeasurement = (choice: ConsentChoice | null): boolean => !!choice && (choice.analytics || choice.ads);

export interface ConsentRecord extends ConsentChoice {
  version: number;
  /** ISO date of the decision: proof of when consent was given. */
  decidedAt: string;
}

export function isConsentRecord(value: unknown): value is ConsentRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Partial<ConsentRecord>;
  return (
    record.version === CONSENT_VERSION &&
    typeof record.analytics === 'boolean' &&
    typeof record.ads === 'boolean' &&
    typeof record.decidedAt === 'string' &&
    !Number.isNaN(Date.parse(record.decidedAt))
  );
}

/** The stored choice of the current version, or null when the banner must ask. */
export function readConsent(): ConsentChoice | null {
  const record = readValue(CONSENT_KEY, isConsentRecord);
  return record && { analytics: record.analytics, ads: record.ads };
}

export function saveConsent(choice: ConsentChoice, now: Date = new Date()): ConsentRecord {
  const record: ConsentRecord = { version: CONSENT_VERSION, analytics: choice.analytics, ads: choice.ads, decidedAt: now.toISOString() };
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
    `if(c&&c.version===${CONSENT_VERSION}&&typeof c.analytics==="boolean"&&typeof c.ads==="boolean")` +
    `document.documentElement.setAttribute(${JSON.stringify(CONSENT_ATTRIBUTE)},"")}catch(e){}`
  );
}
