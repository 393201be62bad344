import { readSchemaMessage } from "@ivdrips/contract/api-messages";
import type { MessageParams } from "@ivdrips/contract/i18n/translator";
import { currentCatalogue } from "./language-store";
import { fill } from "./fill";

/**
 * A message of the API's vocabulary (api-messages.ts) in the current language, by id: what the server answered
 * (`messageId`, `params`) or what a shared schema refused. `english` is said while the texts are not loaded
 * yet (English's first paint ships without them).
 */
export function sayMessage(ref: { messageId: string; params?: MessageParams }, english?: string): string {
  const texts = currentCatalogue().apiMessages as Partial<Record<string, string>> | undefined;
  const text = texts?.[ref.messageId];
  if (text === undefined) return english ?? ref.messageId;
  return ref.params ? fill(text, ref.params) : text;
}

/**
 * A form field's message: a shared schema's (an id, with its values) in the current language; a text the
 * app wrote itself (already in the current language) as it is.
 */
export function sayFieldMessage(text: string): string {
  const texts = currentCatalogue().apiMessages as Readonly<Record<string, string>> | undefined;
  const ref = texts ? readSchemaMessage(text, texts) : undefined;
  return ref ? sayMessage(ref) : text;
}
