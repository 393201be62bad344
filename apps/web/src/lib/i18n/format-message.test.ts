import { setupI18n } from "@lingui/core";
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { formatMessage, type MessageValues } from "./lingui";

/** What Lingui's own runtime says for a message, to compare with. */
function lingui(source: string, values: MessageValues, locale: string): string {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale, messages: { id: compileMessageOrThrow(source) } });
  return i18n._("id", values);
}

describe("formatMessage", () => {
  const cases: [source: string, values: MessageValues][] = [
    ["Plain text", {}],
    ["Rated {average} out of 5 from {reviews}", { average: "4.5", reviews: "12 reviews" }],
    ["{count, plural, one {# review} other {# reviews}}", { count: 1 }],
    ["{count, plural, one {# review} other {# reviews}}", { count: 1234 }],
    ["{count, plural, =0 {No reviews} one {# review} other {# reviews}}", { count: 0 }],
    ["Showing {shown} of {total, plural, one {# service} other {# services}}", { shown: 3, total: 10 }],
    ["{n, plural, offset:1 =0 {nobody} one {you} other {you and # others}}", { n: 3 }],
    ["{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}", { place: 22 }],
    ["{kind, select, card {By card} other {Other: {kind}}}", { kind: "usdt" }],
    ["Missing {name} stays empty", {}],
  ];
  for (const locale of ["en", "ms", "zh"])
    it(`says every kind of message as Lingui does, in ${locale}`, () => {
      for (const [source, values] of cases)
        expect(formatMessage(compileMessageOrThrow(source), values, locale), source).toBe(
          lingui(source, values, locale),
        );
    });
});
