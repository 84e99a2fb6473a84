/**
 * Slide-in menu for phones and tablets (≤ 834 px): the top bar's links plus the account and
 * the basket. It is a modal dialog like the others (ui/modal.tsx: Escape and the backdrop
 * close it, the page behind is inert and does not scroll), and following a link closes it.
 * Not part of the first paint: the top bar loads it when it first opens (prefetched once the
 * page is idle).
 */
import React from 'react';
import { Link } from 'gatsby';
import styled, { css, keyframes } from 'styled-components';
import { ModalDialog } from '../ui/modal';
import { NAV_LABELS } from '../../text/site';
import { EXTERNAL_LINK, NAV_LINKS } from './nav-links';
import { theme } from '../../styles/theme';

const slideIn = keyframes`
  from { transform: translateX(100%); }
  to { transform: translateX(0); }
`;

const Panel = styled.div`
  position: fixed;
  inset: 0 0 0 auto;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${theme.layout.mobileMenuWidth};
  overflow-y: auto;
  padding: 0 ${theme.space.md} ${theme.space.lg};
  color: ${theme.palette.inverseText};
  background: ${theme.palette.inverseBackground};
  animation: ${slideIn} 250ms ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  min-height: ${theme.layout.navHeight};
`;

const CloseButton = styled.button`
  width: ${theme.tapTarget};
  height: ${theme.tapTarget};
  border: 0;
  font-size: 32px;
  line-height: 1;
  color: inherit;
  background: transparent;
  cursor: pointer;
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  & + & { margin-top: ${theme.space.lg}; }
`;

const itemStyle = css`
  display: flex;
  align-items: center;
  min-height: 56px;
  padding: 0 ${theme.space.sm};
  border-bottom: 1px solid ${theme.palette.inverseBorder};
  font-size: ${theme.fontSizes.lg};
  font-weight: 600;
  color: inherit;
  text-decoration: none;
  &:focus-visible { outline: 3px solid ${theme.palette.inverseText}; outline-offset: -3px; }
`;

const ItemLink = styled(Link)`${itemStyle}`;
const ItemAnchor = styled.a`${itemStyle}`;

export interface MobileMenuProps {
  isOpen: boolean;
  onClose: () => void;
  isAuthenticated: boolean;
  customerName?: string;
  addonsShopUrl: string;
  basketCount?: number;
  id?: string;
}

export function MobileMenu({ isOpen, onClose, isAuthenticated, customerName, addonsShopUrl, basketCount = 0, id }: MobileMenuProps) {
  if (!isOpen) return null;

  return (
    <ModalDialog id={id} aria-label="Menu" onClose={onClose}>
      <Panel>
        <Top>
          <CloseButton type="button" aria-label="Zamknij menu" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </CloseButton>
        </Top>
        <nav aria-label="Menu mobilne">
          <List>
            {NAV_LINKS.map(({ to, label }) => (
              <li key={to}>
                <ItemLink to={to} onClick={onClose}>
                  {label}
                </ItemLink>
              </li>
            ))}
            {addonsShopUrl && (
              <li>
                <ItemAnchor href={addonsShopUrl} {...EXTERNAL_LINK} onClick={onClose}>
                  {NAV_LABELS.addonsShop}
                </ItemAnchor>
              </li>
            )}
          </List>
          <List>
            <li>
              <ItemLink to={isAuthenticated ? '/profile/' : '/auth/sign-in/'} onClick={onClose}>
                {customerName ? `Cześć ${customerName}` : 'Konto'}
              </ItemLink>
            </li>
            <li>
              <ItemLink to="/basket/" onClick={onClose}>
                Koszyk
                {basketCount > 0 && <span aria-hidden="true">&nbsp;({basketCount})</span>}
              </ItemLink>
            </li>
          </List>
        </nav>
      </Panel>
    </ModalDialog>
  );
}
