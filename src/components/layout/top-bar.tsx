/**
 * The sticky 70 px bar: logo, the main links (above 835 px), the account link, the basket
 * with its badge and preview, and the hamburger that opens the mobile menu (≤ 834 px).
 * Props only; the shell's layout feeds it from the store and hands it the basket feature's control.
 */
import React, { Suspense, startTransition, useEffect, useId, useState, type ReactNode } from 'react';
import { Link } from 'gatsby';
import styled from 'styled-components';
import { NAV_LABELS, SITE_NAME } from '../../text/site';
import { lazyPart, useFetchWhenIdle } from '../ui/lazy-part';
import { InlineList } from '../ui/inline-list';
import { SizedImage } from '../ui/sized-image';
import { Button, LinkButton } from '../ui/button';
import { ICON_SVG_PROPS } from './line-icon';
import { EXTERNAL_LINK, NAV_LINKS } from './nav-links';
import { theme } from '../../styles/theme';

// Not part of the first paint (ui/lazy-part.ts).
const mobileMenu = lazyPart(async () => (await import('./mobile-menu')).MobileMenu);

/**
 * Whether a media query matches, live. False on the server and while hydrating, so the first
 * client render matches the pre-rendered HTML; the real value follows as a transition, which
 * React renders in slices (useSyncExternalStore would force a synchronous re-render of the
 * whole bar right after hydration: a long task on a phone). A bar mounted later also starts
 * from false for that one render; nothing visible depends on it (handlers, autoplay).
 */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    if (!window.matchMedia) return undefined;
    const list = window.matchMedia(query);
    startTransition(() => setMatches(list.matches));
    const follow = () => setMatches(list.matches);
    list.addEventListener('change', follow);
    return () => list.removeEventListener('change', follow);
  }, [query]);
  return matches;
}

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${theme.zIndex.nav};
  height: ${theme.layout.navHeight};
  border-bottom: 1px solid ${theme.palette.border};
  background: ${theme.palette.background};
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
  width: ${theme.layout.pageWidth.wide};
  max-width: ${theme.layout.maxContentWidth};
  height: 100%;
  margin: 0 auto;
`;

const DesktopNav = styled.nav`
  display: none;
  flex: 1;
  ${theme.media.up.md} { display: block; }
`;

const NavList = styled(InlineList)`
  flex-wrap: nowrap;
  justify-content: center;
  gap: ${theme.space.lg};
  a {
    font-weight: 600;
    color: ${theme.palette.link};
    text-decoration: none;
  }
  a:hover { text-decoration: underline; text-underline-offset: 4px; }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.xs};
  margin-left: auto;
`;

const Hamburger = styled(Button)`
  ${theme.media.up.md} { display: none; }
`;

const Greeting = styled.span`
  display: none;
  ${theme.media.up.sm} { display: inline; }
`;

const AccountIcon = () => (
  <svg {...ICON_SVG_PROPS}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
  </svg>
);
const MenuIcon = () => (
  <svg {...ICON_SVG_PROPS}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
);

export interface TopBarProps {
  /** Total quantity of all items in the basket. */
  basketCount: number;
  /** The basket feature's control (icon, badge, preview), drawn for the layout the bar is in. */
  basketMenu: (isMobile: boolean) => ReactNode;
  customerName?: string;
  isAuthenticated: boolean;
  addonsShopUrl: string;
}

export function TopBar(props: TopBarProps) {
  const { basketCount, basketMenu, customerName, isAuthenticated, addonsShopUrl } = props;
  const isMobile = useMediaQuery(theme.queries.mobileNav);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  useFetchWhenIdle(mobileMenu.fetchEarly);
  const accountLabel = customerName ? `Cześć ${customerName}, moje konto` : isAuthenticated ? 'Moje konto' : 'Zaloguj się';

  return (
    <Bar>
      <Inner>
        <Link to="/">
          <SizedImage src="/images/logo.svg" alt={`${SITE_NAME} — strona główna`} width={48} height={48} loading="eager" />
        </Link>
        <DesktopNav aria-label="Główna nawigacja">
          <NavList>
            {NAV_LINKS.map(({ to, label }) => (
              <li key={to}>
                <Link to={to}>{label}</Link>
              </li>
            ))}
            {addonsShopUrl && (
              <li>
                <a href={addonsShopUrl} {...EXTERNAL_LINK}>
                  {NAV_LABELS.addonsShop}
                </a>
              </li>
            )}
          </NavList>
        </DesktopNav>
        <Actions>
          <LinkButton variant="icon" to={isAuthenticated ? '/profile/' : '/auth/sign-in/'} aria-label={accountLabel}>
            {customerName && <Greeting>Cześć {customerName}</Greeting>}
            <AccountIcon />
          </LinkButton>
          {basketMenu(isMobile)}
          <Hamburger
            variant="icon"
            type="button"
            aria-label="Otwórz menu"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon />
          </Hamburger>
        </Actions>
      </Inner>
      {menuOpen && (
        <Suspense fallback={null}>
          <mobileMenu.Component
            id={menuId}
            isOpen
            onClose={() => setMenuOpen(false)}
            isAuthenticated={isAuthenticated}
            customerName={customerName}
            addonsShopUrl={addonsShopUrl}
            basketCount={basketCount}
          />
        </Suspense>
      )}
    </Bar>
  );
}
