import React from 'react';
import type { HeadFC } from 'gatsby';
import { Layout } from '../../components/layout/layout';
import { Seo } from '../../components/seo/seo';
import { LinkButton } from '../../components/ui/button';

// The flow of this page comes with a later issue; until then it says so honestly.
const TITLE = 'Logowanie';

export default function SignInPage() {
  return (
    <Layout width="narrow">
      <h1>{TITLE}</h1>
      <p>Logowanie będzie dostępne wkrótce. Do tego czasu możesz przeglądać menu i skompletować koszyk.</p>
      <LinkButton to="/menu/">Wróć do menu</LinkButton>
    </Layout>
  );
}

export const Head: HeadFC = () => <Seo title={TITLE} />;
