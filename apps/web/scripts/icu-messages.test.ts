import { describe, expect, it } from "vitest";
import { apiMessagesEn } from "@ivdrips/contract/api-messages/en";
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

  it("compiles the API's vocabulary of a language into a virtual module", async () => {
    const id = (plugin.resolveId as (id: string) => string | null)("virtual:api-messages/en");
    expect(id).toBe("\0virtual:api-messages/en");
    const module = await (plugin.load as (this: unknown, id: string) => Promise<string>).call(
      { addWatchFile: () => undefined },
      id ?? "",
    );
    const messages = JSON.parse(module.replace(/^export default /, "").replace(/;$/, "")) as Record<
      string,
      unknown
    >;
    expect(Object.keys(messages).sort()).toEqual(Object.keys(apiMessagesEn).sort());
    expect(messages.invalidLogin).toEqual({ $icu: [apiMessagesEn.invalidLogin] });
  });
});
