import React from 'react';
import type { HeadFC } from 'gatsby';
import { HowToOrder } from '../features/content';
import { Seo } from '../features/seo';
import { Layout } from '../features/shell';
import { NAV_LABELS } from '../text/site';

export default function AboutPage() {
  return (
    <Layout width="narrow">
      <HowToOrder />
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo
    title={NAV_LABELS.howToOrder}
    path={location.pathname}
    description="Jak zamówić sushi online: wybór z menu, koszyk, konto lub zamówienie jako gość, strefy dostawy i płatność przy odbiorze."
  />
);
