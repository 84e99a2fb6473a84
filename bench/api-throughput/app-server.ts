/**
 * Child process of bench/api-throughput.ts: the real app with production settings (helmet with
 * HSTS, compression, trustProxy, pino at warn, Cognito identity, an S3 publish target, an SMTP server and
 * Przelewy24 set, never called) on seeded in-memory PGlite,
 * without the static site. Prints `PORT <n>` when listening.
 */
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { openDatabase } from '../../server/src/db/database';

async function main() {
  const database = await openDatabase({ dataDir: 'memory://', seed: true });
  const config = loadConfig({
    NODE_ENV: 'production',
    IDENTITY: 'cognito',
    COGNITO_USER_POOL_ID: 'eu-central-1_Bench0000',
    COGNITO_CLIENT_ID: 'bench-client',
    GRAPHQL_API_KEY: 'bench-graphql-key',
    // Production publishes to a bucket; this bench never publishes, nothing is sent there.
    PUBLISH_TARGET: 's3://bench-site/www',
    // Nothing here orders or pays: a mail server and a payment gateway that are never called.
    SMTP_URL: 'smtp://127.0.0.1:9',
    P24_MERCHANT_ID: '1',
    P24_POS_ID: '1',
    P24_CRC: 'bench',
    P24_API_KEY: 'bench',
    P24_BASE_URL: 'https://sandbox.przelewy24.pl',
    SERVE_SITE: 'false',
    LOG_LEVEL: 'warn',
    PORT: '0',
  });
  // GET /shop/product needs no identity; anything that would is refused.
  const tokenVerifier = { verifyIdToken: async () => Promise.reject(new Error('no identity in this bench')) };
  const app = await buildApp({ config, db: database.db, tokenVerifier });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  console.log(`PORT ${typeof address === 'object' && address ? address.port : 0}`);
  process.once('SIGTERM', () => {
    void app.close().then(() => database.close()).then(() => process.exit(0));
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
