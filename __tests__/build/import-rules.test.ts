/**
 * @jest-environment node
 *
 * `npm run lint` must fail when a direction of ARCHITECTURE is broken: every rule of
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
  'src/only-the-graphql-client-speaks-graphql-ws.ts': "import { createClient } from 'graphql-ws';\nexport const b = createClient;\n",
  'server/src/only-the-smtp-gateway-sends-mail.ts': "import nodemailer from 'nodemailer';\nexport const b = nodemailer;\n",
  'server/src/only-the-local-catcher-receives-mail.ts': "import { SMTPServer } from 'smtp-server';\nexport const b = SMTPServer;\n",
  'src/no-cycles-1.ts': "import { two } from './no-cycles-2';\nexport const one = () => two();\n",
  'src/no-cycles-2.ts': "import { one } from './no-cycles-1';\nexport const two = () => one();\n",
  'src/lib/shop-api.ts': "export const createShopApi = () => ({});\n",
  'src/pages/components-get-clients-from-services.tsx': "import { createShopApi } from '../lib/shop-api';\nexport const b = createShopApi();\n",
  'src/lib/calls-fetch.ts': "export const load = () => fetch('/shop/product');\n",
};

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

function cruise(): { status: number; output: string } {
  try {
    const output = execFileSync(path.join(repository, 'node_modules/.bin/depcruise'), ['--config', path.join(repository, '.dependency-cruiser.cjs'), 'domain', 'src', 'server'], { cwd: tree, encoding: 'utf8', stdio: 'pipe' });
    return { status: 0, output };
  } catch (error) {
    const failed = error as { status: number; stdout: string; stderr: string };
    return { status: failed.status, output: failed.stdout + failed.stderr };
  }
}

test('every import rule fails on its planted violation, naming the rule and the file', () => {
  const { status, output } = cruise();
  expect(status).not.toBe(0);
  for (const { name } of config.forbidden) {
    expect(output).toMatch(new RegExp(`error ${name}: \\S*${name === 'no-cycles' ? 'no-cycles-' : name}`));
  }
});

test('a network call outside the gateways is named with its place', () => {
  expect(networkUses(tree)).toEqual([expect.stringMatching(/^src\/lib\/calls-fetch\.ts:1: fetch outside the network gateways/)]);
});
