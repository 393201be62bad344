import { ServiceListSchema } from "@ivdrips/contract/catalogue";
import { ErrorBodySchema } from "@ivdrips/contract/errors";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { compileSerializer, compiledSerializerCompiler, serializerOf } from "./compiled-serializer";

const service = {
  id: "nmn-150",
  name: "NMN 150",
  tagline: "Cellular energy",
  description: "An infusion",
  category: "wellness",
  price: 1600,
  currency: "MYR",
  duration: "45-60 min",
  image: "/images/services/nmn-150.svg",
  benefits: ["Energy"],
  ingredients: ["NMN"],
  keyNutrients: ["NMN"],
  popularity: 5,
  rating: { average: null, count: 0 },
};

const routeSchema = (schema: unknown) => ({ schema, method: "GET", url: "/x", httpStatus: "200" });

describe("compiled serializers", () => {
  it("write what JSON.stringify of the zod-encoded value writes", () => {
    const serialize = compileSerializer(ServiceListSchema);
    expect(serialize).toBeDefined();
    const rated = { ...service, rating: { average: 4.5, count: 2 } };
    expect(serialize?.([service, rated])).toBe(
      JSON.stringify(z.encode(ServiceListSchema, [service, rated] as never)),
    );
  });

  it("leave out properties the schema does not declare, as zod does", () => {
    const serialize = serializerOf(ErrorBodySchema);
    const body = { message: "No", statusCode: 404, code: "NOT_FOUND", messageId: "x", stack: "secret" };
    expect(JSON.parse(serialize(body))).toEqual({
      message: "No",
      statusCode: 404,
      code: "NOT_FOUND",
      messageId: "x",
    });
  });

  it("refuse a value that lacks a required property", () => {
    const { rating: _rating, ...unrated } = service;
    expect(() => serializerOf(ServiceListSchema)([unrated])).toThrow(/rating/);
  });

  it("are compiled once per schema", () => {
    expect(compileSerializer(ErrorBodySchema)).toBe(compileSerializer(ErrorBodySchema));
  });

  it("fall back to zod for a schema JSON Schema cannot say, which then still validates", () => {
    const Transformed = z.object({ at: z.string().transform((value) => value.length) });
    expect(compileSerializer(Transformed)).toBeUndefined();
    const serialize = compiledSerializerCompiler(
      routeSchema(z.object({ n: z.number().refine((n) => n > 0) })),
    );
    expect(serialize({ n: 1 })).toBe('{"n":1}');
    const fallback = compiledSerializerCompiler(routeSchema(z.undefined()));
    expect(() => fallback("x")).toThrow();
  });
});
