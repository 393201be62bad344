import { englishText } from "./api-messages/english";
import { describe, expect, it } from "vitest";
import { NewPasswordSchema } from "./common";

const messages = (value: unknown) =>
  NewPasswordSchema.safeParse(value).error?.issues.map((issue) => englishText(issue.message)) ?? [];

describe("NewPasswordSchema", () => {
  it("accepts 8 or more characters with a lowercase and an uppercase letter and a digit", () => {
    expect(messages("Sunrise2026")).toEqual([]);
    expect(messages("a\nB\n1-----")).toEqual([]);
  });

  it("names what is missing", () => {
    expect(messages("Sun1")).toEqual(["Password must be at least 8 characters"]);
    expect(messages("sunrise2026")).toEqual([
      "Password must contain at least one uppercase letter, one lowercase letter, and one number",
    ]);
    expect(messages("SUNRISE2026")).toEqual([
      "Password must contain at least one uppercase letter, one lowercase letter, and one number",
    ]);
    expect(messages("SunriseDawn")).toEqual([
      "Password must contain at least one uppercase letter, one lowercase letter, and one number",
    ]);
  });

  it("stops at the length for an over-long password: the strength pattern never runs on it", () => {
    // The pattern once took time quadratic in the length; a public sign-up must not be able to feed it 100 kB.
    expect(messages("a".repeat(100_000))).toEqual(["Password must be at most 128 characters"]);
  });
});
