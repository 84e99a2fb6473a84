import React, { useEffect } from 'react';
import { Link, type HeadFC } from 'gatsby';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { Layout } from '../components/layout/layout';
import { Seo } from '../components/seo/seo';
import { selectWelcome } from '../features/content/content-slice';
import { loadWelcome } from '../features/content/content-thunks';
import { CONTACT_PLACEHOLDER, FALLBACK_WELCOME, NAV_LABELS } from '../text/site';

const Container = styled.div`
  width: ${({ theme }) => theme.layout.pageWidth.normal};
  max-width: ${({ theme }) => theme.layout.maxContentWidth};
  margin: 0 auto;
`;

const Hero = styled.section`
  padding: ${({ theme }) => theme.space.lg} 0;
  text-align: center;
`;

const Welcome = styled.div`
  max-width: 60ch;
  margin: 0 auto;
  /* The restaurant writes the text with line breaks; keep them. */
  p { white-space: pre-line; }
`;

const Section = styled.section`
  padding: ${({ theme }) => theme.space.lg} 0;
  border-top: 1px solid ${({ theme }) => theme.palette.surface};
`;

const OrderLink = styled(Link)`
  display: inline-block;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.palette.inverseText};
  background: ${({ theme }) => theme.palette.inverseBackground};
  text-decoration: none;
  font-weight: 600;
`;

export default function IndexPage() {
  const dispatch = useAppDispatch();
  const welcome = useAppSelector(selectWelcome);

  // Live text after hydration; the build pre-renders the fallback so the page reads without JS.
  useEffect(() => {
    void dispatch(loadWelcome());
  }, [dispatch]);

  const { title, text } = welcome ?? FALLBACK_WELCOME;

  return (
    <Layout>
      <Container>
        <Hero>
          <h1>Świeże sushi z dostawą do domu</h1>
          <Welcome aria-live="polite">
            <h2>{title}</h2>
            <p>{text}</p>
          </Welcome>
        </Hero>
        <Section id="presentation" aria-labelledby="presentation-title">
          <h2 id="presentation-title">Nasze menu</h2>
          <p>
            Zestawy, maki, nigiri, sashimi, zupy i desery przygotowywane na bieżąco. Wybierz
            ulubione pozycje i zamów bez wychodzenia z domu.
          </p>
          <OrderLink to="/menu/">{NAV_LABELS.order}</OrderLink>
        </Section>
        <Section id="about" aria-labelledby="about-title">
          <h2 id="about-title">{NAV_LABELS.about}</h2>
          <p>
            Jesteśmy małą restauracją sushi. Ryby kupujemy u sprawdzonych dostawców, ryż
            gotujemy kilka razy dziennie, a każdą rolkę zwijamy dopiero po złożeniu zamówienia.
          </p>
        </Section>
        <Section id="contact" aria-labelledby="contact-title">
          <h2 id="contact-title">{NAV_LABELS.contact}</h2>
          {/* PLACEHOLDER contact data, marked on the page: see src/text/site.ts. */}
          <p data-placeholder="true">
            {CONTACT_PLACEHOLDER.address}, tel. {CONTACT_PLACEHOLDER.phone}, e-mail:{' '}
            {CONTACT_PLACEHOLDER.email}. {CONTACT_PLACEHOLDER.note}
          </p>
        </Section>
      </Container>
    </Layout>
  );
}

export const Head: HeadFC = () => <Seo />;
