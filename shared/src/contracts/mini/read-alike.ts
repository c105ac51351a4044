import type { AnswerSchema } from '../endpoint';

/** What a schema makes of a value: the value it reads, or each problem's path and message. */
export function readingOf(schema: AnswerSchema, value: unknown): unknown {
  const parsed = schema.safeParse(value) as { success: boolean; data?: unknown; error?: { issues: { path: PropertyKey[]; message: string }[] } };
  return parsed.success ? { reads: parsed.data } : { refuses: parsed.error?.issues.map((issue) => `${issue.path.map(String).join('.')}: ${issue.message}`) };
}

/**
 * For the tests beside a request's schema that an answer's schema written again with zod/mini
 * (./index.ts) reads alike: each sample as both read it. A sample either accepts, and both read the
 * same value (trimmed, defaults filled), or both refuse with the same messages at the same paths.
 */
export function readingsOf(request: AnswerSchema, answer: AnswerSchema, samples: readonly unknown[]): { request: unknown[]; answer: unknown[] } {
  return { request: samples.map((sample) => readingOf(request, sample)), answer: samples.map((sample) => readingOf(answer, sample)) };
}
