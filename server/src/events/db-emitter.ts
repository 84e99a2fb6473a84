/**
 * An mqemitter-compatible emitter (what mercurius' subscriptions take as `emitter`) whose
 * messages go through PostgreSQL NOTIFY / LISTEN instead of staying in one process: a status
 * change made through any API instance reaches the websocket subscribers of every instance.
 * Only exact topics are supported (mqemitter's wildcards are not needed here).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import type { NotificationListener } from './notification-listener';
import { decodeMessage, EVENTS_CHANNEL, notifyStatement, type EventMessage } from './order-events';

type Callback = (err?: Error) => void;
export type MessageListener = (message: EventMessage, done: () => void) => void;

export interface DbEmitter {
  on(topic: string, listener: MessageListener, callback?: Callback): DbEmitter;
  removeListener(topic: string, listener: MessageListener, callback?: Callback): DbEmitter;
  emit(message: EventMessage, callback?: Callback): void;
  close(callback?: Callback): void;
}

export async function createDbEmitter(
  db: Database,
  notifications: NotificationListener,
  log: FastifyBaseLogger,
): Promise<DbEmitter> {
  const listeners = new Map<string, Set<MessageListener>>();

  function deliver(payload: string): void {
    const message = decodeMessage(payload);
    if (!message) {
      log.warn({ payload: payload.slice(0, 200) }, 'ignored a malformed event');
      return;
    }
    for (const listener of listeners.get(message.topic) ?? []) {
      try {
        listener(message, () => {});
      } catch (err) {
        log.error({ err, topic: message.topic }, 'event listener failed');
      }
    }
  }

  // Listening before the app answers requests: a subscriber never misses a change made
  // after its subscription was confirmed.
  await notifications.listen(EVENTS_CHANNEL, deliver);

  const emitter: DbEmitter = {
    on(topic, listener, callback) {
      const set = listeners.get(topic) ?? new Set();
      set.add(listener);
      listeners.set(topic, set);
      callback?.();
      return emitter;
    },
    removeListener(topic, listener, callback) {
      const set = listeners.get(topic);
      set?.delete(listener);
      if (set?.size === 0) listeners.delete(topic);
      callback?.();
      return emitter;
    },
    emit(message, callback) {
      // Every instance, this one included, gets it back through LISTEN.
      db.execute(notifyStatement(message)).then(
        () => callback?.(),
        (err: Error) => callback?.(err),
      );
    },
    close(callback) {
      listeners.clear();
      notifications.close().then(() => callback?.(), (err: Error) => callback?.(err));
    },
  };
  return emitter;
}
