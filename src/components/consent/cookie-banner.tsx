/**
 * The cookie banner: fixed to the bottom (it covers, never pushes, so no layout shift), not a
 * modal (the shop stays usable before a decision), both answers equally prominent. It renders
 * nothing in the static HTML and nothing at all in a build without analytics.
 */
import React, { useEffect } from 'react';
import { Link } from 'gatsby';
import styled from 'styled-components';
import { applyStoredConsent, decideConsent, useConsent } from '../../features/consent/consent-store';
import { Button } from '../ui/button';

export const CONSENT_TEXT =
  'Używamy plików cookie Google Analytics do anonimowej analizy ruchu — tylko jeśli się zgodzisz. ' +
  'Niezbędne dane, np. zawartość koszyka, zapisujemy zawsze.';

const Bar = styled.section`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.popover};
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.palette.text};
  background: ${({ theme }) => theme.palette.background};
  border-top: 2px solid ${({ theme }) => theme.palette.inverseBackground};
  box-shadow: ${({ theme }) => theme.shadows.popover};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.layout.maxContentWidth};
  margin: 0 auto;
  p { flex: 1 1 30ch; margin: 0; }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  flex: 1 1 auto;
  ${({ theme }) => theme.media.up.sm} { flex: 0 0 auto; }
  button { flex: 1 1 0; }
`;

export function CookieBanner() {
  const { isAsking } = useConsent();
  // Not the rendered state: during hydration that is the server's (no choice known).
  useEffect(applyStoredConsent, []);

  if (!isAsking) return null;
  return (
    <Bar aria-label="Zgoda na pliki cookie">
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
  );
}
