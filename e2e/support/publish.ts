/**
 * Publishing from a journey, as the panel's 'Opublikuj' does: POST /shop/staff/releases, then the
 * release's own status until it ends. A publish already running (another journey's) is waited
 * out first, so the release this journey waits for is its own and carries what it just saved.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { RUNNING_RELEASE_STATUSES } from '../../domain/rules/releases';
import { staffHeaders } from './staff';

/** A real Gatsby build and upload: about half a minute, much more on a busy machine. */
const PUBLISH_TIMEOUT_MS = 240_000;

async function releaseEnded(request: APIRequestContext, token: string, id: string): Promise<string> {
  let status = '';
  await expect
    .poll(
      async () => {
        const res = await request.get(`/shop/staff/releases/${id}`, { headers: staffHeaders(token) });
        expect(res.ok(), await res.text()).toBe(true);
        status = ((await res.json()) as { status: string }).status;
        return (RUNNING_RELEASE_STATUSES as readonly string[]).includes(status);
      },
      { message: `release ${id} still running`, timeout: PUBLISH_TIMEOUT_MS, intervals: [2000] },
    )
    .toBe(false);
  return status;
}

/** Publishes the site as the data stands now; resolves once that release is live, fails if it is not. */
export async function publishNow(request: APIRequestContext, token: string): Promise<void> {
  let started = await request.post('/shop/staff/releases', { headers: staffHeaders(token) });
  if (started.status() === 409) {
    await releaseEnded(request, token, ((await started.json()) as { runningId: string }).runningId);
    started = await request.post('/shop/staff/releases', { headers: staffHeaders(token) });
  }
  expect(started.status(), await started.text()).toBe(202);
  const { id } = (await started.json()) as { id: string };
  expect(await releaseEnded(request, token, id), `release ${id}`).toBe('live');
}
