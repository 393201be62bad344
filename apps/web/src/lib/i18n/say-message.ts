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
