import React from 'react';
import type { HeadFC } from 'gatsby';
import { Seo } from '../components/seo/seo';
import {
  RESTAURANT_MENU_DESCRIPTION,
  RESTAURANT_MENU_TITLE,
  RestaurantMenuPage,
} from '../components/menu/restaurant-menu-page';

// gatsby-node gives this page matchPath /menurestauracja/*, so deeper paths render it too.
export default function MenuRestauracjaPage() {
  return <RestaurantMenuPage />;
}

export const Head: HeadFC = () => <Seo title={RESTAURANT_MENU_TITLE} description={RESTAURANT_MENU_DESCRIPTION} />;
