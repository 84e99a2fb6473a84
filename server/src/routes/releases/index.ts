/**
 * Publishing the pre-rendered site from the staff panel (registered inside the staff routes:
 * staff only, never cached). POST starts a publish in the background and answers 202 at once;
 * its progress reaches the panel over the staff subscription `staffReleaseEvents`.
 */
import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  PublishAccepted,
  PublishBusy as Busy,
  ReleaseDetail,
  ReleaseList,
  ReleaseListQuery,
  ReleaseParams as IdParams,
  ReleaseSummary,
} from '../../../../domain/contract/releases';
import { HttpError } from '../../plugins/app/errors';
import { readLimit, staffErrors as errors, staffWriteLimit } from '../staff/common';
import { summaryOfRow, toReleaseDetail, toReleaseSummary } from './release-view';

export async function releaseRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const publisher = () => app.publisher;

  app.post(
    '/staff/releases',
    { config: staffWriteLimit(app), schema: { response: { ...errors, 202: PublishAccepted, 409: Busy } } },
    async (request, reply) => {
      const claim = await publisher().publish(request.identity!.email);
      if (!claim.claimed) {
        return reply.code(409).send({
          statusCode: 409,
          error: 'Conflict',
          message: `Release ${claim.id} is being published or restored; wait for it to end`,
          code: 'PUBLISH_RUNNING',
          runningId: claim.id,
        });
      }
      return reply.code(202).send({ id: claim.id, status: 'queued' as const });
    },
  );

  app.get(
    '/staff/releases',
    { schema: { querystring: ReleaseListQuery, response: { 200: ReleaseList, ...errors } } },
    async (request) => {
      await publisher().sweep();
      const rows = await app.repos.releases.list(readLimit(request.query.limit ?? '20'));
      const data = rows.map((row) => toReleaseSummary(row, publisher().restorable(row)));
      return { live: data.find((r) => r.status === 'live' && r.target === publisher().target) ?? (await liveOutsideList()), pending: await publisher().pending(), data };
    },
  );

  /** The live release when it is older than the page of the list asked for. */
  async function liveOutsideList() {
    const live = await app.repos.releases.live(publisher().target);
    if (!live) return null;
    return summaryOfRow(live, publisher().restorable(live));
  }

  app.get('/staff/releases/:id', { schema: { params: IdParams, response: { 200: ReleaseDetail, ...errors } } }, async (request) => {
    await publisher().sweep();
    const row = await app.repos.releases.get(request.params.id);
    if (!row) throw new HttpError(404, `Release ${request.params.id} not found`, 'RELEASE_NOT_FOUND');
    return toReleaseDetail(row, publisher().restorable(row));
  });

  app.post(
    '/staff/releases/:id/rollback',
    { config: staffWriteLimit(app), schema: { params: IdParams, response: { ...errors, 200: ReleaseSummary, 409: Busy } } },
    async (request, reply) => {
      try {
        const row = await publisher().rollback(request.params.id, request.identity!.email);
        return summaryOfRow(row, true);
      } catch (error) {
        const runningId = (error as { runningId?: string }).runningId;
        if (!runningId) throw error;
        return reply.code(409).send({ statusCode: 409, error: 'Conflict', message: (error as Error).message, code: 'PUBLISH_RUNNING', runningId });
      }
    },
  );
}
