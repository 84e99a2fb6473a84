import React from 'react';
import type { HeadFC, PageProps } from 'gatsby';
import { Seo } from '../features/seo';
import { RESTAURANT_MENU_DESCRIPTION, RESTAURANT_MENU_TITLE, RestaurantMenuPage } from '../features/menu';
import type { MenuPageContext } from '../features/seo';

// gatsby-node gives this page matchPath /menurestauracja/*, so deeper paths render it too,
// and the restaurant-menu lists the build read (shop API or seed) as page context.
export default function MenuRestauracjaPage({ pageContext }: Partial<Pick<PageProps<object, MenuPageContext>, 'pageContext'>>) {
  return <RestaurantMenuPage prerendered={pageContext?.prerenderedMenu} />;
}

export const Head: HeadFC<object, MenuPageContext> = ({ location }) => (
  <Seo title={RESTAURANT_MENU_TITLE} description={RESTAURANT_MENU_DESCRIPTION} path={location.pathname} />
);
