import { compileMessageOrThrow, type CompiledMessage } from "@lingui/message-utils/compileMessage";

declare const icuBrand: unique symbol;

/**
 * A catalogue text with values (placeholders, plurals, selects), in ICU MessageFormat: "{count, plural, one
 * {# review} other {# reviews}}". Opaque on purpose: it is said by `say`/`sayNodes` (lib/stand-ins), never shown
 * as it is.
 */
export interface Icu {
  readonly [icuBrand]: true;
}

/** The form Lingui says a message in: what `icu("…")` is once compiled. */
export interface CompiledIcu {
  readonly $icu: CompiledMessage;
}

export function isCompiledIcu(value: unknown): value is CompiledIcu {
  return typeof value === "object" && value !== null && "$icu" in value;
}

/*
 * The build and the web tests never run what follows: scripts/icu-messages.ts puts each message's compiled
 * form in its place, so the browser gets no ICU parser. Only code that reads the catalogues outside Vite (the
 * browser tests' own Node side) compiles here, the same way.
 */

/** Marks a catalogue text as an ICU message. */
export function icu(message: string): Icu {
  return { $icu: compileMessageOrThrow(message) } as CompiledIcu as unknown as Icu;
}

/** A catalogue of the API's vocabulary, every message compiled (`src/locales/<language>/api-messages.ts`). */
export function compiledMessages<Id extends string>(
  source: Readonly<Record<Id, string>>,
): Readonly<Record<Id, CompiledIcu>> {
  const entries = Object.entries<string>(source).map(([id, text]) => [
    id,
    { $icu: compileMessageOrThrow(text) },
  ]);
  return Object.fromEntries(entries) as Record<Id, CompiledIcu>;
}
