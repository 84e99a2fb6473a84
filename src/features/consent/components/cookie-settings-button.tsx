/** The footer's way back to the cookie choice; absent from builds without analytics. */
import React from 'react';
import styled from 'styled-components';
import { reopenConsent } from '../consent-store';
import { theme } from '../../../styles/theme';

const FooterButton = styled.button`
  min-height: ${theme.tapTarget};
  padding: 0;
  border: 0;
  color: inherit;
  background: none;
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

/** The condition is inlined at build time: a build without a tracking id carries none of this code. */
export function CookieSettingsButton() {
  return process.env.GATSBY_GTAG_ID ? <SettingsButton /> : null;
}

function SettingsButton() {
  return (
    <p>
      <FooterButton type="button" onClick={reopenConsent}>
        Ustawienia cookies
      </FooterButton>
    </p>
  );
}
