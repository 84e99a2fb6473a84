import {
  PRIVATE_PATHS,
  SITEMAP_EXCLUDES,
  absoluteUrl,
  canonicalPath,
  isPrivatePath,
  robotsTxt,
} from '../../../src/features/seo/site-paths';
import { redirectFiles, redirectPageHtml } from '../../../src/features/seo/redirect-pages';
import redirects from '../../../domain/rules/redirects.json';

// The plugin's own matcher (gatsby-plugin-sitemap depends on minimatch 3, which has no types).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const minimatch = require('minimatch') as (path: string, pattern: string) => boolean;

describe('site paths', () => {
  it('puts canonical URLs in the trailing-slash form on SITE_URL', () => {
    expect(absoluteUrl('https://sushi.example.pl/', '/menu')).toBe('https://sushi.example.pl/menu/');
    expect(absoluteUrl('https://sushi.example.pl', '/')).toBe('https://sushi.example.pl/');
    expect(canonicalPath('/about/?x=1')).toBe('/about/');
    // Every restaurant-menu address is one page.
    expect(canonicalPath('/qr/menurestauracja-stolik-5')).toBe('/menurestauracja/');
  });

  it('knows the private pages', () => {
    for (const path of ['/profile/', '/summary', '/payment/', '/order/', '/verify/', '/auth/sign-in/', '/auth/sign-up', '/admin/', '/admin/orders/']) {
      expect(isPrivatePath(path)).toBe(true);
    }
    for (const path of ['/', '/menu/', '/about/', '/basket/', '/menurestauracja/', '/regulamin/', '/ordering/']) {
      expect(isPrivatePath(path)).toBe(false);
    }
  });

  it('keeps the sitemap free of private pages (as the plugin matches: minimatch on the path without its slash)', () => {
    const excluded = (path: string) => SITEMAP_EXCLUDES.some((pattern) => minimatch(path.replace(/\/$/, ''), pattern));
    for (const path of ['/profile/', '/auth/sign-in/', '/auth/forgot-password/', '/admin/', '/admin/orders/', '/order/', '/verify/']) {
      expect(excluded(path)).toBe(true);
    }
    for (const path of ['/', '/menu/', '/about/', '/basket/', '/menurestauracja/', '/polityka-prywatnosci/']) {
      expect(excluded(path)).toBe(false);
    }
  });

  it('writes robots.txt with every private path disallowed and the absolute sitemap URL', () => {
    const text = robotsTxt('https://sushi.example.pl/');
    expect(text).toMatch(/^User-agent: \*$/m);
    for (const path of PRIVATE_PATHS) expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toMatch(/^Sitemap: https:\/\/sushi\.example\.pl\/sitemap-index\.xml$/m);
  });
});

describe('redirect fallback pages', () => {
  it('send the browser to the new path at once, name it canonical, stay out of the index and show a Polish link', () => {
    const html = redirectPageHtml({ to: '/menu/' }, 'https://sushi.example.pl');
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelector('meta[http-equiv="refresh"]')?.getAttribute('content')).toBe('0; url=/menu/');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://sushi.example.pl/menu/');
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(doc.body.textContent).toContain('Ta strona ma nowy adres: https://sushi.example.pl/menu/');
    expect(doc.querySelector('a')?.getAttribute('href')).toBe('/menu/');
    expect(doc.documentElement.lang).toBe('pl');
  });

  it('exist for every redirect of domain/rules/redirects.json, under the old path', () => {
    const files = redirectFiles(redirects, 'https://sushi.example.pl');
    expect(files.map((f) => f.file)).toEqual(redirects.map((r) => `${r.from.replace(/^\/|\/$/g, '')}/index.html`));
  });

  it('refuse paths that could write outside public/ or send visitors to another site', () => {
    expect(() => redirectFiles([{ from: '/../etc', to: '/' }], 'http://x')).toThrow(/not a plain site path/);
    expect(() => redirectFiles([{ from: '/stara', to: '//evil.example' }], 'http://x')).toThrow(/path on this site/);
    expect(() => redirectFiles([{ from: '/stara', to: 'https://evil.example/' }], 'http://x')).toThrow(/path on this site/);
  });
});
