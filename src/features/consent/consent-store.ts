/**
 * Who shows the banner and what was chosen, shared by the banner (mounted once in the root
 * wrapper) and the footer's 'Ustawienia cookies' button. A tiny external store rather than a
 * Redux slice: it lives next to localStorage, outside any page, and must also work where no
 * analytics is configured (then nothing is ever asked).
 *
 * The static HTML of a build with analytics contains the banner (the server cannot know the
 * visitor's choice; an inline script hides it before the first paint for those who chose, see
 * consentStateScript); after hydration the stored choice decides. Fixed at the bottom, it
 * shifts nothing.
 */
import { useSyncExternalStore } from 'react';
import { CONSENT_ATTRIBUTE, allowsMeasurement, getGtagId, readConsent, saveConsent, type ConsentChoice } from './consent';

export interface ConsentState {
  choice: ConsentChoice | null;
  isAsking: boolean;
}

// What the build renders: stable objects, as useSyncExternalStore requires.
const ASKING: ConsentState = { choice: null, isAsking: true };
const SILENT: ConsentState = { choice: null, isAsking: false };
const serverState = () => (getGtagId() ? ASKING : SILENT);

let state: ConsentState | null = null;
const listeners = new Set<() => void>();

function current(): ConsentState {
  if (state === null) {
    const choice = getGtagId() ? readConsent() : null;
    // No choice stored: the very object the build rendered, so hydration has nothing to redo
    // (another object would make useSyncExternalStore re-render the banner synchronously,
    // lengthening the task right after hydration on every first visit).
    state = choice === null ? serverState() : { choice, isAsking: false };
  }
  return state;
}

function set(next: ConsentState): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useConsent(): ConsentState {
  return useSyncExternalStore(subscribe, current, serverState);
}

/**
 * The choice in force right now (null: none made yet, or no analytics in this build). Read at the
 * moment an event would go out, so a withdrawal stops events at once, before the chunk that
 * applies it has loaded.
 */
export const currentConsent = (): ConsentChoice | null => (getGtagId() ? current().choice : null);

/** Stores the choice, closes the banner and starts or stops analytics accordingly. */
export function decideConsent(choice: ConsentChoice): void {
  saveConsent(choice);
  set({ choice, isAsking: false });
  applyConsent(choice);
}

/** The footer's 'Ustawienia cookies': the banner again, with the current choice kept until a new one. */
export function reopenConsent(): void {
  showBanner();
  set({ ...current(), isAsking: true });
}

/** The head script's attribute hides the banner by CSS; once React decides, it must not. */
function showBanner(): void {
  if (typeof document !== 'undefined') document.documentElement.removeAttribute(CONSENT_ATTRIBUTE);
}

/** Once after hydration: a visitor who agreed on an earlier visit gets analytics again. */
export function applyStoredConsent(): void {
  const { choice, isAsking } = current();
  // E.g. a stored record the head script accepted but this version rejects: ask, visibly.
  if (isAsking) showBanner();
  applyConsent(choice);
}

// Choices take effect one after another, in the order they were made.
let applying: Promise<void> = Promise.resolve();

type AppliedListener = (choice: ConsentChoice) => void;
const appliedListeners = new Set<AppliedListener>();

/**
 * Called after each choice has taken effect (gtag set up with it, or stopped): the e-commerce
 * events (features/analytics) start listening to the store only once gtag has its consent
 * defaults and config, so no event ever precedes them. Returns the unsubscribe.
 */
export function onConsentApplied(listener: AppliedListener): () => void {
  appliedListeners.add(listener);
  return () => appliedListeners.delete(listener);
}

/**
 * Starts or stops analytics. analytics.ts is a chunk of its own loaded on the first choice to
 * apply, so a first visit (no choice yet) never downloads it. A chunk that fails to load
 * starts nothing (gtag.js can only be running if an earlier choice loaded it). Refusing both
 * purposes loads no gtag.js (the chunk only sets the opt-out flag and removes Google's cookies).
 */
function applyConsent(choice: ConsentChoice | null): void {
  const id = getGtagId();
  if (!id || choice === null) return;
  const measure = allowsMeasurement(choice);
  applying = applying
    .then(() => import('./analytics'))
    .then(({ startAnalytics, stopAnalytics }) => {
      if (measure) startAnalytics(id, choice);
      else stopAnalytics(id);
      for (const listener of appliedListeners) listener(choice);
    })
    .catch(() => undefined);
}

/** Settles once every choice made so far has taken effect (tests wait on it). */
export const consentApplied = (): Promise<void> => applying;

/** Tests only: forget the cached state so the next read comes from storage again. */
export function resetConsentStoreForTests(): void {
  state = null;
  listeners.clear();
  appliedListeners.clear();
}
