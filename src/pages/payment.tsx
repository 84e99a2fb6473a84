import React from 'react';
import type { HeadFC } from 'gatsby';
import { Layout } from '../components/layout/layout';
import { Seo } from '../components/seo/seo';
import { LinkButton } from '../components/ui/button';

// The flow of this page comes with a later issue; until then it says so honestly.
const TITLE = 'Płatność';

export default function PaymentPage() {
  return (
    <Layout width="narrow">
      <h1>{TITLE}</h1>
      <p>Ta część zamówienia jest jeszcze przygotowywana. Płatność będzie dostępna wkrótce.</p>
      <LinkButton to="/menu/">Wróć do menu</LinkButton>
    </Layout>
  );
}

export const Head: HeadFC = () => <Seo title={TITLE} />;
