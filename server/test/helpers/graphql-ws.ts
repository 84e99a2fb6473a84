/**
 * A minimal GraphQL-over-websocket client (the 'graphql-transport-ws' protocol, as the graphql-ws
 * library and mercurius speak it) on the 'ws' package: enough to subscribe and read messages.
 */
import WebSocket from 'ws';

export interface WsMessage {
  id?: string;
  type: string;
  payload?: unknown;
}

export interface Subscription {
  /** The next message of the subscription (next, error or complete), or a timeout error. */
  next(timeoutMs?: number): Promise<WsMessage>;
  /** Settles when the socket closes, with the close code and reason (the server's, if it closed it). */
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}

export async function subscribe(
  url: string,
  opts: { query: string; variables?: Record<string, unknown>; connectionPayload?: Record<string, unknown>; headers?: Record<string, string> },
): Promise<Subscription> {
  const socket = new WebSocket(url, 'graphql-transport-ws', { headers: opts.headers });
  const inbox: WsMessage[] = [];
  const waiting: ((m: WsMessage) => void)[] = [];
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as WsMessage;
    if (message.type === 'ping') return socket.send(JSON.stringify({ type: 'pong' }));
    const waiter = waiting.shift();
    if (waiter) waiter(message);
    else inbox.push(message);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );

  const receive = (timeoutMs = 5000): Promise<WsMessage> => {
    const ready = inbox.shift();
    if (ready) return Promise.resolve(ready);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(onMessage), 1);
        reject(new Error(`no websocket message within ${timeoutMs} ms`));
      }, timeoutMs);
      const onMessage = (m: WsMessage) => {
        clearTimeout(timer);
        resolve(m);
      };
      waiting.push(onMessage);
    });
  };

  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
    socket.once('unexpected-response', (req, res) => {
      req.destroy(); // ws leaves a refused upgrade's connection open otherwise
      reject(new Error(`websocket refused: HTTP ${res.statusCode}`));
    });
  });
  socket.send(JSON.stringify({ type: 'connection_init', payload: opts.connectionPayload ?? {} }));
  const ack = await receive();
  if (ack.type !== 'connection_ack') throw new Error(`expected connection_ack, got ${JSON.stringify(ack)}`);
  socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: opts.query, variables: opts.variables } }));

  return {
    next: receive,
    closed,
    async close() {
      if (socket.readyState === WebSocket.OPEN) {
        socket.send(JSON.stringify({ id: '1', type: 'complete' }));
        socket.close();
      }
      await closed;
    },
  };
}
