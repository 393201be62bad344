import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { MIN_SECRET_BITS, estimateEntropy, weakSecretReason } from "./secret-strength";

/** `openssl rand ...` as an operator runs it; undefined where openssl is not installed. */
function openssl(...args: string[]): string | undefined {
  try {
    return execFileSync("openssl", ["rand", ...args], { encoding: "utf8" }).trim();
  } catch {
    return undefined;
  }
}

describe("a secret production accepts", () => {
  it("is what `openssl rand -base64 48` and `openssl rand -hex 32` print, every time", () => {
    const printed = [openssl("-base64", "48"), openssl("-hex", "32")].filter((out) => out !== undefined);
    // The same generators through node:crypto, many times over: no genuine secret may be refused.
    for (let i = 0; i < 500; i += 1) {
      printed.push(randomBytes(48).toString("base64"), randomBytes(32).toString("hex"));
      printed.push(randomBytes(32).toString("base64url"));
    }
    for (const secret of printed) {
      expect(weakSecretReason(secret), secret).toBeUndefined();
      expect(estimateEntropy(secret).bits, secret).toBeGreaterThanOrEqual(MIN_SECRET_BITS);
    }
  });

  it("is a random string of mixed characters typed in, such as the project's own test secret", () => {
    expect(weakSecretReason("q7Vt2mXc9LpR4sWn8ZbK3hYd6GfJ1uAe0TxQ5oNi")).toBeUndefined();
  });
});

describe("a secret production refuses", () => {
  it.each([
    ["too short", "Xk3-9vQ2mP7rT4", "fewer than 32 characters"],
    ["one character repeated", "a".repeat(48), "only 1 different characters"],
    ["few different characters", "kkkQ4RRQQz4zkzR49R9RzQz9zQkkQ9Q9", "only 6 different characters"],
    ["mostly one character", `${"x".repeat(16)}q7Vt2mXc9LpR4sWn8ZbK3hYd6G`, '"x" makes up a third'],
    ["a pattern repeated whole", "abcabcabc".repeat(5), "only 3 different characters"],
    ["a longer pattern repeated whole", "ab12cd34ef".repeat(4), "repeats the same 10 characters"],
    [
      "a pattern repeated, not a whole number of times",
      "Xk3-9vQ2mP".repeat(3) + "Xk3-9v",
      "repeats parts of itself",
    ],
    ["an alphabet", "abcdefghijklmnopqrstuvwxyz0123456789ABCDEF", "runs through sequences"],
    ["digits counting up, over and over", "0123456789".repeat(4), "repeats the same 10 characters"],
    ["digits and letters counting up", "0123456789abcdefghijklmnopqrstuvwxyz", "runs through sequences"],
    ["sequences up and down", "abcdefghijklmnop9876543210ZYXWVUTSRQ", "runs through sequences"],
    ["a phrase of words", "correct horse battery staple orange river mountain", "reads like words"],
    [
      "words strung together",
      "Correct-Horse-Battery-Staple-Orange-River-Mountain-Sunset",
      "reads like words",
    ],
    ["a sentence", "the-quick-brown-fox-jumps-over-the-lazy-dog-2026", "reads like words"],
    ["a placeholder", "change-me-to-a-long-random-value-please", '"changeme"'],
    ["the word secret", "my-long-jwt-secret-for-production-2026", '"secret"'],
    // 16 random bytes in hex: 128 bits exactly, which a cautious estimate of 32 characters of 16 cannot grant.
    ["openssl rand -hex 16", "3f9a0c7e5b21d48f6a0e93c7b5d21f84", "bits of entropy"],
  ])("%s", (_what, secret, reason) => {
    expect(weakSecretReason(secret)).toContain(reason);
  });

  it("says how many bits it estimated, and the 128 it needs", () => {
    expect(weakSecretReason("abcdefghijklmnopqrstuvwxyz0123456789ABCDEF")).toMatch(
      /^it carries only about \d+ bits of entropy by a cautious estimate \(128 needed\): /,
    );
  });
});

describe("the entropy estimate", () => {
  it("is the characters' Shannon entropy times the length for characters without a pattern", () => {
    const secret = "q7Vt2mXc9LpR4sWn8ZbK3hYd6GfJ1uAe0TxQ5oNi"; // 40 different characters, once each
    expect(estimateEntropy(secret)).toMatchObject({ inSequences: 0, repeated: 0, wordLike: 0 });
    expect(estimateEntropy(secret).bits).toBeCloseTo(40 * Math.log2(40), 6);
  });

  it("counts nothing for what continues a sequence or repeats an earlier stretch", () => {
    const digits = estimateEntropy("0123456789");
    expect(digits.inSequences).toBe(8); // all but the first two
    expect(digits.bits).toBeCloseTo(2 * Math.log2(10), 6);
    const repeated = estimateEntropy("q7Vt2mXc9L".repeat(3));
    expect(repeated.repeated).toBe(20);
  });

  it("counts at most 1.5 bits for a letter of a word", () => {
    const words = estimateEntropy("orange river");
    expect(words.wordLike).toBe(11);
    expect(words.bits).toBeLessThanOrEqual(11 * 1.5 + 1);
  });
});
