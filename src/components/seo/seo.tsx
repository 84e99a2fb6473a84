/**
 * What pages return from their Gatsby `Head` export: the Polish <title> and description that
 * search results show. `lang="pl"` on <html> is set once in gatsby-ssr.
 */
import React, { type ReactNode } from 'react';
import { SITE_DESCRIPTION, SITE_NAME } from '../../text/site';

interface SeoProps {
  /** Page title; the site name is appended. Omit on the home page. */
  title?: string;
  description?: string;
  children?: ReactNode;
}

export function Seo({ title, description = SITE_DESCRIPTION, children }: SeoProps) {
  const fullTitle = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="pl_PL" />
      {children}
    </>
  );
}
