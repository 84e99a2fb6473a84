import React, { useMemo } from 'react';
import type { HeadFC, PageProps } from 'gatsby';
import { Layout } from '../features/shell';
import { TrackedOrder } from '../features/order-tracking';
import { Seo } from '../features/seo';

// A static page: the order's id comes from the query string (/order/?id=...), so the address
// is fixed, works from a shared link and needs no sign-in.
const TITLE = 'Twoje zamówienie';

export default function OrderPage({ location }: PageProps) {
  const id = useMemo(() => new URLSearchParams(location.search).get('id') ?? '', [location.search]);
  return (
    <Layout width="narrow">
      <h1>{TITLE}</h1>
      <TrackedOrder id={id} />
    </Layout>
  );
}
export const Head: HeadFC = ({ location }) => (
  <Seo title={TITLE} description="Stan Twojego zamówienia: pozycje, kwota, czas dostawy i kolejne kroki restauracji." path={location.pathname} />
);
