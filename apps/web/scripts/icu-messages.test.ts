import { describe, expect, it } from "vitest";
import path from "node:path";
import { apiMessagesMs } from "@ivdrips/contract/api-messages/ms";
import { icuMessages } from "./icu-messages";

type Hook = (this: unknown, code: string, id: string) => unknown;
const plugin = icuMessages();
const transform = (code: string, id = "/app/src/locales/en/home.ts") =>
  (plugin.transform as Hook).call({}, code, id) as { code: string } | null;

describe("the icu-messages build step", () => {
  it("replaces each icu() text in a catalogue with Lingui's compiled message", () => {
    const out = transform(
      `export const home = {\n  hi: icu("Hi {name}"),\n  n: icu(\n    "{count, plural, one {# day} other {# days}}",\n  ),\n};`,
    );
    expect(out?.code).toContain(`hi: {"$icu":["Hi ",["name"]]}`);
    expect(out?.code).toContain(
      `n: {"$icu":[["count","plural",{"one":["#"," day"],"other":["#"," days"]}]]}`,
    );
    expect(out?.code).not.toMatch(/\bicu\(/);
  });

  it("fails the build on a text that is not ICU MessageFormat, or that is not a literal", () => {
    expect(() => transform(`export const a = { hi: icu("Hi {name") };`)).toThrow(/is not ICU MessageFormat/);
    expect(() => transform(`export const a = { hi: icu(text) };`)).toThrow(/takes one string literal/);
  });

  it("leaves modules outside the catalogues alone", () => {
    expect(transform(`icu("Hi {name}")`, "/app/src/lib/other.ts")).toBeNull();
  });

  it("replaces a language's API messages module by its value, every message compiled", async () => {
    const file = path.resolve(import.meta.dirname, "../src/locales/ms/api-messages.ts");
    const module = await (plugin.load as (this: unknown, id: string) => Promise<string>).call({}, file);
    expect(module).toMatch(/^export const apiMessages = \{/);
    expect(module).not.toMatch(/import/);
    const messages = JSON.parse(
      module.replace(/^export const apiMessages = /, "").replace(/;$/, ""),
    ) as Record<string, unknown>;
    expect(Object.keys(messages).sort()).toEqual(Object.keys(apiMessagesMs).sort());
    expect(messages.invalidLogin).toEqual({ $icu: [apiMessagesMs.invalidLogin] });
  });
});
