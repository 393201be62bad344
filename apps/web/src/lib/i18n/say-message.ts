import type { MessageParams } from "@ivdrips/contract/i18n/translator";
import { sayApiMessage } from "../stand-ins/lingui";

/**
 * A message of the API's vocabulary (api-messages.ts) in the current language, by id: what the server answered
 * (`messageId`, `params`) or what a shared schema refused. `english` is said while the texts are not loaded
 * yet (English's first paint ships without them).
 */
export function sayMessage(ref: { messageId: string; params?: MessageParams }, english?: string): string {
  return sayApiMessage(ref.messageId, ref.params) ?? english ?? ref.messageId;
}
