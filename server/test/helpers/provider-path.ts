/**
 * The network between the API and its identity provider, for tests: an HTTP hop in front of
 * cognito-local that counts the calls reaching the provider (by X-Amz-Target) and can be cut,
 * as a Cognito outage or a broken route would cut it. The app under test is pointed at it as
 * its admin endpoint; nothing of ours is replaced.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** 'refuse': every connection is dropped at once; 'hang': requests are taken and never answered. */
export type Outage = 'refuse' | 'hang';

export interface ProviderPath {
  endpoint: string;
  /** Calls that reached this hop since the last reset, of one target (e.g. 'ListUsersInGroup'). */
  calls(target: string): number;
  reset(): void;
  cut(outage: Outage): void;
  restore(): void;
  stop(): Promise<void>;
}

export async function startProviderPath(upstream: string): Promise<ProviderPath> {
  const counts = new Map<string, number>();
  let outage: Outage | undefined;
  const server = http.createServer((req, res) => {
    const target = String(req.headers['x-amz-target'] ?? '').replace(/^AWSCognitoIdentityProviderService\./, '');
    counts.set(target, (counts.get(target) ?? 0) + 1);
    if (outage === 'refuse') return void req.socket.destroy();
    if (outage === 'hang') return void req.resume();
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const headers: Record<string, string> = {};
      for (const name of ['content-type', 'x-amz-target', 'authorization', 'x-amz-date']) {
        const value = req.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      fetch(upstream, { method: req.method, headers, body: Buffer.concat(chunks) })
        .then(async (answer) => {
          res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
          res.end(Buffer.from(await answer.arrayBuffer()));
        })
        .catch(() => req.socket.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}/`,
    calls: (target) => counts.get(target) ?? 0,
    reset: () => counts.clear(),
    cut(kind) {
      outage = kind;
      // Kept-alive sockets would otherwise carry on as if nothing happened.
      server.closeIdleConnections();
    },
    restore() {
      outage = undefined;
    },
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
