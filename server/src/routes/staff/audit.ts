/** The audit log for the panel: who changed what, newest first. */
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { LimitQuery, readLimit, staffErrors as errors } from './common';

const AuditEntry = Type.Object({
  id: Type.Integer(),
  at: Type.String({ description: 'ISO time' }),
  by: Type.String({ description: 'staff e-mail' }),
  action: Type.String(),
  target: Type.String(),
  before: Type.Unknown(),
  after: Type.Unknown(),
});

export async function staffAuditRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/staff/audit',
    {
      schema: {
        querystring: Type.Object({ limit: LimitQuery }, { additionalProperties: false }),
        response: { 200: Type.Object({ data: Type.Array(AuditEntry) }), ...errors },
      },
    },
    async (request) => {
      const rows = await app.repos.audit.list(readLimit(request.query.limit));
      return { data: rows.map((r) => ({ ...r, at: r.at.toISOString() })) };
    },
  );
}
