import React from 'react';
import type { HeadFC, PageProps } from 'gatsby';
import { Layout } from '../features/shell';
import { MenuBrowser } from '../features/menu';
import { MenuIntro } from '../features/menu';
import { Seo } from '../features/seo';
import { listedItems, type MenuPageContext } from '../features/seo';
import { SITE_URL } from '../features/seo';
import { menuJsonLd } from '../features/seo';
import { NAV_LABELS } from '../text/site';

const DESCRIPTION =
  'Zamów sushi online: zestawy, maki, nigiri, sashimi, zupy, desery, dodatki i napoje. Wybierz, dodaj do koszyka i zamów z dostawą.';

// gatsby-node.ts puts the menu the build read (shop API or seed) into the page context.
export default function MenuPage({ pageContext }: Partial<Pick<PageProps<object, MenuPageContext>, 'pageContext'>>) {
  return (
    <Layout variant="shop" width="wide">
      <MenuIntro title={NAV_LABELS.order}>
        Wyszukaj danie lub wybierz kategorię, a potem kliknij pozycję, aby dodać ją do koszyka.
      </MenuIntro>
      <MenuBrowser variant="shop" prerendered={pageContext?.prerenderedMenu} />
    </Layout>
  );
}

export const Head: HeadFC<object, MenuPageContext> = ({ location, pageContext }) => {
  const lists = pageContext?.prerenderedMenu;
  return (
    <Seo
      title={NAV_LABELS.order}
      description={DESCRIPTION}
      path={location.pathname}
      jsonLd={lists ? [menuJsonLd({ siteUrl: SITE_URL, items: listedItems(lists) })] : []}
    />
  );
};
