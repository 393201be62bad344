import { ERROR_STATUS, type ErrorCode } from "@ivdrips/contract/errors";

/** A domain error: its code (listed in the contract) decides the HTTP status; its message is shown. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
    this.statusCode = ERROR_STATUS[code];
  }
}
