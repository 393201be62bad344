import type { MessageRef } from "@ivdrips/contract/api-messages";
import { schemaMessageRef } from "../lib/english-message";

/** A validation issue as fastify-type-provider-zod hands it over: zod's issue code, message and the rest. */
export interface ValidationIssue {
  instancePath: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

const text = (value: unknown) =>
  typeof value === "string" || typeof value === "number" ? value : String(value);

const SIZE_MESSAGES = {
  big: { text: "zodTooBigText", items: "zodTooBigItems", other: "zodTooBig" },
  small: { text: "zodTooSmallText", items: "zodTooSmallItems", other: "zodTooSmall" },
} as const;

function sizeMessage(direction: "big" | "small", params: Record<string, unknown>): MessageRef {
  const origin = text(params.origin ?? "value");
  const limit = text(direction === "big" ? params.maximum : params.minimum);
  const kind = origin === "string" ? "text" : origin === "array" || origin === "set" ? "items" : "other";
  return { messageId: SIZE_MESSAGES[direction][kind], params: { origin, limit } };
}

/**
 * The id of an issue's message: a shared schema's own (its message is the id), else zod's default for the
 * issue's code, with the values zod put in its English sentence.
 */
export function zodIssueMessage(issue: ValidationIssue): MessageRef {
  const own = schemaMessageRef(issue.message ?? "");
  if (own) return own;
  const params = issue.params ?? {};
  switch (issue.keyword) {
    case "invalid_type": {
      const received = /received (\w+)/.exec(issue.message ?? "")?.[1];
      return received
        ? { messageId: "zodInvalidType", params: { expected: text(params.expected), received } }
        : { messageId: "zodInvalidInput" };
    }
    case "too_big":
      return sizeMessage("big", params);
    case "too_small":
      return sizeMessage("small", params);
    case "invalid_value": {
      const values = Array.isArray(params.values) ? params.values.map((value) => JSON.stringify(value)) : [];
      return values.length === 1
        ? { messageId: "zodInvalidValue", params: { expected: values[0] ?? "" } }
        : { messageId: "zodInvalidOption", params: { options: values.join("|") } };
    }
    case "invalid_format":
      if (params.format === "email") return { messageId: "zodInvalidEmail" };
      if (params.format === "datetime") return { messageId: "zodInvalidDatetime" };
      if (params.format === "regex")
        return { messageId: "zodInvalidPattern", params: { pattern: text(params.pattern) } };
      return { messageId: "zodInvalidInput" };
    default:
      return { messageId: "zodInvalidInput" };
  }
}
