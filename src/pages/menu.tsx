import React from 'react';
import type { HeadFC } from 'gatsby';
import { Layout } from '../components/layout/layout';
import { MenuBrowser } from '../components/menu/menu-browser';
import { MenuIntro } from '../components/menu/menu-intro';
import { Seo } from '../components/seo/seo';
import { NAV_LABELS } from '../text/site';

const DESCRIPTION =
  'Zamów sushi online: zestawy, maki, nigiri, sashimi, zupy, desery, dodatki i napoje. Wybierz, dodaj do koszyka i zamów z dostawą.';

export default function MenuPage() {
  return (
    <Layout variant="shop" width="wide">
      <MenuIntro title={NAV_LABELS.order}>
        Wyszukaj danie lub wybierz kategorię, a potem kliknij pozycję, aby dodać ją do koszyka.
      </MenuIntro>
      <MenuBrowser variant="shop" />
    </Layout>
  );
}

export const Head: HeadFC = () => <Seo title={NAV_LABELS.order} description={DESCRIPTION} />;
