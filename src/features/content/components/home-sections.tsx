/**
 * The home page's parts: the welcome (the build's text until the live one arrives), the
 * slides, and the menu, about and contact sections. Each live part reads the store itself, so
 * a new text or new slides re-render only that part, not the page with its layout (a long
 * task on a phone).
 */
import React from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector, useEffectInNextTask } from '../../../app/hooks';
import { EXTERNAL_LINK } from '../../../components/layout/nav-links';
import { LinkButton } from '../../../components/ui/button';
import { FALLBACK_WELCOME, NAV_LABELS } from '../../../text/site';
import { theme } from '../../../styles/theme';
import { Carousel, selectCarouselSlides } from '../../carousel';
import { RestaurantContact } from '../../contact';
import type { HomePageContext } from '../../seo';
import { ADDONS_SHOP_URL } from '../../shell';
import { selectWelcome } from '../content-slice';
import { loadWelcome } from '../content-thunks';

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

/** The page's heading and the restaurant's welcome. */
export function HomeWelcome({ prerendered }: { prerendered?: HomePageContext['welcome'] }) {
  return (
    <Hero>
      <h1>Świeże sushi z dostawą do domu</h1>
      <LiveWelcome prerendered={prerendered} />
    </Hero>
  );
}

/** The build's slides (page context) until the store has its own: the first slide is in the HTML. */
export function HomeCarousel({ prerendered }: { prerendered?: HomePageContext['carousel'] }) {
  const slides = useAppSelector(selectCarouselSlides);
  return <Carousel slides={slides.length > 0 ? slides : (prerendered ?? [])} />;
}

/** 'Nasze menu', 'O nas' and 'Kontakt', the sections the top bar's links lead to. */
export function HomeSections() {
  return (
    <>
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
    </>
  );
}
