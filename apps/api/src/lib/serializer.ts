import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/** Keywords that only validate: the writer does not read them, and `anyOf` costs it a check per value. */
const VALIDATION_ONLY = new Set([
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minItems',
  'maxItems',
  '$schema',
]);

/**
 * The JSON Schema zod writes, made plain for fast-json-stringify: `anyOf: [X, {type: 'null'}]`
 * (zod's nullable) becomes X with `null` among its types, and validation-only keywords go.
 */
export function writerSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(writerSchema);
  if (node === null || typeof node !== 'object') return node;
  const source = node as JsonSchema;
  const anyOf = source.anyOf as JsonSchema[] | undefined;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nonNull = anyOf.filter((branch) => branch.type !== 'null');
    const single = nonNull[0];
    if (nonNull.length === 1 && single && typeof single.type === 'string') {
      const { anyOf: _, ...rest } = source;
      return writerSchema({ ...rest, ...single, type: [single.type, 'null'] });
    }
  }
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(source)) {
    if (VALIDATION_ONLY.has(key)) continue;
    // `enum` and `const` stay: they tell an integer from a string.
    out[key] = key === 'properties' || key === '$defs' ? mapValues(value as JsonSchema) : writerSchema(value);
  }
  return out;
}

const mapValues = (o: JsonSchema) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, writerSchema(v)]));

/**
 * Answers are written by fast-json-stringify from the JSON Schema of the route's zod response
 * schema: only the properties the schema names leave, as zod's encoding would, at a fraction of
 * its cost (a 20-row list: about 15 µs instead of 70). A schema zod cannot describe in JSON
 * Schema (a transform, a date) keeps zod's own serializer.
 *
 * `check` (the tests) also encodes every answer with zod first and refuses one that does not
 * match its schema, as zod's serializer would: a handler returning the wrong shape fails its test.
 */
export function responseSerializerCompiler(check: boolean): FastifySerializerCompiler<unknown> {
  return (route) => {
    const zodWriter = zodSerializerCompiler(route as never) as (data: unknown) => string;
    // Built on the route's first answer, not at start: building every route's writer would add
    // more than half a second to a start.
    let write: ((data: unknown) => string) | undefined;
    const writer = () => {
      if (write) return write;
      try {
        const json = z.toJSONSchema(route.schema as z.ZodType, { io: 'output', unrepresentable: 'throw' });
        write = fastJson(writerSchema(json) as never) as (data: unknown) => string;
      } catch {
        write = zodWriter;
      }
      return write;
    };
    return check
      ? (data: unknown) => {
          const checked = zodWriter(data);
          const written = writer();
          return written === zodWriter ? checked : written(data);
        }
      : (data: unknown) => writer()(data);
  };
}
