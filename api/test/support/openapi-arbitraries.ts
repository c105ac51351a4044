import fc from 'fast-check';

/** The parts of an OpenAPI 3.1 document the generated suites read. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

export interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** The OpenAPI path template, e.g. `/api/designs/{id}`. */
  path: string;
  parameters: Parameter[];
  body: JsonSchema | null;
  /** Whether it takes a bearer access token (customer or provider). */
  signedIn: boolean;
  /** The media types of its 200 answer (`text/csv`, `application/json`…). */
  produces: string[];
}

export interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema: JsonSchema }> };
        security?: Record<string, unknown>[];
        responses?: Record<string, { content?: Record<string, unknown> }>;
      }
    >
  >;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** Every operation of the document, with its parameters and body schema. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const security = operation.security ?? [];
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content?.['application/json']?.schema ?? null,
        signedIn: security.some((scheme) => 'bearerAuth' in scheme),
        produces: Object.keys(operation.responses?.['200']?.content ?? {}),
      });
    }
  }
  return operations;
}

/** Strings that have broken servers: NUL, lone surrogates, escapes, huge, traversal, injection. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udc00x',
  '\uffff',
  '%',
  '%00',
  '%E0%A4%A',
  '../../etc/passwd',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'ក្រុមបាល់ទាត់',
  '😀'.repeat(40),
  'x'.repeat(5000),
  '9'.repeat(400),
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
  '{"a":1}',
] as const;

/** Strings PostgreSQL cannot store or JSON cannot carry safely: the commonest cause of 500s. */
export const POISON_STRINGS = ['\u0000', 'a\u0000b', 'Team\u0000', '\ud800', 'x\udc00y', '\udbff'] as const;

const hostileString = fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.string({ unit: 'binary', maxLength: 40 }), fc.string({ maxLength: 300 }));

const hostileNumber = fc.oneof(
  fc.constantFrom(0, -1, 1, 2147483647, 2147483648, -2147483649, Number.MAX_SAFE_INTEGER, 1e308, -1e308, 0.5, -0),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** A value nested `depth` deep, as a document an attacker sends to overflow a stack. */
export function nested(depth: number, leaf: unknown = 1): unknown {
  let value: unknown = leaf;
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
}

/** Any JSON value, hostile values more often than chance gives them. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 2, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
  { weight: 1, arbitrary: fc.constantFrom(nested(70), nested(3000), { ['__proto__']: { admin: true } }, { constructor: { prototype: { x: 1 } } }) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 5 }) },
);

const STRONG_PASSWORD = 'Str0ng#Secret-pass';

/**
 * Valid values for fields whose rules the JSON schema does not carry (zod refinements, pipes):
 * by field name, so generated bodies get past validation into the handlers. A password and its
 * confirmation get the same value.
 */
const BY_FIELD_NAME: Record<string, fc.Arbitrary<unknown>> = {
  email: fc.constantFrom('someone@example.test', 'demo@angkor.test', 'a.b+c@example.test'),
  username: fc.constantFrom('someone@example.test', 'demo@angkor.test'),
  contact: fc.constantFrom('coach@club.test', '+855 12 345 678'),
  password: fc.constant(STRONG_PASSWORD),
  newPassword: fc.constant(STRONG_PASSWORD),
  confirmPassword: fc.constant(STRONG_PASSWORD),
  phoneNumber: fc.constantFrom('+855 12 345 678', '012 999 888'),
  phone: fc.constantFrom('+855 12 345 678', '012 999 888'),
};

const BY_FORMAT: Record<string, fc.Arbitrary<string>> = {
  email: fc.constantFrom('someone@example.test', 'x@example.test'),
  uuid: fc.uuid(),
  'date-time': fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
};

function resolve(schema: JsonSchema, components: Record<string, JsonSchema>): JsonSchema {
  let current = schema;
  for (let i = 0; current.$ref && i < 10; i += 1) {
    const name = current.$ref.replace('#/components/schemas/', '');
    current = components[name] ?? {};
  }
  return current;
}

/** Values that satisfy a JSON schema (as fastify-type-provider-zod writes it), as far as it says. */
export function validFor(schema: JsonSchema, components: Record<string, JsonSchema>, depth = 0, field?: string): fc.Arbitrary<unknown> {
  const resolved = resolve(schema, components);
  if (depth > 6) return fc.constant(null);
  if (field && BY_FIELD_NAME[field] && !resolved.enum && resolved.const === undefined) return BY_FIELD_NAME[field];
  if (resolved.const !== undefined) return fc.constant(resolved.const);
  if (resolved.enum) return fc.constantFrom(...resolved.enum);
  const choices = resolved.anyOf ?? resolved.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => validFor(choice, components, depth + 1, field)));
  if (resolved.allOf?.length) return validFor(resolved.allOf[0] as JsonSchema, components, depth + 1, field);
  const type = Array.isArray(resolved.type) ? resolved.type[0] : resolved.type;
  switch (type) {
    case 'string': {
      const byFormat = resolved.format ? BY_FORMAT[resolved.format] : undefined;
      if (byFormat) return byFormat;
      const maxLength = Math.min(resolved.maxLength ?? 40, 200);
      const minLength = Math.min(resolved.minLength ?? 0, maxLength);
      if (resolved.pattern) {
        return fc.stringMatching(new RegExp(resolved.pattern)).filter((text) => text.length >= minLength && text.length <= (resolved.maxLength ?? Infinity));
      }
      return fc.string({ minLength: Math.max(minLength, 1), maxLength: Math.max(maxLength, 1) });
    }
    case 'integer':
      return fc.integer({ min: Math.max(resolved.minimum ?? 0, -1e9), max: Math.min(resolved.maximum ?? 1000, 1e9) });
    case 'number':
      return fc.double({ min: resolved.minimum ?? 0, max: resolved.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(resolved.items ? validFor(resolved.items, components, depth + 1) : fc.jsonValue({ maxDepth: 2 }), {
        maxLength: Math.min(resolved.maxItems ?? 3, 3),
      });
    case 'object': {
      const properties = resolved.properties ?? {};
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(properties)) record[name] = validFor(property, components, depth + 1, name);
      const required = new Set(resolved.required ?? []);
      return fc.record(record, { requiredKeys: Object.keys(properties).filter((name) => required.has(name)) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** The paths (keys and indexes from the root) of every value inside `value`, the root included. */
function pathsIn(value: unknown, prefix: (string | number)[] = [], found: (string | number)[][] = []): (string | number)[][] {
  found.push(prefix);
  if (found.length > 200) return found;
  if (Array.isArray(value)) value.forEach((item, index) => pathsIn(item, [...prefix, index], found));
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) pathsIn(item, [...prefix, key], found);
  return found;
}

function replaceAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(value)) return value.map((item, index) => (index === head ? replaceAt(item, rest, replacement) : item));
  const record = value as Record<string, unknown>;
  return { ...record, [head]: replaceAt(record[head], rest, replacement) };
}

/**
 * A valid value with one part of it (any leaf or container, or a new key) replaced by something
 * hostile: gets past most of the validation and puts the hostile part where a handler reads it.
 */
export function mutatedFor(schema: JsonSchema, components: Record<string, JsonSchema>): fc.Arbitrary<unknown> {
  return fc
    .tuple(
      validFor(schema, components),
      fc.nat(),
      fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...POISON_STRINGS) }, { weight: 2, arbitrary: hostileJson }),
      fc.boolean(),
      fc.constantFrom('__proto__', 'constructor', 'k\u0000', 'extra'),
    )
    .map(([valid, pick, hostile, addKey, key]) => {
      const paths = pathsIn(valid);
      const path = paths[pick % paths.length] ?? [];
      const target = replaceAt(valid, path, hostile);
      if (addKey && valid && typeof valid === 'object' && !Array.isArray(valid)) return { ...(target as object), [key]: hostile };
      return target;
    });
}

/** Valid, one-part-hostile, or wholly hostile values for a schema. */
export function arbitraryFor(schema: JsonSchema, components: Record<string, JsonSchema>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: validFor(schema, components) },
    { weight: 5, arbitrary: mutatedFor(schema, components) },
    { weight: 1, arbitrary: hostileJson },
  );
}

/** A path, query or header value as text: valid for the schema, or hostile. */
export function textArbitraryFor(schema: JsonSchema, components: Record<string, JsonSchema>, name?: string): fc.Arbitrary<string> {
  return fc
    .oneof({ weight: 2, arbitrary: validFor(schema, components, 0, name) }, { weight: 1, arbitrary: hostileString })
    .map((value) => (typeof value === 'string' ? value : JSON.stringify(value) ?? ''));
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Fills `/api/x/{id}` with values, percent-encoded (or raw, to reach the URL parser's errors). */
export function fillPath(template: string, values: Record<string, string>, raw: boolean): string {
  return template.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = values[name] ?? '';
    // encodeURIComponent throws on a lone surrogate: it goes as the bytes a broken client would send.
    if (raw) return value.replace(/[/?#\s]/g, '_');
    return encodeURIComponent(value.replace(LONE_SURROGATE, '\u0001')).replace(/%01/g, '%ED%A0%80');
  });
}

/** A text field of a body: where it is (keys, 0 for an array's items) and its schema. */
export interface TextField {
  path: (string | number)[];
  schema: JsonSchema;
}

/**
 * Every text field a body schema declares (strings, and strings among a union's choices), however
 * deep, with arrays entered through their first item: what a client can type into.
 */
export function textFieldsOf(schema: JsonSchema, components: Record<string, JsonSchema>, path: (string | number)[] = [], depth = 0): TextField[] {
  const resolved = resolve(schema, components);
  if (depth > 8 || resolved.enum || resolved.const !== undefined) return [];
  const choices = [...(resolved.anyOf ?? []), ...(resolved.oneOf ?? []), ...(resolved.allOf ?? [])];
  if (choices.length) {
    const fields = choices.flatMap((choice) => textFieldsOf(choice, components, path, depth + 1));
    // A union of a string and a number is one field, not two.
    return fields.filter((field, index) => fields.findIndex((other) => other.path.join('.') === field.path.join('.')) === index);
  }
  const types = Array.isArray(resolved.type) ? resolved.type : [resolved.type];
  if (types.includes('string')) return [{ path, schema: resolved }];
  if (types.includes('array') && resolved.items) return textFieldsOf(resolved.items, components, [...path, 0], depth + 1);
  if (types.includes('object')) {
    return Object.entries(resolved.properties ?? {}).flatMap(([name, property]) => textFieldsOf(property, components, [...path, name], depth + 1));
  }
  return [];
}

/** `value` with `leaf` at `path`, the objects and arrays on the way made when missing. */
export function withValueAt(value: unknown, path: (string | number)[], leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (typeof head === 'number') {
    const list = Array.isArray(value) ? [...value] : [];
    list[head] = withValueAt(list[head], rest, leaf);
    return list;
  }
  const record = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  return { ...record, [head]: withValueAt(record[head], rest, leaf) };
}
