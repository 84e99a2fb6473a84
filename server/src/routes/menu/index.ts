/** The six menu lists, served from memory with ETag/304. */
import { Type, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { MenuList } from '../../../../domain/contract/menu';
import { encodedBody } from '../../lib/encoded-body';
import { MENU_LISTS } from '../../lib/menu-catalog';

export async function menuRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  for (const name of MENU_LISTS) {
    app.get(
      `/${name}`,
      { schema: { response: { 200: MenuList, 304: Type.Null() } } },
      async (request, reply) => {
        const list = await app.menuCatalog.get(name);
        // Phones revalidate every time (prices may change) but download only on change.
        reply.header('etag', list.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
        // No payload at all: send(null) would serialize 'null' and announce Content-Length 4 on a 304.
        if (request.headers['if-none-match'] === list.etag) return reply.status(304).send(undefined as never);
        // Already-rendered JSON, encoded once per menu version (lib/encoded-body): sent as is,
        // so the schema above documents rather than re-serializes.
        const { body, encoding } = encodedBody(list, request.headers['accept-encoding']);
        if (encoding) reply.header('content-encoding', encoding);
        return reply.type('application/json; charset=utf-8').send(body as never);
      },
    );
  }
}
