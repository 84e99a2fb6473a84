/**
 * Links into the docs break silently: a heading reworded in docs/decisions.md changes its anchor,
 * and every link to a decision in the README, the other docs and the code's comments points at
 * nothing. This checks every relative Markdown link (file and #anchor) in the repository's .md
 * files, and every `<doc>.md#anchor` written in code, against the headings as GitHub turns them
 * into anchors; and that every decision has its status line and no number is skipped without an
 * entry saying why. Exit code 1 names each broken link. Run: `npx tsx scripts/check-doc-links.ts`.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const DOCS = ['decisions', 'performance', 'behaviour', 'production', 'publishing', 'configuration', 'architecture'];

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of withoutFences(markdown).split('\n')) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const text = heading[1].replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').toLowerCase();
    const slug = text.replace(/[^\p{L}\p{N}_\- ]/gu, '').replace(/ /g, '-');
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    anchors.add(n === 0 ? slug : `${slug}-${n}`);
  }
  return anchors;
}

const withoutFences = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, '');

/** Every decision has `- **Status**:` as its first line, and the numbers run without a gap. */
export function decisionProblems(markdown: string): string[] {
  const problems: string[] = [];
  const numbers: number[] = [];
  const entry = /^## D(\d+)\. .*\n\n(.*)$/gm;
  for (let m = entry.exec(markdown); m; m = entry.exec(markdown)) {
    numbers.push(Number(m[1]));
    if (!m[2].startsWith('- **Status**: ')) problems.push(`D${m[1]} has no status line`);
  }
  const sorted = [...numbers].sort((a, b) => a - b);
  sorted.forEach((n, i) => {
    if (n !== i + 1) problems.push(`D${i + 1} is missing (an unused number gets an entry saying so)`);
  });
  return [...new Set(problems)];
}

/** Every broken link and decision problem in the tree at `dir` (the repository by default). */
export function docProblems(dir = root): { checked: number; problems: string[] } {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: dir, encoding: 'utf8' })
    .split('\n')
    .filter((f) => f && !f.includes('node_modules') && fs.existsSync(path.join(dir, f)));
  const anchorCache = new Map<string, Set<string>>();
  const anchorsOf = (file: string) => {
    if (!anchorCache.has(file)) anchorCache.set(file, headingAnchors(fs.readFileSync(file, 'utf8')));
    return anchorCache.get(file)!;
  };
  const broken: string[] = [];
  let checked = 0;
  for (const file of files) {
    const full = path.join(dir, file);
    if (file.endsWith('.md')) {
      const text = withoutFences(fs.readFileSync(full, 'utf8'));
      for (const [, link] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/i.test(link)) continue;
        const [target, anchor] = link.split('#');
        const targetFile = target ? path.resolve(path.dirname(full), target) : full;
        checked++;
        if (!fs.existsSync(targetFile)) broken.push(`${file}: no file ${link}`);
        else if (anchor && targetFile.endsWith('.md') && !anchorsOf(targetFile).has(anchor)) broken.push(`${file}: no heading for ${link}`);
      }
    } else if (/\.(ts|tsx|js|cjs|mjs|sh)$/.test(file) && !file.startsWith('dist/')) {
      const text = fs.readFileSync(full, 'utf8');
      const mention = new RegExp(`\\b(${DOCS.join('|')})\\.md#([\\p{L}\\p{N}_-]+)`, 'gu');
      for (const [whole, doc, anchor] of text.matchAll(mention)) {
        checked++;
        const docFile = path.join(dir, 'docs', `${doc}.md`);
        if (!fs.existsSync(docFile) || !anchorsOf(docFile).has(anchor)) broken.push(`${file}: no heading for ${whole}`);
      }
    }
  }
  const decisions = path.join(dir, 'docs', 'decisions.md');
  if (fs.existsSync(decisions)) broken.push(...decisionProblems(fs.readFileSync(decisions, 'utf8')).map((p) => `docs/decisions.md: ${p}`));
  return { checked, problems: broken };
}

function main(): void {
  const { checked, problems } = docProblems();
  for (const line of problems) console.error(line);
  console.log(`doc links: ${checked} checked, ${problems.length} problem(s)`);
  if (problems.length > 0) process.exitCode = 1;
}

if (require.main === module) main();
