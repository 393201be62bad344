import { z } from "zod";

/** An optional text field of a console form: left empty, it is left out (the contract's rule applies otherwise). */
export function blankAsUndefined<T extends z.ZodType<unknown, string | undefined>>(schema: T) {
  return z
    .string()
    .optional()
    .transform((text) => (text?.trim() ? text : undefined))
    .pipe(schema);
}
