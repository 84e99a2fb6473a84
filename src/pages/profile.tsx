import React from 'react';
import type { HeadFC, PageProps } from 'gatsby';
import { AccountOverview } from '../features/account';
import { Layout } from '../features/shell';
import { Seo } from '../features/seo';

const TITLE = 'Moje konto';

export default function ProfilePage({ location }: Pick<PageProps, 'location'>) {
  return (
    <Layout width="narrow">
      <AccountOverview title={TITLE} search={location?.search ?? ''} />
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo title={TITLE} description="Twoje konto: dane do dostawy i historia zamówień." path={location.pathname} />
);
