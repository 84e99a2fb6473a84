/**
 * The public GraphQL API keys this instance accepts (D77): GRAPHQL_API_KEY, or the keys listed
 * in GRAPHQL_API_KEY_FILE (one a line), which is read again at every live check, so a key can be
 * retired without a restart: the sockets still on it are closed at the next check.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { timingSafeEqual } from 'node:crypto';
import { parseKeyFile } from '../config/key-file';

export interface ApiKeys {
  accepts(key: unknown): boolean;
  /** Reads the key file again (no-op without one); a missing or empty file keeps the last keys. */
  reload(): Promise<void>;
}

function matcher(keys: string[]): (key: unknown) => boolean {
  const wanted = keys.map((k) => Buffer.from(k));
  return (key) => {
    if (typeof key !== 'string') return false;
    const got = Buffer.from(key);
    // Every key compared in constant time; no early exit that would tell which one is close.
    let found = false;
    for (const want of wanted) if (got.length === want.length && timingSafeEqual(got, want)) found = true;
    return found;
  };
}

export function createApiKeys(opts: { key: string; file?: string; onError?: (message: string) => void }): ApiKeys {
  const { file } = opts;
  const fromFile = (text: string): string[] => {
    const keys = parseKeyFile(text);
    if (keys.length === 0) throw new Error(`GRAPHQL_API_KEY_FILE ${file} lists no key`);
    return keys;
  };
  // At start a bad file stops the server (loadConfig has checked it exists).
  let accepts = matcher(file ? fromFile(readFileSync(file, 'utf8')) : [opts.key]);
  return {
    accepts: (key) => accepts(key),
    async reload() {
      if (!file) return;
      try {
        accepts = matcher(fromFile(await readFile(file, 'utf8')));
      } catch (err) {
        // A file being replaced, or emptied by mistake: locking every customer out is worse.
        opts.onError?.(`kept the previous API keys: ${(err as Error).message}`);
      }
    },
  };
}
