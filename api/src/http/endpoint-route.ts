import type { FastifySchema } from 'fastify';
import type { Endpoint } from '@teamwear/shared/contracts';

/** What only the API's document says about an operation: its tags, summary, security, headers… */
type Documentation = Omit<FastifySchema, 'body' | 'querystring' | 'params' | 'response'> & {
  tags?: string[];
  summary?: string;
  description?: string;
  security?: Array<Record<string, string[]>>;
  hide?: boolean;
};

/**
 * The method, URL and schema of a route, from its declaration in @teamwear/shared/contracts: the
 * body, query, path parameters and answers the apps call it with are the ones validated here and
 * written into /api/openapi.json. Spread into `app.route({ ...routeOf(endpoint, {…}), handler })`.
 */
/** `{ [key]: schema }` when the endpoint has that schema, `{}` when it has none. */
type Part<Key extends string, Schema> = [Exclude<Schema, undefined>] extends [never] ? object : { [K in Key]: Exclude<Schema, undefined> };

type SchemaOf<E extends Endpoint, D> = D &
  Part<'params', E['params']> &
  Part<'querystring', E['query']> &
  Part<'body', E['body']> & { response: E['responses'] };

export function routeOf<E extends Endpoint, D extends Documentation>(
  endpoint: E,
  documentation: D,
): { method: E['method']; url: E['path']; schema: SchemaOf<E, D> } {
  // Only the parts the endpoint has: an absent schema is no key at all, not an undefined one.
  const schema = {
    ...documentation,
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    response: endpoint.responses,
  } as SchemaOf<E, D>;
  return { method: endpoint.method, url: endpoint.path, schema };
}
