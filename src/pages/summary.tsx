import React from 'react';
import type { HeadFC } from 'gatsby';
import { Layout } from '../features/shell';
import { CheckoutSummary } from '../features/checkout';
import { Seo } from '../features/seo';

const TITLE = 'Podsumowanie zamówienia';

export default function SummaryPage() {
  return (
    <Layout width="narrow">
      <h1>{TITLE}</h1>
      <CheckoutSummary />
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo title={TITLE} description="Podsumowanie zamówienia: adres dostawy, strefa, czas dostawy i akceptacja regulaminu." path={location.pathname} />
);
