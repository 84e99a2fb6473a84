/**
 * Publish progress on a terminal: one line redrawn in place on a TTY (step, bar, files, MB,
 * elapsed time), plain lines when the output is a file or a CI log (only on a change of step).
 */
import type { StaffReleaseEvent } from '../../../domain/contract/releases';

const STEP_NAMES: Record<StaffReleaseEvent['progress']['step'], string> = {
  queued: 'queued',
  build: 'building the site',
  pages: 'rendering pages',
  upload: 'uploading files',
  switch: 'switching the live release',
  done: 'done',
};

const mb = (bytes: number) => (bytes / 1e6).toFixed(2);

export function describeProgress(event: StaffReleaseEvent, elapsedMs: number): string {
  const { step, percent, pages, files, bytes } = event.progress;
  const parts = [`${event.id} ${event.status}`, STEP_NAMES[step], `${percent}%`];
  if (pages.total > 0) parts.push(`pages ${pages.done}/${pages.total}`);
  if (files.total > 0) parts.push(`files ${files.done}/${files.total} (${mb(bytes.done)}/${mb(bytes.total)} MB)`);
  parts.push(`${Math.round(elapsedMs / 1000)} s`);
  return parts.join(' · ');
}

export function createProgressDisplay(stream: NodeJS.WriteStream, prefix = ''): { show(event: StaffReleaseEvent): void; end(): void } {
  const started = Date.now();
  const tty = stream.isTTY === true;
  let lastStep = '';
  let drawn = false;
  return {
    show(event) {
      const line = `${prefix}${describeProgress(event, Date.now() - started)}`;
      if (tty) {
        const width = stream.columns ? stream.columns - 1 : 120;
        const bar = `[${'#'.repeat(Math.round(event.progress.percent / 5)).padEnd(20, '.')}] `;
        stream.write(`\r${(bar + line).slice(0, width).padEnd(width)}`);
        drawn = true;
      } else if (`${event.status}:${event.progress.step}` !== lastStep) {
        lastStep = `${event.status}:${event.progress.step}`;
        stream.write(`${line}\n`);
      }
    },
    end() {
      if (drawn) stream.write('\n');
    },
  };
}
