import { readSchemaMessage, type ApiMessageId } from "../api-messages";
import { translatorsFor, type MessageParams } from "../i18n/translator";
import { apiMessagesEn } from "./en";

// Only English is compiled here: the API answers in English beside the id, and tests read it.
const english = translatorsFor({ en: apiMessagesEn, ms: apiMessagesEn, zh: apiMessagesEn })("en");

/** A message of the API's vocabulary in English. */
export function englishMessage(id: ApiMessageId, params?: MessageParams): string {
  return english(id, params);
}

/** A shared schema's message (an id, with its values) in English; any other text as it is. */
export function englishText(text: string): string {
  const ref = readSchemaMessage(text, apiMessagesEn);
  return ref ? english(ref.messageId, ref.params) : text;
}
