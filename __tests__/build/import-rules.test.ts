/**
 * @jest-environment node
 *
 * `npm run lint` must fail when a direction of docs/architecture.md is broken: every rule of
 * .dependency-cruiser.cjs is planted once in a small tree of its own and must be reported,
 * and the network check must name a fetch outside the gateways. (The real tree passing is
 * `npm run lint` itself, which `npm test` runs.)
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { networkUses } from '../../scripts/check-network-access';

const repository = path.resolve(__dirname, '../..');
const config = require(path.join(repository, '.dependency-cruiser.cjs')) as { forbidden: { name: string }[] };

/** One file per broken direction, each named after the rule it breaks. */
const PLANTED: Record<string, string> = {
  'src/a.ts': "export const a = 1;\n",
  'src/features/f/inner.ts': "export const inner = 1;\n",
  'src/features/f/index.ts': "export { inner } from './inner';\n",
  'domain/contract/c.ts': "import { Type } from 'typebox';\nexport const C = Type.String();\n",
  'domain/rules/domain-imports-nothing-of-ours.ts': "import { a } from '../../src/a';\nexport const b = a;\n",
  'domain/rules/domain-without-typebox-in-rules.ts': "import { Type } from 'typebox';\nexport const S = Type.String();\n",
  'server/src/server-never-imports-site.ts': "import { a } from '../../src/a';\nexport const b = a;\n",
  'server/src/server-file.ts': "export const s = 1;\n",
  'src/site-reaches-only-domain.ts': "import { s } from '../server/src/server-file';\nexport const b = s;\n",
  'src/site-takes-contract-as-types-only.ts': "import { C } from '../domain/contract/c';\nexport const b = C;\n",
  'src/components/ui/shared-components-know-no-feature.tsx': "import { inner } from '../../features/f';\nexport const b = inner;\n",
  'src/pages/pages-use-a-feature-public-entry.tsx': "import { inner } from '../features/f/inner';\nexport const b = inner;\n",
  'src/only-the-identity-service-touches-cognito.ts': "import { CognitoUserPool } from 'amazon-cognito-identity-js';\nexport const b = CognitoUserPool;\n",
  'src/only-the-live-feed-speaks-graphql-ws.ts': "import { createClient } from 'graphql-ws';\nexport const b = createClient;\n",
  'server/src/only-the-smtp-gateway-sends-mail.ts': "import nodemailer from 'nodemailer';\nexport const b = nodemailer;\n",
  'server/src/only-the-local-catcher-receives-mail.ts': "import { SMTPServer } from 'smtp-server';\nexport const b = SMTPServer;\n",
  'src/no-cycles-1.ts': "import { two } from './no-cycles-2';\nexport const one = () => two();\n",
  'src/no-cycles-2.ts': "import { one } from './no-cycles-1';\nexport const two = () => one();\n",
  'src/lib/shop-api.ts': "export const createShopApi = () => ({});\n",
  'src/pages/components-get-clients-from-services.tsx': "import { createShopApi } from '../lib/shop-api';\nexport const b = createShopApi();\n",
  'src/lib/calls-fetch.ts': "export const load = () => fetch('/shop/product');\n",
  'src/features/g/features-meet-through-their-index.ts': "import { inner } from '../f/inner';\nexport const b = inner;\n",
  'src/app/store.ts': "export const makeStore = () => ({});\nexport type AppStore = ReturnType<typeof makeStore>;\n",
  'src/features/g/features-take-from-app-types-and-hooks-only.ts': "import { makeStore } from '../../app/store';\nexport const b = makeStore();\n",
  'src/features/g/types-from-app-are-fine.ts': "import type { AppStore } from '../../app/store';\nexport type B = AppStore;\n",
  'src/components/layout/imports-a-feature-inside.tsx': "import { inner } from '../../features/f/inner';\nexport const b = inner;\n",
  'src/lib/shared-lib-knows-no-feature.ts': "import { inner } from '../features/f';\nexport const b = inner;\n",
  'server/src/routes/r/index.ts': "export const route = 1;\n",
  'server/src/config.ts': "import { route } from './routes/r';\nexport const b = route;\n",
  'server/src/mail/m.ts': "export const m = 1;\n",
  'server/src/db/d.ts': "export const d = 1;\n",
  'server/src/db/db-knows-no-gateway-or-route.ts': "import { m } from '../mail/m';\nexport const b = m;\n",
  'server/src/routes/r/routes-reach-the-database-through-repositories.ts': "import { d } from '../../db/d';\nexport const b = d;\n",
  'server/src/mail/gateways-know-no-route.ts': "import { route } from '../routes/r';\nexport const b = route;\n",
  // Two features that import each other, each through the other's front door (no module cycle).
  'src/features/h/index.ts': "export { h } from './h-inner';\n",
  'src/features/h/h-inner.ts': "import { inner } from '../f';\nexport const h = inner;\n",
  'src/features/f/uses-h.ts': "import { h } from '../h';\nexport const b = h;\n",
};

/** The file a rule's planted violation is in, when its name cannot say it. */
const PLANTED_IN: Record<string, string> = { 'no-cycles': 'src/no-cycles-', 'server-config-is-a-leaf': 'server/src/config\\.ts' };

let tree: string;

beforeAll(() => {
  tree = fs.mkdtempSync(path.join(os.tmpdir(), 'import-rules-'));
  for (const [file, text] of Object.entries(PLANTED)) {
    fs.mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
    fs.writeFileSync(path.join(tree, file), text);
  }
  fs.copyFileSync(path.join(repository, 'tsconfig.json'), path.join(tree, 'tsconfig.json'));
  fs.symlinkSync(path.join(repository, 'node_modules'), path.join(tree, 'node_modules'));
});

afterAll(() => fs.rmSync(tree, { recursive: true, force: true }));

function cruise(args = ['domain', 'src', 'server'], cwd = tree): { status: number; output: string; stdout: string } {
  try {
    const stdout = execFileSync(path.join(repository, 'node_modules/.bin/depcruise'), ['--config', path.join(repository, '.dependency-cruiser.cjs'), ...args], { cwd, encoding: 'utf8', stdio: 'pipe', maxBuffer: 64 * 1024 * 1024 });
    return { status: 0, output: stdout, stdout };
  } catch (error) {
    const failed = error as { status: number; stdout: string; stderr: string };
    return { status: failed.status, output: failed.stdout + failed.stderr, stdout: failed.stdout };
  }
}

test('every import rule fails on its planted violation, naming the rule and the file', () => {
  const { status, output } = cruise();
  expect(status).not.toBe(0);
  for (const { name } of config.forbidden) {
    expect(output).toMatch(new RegExp(`error ${name}: ${PLANTED_IN[name] ?? `\\S*${name}`}`));
  }
});

test('a feature may take types from src/app, and a layout may not reach into a feature', () => {
  const { output } = cruise();
  expect(output).not.toMatch(/types-from-app-are-fine/);
  expect(output).toMatch(/error shared-components-know-no-feature: src\/components\/layout\/imports-a-feature-inside\.tsx/);
});

/**
 * Pairs of features that import each other, in either direction through any of their files.
 * dependency-cruiser's folder rules cannot say it here: they count the type-only edges through
 * src/app (root-reducer imports the features, features take their types from it) and take no `via`.
 */
function mutualFeatures(cwd: string): string[] {
  const { modules } = JSON.parse(cruise(['--output-type', 'json', 'src'], cwd).stdout) as { modules: { source: string; dependencies: { resolved: string }[] }[] };
  const featureOf = (file: string) => /^src\/features\/([^/]+)\//.exec(file)?.[1];
  const edges = new Set<string>();
  for (const { source, dependencies } of modules) {
    for (const { resolved } of dependencies) {
      const [from, to] = [featureOf(source), featureOf(resolved)];
      if (from && to && from !== to) edges.add(`${from} -> ${to}`);
    }
  }
  return [...edges].filter((edge) => edges.has(edge.split(' -> ').reverse().join(' -> ')) && edge.split(' -> ')[0] < edge.split(' -> ')[1]).sort();
}

test('two features that import each other are named; the real tree has none', () => {
  expect(mutualFeatures(tree)).toEqual(['f -> h']);
  expect(mutualFeatures(repository)).toEqual([]);
});

test('a network call outside the gateways is named with its place', () => {
  expect(networkUses(tree)).toEqual([expect.stringMatching(/^src\/lib\/calls-fetch\.ts:1: fetch outside the network gateways/)]);
});
