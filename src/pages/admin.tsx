import React from 'react';
import type { HeadFC } from 'gatsby';
import { AdminApp } from '../components/admin/admin-app';
import { ADMIN_TEXT } from '../components/admin/admin-text';
import { Seo } from '../components/seo/seo';

// The staff panel (issue 7): client-only behind a staff sign-in, never indexed.
export default function AdminPage() {
  return <AdminApp />;
}

export const Head: HeadFC = () => (
  <Seo title={ADMIN_TEXT.title}>
    <meta name="robots" content="noindex, nofollow" />
  </Seo>
);
