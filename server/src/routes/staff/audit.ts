/** The audit log for the panel: who changed what, newest first. */
import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { AuditList, AuditQuery } from '../../../../domain/contract/staff';
import { readLimit, staffErrors as errors } from './common';

export async function staffAuditRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/staff/audit',
    {
      schema: {
        querystring: AuditQuery,
        response: { 200: AuditList, ...errors },
      },
    },
    async (request) => {
      const rows = await app.repos.audit.list(readLimit(request.query.limit));
      return { data: rows.map((r) => ({ ...r, at: r.at.toISOString() })) };
    },
  );
}
