/**
 * @jest-environment node
 *
 * Links into the docs and the decisions' status lines (scripts/check-doc-links.ts): the check
 * names a planted broken anchor, a missing file, a link from code to a heading that is gone, a
 * decision without a status and a skipped number; and the repository's own docs pass it.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decisionProblems, docProblems, headingAnchors } from '../../scripts/check-doc-links';

/** Written apart so that this file itself holds no link into the docs. */
const MD = '.md';
const entry = (n: number, title: string, status = '- **Status**: accepted\n') => `## D${n}. ${title}\n\n${status}- **Decision**: x.\n\n`;

function plantedRepo(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'doc-links-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  execFileSync('git', ['init', '-q'], { cwd: dir });
  return dir;
}

test('anchors are GitHub\'s: punctuation dropped, spaces to hyphens, Polish letters kept, repeats numbered', () => {
  const anchors = headingAnchors("# Decisions\n## D83. Local ports: documented for npm start; one identity\n## Zamówienia i płatności\n## Notes\n## Notes\n```\n## not a heading\n```\n");
  expect([...anchors]).toEqual(['decisions', 'd83-local-ports-documented-for-npm-start-one-identity', 'zamówienia-i-płatności', 'notes', 'notes-1']);
});

test('a decision without a status and a number skipped without an entry are named', () => {
  const text = entry(1, 'One') + entry(2, 'Two', '') + entry(4, 'Four');
  expect(decisionProblems(text)).toEqual(['D2 has no status line', 'D3 is missing (an unused number gets an entry saying so)']);
  expect(decisionProblems(entry(1, 'One') + entry(2, 'Two', '- **Status**: withdrawn\n'))).toEqual([]);
});

test('broken links in Markdown and in code are named, good ones pass', () => {
  const dir = plantedRepo({
    'docs/decisions.md': '# Decisions\n\n' + entry(1, 'Money is counted in grosze'),
    'docs/performance.md': '# Performance\n\n## Latest figures\n',
    'README.md': `[ok](docs/decisions${MD}#d1-money-is-counted-in-grosze) [gone](docs/decisions${MD}#d1-money) [no file](docs/nothing.md) [web](https://example.com/#x) [self](#readme-nope)\n`,
    'docs/performance-notes.md': `[up](performance${MD}#latest-figures)\n`,
    'src/a.ts': `// see decisions${MD}#d1-money-is-counted-in-grosze and performance${MD}#older-figures\n`,
  });
  const { checked, problems } = docProblems(dir);
  expect(problems).toEqual([
    `README.md: no heading for docs/decisions${MD}#d1-money`,
    'README.md: no file docs/nothing.md',
    'README.md: no heading for #readme-nope',
    `src/a.ts: no heading for performance${MD}#older-figures`,
  ]);
  expect(checked).toBe(7);
  fs.rmSync(dir, { recursive: true, force: true });
});

test('the repository\'s docs and the links to them are whole', () => {
  expect(docProblems().problems).toEqual([]);
});
