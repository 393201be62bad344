import { schemaMessage } from "@ivdrips/contract/api-messages";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "./api-client";

/**
 * A 400's per-field messages (`details`, keyed by field name) under their fields, the first one focused.
 * Keys that are not fields of the form (the honeypot, "_") are left to the toast.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): void {
  if (!(error instanceof ApiError) || !error.details) return;
  let focused = false;
  for (const field of fields) {
    // By id where the server gave one: FormField says it in the reader's language (sayFieldMessage).
    const ref = error.detailRefs?.[field];
    const message = ref ? schemaMessage(ref.messageId, ref.params) : error.details[field];
    if (!message) continue;
    setError(field, { type: "server", message }, { shouldFocus: !focused });
    focused = true;
  }
}

/**
 * A refusal the server says by id (`phoneCodeWrong`) shown under the field it is about, the field focused:
 * when its `details` name the field, or its message is one of `messageIds`. False when it is about no field
 * of the form (the caller says it elsewhere).
 */
export function showRefusalAtField<T extends FieldValues>(
  error: unknown,
  field: Path<T>,
  messageIds: ReadonlySet<string>,
  setError: UseFormSetError<T>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.details?.[field]) {
    showServerFieldErrors(error, [field], setError);
    return true;
  }
  if (!error.ref || !messageIds.has(error.ref.messageId)) return false;
  // By id, like showServerFieldErrors: FormField says it in the reader's language (sayFieldMessage).
  const message = schemaMessage(error.ref.messageId, error.ref.params);
  setError(field, { type: "server", message }, { shouldFocus: true });
  return true;
}
