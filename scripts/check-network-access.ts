/**
 * The second half of `npm run lint` (dependency-cruiser checks imports; this checks calls): in
 * the site only src/lib/shop-api.ts, graphql-query-client.ts and live-feed.ts talk to the
 * network, so every request goes through the one client with its retry, timeout and error
 * rules. A use of fetch, WebSocket, XMLHttpRequest, EventSource or sendBeacon anywhere else in src/ fails.
 *
 *   npx tsx scripts/check-network-access.ts [root]     (exit 1 and one line per use)
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const NETWORK_GATEWAYS = ['src/lib/shop-api.ts', 'src/lib/graphql-query-client.ts', 'src/lib/live-feed.ts'];
const NETWORK_NAMES = new Set(['fetch', 'WebSocket', 'XMLHttpRequest', 'EventSource', 'sendBeacon']);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** An identifier that names the browser's network API, not a property or a type of our own. */
function isNetworkUse(node: ts.Node): node is ts.Identifier {
  if (!ts.isIdentifier(node) || !NETWORK_NAMES.has(node.text)) return false;
  const parent = node.parent;
  // window.fetch / navigator.sendBeacon count; `api.fetch` of our own objects would be a property of another name.
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) {
    return ts.isIdentifier(parent.expression) && ['window', 'globalThis', 'self', 'navigator'].includes(parent.expression.text);
  }
  // Declarations and type positions are not calls: `WebSocket?: typeof WebSocket` in an options type.
  if (ts.isPropertySignature(parent) || ts.isPropertyAssignment(parent) || ts.isTypeReferenceNode(parent) || ts.isTypeQueryNode(parent)) return false;
  return !ts.isImportSpecifier(parent) && !ts.isBindingElement(parent);
}

export function networkUses(root: string): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(path.join(root, 'src'))) {
    const relative = path.relative(root, file).split(path.sep).join('/');
    if (NETWORK_GATEWAYS.includes(relative)) continue;
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (isNetworkUse(node)) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart());
        found.push(`${relative}:${line + 1}: ${node.text} outside the network gateways (${NETWORK_GATEWAYS.join(', ')})`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  const uses = networkUses(path.resolve(process.argv[2] ?? '.'));
  for (const use of uses) console.error(use);
  if (uses.length > 0) process.exit(1);
  console.log('network access: only the gateways call the network');
}
