/**
 * Journeys in Debian's Chromium (never a downloaded browser) against the whole product as
 * `npm start` runs it: built site + API + local identity, on a fresh data directory.
 */
import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8123);
// e2e/checkout.spec.ts calls cognito-local directly (AdminAddUserToGroup), so its port is chosen
// here, free, never the documented 9229 a running `npm start` holds. Set on process.env: the
// workers inherit it and keep it when they load this file again. ('0' would leave the spec no port to call.)
if (!Number(process.env.LOCAL_COGNITO_PORT)) process.env.LOCAL_COGNITO_PORT = freePortNow();
const COGNITO_PORT = process.env.LOCAL_COGNITO_PORT!;

/** A port free right now (the config is synchronous, so a child process asks the system). */
function freePortNow(): string {
  const script = "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' });
}
const launchOptions = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    // 'localhost', not 127.0.0.1: the service worker registers only on https or localhost.
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    // The e2e build has analytics (a test id), so it asks for cookie consent: journeys start
    // as a visitor who already refused; e2e/consent.spec.ts starts with nothing stored.
    storageState: {
      cookies: [],
      origins: [
        {
          origin: `http://localhost:${PORT}`,
          localStorage: [
            { name: 'COOKIE_CONSENT', value: JSON.stringify({ version: 2, analytics: false, ads: false, decidedAt: '2026-01-01T00:00:00.000Z' }) },
          ],
        },
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions } },
    { name: 'mobile', use: { ...devices['Pixel 5'], launchOptions } },
  ],
  webServer: {
    command: 'bash scripts/e2e-server.sh',
    // The home page: it answers 503 until the first release of the site is live.
    url: `http://127.0.0.1:${PORT}/`,
    // The first run builds the site (about a minute on two cores).
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(PORT), LOCAL_COGNITO_PORT: COGNITO_PORT },
  },
});
