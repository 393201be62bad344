import { readSchemaMessage, type ApiMessageId, type MessageRef } from "@ivdrips/contract/api-messages";
import { englishMessage } from "@ivdrips/contract/api-messages/english";
import { apiMessagesEn } from "@ivdrips/contract/api-messages/en";

export { englishMessage };

/** A shared schema's message ("nameTooLong {…}") as id and values, or undefined for a text of zod's own. */
export function schemaMessageRef(text: string): MessageRef | undefined {
  return readSchemaMessage(text, apiMessagesEn);
}

/** The first problem zod found, by id (a text of zod's own is said as "valueInvalid"). */
export function firstIssueRef(issues: readonly { message: string }[]): MessageRef {
  return schemaMessageRef(issues[0]?.message ?? "") ?? { messageId: "valueInvalid" };
}

/** A success said in words: the English text for API users and the id for people (MessageResponseSchema). */
export function saying(id: ApiMessageId): { message: string; messageId: ApiMessageId } {
  return { message: englishMessage(id), messageId: id };
}
