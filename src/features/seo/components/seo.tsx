/**
 * What pages return from their Gatsby `Head` export: the Polish <title> and description that
 * search results show, the canonical address (SITE_URL, trailing-slash form) with og:url,
 * `noindex` on private pages (src/features/seo/site-paths.ts), and optional JSON-LD.
 * `lang="pl"` on <html> is set once in gatsby-ssr.
 */
import React, { type ReactNode } from 'react';
import { absoluteUrl, isPrivatePath } from '../site-paths';
import { SITE_URL } from '../site-url';
import { serializeJsonLd } from '../json-ld';
import { SITE_DESCRIPTION, SITE_NAME } from '../../../text/site';

interface SeoProps {
  /** Page title; the site name is appended. Omit on the home page. */
  title?: string;
  description?: string;
  /** The page's path (Head's location.pathname): canonical URL, og:url, noindex of private pages. */
  path?: string;
  /** Forces noindex and drops the canonical URL (the 404 page answers for any address). */
  notFound?: boolean;
  /** schema.org objects, each rendered as one application/ld+json script. */
  jsonLd?: Record<string, unknown>[];
  children?: ReactNode;
}

export function Seo({ title, description = SITE_DESCRIPTION, path, notFound = false, jsonLd = [], children }: SeoProps) {
  const fullTitle = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  const url = path !== undefined && !notFound ? absoluteUrl(SITE_URL, path) : undefined;
  const noindex = notFound || (path !== undefined && isPrivatePath(path));
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex && <meta name="robots" content="noindex" />}
      {url && <link rel="canonical" href={url} />}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="pl_PL" />
      {url && <meta property="og:url" content={url} />}
      {jsonLd.map((data, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
      ))}
      {children}
    </>
  );
}
