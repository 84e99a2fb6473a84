/**
 * Optional automatic publishing (PUBLISH_AUTO_MINUTES, off by default): N minutes after the
 * last change of the menu or the shop's texts, prices or hours, with no newer change since,
 * the site is published as if staff had pressed 'Opublikuj'. Every instance checks; the
 * database lock lets one of them publish.
 */
import type { FastifyInstance } from 'fastify';

export const AUTO_PUBLISHER = 'automatycznie';
const CHECK_EVERY_MS = 30_000;

/** True when the newest pending change is at least `minutes` old. */
export function dueForAutoPublish(pendingAts: string[], minutes: number, now: Date): boolean {
  if (pendingAts.length === 0) return false;
  const newest = Math.max(...pendingAts.map((at) => Date.parse(at)));
  return now.getTime() - newest >= minutes * 60_000;
}

export function startAutoPublish(app: FastifyInstance, minutes: number): void {
  if (minutes <= 0) return;
  const check = async () => {
    if (await app.repos.releases.running()) return;
    const pending = await app.publisher.pending();
    if (dueForAutoPublish(pending.map((change) => change.at), minutes, app.now())) {
      const claim = await app.publisher.publish(AUTO_PUBLISHER);
      if (claim.claimed) app.log.info({ release: claim.id, changes: pending.length }, 'automatic publish started');
    }
  };
  const timer = setInterval(() => void check().catch((err: Error) => app.log.warn({ err }, 'automatic publish check failed')), CHECK_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
