import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A schema of zod or of zod/mini (the answers the first-loaded pages check, ./mini): both parse alike. */
export type AnswerSchema = z.core.$ZodType & { safeParse(data: unknown): { success: boolean; data?: unknown } };

/** A status code's answer; 2xx ones are what a caller gets back when the call succeeds. */
export type Responses = Record<number, AnswerSchema>;

/**
 * One API endpoint, declared once beside its payloads: the API registers its route (and its OpenAPI
 * operation) from it, the apps call it through `callEndpoint` (@teamwear/shared/api). `path` is
 * written the Fastify way (`/api/designs/:id`): the client fills each `:name` from `params`.
 */
export interface Endpoint<
  Method extends HttpMethod = HttpMethod,
  Path extends string = string,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Answers extends Responses = Responses,
> {
  method: Method;
  path: Path;
  params?: Params;
  query?: Query;
  body?: Body;
  /** Every answer the endpoint gives, by status: the successful ones and the refusals. */
  responses: Answers;
}

/** Keeps the literal method, path and schemas of a declaration, so both sides infer their types from it. */
export function defineEndpoint<
  const Method extends HttpMethod,
  const Path extends string,
  Answers extends Responses,
  Params extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
>(endpoint: {
  method: Method;
  path: Path;
  params?: Params;
  query?: Query;
  body?: Body;
  responses: Answers;
}): Endpoint<Method, Path, Params, Query, Body, Answers> {
  return endpoint;
}

/** A 2xx status as a key of `responses` (a key spread from another object, as ./mini's answers, is its text). */
type SuccessStatus = 200 | 201 | 202 | 203 | 204 | 206 | '200' | '201' | '202' | '203' | '204' | '206';
type Infer<Schema> = Schema extends z.core.$ZodType ? z.infer<Schema> : never;

/** What a successful call answers: the union of the endpoint's 2xx payloads. */
export type AnswerOf<E extends Endpoint> = {
  [Status in keyof E['responses'] & SuccessStatus]: Infer<E['responses'][Status]>;
}[keyof E['responses'] & SuccessStatus];

/** What the caller sends: the body's input, the path's parameters, the query's input. */
export type BodyOf<E extends Endpoint> = InputOf<E['body']>;
export type ParamsOf<E extends Endpoint> = InputOf<E['params']>;
export type QueryOf<E extends Endpoint> = InputOf<E['query']>;

/** A declaration's optional schema (`body?`, `params?`, `query?`) as what is sent; never when it has none. */
type InputOf<Schema> = [NonNullable<Schema>] extends [never] ? never : NonNullable<Schema> extends z.ZodType ? z.input<NonNullable<Schema>> : never;
