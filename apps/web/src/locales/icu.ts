import type { CompiledMessage } from "@lingui/message-utils/compileMessage";

declare const icuBrand: unique symbol;

/**
 * A catalogue text with values (placeholders, plurals, selects), in ICU MessageFormat: "{count, plural, one
 * {# review} other {# reviews}}". Opaque on purpose: it is said by `say`/`SayNodes` (lingui.ts), never shown
 * as it is.
 */
export interface Icu {
  readonly [icuBrand]: true;
}

/** What the build turns each `icu("…")` into (scripts/icu-messages.ts): the message compiled by Lingui. */
export interface CompiledIcu {
  readonly $icu: CompiledMessage;
}

export function isCompiledIcu(value: unknown): value is CompiledIcu {
  return typeof value === "object" && value !== null && "$icu" in value;
}

/**
 * Marks a catalogue text as an ICU message. Never runs: the build (and the tests' transform) replaces every
 * call in src/locales with the compiled message, and refuses one it cannot compile.
 */
export function icu(message: string): Icu {
  throw new Error(`icu(${JSON.stringify(message)}) was not compiled: only src/locales may call it`);
}
