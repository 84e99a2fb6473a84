/**
 * The format of GRAPHQL_API_KEY_FILE (D77), shared by the start check (config.ts) and the
 * API keys that read the file again at every live check (graphql/api-keys.ts).
 */

/** Keys of a key file: one a line; blank lines and '#' comments are skipped. */
export function parseKeyFile(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}
