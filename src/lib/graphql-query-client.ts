/**
 * Queries to the API's GraphQL endpoint (docs/behaviour.md §7): POST with query, variables and
 * operationName and the public API key in 'x-api-key'. An answer with a status of 300 or more
 * raises a server error; GraphQL errors of an answer below 300 raise GraphqlResponseError; an
 * answer that is not GraphQL at all raises the worded MISSING_RESPONSE_MESSAGE (§8).
 */

type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface GraphqlQueryClientOptions {
  /** The endpoint's address: the API's origin (or '' for the site's own) and its path. */
  url: string;
  apiKey: string;
  /** The global fetch unless given. */
  fetch?: FetchLike;
}

export interface GraphqlError {
  message: string;
  extensions?: Record<string, unknown>;
}

/** The answer carried GraphQL errors (HTTP status below 300). */
export class GraphqlResponseError extends Error {
  readonly errors: GraphqlError[];

  constructor(errors: GraphqlError[]) {
    super(errors.map((e) => e.message).join('; ') || 'GraphQL error');
    this.name = 'GraphqlResponseError';
    this.errors = errors;
  }
}

/** docs/behaviour.md §8: what a query reports when the server's answer is empty or not GraphQL. */
export const MISSING_RESPONSE_MESSAGE = 'Missing response on a query';

/** The answer's JSON: an empty or non-JSON body (a proxy's, a cut connection) is the worded error, not a SyntaxError. */
async function answerOf<T>(response: Response): Promise<{ data?: T; errors?: GraphqlError[] }> {
  const text = await response.text();
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && ('data' in body || 'errors' in body)) return body as { data?: T; errors?: GraphqlError[] };
  } catch {
    // not JSON: below
  }
  throw new Error(MISSING_RESPONSE_MESSAGE);
}

export function createGraphqlQueryClient({ url, apiKey, fetch: fetchImpl }: GraphqlQueryClientOptions) {
  async function query<T>(queryText: string, variables: Record<string, unknown> = {}, operationName?: string): Promise<T> {
    const doFetch = fetchImpl ?? globalThis.fetch;
    const response = await doFetch(url, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'x-api-key': apiKey },
      body: JSON.stringify({ query: queryText, variables, operationName }),
    });
    if (response.status >= 300) {
      throw new Error(`Response not successful: Received status code ${response.status}`);
    }
    const body = await answerOf<T>(response);
    if (body.errors && body.errors.length > 0) throw new GraphqlResponseError(body.errors);
    return body.data as T;
  }

  return { query };
}

export type GraphqlQueryClient = ReturnType<typeof createGraphqlQueryClient>;
