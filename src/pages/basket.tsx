import React from 'react';
import type { HeadFC } from 'gatsby';
import { Layout, SHOP_CLOSED_MESSAGE } from '../features/shell';
import { BasketScreen } from '../features/basket';
import { Seo } from '../features/seo';

export default function BasketPage() {
  return (
    <Layout width="normal">
      <BasketScreen shopClosedMessage={SHOP_CLOSED_MESSAGE} />
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo
    title="Koszyk"
    description="Twój koszyk: sprawdź zamówienie, zmień ilości i przejdź do podsumowania."
    path={location.pathname}
  />
);
