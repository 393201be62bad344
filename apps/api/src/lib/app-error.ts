import type { ApiMessageId } from "@ivdrips/contract/api-messages";
import { ERROR_STATUS, type ErrorCode } from "@ivdrips/contract/errors";
import type { MessageParams } from "@ivdrips/contract/i18n/translator";
import { englishMessage, firstIssueRef } from "./english-message";

/**
 * A domain error: its code (listed in the contract) decides the HTTP status; its message, by id with the
 * values it fills in, is shown to the user in their language (the English text is the Error's message).
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    readonly messageId: ApiMessageId,
    readonly params?: MessageParams,
    readonly details?: Record<string, string>,
  ) {
    super(englishMessage(messageId, params));
    this.name = "AppError";
    this.statusCode = ERROR_STATUS[code];
  }
}

/** A VALIDATION_ERROR for what a shared schema refused outside a route (the admin commands' values). */
export function invalidInput(issues: readonly { message: string }[]): AppError {
  const ref = firstIssueRef(issues);
  return new AppError("VALIDATION_ERROR", ref.messageId, ref.params);
}
