import React from 'react';
import { Link, type HeadFC } from 'gatsby';
import styled from 'styled-components';
import { Layout } from '../components/layout/layout';
import { Seo } from '../components/seo/seo';

const NOT_FOUND = 'Nie znaleziono strony';

const Container = styled.div`
  width: ${({ theme }) => theme.layout.pageWidth.narrow};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} 0;
  text-align: center;
`;

export default function NotFoundPage() {
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

export const Head: HeadFC = () => <Seo title={NOT_FOUND} />;
