import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { UntrustedInput } from '@teamwear/shared/contracts';

/**
 * The validator of every route's body, query, params and headers: the contracts' `UntrustedInput`
 * first (no NUL, well-formed Unicode, bounded nesting; an iterative walk, so a document thousands
 * deep is refused before any recursive code sees it), then the route's own schema. A new endpoint
 * gets the first rules by existing; its 400 answers have the same `fields` shape as the schema's.
 */
export const validatorCompiler: FastifySchemaCompiler<ZodType> = (route) =>
  zodValidatorCompiler({ ...route, schema: UntrustedInput.pipe(route.schema) });
