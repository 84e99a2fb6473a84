/**
 * Hydration as a transition: React then hydrates in slices of a few milliseconds and lets the
 * phone answer taps in between, instead of one long task that blocks the main thread (the
 * first-visit TBT on a slow phone was mostly this). Client-only pages (an empty root, e.g.
 * /admin/) are rendered, not hydrated, as Gatsby's own default does; Gatsby's
 * #gatsby-focus-wrapper tells them apart.
 */
import type React from 'react';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { replayEarlyTap, stopRecordingEarlyTaps } from './early-taps';

let tappedBeforeHydration: HTMLButtonElement | null = null;

export function hydrateConcurrently(element: React.ReactElement, root: Element): void {
  // From here React answers taps itself (early-taps.ts).
  tappedBeforeHydration = stopRecordingEarlyTaps();
  const prerendered = (document.getElementById('gatsby-focus-wrapper')?.children.length ?? 0) > 0;
  startTransition(() => {
    if (prerendered) hydrateRoot(root, element);
    else createRoot(root).render(element);
  });
}

/** Taps again, once, the button tapped before hydration started (early-taps.ts). */
export function replayTapBeforeHydration(): void {
  replayEarlyTap(tappedBeforeHydration);
  tappedBeforeHydration = null;
}
