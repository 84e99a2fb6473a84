import React from 'react';
import type { HeadFC } from 'gatsby';
import { VerifyEmail } from '../features/account';
import { Layout } from '../features/shell';
import { Seo } from '../features/seo';

const TITLE = 'Weryfikacja adresu e-mail';

export default function VerifyPage() {
  return (
    <Layout width="narrow">
      <VerifyEmail title={TITLE} />
    </Layout>
  );
}

export const Head: HeadFC = ({ location }) => (
  <Seo title={TITLE} description="Potwierdź adres e-mail kodem z wiadomości, aby zalogować się na nowe konto." path={location.pathname} />
);
