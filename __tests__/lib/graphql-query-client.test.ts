/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGraphqlQueryClient, GraphqlResponseError, MISSING_RESPONSE_MESSAGE } from '../../src/lib/graphql-query-client';

function fakeFetch(status: number, body: unknown) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fetch = async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  };
  return { fetch, calls };
}

describe('graphql query client', () => {
  it('posts query, variables and operationName with the public API key', async () => {
    const { fetch, calls } = fakeFetch(200, { data: { order: null } });
    const client = createGraphqlQueryClient({ url: 'http://api/graphql', fetch, apiKey: 'k-1' });
    await expect(client.query('query Order($id: ID!) { order(id: $id) { id } }', { id: 'X' }, 'Order')).resolves.toEqual({
      order: null,
    });
    expect(calls[0].url).toBe('http://api/graphql');
    expect(calls[0].init?.method).toBe('POST');
    expect((calls[0].init?.headers as Record<string, string>)['x-api-key']).toBe('k-1');
    expect(JSON.parse(String(calls[0].init?.body))).toEqual({
      query: 'query Order($id: ID!) { order(id: $id) { id } }',
      variables: { id: 'X' },
      operationName: 'Order',
    });
  });

  it.each([300, 401, 404, 500, 503])('raises the status message for %i', async (status) => {
    const { fetch } = fakeFetch(status, { message: 'nope' });
    const client = createGraphqlQueryClient({ url: '/graphql', apiKey: 'k-1', fetch });
    await expect(client.query('{ x }')).rejects.toThrow(`Response not successful: Received status code ${status}`);
  });

  it('raises GraphQL errors of a 200 answer', async () => {
    const { fetch } = fakeFetch(200, { data: null, errors: [{ message: 'bad' }] });
    const client = createGraphqlQueryClient({ url: '/graphql', apiKey: 'k-1', fetch });
    await expect(client.query('{ x }')).rejects.toBeInstanceOf(GraphqlResponseError);
  });

  it.each([
    ['an empty answer', ''],
    ['an HTML page (a proxy in between)', '<html><body>Bad gateway</body></html>'],
    ['JSON without data or errors', '{"message":"ok"}'],
  ])('reports %s as the worded error, not a SyntaxError', async (_case, answer) => {
    // A real HTTP server, so the body goes through fetch exactly as the browser reads it.
    const server = http.createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(answer);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const client = createGraphqlQueryClient({ url: `http://127.0.0.1:${port}/graphql`, apiKey: 'k-1' });
      const error = await client.query('{ x }').catch((err: unknown) => err);
      expect(error).toBeInstanceOf(Error);
      expect(error).not.toBeInstanceOf(SyntaxError);
      expect((error as Error).message).toBe(MISSING_RESPONSE_MESSAGE);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
