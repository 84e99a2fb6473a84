import React, { useEffect, useState } from 'react';
import { Link, type HeadFC, type PageProps } from 'gatsby';
import styled from 'styled-components';
import { isRestaurantPath } from '../app/use-page-load';
import { Layout } from '../features/shell';
import { RESTAURANT_MENU_DESCRIPTION, RESTAURANT_MENU_TITLE, RestaurantMenuPage } from '../features/menu';
import { Seo } from '../features/seo';
import { theme } from '../styles/theme';

const NOT_FOUND = 'Nie znaleziono strony';

const Container = styled.div`
  width: ${theme.layout.pageWidth.narrow};
  margin: 0 auto;
  padding: ${theme.space.xl} 0;
  text-align: center;
`;

/**
 * Any path containing 'menurestauracja' is the restaurant menu (docs/behaviour.md §2), but a matchPath can
 * only say /menurestauracja/*, so other shapes (e.g. /qr/menurestauracja-stolik-5) land here.
 * The check runs in an effect: the build renders 404.html as the plain not-found page, and
 * the first client render must match that HTML before it switches.
 */
export default function NotFoundPage({ location }: PageProps) {
  const [isRestaurantMenu, setIsRestaurantMenu] = useState(false);
  useEffect(() => {
    setIsRestaurantMenu(isRestaurantPath(location?.pathname ?? window.location.pathname));
  }, [location?.pathname]);

  if (isRestaurantMenu) return <RestaurantMenuPage />;
  return (
    <Layout>
      <Container>
        <h1>{NOT_FOUND}</h1>
        <p>Strona, której szukasz, nie istnieje lub została przeniesiona.</p>
        <Link to="/">Wróć na stronę główną</Link>
      </Container>
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) =>
  isRestaurantPath(location?.pathname ?? '') ? (
    <Seo title={RESTAURANT_MENU_TITLE} description={RESTAURANT_MENU_DESCRIPTION} path={location.pathname} />
  ) : (
    <Seo title={NOT_FOUND} description="Nie znaleźliśmy tej strony. Przejdź do menu lub na stronę główną." notFound />
  );
