import React from 'react';
import type { HeadFC, PageProps } from 'gatsby';
import { HomeCarousel, HomeSections, HomeWelcome } from '../features/content';
import { BUILD_RESTAURANT } from '../features/contact';
import { Seo, SITE_URL, restaurantJsonLd, type HomePageContext } from '../features/seo';
import { Layout } from '../features/shell';

// The page itself reads nothing from the store: the live text and slides re-render only their
// own parts when they arrive (features/content).
export default function IndexPage({ pageContext }: Partial<Pick<PageProps<object, HomePageContext>, 'pageContext'>>) {
  return (
    <Layout width="normal">
      <HomeWelcome prerendered={pageContext?.welcome} />
      <HomeCarousel prerendered={pageContext?.carousel} />
      <HomeSections />
    </Layout>
  );
}

// Opening hours, price range and the ways of ordering come from the build's data (gatsby-node.ts: shop API or seed).
export const Head: HeadFC<object, HomePageContext> = ({ location, pageContext }) => (
  <Seo
    description="Świeże sushi z dostawą do domu: zestawy, maki, nigiri, sashimi i zupy. Zamów online w kilka minut."
    path={location.pathname}
    jsonLd={[
      restaurantJsonLd({
        siteUrl: SITE_URL,
        openingHours: pageContext?.openingHours ?? [],
        priceRange: pageContext?.priceRange,
        facts: BUILD_RESTAURANT,
        fulfilments: pageContext?.fulfilments,
      }),
    ]}
  />
);
