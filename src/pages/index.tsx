import React from 'react';
import type { HeadFC, PageProps } from 'gatsby';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector, useEffectInNextTask } from '../app/hooks';
import { Carousel } from '../features/carousel';
import { ADDONS_SHOP_URL, Layout } from '../features/shell';
import { EXTERNAL_LINK } from '../components/layout/nav-links';
import { Seo } from '../features/seo';
import { LinkButton } from '../components/ui/button';
import { selectCarouselSlides } from '../features/carousel';
import { selectWelcome } from '../features/content';
import { loadWelcome } from '../features/content';
import type { HomePageContext } from '../features/seo';
import { SITE_URL } from '../features/seo';
import { restaurantJsonLd } from '../features/seo';
import { FALLBACK_WELCOME, NAV_LABELS } from '../text/site';
import { BUILD_RESTAURANT, RestaurantContact } from '../features/contact';
import { theme } from '../styles/theme';

const Hero = styled.section`
  padding: ${theme.space.lg} 0 0;
  text-align: center;
`;

const Welcome = styled.div`
  max-width: 60ch;
  margin: 0 auto;
  /* The restaurant writes the text with line breaks; keep them. */
  p { white-space: pre-line; }
`;

const Section = styled.section`
  padding: ${theme.space.lg} 0;
  border-top: 1px solid ${theme.palette.border};
  p { max-width: 70ch; }
  address { font-style: normal; }
`;

const Dishes = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: ${theme.space.md};
  margin: ${theme.space.md} 0 ${theme.space.lg};
  padding: 0;
  list-style: none;
  img { width: 100%; border-radius: ${theme.radii.md}; }
  span { display: block; margin-top: ${theme.space.xs}; font-weight: 600; }
`;

const DISHES = [
  { image: '/images/menu/zestaw.svg', name: 'Zestawy', alt: 'Deska z rolkami maki i nigiri' },
  { image: '/images/menu/maki.svg', name: 'Maki', alt: 'Rolki maki z łososiem i ogórkiem' },
  { image: '/images/menu/nigiri.svg', name: 'Nigiri', alt: 'Nigiri: ryż z plastrem łososia i tuńczyka' },
  { image: '/images/menu/zupy.svg', name: 'Zupy', alt: 'Miska ramenu z jajkiem' },
] as const;

/** The welcome text: the build's (page context) until the live one arrives, usually the same. */
function LiveWelcome({ prerendered }: { prerendered?: HomePageContext['welcome'] }) {
  const dispatch = useAppDispatch();
  const welcome = useAppSelector(selectWelcome);
  // Live text after hydration; the build pre-renders the fallback so the page reads without JS.
  useEffectInNextTask(() => void dispatch(loadWelcome()), [dispatch]);
  const { title, text } = welcome ?? prerendered ?? FALLBACK_WELCOME;
  return (
    <Welcome aria-live="polite">
      <h2>{title}</h2>
      <p>{text}</p>
    </Welcome>
  );
}

/** The build's slides (page context) until the store has its own: the first slide is in the HTML. */
function LiveCarousel({ prerendered }: { prerendered?: HomePageContext['carousel'] }) {
  const slides = useAppSelector(selectCarouselSlides);
  return <Carousel slides={slides.length > 0 ? slides : (prerendered ?? [])} />;
}

// The page itself reads nothing from the store: the live text and slides re-render only their
// own parts when they arrive, not the whole page with its layout (a long task on a phone).
export default function IndexPage({ pageContext }: Partial<Pick<PageProps<object, HomePageContext>, 'pageContext'>>) {
  return (
    <Layout width="normal">
      <Hero>
        <h1>Świeże sushi z dostawą do domu</h1>
        <LiveWelcome prerendered={pageContext?.welcome} />
      </Hero>
      <LiveCarousel prerendered={pageContext?.carousel} />
      <Section id="presentation" aria-labelledby="presentation-title">
        <h2 id="presentation-title">Nasze menu</h2>
        <p>
          Zestawy, maki, nigiri, sashimi, zupy i desery przygotowywane na bieżąco. Wybierz ulubione
          pozycje i zamów bez wychodzenia z domu.
        </p>
        <Dishes>
          {DISHES.map((dish) => (
            <li key={dish.name}>
              <img src={dish.image} alt={dish.alt} width={400} height={300} loading="lazy" decoding="async" />
              <span>{dish.name}</span>
            </li>
          ))}
        </Dishes>
        <LinkButton to="/menu/">{NAV_LABELS.order}</LinkButton>
        {ADDONS_SHOP_URL && (
          <p>
            Pałeczki, sosy, imbir i akcesoria do sushi kupisz w naszym sklepie z dodatkami:{' '}
            <a href={ADDONS_SHOP_URL} {...EXTERNAL_LINK}>
              {NAV_LABELS.addonsShop}
            </a>
            .
          </p>
        )}
      </Section>
      <Section id="about" aria-labelledby="about-title">
        <h2 id="about-title">{NAV_LABELS.about}</h2>
        <p>
          Jesteśmy małą restauracją sushi. Ryby kupujemy u sprawdzonych dostawców, ryż gotujemy kilka
          razy dziennie, a każdą rolkę zwijamy dopiero po złożeniu zamówienia.
        </p>
      </Section>
      <Section id="contact" aria-labelledby="contact-title">
        <h2 id="contact-title">{NAV_LABELS.contact}</h2>
        <RestaurantContact separator="lines" />
      </Section>
    </Layout>
  );
}

// Opening hours and price range come from the build's data (gatsby-node.ts: shop API or seed).
export const Head: HeadFC<object, HomePageContext> = ({ location, pageContext }) => (
  <Seo
    description="Świeże sushi z dostawą do domu: zestawy, maki, nigiri, sashimi i zupy. Zamów online w kilka minut."
    path={location.pathname}
    jsonLd={[
      restaurantJsonLd({ siteUrl: SITE_URL, openingHours: pageContext?.openingHours ?? [], priceRange: pageContext?.priceRange, facts: BUILD_RESTAURANT }),
    ]}
  />
);
