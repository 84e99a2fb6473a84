/**
 * The start-up warning about an unsupported Node.js (D84), and that what it recommends is
 * the LTS that CI tests and production runs (.node-lts-version, installed by scripts/node-lts.sh).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { nodeSupportWarning, RECOMMENDED_NODE_LINE } from '../src/lib/node-support';

const root = path.resolve(__dirname, '../..');
const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

test('Node 20 is warned about from the day after its end of life, not before', () => {
  assert.equal(nodeSupportWarning('20.20.2', day('2026-04-30')), undefined);
  const warning = nodeSupportWarning('20.20.2', day('2026-05-01'));
  assert.equal(warning, 'Node.js 20 reached its end of life on 2026-04-30 and gets no security fixes: run the API on Node.js 24 LTS (docs/production.md, "Supported Node.js versions").');
  assert.equal(nodeSupportWarning('v20.19.0', day('2026-11-26')), warning, 'the leading v of process.version is accepted');
});

test('supported LTS lines get no warning; lines older than the table, and odd lines, do', () => {
  assert.equal(nodeSupportWarning('22.23.3', day('2026-11-26')), undefined);
  assert.match(nodeSupportWarning('22.23.3', day('2027-05-01')) ?? '', /^Node\.js 22 reached its end of life on 2027-04-30/);
  assert.equal(nodeSupportWarning('24.21.0', day('2026-11-26')), undefined);
  assert.equal(nodeSupportWarning('24.21.0', day('2028-04-30')), undefined);
  assert.match(nodeSupportWarning('16.20.2', day('2026-11-26')) ?? '', /^Node\.js 16 reached its end of life long ago/);
  assert.match(nodeSupportWarning('25.9.0', day('2026-11-26')) ?? '', /^Node\.js 25 is not a long-term-support line: run the API on Node\.js 24 LTS/);
  assert.equal(nodeSupportWarning('26.12.1', day('2026-11-26')), undefined, 'a line newer than the table is not guessed about');
});

test('the warning recommends the pinned LTS, which it does not warn about, and engines admits both Nodes CI runs', () => {
  const pinned = fs.readFileSync(path.join(root, '.node-lts-version'), 'utf8').trim();
  assert.match(pinned, /^\d+\.\d+\.\d+$/);
  assert.equal(Number(pinned.split('.')[0]), RECOMMENDED_NODE_LINE, '.node-lts-version and END_OF_LIFE name the same line');
  assert.equal(nodeSupportWarning(pinned, new Date()), undefined, 'the pinned LTS is still supported today');
  const engines = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { engines: { node: string } }).engines.node;
  assert.ok(engines.split('||').some((range) => range.trim() === `>=${RECOMMENDED_NODE_LINE}.0.0`), `engines (${engines}) admits Node ${RECOMMENDED_NODE_LINE} and later`);
  assert.ok(engines.split('||').some((range) => range.trim() === '^20.19.0'), `engines (${engines}) still admits Node 20.19+, which CI also runs`);
});
