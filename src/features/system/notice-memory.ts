/**
 * The notice ('INFORMACJA') a customer closed stays closed across page loads until staff
 * change its text (docs/behaviour.md §2, D62): what is remembered in localStorage is a short
 * fingerprint of the closed text, not the text. A tiny external store like the consent's: it
 * lives next to localStorage, and the build's HTML (which holds the notice open) is hidden
 * before the first paint by noticeMemoryScript for those who closed that very text.
 */
import { useSyncExternalStore } from 'react';
import { NOTICE_CLOSED_KEY, readValue, writeValue } from '../../lib/storage';

/** Set on <html> before the first paint when the pre-rendered notice was closed before. */
export const NOTICE_CLOSED_ATTRIBUTE = 'data-notice-closed';

/** FNV-1a (32 bits) of the text, base 36: a new text, however small the change, gives another. */
export function noticeFingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

const isFingerprint = (value: unknown): value is string => typeof value === 'string';
// Blocked storage reads as nothing closed: the notice then opens on every load, as before.
const readClosed = () => readValue(NOTICE_CLOSED_KEY, isFingerprint);

let closed: string | null | undefined;
const listeners = new Set<() => void>();
const current = () => (closed === undefined ? (closed = readClosed()) : closed);
// The build cannot know what a visitor closed: it renders as for one who closed nothing.
const nothingClosed = () => null;
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether the customer closed this very text before (in this browser). */
export function useNoticeClosedBefore(text: string): boolean {
  return useSyncExternalStore(subscribe, current, nothingClosed) === noticeFingerprint(text);
}

/** Remembers that the customer closed this text. */
export function rememberClosedNotice(text: string): void {
  closed = noticeFingerprint(text);
  writeValue(NOTICE_CLOSED_KEY, closed); // not stored (blocked storage): closed for this page load only
  for (const listener of listeners) listener();
}

/**
 * A tiny inline script for the <head>: hides the pre-rendered notice with `text` before
 * anything is painted when the customer closed that text before (CSS in the same head).
 */
export function noticeMemoryScript(text: string): string {
  return (
    // Stored as JSON by lib/storage.ts: the fingerprint in quotes.
    `try{if(localStorage.getItem(${JSON.stringify(NOTICE_CLOSED_KEY)})===${JSON.stringify(JSON.stringify(noticeFingerprint(text)))})` +
    `document.documentElement.setAttribute(${JSON.stringify(NOTICE_CLOSED_ATTRIBUTE)},"")}catch(e){}`
  );
}

/** Tests only: forget what this module read, as a new page load would. */
export function resetNoticeMemoryForTests(): void {
  closed = undefined;
}
