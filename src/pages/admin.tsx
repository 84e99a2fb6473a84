import React from 'react';
import type { HeadFC } from 'gatsby';
import { StaffApp } from '../features/staff';
import { STAFF_TEXT } from '../features/staff';
import { Seo } from '../features/seo';

// The staff panel (docs/behaviour.md §2, 'Staff panel'): client-only behind a staff sign-in, never indexed.
export default function StaffPage() {
  return <StaffApp />;
}

// A private path (src/features/seo/site-paths.ts): Seo marks it noindex.
export const Head: HeadFC = ({ location }) => (
  <Seo title={STAFF_TEXT.title} description="Panel obsługi restauracji: zamówienia, menu i ustawienia sklepu." path={location.pathname} />
);
