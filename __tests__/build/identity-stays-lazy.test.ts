/**
 * @jest-environment node
 */
// The Cognito library (~90 kB, 26 kB gzip) must stay out of the first-load JavaScript of
// every page, / and /menu/ above all: webpack puts a module in a page's chunks when some file
// reaches it through a static import, and in a lazy chunk when it is reached only through
// import(). Checked on the sources, so no build is needed: only src/services/identity.ts
// imports the library, and nothing imports that module except by `import type` (erased) or
// by the dynamic import in identity-client.ts.
import { readdirSync, readFileSync } from 'fs';
import { dirname, join, relative, resolve } from 'path';

const SRC = resolve(__dirname, '../../src');
const IDENTITY_MODULE = join(SRC, 'services/identity');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|js|jsx)$/.test(entry.name) ? [path] : [];
  });
}

/** Specifiers of value imports and re-exports (`import type` / `export type` are erased). */
function staticImports(code: string): string[] {
  const found: string[] = [];
  const patterns = [
    /^\s*import\s+(?!type\s)[^'";]*?\bfrom\s*['"]([^'"]+)['"]/gm,
    /^\s*export\s+(?!type\s)[^'";]*?\bfrom\s*['"]([^'"]+)['"]/gm,
    /^\s*import\s*['"]([^'"]+)['"]/gm,
    /\brequire\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) for (const match of code.matchAll(pattern)) found.push(match[1]);
  return found;
}

const files = sourceFiles(SRC);
const resolveFrom = (file: string, specifier: string) =>
  specifier.startsWith('.') ? resolve(dirname(file), specifier).replace(/\.(ts|tsx|js)$/, '') : specifier;

describe('the identity library stays lazy', () => {
  it('finds the sources', () => {
    expect(files.map((f) => relative(SRC, f))).toEqual(expect.arrayContaining(['pages/index.tsx', 'pages/menu.tsx', 'services/identity.ts']));
  });

  it('is imported by src/services/identity.ts only', () => {
    const importers = files.filter((file) => staticImports(readFileSync(file, 'utf8')).includes('amazon-cognito-identity-js'));
    expect(importers.map((f) => relative(SRC, f))).toEqual(['services/identity.ts']);
  });

  it('is reached only through a dynamic import of src/services/identity', () => {
    const staticImporters = files.filter((file) =>
      staticImports(readFileSync(file, 'utf8')).some((specifier) => resolveFrom(file, specifier) === IDENTITY_MODULE),
    );
    expect(staticImporters.map((f) => relative(SRC, f))).toEqual([]);
    const dynamic = files.filter((file) => /\bimport\(\s*['"]\.\/identity['"]\s*\)/.test(readFileSync(file, 'utf8')));
    expect(dynamic.map((f) => relative(SRC, f))).toEqual(['services/identity-client.ts']);
  });

  it('the pattern check itself tells value imports from type imports', () => {
    expect(staticImports("import type * as M from './identity';\nimport { a } from './x';\nexport { b } from './y';\nimport './z';")).toEqual([
      './x',
      './y',
      './z',
    ]);
  });
});
