/**
 * Page frame: header with the logo and the spec's navigation, the page, and a footer.
 * The basket, user icon and mobile slide-in menu join the header with the storefront; until
 * then the links simply wrap on narrow screens.
 */
import React, { type ReactNode } from 'react';
import { Link } from 'gatsby';
import styled from 'styled-components';
import { CONTACT_PLACEHOLDER, NAV_LABELS, SITE_NAME } from '../../text/site';

// Read at build time (Gatsby inlines GATSBY_* variables); '#' keeps the link harmless.
const ADDONS_SHOP_URL = process.env.GATSBY_ADDONS_SHOP_URL ?? '#';

const NAV_LINKS = [
  { to: '/#about', label: NAV_LABELS.about },
  { to: '/menu/', label: NAV_LABELS.order },
  { to: '/#contact', label: NAV_LABELS.contact },
  { to: '/about/', label: NAV_LABELS.howToOrder },
] as const;

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: ${({ theme }) => theme.space.sm};
    top: ${({ theme }) => theme.space.sm};
    z-index: 10;
    padding: ${({ theme }) => theme.space.sm};
    background: ${({ theme }) => theme.palette.background};
  }
`;

const Header = styled.header`
  min-height: ${({ theme }) => theme.layout.navHeight};
  border-bottom: 1px solid ${({ theme }) => theme.palette.surface};
`;

const Bar = styled.div`
  width: ${({ theme }) => theme.layout.pageWidth.wide};
  max-width: ${({ theme }) => theme.layout.maxContentWidth};
  min-height: ${({ theme }) => theme.layout.navHeight};
  margin: 0 auto;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Logo = styled.img`
  height: 48px;
  width: auto;
`;

const NavList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.up.md} {
    gap: ${({ theme }) => theme.space.lg};
  }
`;

const NavLink = styled(Link)`
  text-decoration: none;
  font-weight: 600;
  &:hover { text-decoration: underline; }
`;

const ExternalLink = styled.a`
  text-decoration: none;
  font-weight: 600;
  &:hover { text-decoration: underline; }
`;

const Footer = styled.footer`
  margin-top: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg} 0;
  color: ${({ theme }) => theme.palette.inverseText};
  background: ${({ theme }) => theme.palette.inverseBackground};
  a { color: inherit; }
`;

const FooterInner = styled.div`
  width: ${({ theme }) => theme.layout.pageWidth.normal};
  margin: 0 auto;
  address { font-style: normal; }
`;

export function Layout({ children }: { children: ReactNode }) {
  const external = ADDONS_SHOP_URL !== '#';
  return (
    <>
      <SkipLink href="#main">Przejdź do treści</SkipLink>
      <Header>
        <Bar>
          <Link to="/" aria-label={`${SITE_NAME} — strona główna`}>
            <Logo src="/images/logo.svg" alt="" height={48} />
          </Link>
          <nav aria-label="Główna nawigacja">
            <NavList>
              {NAV_LINKS.map(({ to, label }) => (
                <li key={to}>
                  <NavLink to={to}>{label}</NavLink>
                </li>
              ))}
              <li>
                <ExternalLink
                  href={ADDONS_SHOP_URL}
                  {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {NAV_LABELS.addonsShop}
                </ExternalLink>
              </li>
            </NavList>
          </nav>
        </Bar>
      </Header>
      <main id="main">{children}</main>
      <Footer>
        <FooterInner>
          {/* PLACEHOLDER contact data: see CONTACT_PLACEHOLDER in src/text/site.ts. */}
          <address data-placeholder="true">
            <strong>{SITE_NAME}</strong> {CONTACT_PLACEHOLDER.note}
            <br />
            {CONTACT_PLACEHOLDER.address}
            <br />
            tel. <a href="tel:+48000000000">{CONTACT_PLACEHOLDER.phone}</a>, e-mail:{' '}
            <a href={`mailto:${CONTACT_PLACEHOLDER.email}`}>{CONTACT_PLACEHOLDER.email}</a>
            <br />
            Godziny otwarcia: {CONTACT_PLACEHOLDER.hours}
          </address>
        </FooterInner>
      </Footer>
    </>
  );
}
