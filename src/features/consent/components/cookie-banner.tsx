/**
 * The cookie banner: fixed to the bottom (it covers, never pushes, so no layout shift), not a
 * modal (the shop stays usable before a decision), accepting and refusing equally prominent, and
 * 'Ustawienia' for statistics and ads apart. It is part
 * of the static HTML of a build with analytics (hidden before the first paint for visitors who
 * already chose: see consentStateScript) and absent from a build without.
 */
import React, { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'gatsby';
import styled from 'styled-components';
import { applyStoredConsent, decideConsent, useConsent } from '../consent-store';
import { ALL_DENIED, ALL_GRANTED, type ConsentChoice } from '../consent';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { theme } from '../../../styles/theme';

export const CONSENT_TEXT =
  'Za Twoją zgodą używamy plików cookie Google: do anonimowej statystyki ruchu (Google Analytics) ' +
  'i do sprawdzania, które reklamy Google Ads kończą się zamówieniem. ' +
  'Niezbędne dane, np. zawartość koszyka, zapisujemy zawsze.';

/** The two purposes asked apart (Consent Mode v2), in the words the settings show. */
export const PURPOSE_LABELS: Record<keyof ConsentChoice, string> = {
  analytics: 'Statystyka (Google Analytics)',
  ads: 'Reklamy (pomiar konwersji Google Ads)',
};

const Bar = styled.section`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${theme.zIndex.popover};
  padding: ${theme.space.md};
  color: ${theme.palette.text};
  background: ${theme.palette.background};
  border-top: 2px solid ${theme.palette.inverseBackground};
  box-shadow: ${theme.shadows.popover};
  font-size: ${theme.fontSizes.sm};
`;

const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm} ${theme.space.md};
  max-width: ${theme.layout.maxContentWidth};
  margin: 0 auto;
  p { flex: 1 1 30ch; margin: 0; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  flex: 1 1 auto;
  ${theme.media.up.sm} { flex: 0 0 auto; }
  button { flex: 1 1 auto; }
`;

const Settings = styled.fieldset`
  flex: 1 1 100%;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm} ${theme.space.lg};
  margin: 0;
  padding: 0;
  border: 0;
  legend { padding: 0; margin-bottom: ${theme.space.xs}; font-weight: 600; }
`;

/**
 * 'Ustawienia': the two purposes apart, starting from the choice in force (both off when none),
 * saved with 'Zapisz wybór'.
 */
function ConsentSettings({ id, initial }: { id: string; initial: ConsentChoice | null }) {
  const [choice, setChoice] = useState<ConsentChoice>(initial ?? ALL_DENIED);
  // Native checkboxes: Space toggles them, the label is the tap target.
  const purpose = (key: keyof ConsentChoice) => (
    <Checkbox
      id={`${id}-${key}`}
      label={PURPOSE_LABELS[key]}
      checked={choice[key]}
      onChange={(on) => setChoice((c) => ({ ...c, [key]: on }))}
    />
  );
  return (
    <Settings id={id}>
      <legend>Na co się zgadzasz</legend>
      {purpose('analytics')}
      {purpose('ads')}
      <Button variant="primary-thin" onClick={() => decideConsent(choice)}>
        Zapisz wybór
      </Button>
    </Settings>
  );
}

/**
 * Room at the very end of the page as tall as the banner, so the footer and the last buttons
 * can still be scrolled above it. Added after all content, it moves nothing (no layout shift).
 */
function useSpacerHeight(isAsking: boolean) {
  const bar = useRef<HTMLElement>(null);
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const element = bar.current;
    if (!isAsking || !element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, [isAsking]);
  return { bar, height };
}

/**
 * Rendered once in the root wrapper. The condition is inlined at build time: a build without a
 * tracking id carries none of the banner's code in its first load.
 */
export function CookieBanner() {
  return process.env.GATSBY_GTAG_ID ? <AskingBanner /> : null;
}

function AskingBanner() {
  const { choice, isAsking } = useConsent();
  const { bar, height } = useSpacerHeight(isAsking);
  const [showSettings, setShowSettings] = useState(false);
  const settingsId = useId();
  // Not the rendered state: during hydration that is the server's (no choice known).
  useEffect(applyStoredConsent, []);
  // Reopened from the footer: the short form again.
  useEffect(() => {
    if (!isAsking) setShowSettings(false);
  }, [isAsking]);

  if (!isAsking) return null;
  return (
    <>
      <div aria-hidden="true" data-testid="cookie-banner-spacer" style={{ height }} />
      <Bar ref={bar} aria-label="Zgoda na pliki cookie" data-cookie-banner="">
        <Inner>
          <p>
            {CONSENT_TEXT} <Link to="/polityka-prywatnosci/">Polityka prywatności</Link>
          </p>
          <Actions>
            <Button variant="primary-thin" onClick={() => decideConsent(ALL_GRANTED)}>
              Akceptuję wszystkie
            </Button>
            <Button variant="primary-thin" onClick={() => decideConsent(ALL_DENIED)}>
              Tylko niezbędne
            </Button>
            <Button
              variant="primary-thin"
              aria-expanded={showSettings}
              aria-controls={showSettings ? settingsId : undefined}
              onClick={() => setShowSettings((shown) => !shown)}
            >
              Ustawienia
            </Button>
          </Actions>
          {showSettings && <ConsentSettings id={settingsId} initial={choice} />}
        </Inner>
      </Bar>
    </>
  );
}
