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
    const message = error.details[field];
    if (!message) continue;
    setError(field, { type: "server", message }, { shouldFocus: !focused });
    focused = true;
  }
}
