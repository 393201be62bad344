import type { apiMessagesEn } from "./api-messages/en";
import type { MessageParams } from "./i18n/translator";

/**
 * The vocabulary the API speaks to people (decision 011): every message it or a shared schema can show has an
 * id here, with its English text in api-messages/en.ts and its Malay and Chinese beside it.
 */
export type ApiMessageId = keyof typeof apiMessagesEn;

/** A language's texts for every id: a missing id is a compile error. */
export type ApiMessageTexts = Readonly<Record<ApiMessageId, string>>;

/** A message as the API sends it: the id and the values it fills in. */
export interface MessageRef {
  messageId: ApiMessageId;
  params?: MessageParams;
}

// Schemas carry their message as one string (zod keeps only text): the id, then its values as JSON.
const PARAMS_MARK = " ";

/** A shared schema's message: `schemaMessage("nameTooLong", { max: 100 })`. */
export function schemaMessage(id: ApiMessageId, params?: MessageParams): string {
  return params ? `${id}${PARAMS_MARK}${JSON.stringify(params)}` : id;
}

function isParams(value: unknown): value is MessageParams {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((item) => typeof item === "string" || typeof item === "number")
  );
}

/**
 * The id and values in a schema's message, or undefined for a text that is not one (zod's own messages).
 * `knownIds` is the English catalogue, so the web and the API check against what they load.
 */
export function readSchemaMessage(
  text: string,
  knownIds: Readonly<Record<string, unknown>>,
): MessageRef | undefined {
  const mark = text.indexOf(PARAMS_MARK);
  const id = mark === -1 ? text : text.slice(0, mark);
  if (!Object.hasOwn(knownIds, id)) return undefined;
  if (mark === -1) return { messageId: id as ApiMessageId };
  try {
    const params: unknown = JSON.parse(text.slice(mark + 1));
    return isParams(params) ? { messageId: id as ApiMessageId, params } : undefined;
  } catch {
    return undefined;
  }
}
