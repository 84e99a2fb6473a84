/**
 * Child process of bench/api-throughput.ts: a bare node:http server answering the exact bytes
 * and headers the real app sent for GET /shop/product (one recording per Accept-Encoding), so
 * the comparison measures the app's per-request overhead, not different work. Prints `PORT <n>`.
 *
 *   node --import tsx bench/api-throughput/bare-server.ts <recordings.json>
 */
import fs from 'node:fs';
import http from 'node:http';

export interface Recording {
  /** The request's Accept-Encoding ('' when none was sent). */
  acceptEncoding: string;
  status: number;
  headers: Record<string, string>;
  bodyBase64: string;
}

const recordings = (JSON.parse(fs.readFileSync(process.argv[2], 'utf8')) as Recording[]).map((r) => ({
  ...r,
  body: Buffer.from(r.bodyBase64, 'base64'),
}));

const server = http.createServer((request, response) => {
  const recording = recordings.find((r) => r.acceptEncoding === (request.headers['accept-encoding'] ?? ''));
  if (!recording) {
    response.writeHead(500).end();
    return;
  }
  response.writeHead(recording.status, recording.headers).end(recording.body);
});
server.keepAliveTimeout = 72_000;
server.listen(0, '127.0.0.1', () => {
  console.log(`PORT ${(server.address() as { port: number }).port}`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
