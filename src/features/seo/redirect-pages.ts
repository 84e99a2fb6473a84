/**
 * The static fallback of our redirects (domain/rules/redirects.json) for hosts that only serve files
 * (a CDN, `gatsby serve`): a tiny page per old address that sends the browser on at once
 * (meta refresh), tells search engines the new address (canonical, noindex) and shows a
 * Polish link for anyone whose browser does not follow. The API server answers the same
 * paths with a real 301 before any file is looked at (server/src/site/static-site.ts).
 */
import { absoluteUrl } from './site-paths';

export interface Redirect {
  from: string;
  to: string;
}

export const REDIRECT_NOTICE = 'Ta strona ma nowy adres:';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A site path the fallback may be written for: absolute, plain segments, nothing that climbs out. */
const SAFE_PATH = /^\/(?:[a-z0-9][a-z0-9._-]*\/?)+$/i;

export function redirectPageHtml({ to }: Pick<Redirect, 'to'>, siteUrl: string): string {
  const target = escapeHtml(to);
  const canonical = escapeHtml(absoluteUrl(siteUrl, to));
  return `<!doctype html>
<html lang="pl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Ta strona ma nowy adres</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${canonical}">
<meta http-equiv="refresh" content="0; url=${target}">
</head>
<body>
<p>${REDIRECT_NOTICE} <a href="${target}">${canonical}</a></p>
</body>
</html>
`;
}

/** The files to write into public/: '<from>/index.html' for each redirect. */
export function redirectFiles(redirects: Redirect[], siteUrl: string): { file: string; html: string }[] {
  return redirects.map((redirect) => {
    if (!SAFE_PATH.test(redirect.from) || redirect.from.includes('..')) {
      throw new Error(`redirect from "${redirect.from}" is not a plain site path`);
    }
    if (!redirect.to.startsWith('/') || redirect.to.startsWith('//')) {
      throw new Error(`redirect to "${redirect.to}" must be a path on this site`);
    }
    const dir = redirect.from.replace(/^\/+|\/+$/g, '');
    return { file: `${dir}/index.html`, html: redirectPageHtml(redirect, siteUrl) };
  });
}
