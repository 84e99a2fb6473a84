/** A fake WebSocket (order page and live board): records what the client sends; the test plays the server. */
export class FakeSocket {
  static sockets: FakeSocket[] = [];
  // What graphql-ws reads of a WebSocket: the socket counts as open, the test plays the server.
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readyState = FakeSocket.OPEN;
  sent: { type: string; id?: string; payload?: unknown }[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event?: { code: number; reason: string; wasClean: boolean }) => void) | null = null;
  /** Whether the client closed it (a server's close is serverClose). */
  closedByClient = false;
  onerror: (() => void) | null = null;
  constructor(
    readonly url: string,
    readonly protocol: string,
  ) {
    FakeSocket.sockets.push(this);
  }
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.closedByClient = true;
    this.readyState = FakeSocket.CLOSED;
    this.onclose?.();
  }
  /** The server ends the connection with a close code (4401: the ID token expired). */
  serverClose(code: number, reason: string) {
    this.readyState = FakeSocket.CLOSED;
    this.onclose?.({ code, reason, wasClean: true });
  }
  receive(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

/** A fake Web Audio: suspended until resume() (a user gesture), counts oscillator starts. */
export class FakeAudioContext extends EventTarget {
  static starts = 0;
  state: 'suspended' | 'running' | 'closed' = 'suspended';
  currentTime = 0;
  destination = {};
  async resume() {
    this.state = 'running';
    this.dispatchEvent(new Event('statechange'));
  }
  async close() {
    this.state = 'closed';
  }
  createGain() {
    const param = { setValueAtTime: jest.fn(), exponentialRampToValueAtTime: jest.fn() };
    return { gain: param, connect: (node: unknown) => node };
  }
  createOscillator() {
    return {
      type: 'sine',
      frequency: { value: 0 },
      connect: (node: unknown) => node,
      start: () => {
        FakeAudioContext.starts += 1;
      },
      stop: jest.fn(),
    };
  }
}

/**
 * For every test of the calling file: FakeSocket (with an empty list) as the global WebSocket,
 * and console.error silenced (React's act warnings of the live feeds); both restored after.
 */
export function useFakeSockets(): void {
  const realWebSocket = globalThis.WebSocket;
  beforeEach(() => {
    FakeSocket.sockets = [];
    (globalThis as { WebSocket: unknown }).WebSocket = FakeSocket;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    (globalThis as { WebSocket: unknown }).WebSocket = realWebSocket;
    jest.restoreAllMocks();
  });
}
