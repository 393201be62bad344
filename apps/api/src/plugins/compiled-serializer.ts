import fastJson from "fast-json-stringify";
import type { FastifySerializerCompiler } from "fastify";
import { serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { z } from "zod";

/** Turns a value of the schema's output type into its JSON text. */
export type Serialize = (data: unknown) => string;

const compiled = new WeakMap<z.ZodType, Serialize | null>();

/**
 * The schema's output as JSON Schema (draft 7, what fast-json-stringify reads), or undefined when it has a part
 * JSON Schema cannot say (a transform, a custom check, `undefined`).
 */
export function responseJsonSchema(schema: z.ZodType): object | undefined {
  try {
    return z.toJSONSchema(schema, { io: "output", target: "draft-7", unrepresentable: "throw" });
  } catch {
    return undefined;
  }
}

/**
 * A serializer made by fast-json-stringify from the schema's JSON Schema, compiled once per schema (ErrorBody is
 * shared by most routes); undefined when the schema cannot be said in JSON Schema or fast-json-stringify refuses
 * it. It writes only the properties the schema declares (nothing else leaks, as with zod) and throws when a
 * required one is missing, but unlike zod it does not check formats, patterns or refinements: the services'
 * TypeScript types already hold the response's shape.
 */
export function compileSerializer(schema: z.ZodType): Serialize | undefined {
  const known = compiled.get(schema);
  if (known !== undefined) return known ?? undefined;
  let serialize: Serialize | null = null;
  const jsonSchema = responseJsonSchema(schema);
  if (jsonSchema) {
    try {
      serialize = fastJson(jsonSchema as Parameters<typeof fastJson>[0]) as Serialize;
    } catch {
      serialize = null;
    }
  }
  compiled.set(schema, serialize);
  return serialize ?? undefined;
}

/** The zod schema a route's response names, bare or as `{ properties }` (what the zod type provider accepts). */
function zodSchemaOf(schema: unknown): z.ZodType | undefined {
  if (schema instanceof z.ZodType) return schema;
  if (typeof schema === "object" && schema !== null && "properties" in schema) {
    const { properties } = schema;
    if (properties instanceof z.ZodType) return properties;
  }
  return undefined;
}

/**
 * The app's serializer compiler: each route's response schema compiled by fast-json-stringify, so a reply is
 * written without validating it with zod first (the slowest part of a JSON answer); a schema that cannot be
 * compiled keeps the zod type provider's serializer (validate with zod, then JSON.stringify).
 */
export const compiledSerializerCompiler: FastifySerializerCompiler<unknown> = (routeSchema) => {
  // Compiled at the first answer, not when the route is registered: an app (and each test's app) starts as
  // fast as before, and a route never answered never costs a compilation.
  let serialize: Serialize | undefined;
  return (data) => {
    if (!serialize) {
      const schema = zodSchemaOf(routeSchema.schema);
      serialize =
        (schema && compileSerializer(schema)) ??
        zodSerializerCompiler(routeSchema as Parameters<typeof zodSerializerCompiler>[0]);
    }
    return serialize(data);
  };
};

/**
 * The schema's serializer for answers made outside a route's reply (bodies prepared once and kept): compiled
 * as the routes' are, or zod's encode and JSON.stringify when it cannot be.
 */
export function serializerOf(schema: z.ZodType): Serialize {
  return compileSerializer(schema) ?? ((data) => JSON.stringify(z.encode(schema, data as never)));
}
