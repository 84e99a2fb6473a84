/** Security headers, CORS and rate limiting: the outside-facing guards, registered first. */
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { applyHeaders, helmetHeaders } from '../../lib/helmet-headers';

const ANALYTICS = ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'];

/**
 * The security headers of every answer, as helmet options: one source for this server and for
 * the CDN's headers (publish/cdn-headers.ts), which a bucket cannot set itself.
 */
export function securityHeaderOptions({ production, region }: { production: boolean; region: string }): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        // Gatsby's HTML carries small inline bootstrap scripts (page path, chunk map), and
        // styled-components injects <style> tags: both need 'unsafe-inline'.
        'script-src': ["'self'", "'unsafe-inline'", 'https://www.googletagmanager.com'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', ...ANALYTICS],
        'connect-src': ["'self'", `https://cognito-idp.${region}.amazonaws.com`, ...ANALYTICS],
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        'frame-ancestors': ["'none'"],
        // On http://localhost an upgrade would break every request; production is https.
        'upgrade-insecure-requests': production ? [] : null,
      },
    },
    strictTransportSecurity: production,
  };
}

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  const { production, identity, corsOrigins } = app.config;
  // Same headers for every reply: computed once (see lib/helmet-headers), not per request.
  const securityHeaders = await helmetHeaders(securityHeaderOptions({ production, region: identity.region }));
  applyHeaders(app, securityHeaders);
  await app.register(cors, { origin: corsOrigins.length > 0 ? corsOrigins : false });
  // Limits are attached per route (POST routes); GETs are served from memory.
  await app.register(rateLimit, { global: false });
}

/** Route config for POST routes: customers never need more than a few a minute. */
export function postRateLimit(app: FastifyInstance) {
  return { rateLimit: { max: app.config.postRateLimitPerMinute, timeWindow: '1 minute' } };
}
