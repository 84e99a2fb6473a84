/**
 * The cookie banner: fixed to the bottom (it covers, never pushes, so no layout shift), not a
 * modal (the shop stays usable before a decision), both answers equally prominent. It is part
 * of the static HTML of a build with analytics (hidden before the first paint for visitors who
 * already chose: see consentStateScript) and absent from a build without.
 */
import React, { useEffect, useRef, useState } from 'react';
import { Link } from 'gatsby';
import styled from 'styled-components';
import { applyStoredConsent, decideConsent, useConsent } from '../consent-store';
import { Button } from '../../../components/ui/button';
import { theme } from '../../../styles/theme';

export const CONSENT_TEXT =
  'Używamy plików cookie Google Analytics do anonimowej analizy ruchu — tylko jeśli się zgodzisz. ' +
  'Niezbędne dane, np. zawartość koszyka, zapisujemy zawsze.';

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
  gap: ${theme.space.sm};
  flex: 1 1 auto;
  ${theme.media.up.sm} { flex: 0 0 auto; }
  button { flex: 1 1 0; }
`;

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

export function CookieBanner() {
  const { isAsking } = useConsent();
  const { bar, height } = useSpacerHeight(isAsking);
  // Not the rendered state: during hydration that is the server's (no choice known).
  useEffect(applyStoredConsent, []);

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
            <Button variant="primary-thin" onClick={() => decideConsent('granted')}>
              Akceptuję
            </Button>
            <Button variant="primary-thin" onClick={() => decideConsent('denied')}>
              Odrzucam
            </Button>
          </Actions>
        </Inner>
      </Bar>
    </>
  );
}
