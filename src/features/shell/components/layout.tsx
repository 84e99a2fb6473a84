/**
 * The page frame every page renders in: skip link, the top bar fed from the store, the
 * closed-shop banner, the page (fading in on each path) and the footer. The shop variant
 * also owns the system notice modal; the restaurant variant (dining-room menu) has no
 * basket, account or notice: only the logo and the menu.
 */
import React, { memo, type ReactNode } from 'react';
import { Link } from 'gatsby';
// Gatsby's own router (the one its pages render in); the package ships no type declarations.
// @ts-expect-error TS7016: typed below, where it is used.
import { useLocationContext as untypedUseLocationContext } from '@gatsbyjs/reach-router';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectIsAuthenticated, selectCustomerName } from '../../account';
import { BasketMenu, selectBasketCount, selectBasketItems, selectBasketTotal } from '../../basket';
import { selectIsSystemModalActive, systemModalSet } from '../../modal';
import { noticeDismissed, selectIsShopClosed, selectNotice, NoticeModal, rememberClosedNotice, useNoticeClosedBefore } from '../../system';
import { SITE_NAME } from '../../../text/site';
import { RestaurantContact } from '../../contact';
import { CookieSettingsButton } from '../../consent';
import { PageContainer, type PageWidth } from '../../../components/ui/page-container';
import { SizedImage } from '../../../components/ui/sized-image';
import { PageTransition } from '../../../components/ui/page-transition';
import { TopBar } from '../../../components/layout/top-bar';
import { theme } from '../../../styles/theme';

/** The external add-ons shop (Gatsby inlines GATSBY_* at build time); '' when none is configured: then no link to it shows. */
export const ADDONS_SHOP_URL = process.env.GATSBY_ADDONS_SHOP_URL ?? '';

export const SHOP_CLOSED_MESSAGE =
  'Sklep jest teraz zamknięty — możesz przeglądać menu, ale zamówienia nie są przyjmowane.';

/** Undefined outside Gatsby's router (unit tests): then nothing is keyed by the path. */
const useLocationContext = untypedUseLocationContext as () => { location: { pathname: string } } | undefined;

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  z-index: ${theme.zIndex.modal};
  &:focus {
    left: ${theme.space.sm};
    top: ${theme.space.sm};
    padding: ${theme.space.sm} ${theme.space.md};
    background: ${theme.palette.background};
  }
`;

const Main = styled.main`
  flex: 1;
  padding-bottom: ${theme.space.xl};
  &:focus { outline: none; }
`;

const Banner = styled.div`
  &:not(:empty) {
    padding: ${theme.space.md};
    color: ${theme.palette.inverseText};
    background: ${theme.palette.accent};
    text-align: center;
  }
  p { margin: 0 auto; max-width: 70ch; }
  p + p { margin-top: ${theme.space.xs}; white-space: pre-line; }
`;

const RestaurantBar = styled.header`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
  height: ${theme.layout.navHeight};
  padding: 0 2.5%;
  border-bottom: 1px solid ${theme.palette.border};
  font-family: ${theme.fonts.heading};
  font-size: ${theme.fontSizes.lg};
`;

const Footer = styled.footer`
  padding: ${theme.space.lg} 0;
  color: ${theme.palette.inverseText};
  background: ${theme.palette.inverseBackground};
  a { color: inherit; }
  address { font-style: normal; }
  p { margin: ${theme.space.sm} 0 0; }
`;

const FooterLinks = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm} ${theme.space.lg};
  margin: ${theme.space.sm} 0 0;
`;

const Logo = () => <SizedImage src="/images/logo.svg" alt={`${SITE_NAME} — strona główna`} width={48} height={48} loading="eager" />;

// The frame's parts read the store themselves and take no props (memo): a page that re-renders
// for its own data (the basket's delivery prices, the home page's slides) leaves them alone.
const ShopTopBar = memo(function ShopTopBar() {
  const basketCount = useAppSelector(selectBasketCount);
  const basketItems = useAppSelector(selectBasketItems);
  const basketTotal = useAppSelector(selectBasketTotal);
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const customerName = useAppSelector(selectCustomerName);
  return (
    <TopBar
      basketCount={basketCount}
      basketMenu={(isMobile) => <BasketMenu count={basketCount} items={basketItems} total={basketTotal} isMobile={isMobile} />}
      isAuthenticated={isAuthenticated}
      customerName={customerName || undefined}
      addonsShopUrl={ADDONS_SHOP_URL}
    />
  );
});

/** Always in the page, so screen readers announce it when the shop turns out closed. */
const ClosedShopBanner = memo(function ClosedShopBanner() {
  const isClosed = useAppSelector(selectIsShopClosed);
  const { text } = useAppSelector(selectNotice);
  return (
    <Banner role="status">
      {isClosed && (
        <>
          <p>
            <strong>{SHOP_CLOSED_MESSAGE}</strong>
          </p>
          {text && <p>{text}</p>}
        </>
      )}
    </Banner>
  );
});

/** 'INFORMACJA' while the notice is visible; once closed it stays closed until its text changes (D62). */
const SystemNotice = memo(function SystemNotice() {
  const dispatch = useAppDispatch();
  const notice = useAppSelector(selectNotice);
  const isModalActive = useAppSelector(selectIsSystemModalActive);
  const closedBefore = useNoticeClosedBefore(notice.text);
  const close = () => {
    rememberClosedNotice(notice.text);
    dispatch(noticeDismissed());
    dispatch(systemModalSet(false));
  };
  return <NoticeModal isOpen={(notice.isVisible || isModalActive) && !closedBefore} text={notice.text} onClose={close} />;
});

const RestaurantHeader = memo(function RestaurantHeader() {
  return (
    <RestaurantBar>
      <Link to="/">
        <Logo />
      </Link>
      <span>Menu restauracji</span>
    </RestaurantBar>
  );
});

const SiteFooter = memo(function SiteFooter() {
  return (
    <Footer>
      <PageContainer>
        <p>
          <strong>{SITE_NAME}</strong>
        </p>
        <RestaurantContact />
        {/* D102: the terms and the privacy policy are one click away on every page. */}
        <FooterLinks aria-label="Informacje">
          <Link to="/regulamin/">Regulamin</Link>
          <Link to="/polityka-prywatnosci/">Polityka prywatności</Link>
          <Link to="/#contact">Kontakt i dojazd</Link>
        </FooterLinks>
        <CookieSettingsButton />
      </PageContainer>
    </Footer>
  );
});

export interface LayoutProps {
  children: ReactNode;
  variant?: 'shop' | 'restaurant';
  /** Wraps the page in a centred column of this width; without it the page spans the window. */
  width?: PageWidth;
}

export function Layout({ children, variant = 'shop', width }: LayoutProps) {
  const pathname = useLocationContext()?.location.pathname ?? '';
  const isShop = variant === 'shop';
  return (
    <Frame>
      {/* First in the page: without JavaScript it stands at the top as a plain block (gatsby-ssr.tsx). */}
      {isShop && <SystemNotice />}
      <SkipLink href="#main">Przejdź do treści</SkipLink>
      {isShop ? <ShopTopBar /> : <RestaurantHeader />}
      {isShop && <ClosedShopBanner />}
      <Main id="main" tabIndex={-1}>
        <PageTransition pathname={pathname}>
          {width ? <PageContainer width={width}>{children}</PageContainer> : children}
        </PageTransition>
      </Main>
      <SiteFooter />
    </Frame>
  );
}
