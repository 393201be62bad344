import { z } from "zod";

/** An optional text field of a console form: left empty, it is left out (the contract's rule applies otherwise). */
export function blankAsUndefined<T extends z.ZodType<unknown, string | undefined>>(schema: T) {
  return z
    .string()
    .optional()
    .transform((text) => (text?.trim() ? text : undefined))
    .pipe(schema);
}

/** A list typed one item a line in a textarea: the lines that hold something, then the contract's list rule. */
export function oneItemPerLine<T extends z.ZodType<unknown, string[]>>(list: T) {
  return z
    .string()
    .transform((text) =>
      text
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .pipe(list);
}
