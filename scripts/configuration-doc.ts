/**
 * Writes the server's table of docs/configuration.md from the environment schema
 * (server/src/config/environment-schema.ts), between its two markers; the prose around it stays
 * as written. server/test/configuration-doc.test.ts fails when the committed table differs.
 *   npx tsx scripts/configuration-doc.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { EnvironmentSchema, variableSchema } from '../server/src/config/environment-schema';

export const CONFIGURATION_DOC = path.resolve(__dirname, '../docs/configuration.md');
export const REGENERATE = 'npx tsx scripts/configuration-doc.ts';
const BEGIN = `<!-- generated from server/src/config/environment-schema.ts by \`${REGENERATE}\`: edit the schema, not this table -->`;
const END = '<!-- end of the generated table -->';

const cell = (text: string) => text.replace(/\|/g, '\\|');
const html = (text: string) => text.replace(/</g, '&lt;').replace(/>/g, '&gt;');

function row(name: string): { names: string[]; cells: string[] } {
  const schema = variableSchema(name);
  const fallback = schema.shown ?? (schema.default === undefined ? '' : `\`${String(schema.default)}\``);
  const values = (schema as { enum?: string[] }).enum;
  const accepted = values ? `one of ${values.map((v) => `\`${v}\``).join(', ')}` : html(schema.mustBe ?? '');
  return { names: [name], cells: [fallback, accepted, schema.description].map(cell) };
}

/** The table: one row per variable, neighbours that say the same thing sharing one. */
export function serverTable(): string {
  const rows: { names: string[]; cells: string[] }[] = [];
  for (const name of Object.keys(EnvironmentSchema.properties)) {
    const next = row(name);
    const last = rows[rows.length - 1];
    if (last && last.cells.join('|') === next.cells.join('|')) last.names.push(name);
    else rows.push(next);
  }
  return [
    '| variable | default | accepted | meaning |',
    '|---|---|---|---|',
    ...rows.map(({ names, cells }) => `| ${names.map((n) => `\`${n}\``).join(', ')} | ${cells.join(' | ')} |`),
  ].join('\n');
}

/** The document with its server table as the schema says; an error when a marker is missing. */
export function generatedConfigurationDoc(current: string): string {
  const begin = current.indexOf(BEGIN);
  const end = current.indexOf(END);
  if (begin < 0 || end < begin) throw new Error(`${CONFIGURATION_DOC} lacks the markers of the generated table:\n${BEGIN}\n${END}`);
  return `${current.slice(0, begin + BEGIN.length)}\n\n${serverTable()}\n\n${current.slice(end)}`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  const current = fs.readFileSync(CONFIGURATION_DOC, 'utf8');
  const next = generatedConfigurationDoc(current);
  fs.writeFileSync(CONFIGURATION_DOC, next);
  console.log(next === current ? `${CONFIGURATION_DOC}: already up to date` : `${CONFIGURATION_DOC}: server table written`);
}
