import { schemaMessage } from "@ivdrips/contract/api-messages";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { zodIssueMessage, type ValidationIssue } from "./zod-issue-message";

/** The issues of a failed parse, as fastify-type-provider-zod hands them to the error handler. */
function issuesOf(schema: z.ZodType, value: unknown): ValidationIssue[] {
  const result = schema.safeParse(value);
  if (result.success) throw new Error("expected a failure");
  return result.error.issues.map(({ code, message, path, ...params }) => ({
    instancePath: `/${path.join("/")}`,
    keyword: code,
    message,
    params,
  }));
}

const first = (schema: z.ZodType, value: unknown) =>
  zodIssueMessage(issuesOf(schema, value)[0] ?? { instancePath: "" });

describe("zodIssueMessage", () => {
  it("reads a shared schema's own message: its id and values", () => {
    const schema = z.string().max(3, { error: schemaMessage("nameTooLong", { max: 3 }) });
    expect(first(schema, "abcd")).toEqual({ messageId: "nameTooLong", params: { max: 3 } });
  });

  it("names zod's own messages by their kind, with the values zod put in its sentence", () => {
    expect(first(z.string(), 42)).toEqual({
      messageId: "zodInvalidType",
      params: { expected: "string", received: "number" },
    });
    expect(first(z.string().max(2), "abc")).toEqual({
      messageId: "zodTooBigText",
      params: { origin: "string", limit: 2 },
    });
    expect(first(z.array(z.number()).min(2), [1])).toEqual({
      messageId: "zodTooSmallItems",
      params: { origin: "array", limit: 2 },
    });
    expect(first(z.enum(["a", "b"]), "c")).toEqual({
      messageId: "zodInvalidOption",
      params: { options: '"a"|"b"' },
    });
    expect(first(z.email(), "nope")).toEqual({ messageId: "zodInvalidEmail" });
  });

  it("falls back to the general message for a kind it does not name", () => {
    expect(first(z.union([z.string(), z.number()]), true)).toEqual({ messageId: "zodInvalidInput" });
  });
});
