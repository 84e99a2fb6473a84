import React from 'react';
import type { HeadFC } from 'gatsby';
import { Layout } from '../features/shell';
import { CheckoutPayment } from '../features/checkout';
import { Seo } from '../features/seo';

const TITLE = 'Płatność';

export default function PaymentPage() {
  return (
    <Layout width="narrow">
      <h1>{TITLE}</h1>
      <CheckoutPayment />
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo title={TITLE} description="Płatność za zamówienie: gotówką lub kartą przy odbiorze." path={location.pathname} />
);
