import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { classTokens } from "../../scripts/class-tokens";
import { cn } from "./cn";

describe("cn", () => {
  it("lets a later class win over an earlier one it conflicts with", () => {
    expect(cn("px-3 py-2 text-sm", "px-5 text-base")).toBe("py-2 px-5 text-base");
    expect(cn("h-11 rounded-lg", false, "h-auto")).toBe("rounded-lg h-auto");
  });

  // cn merges with a cut of tailwind-merge's config (scripts/tailwind-merge-config.ts); here it must decide
  // as the whole config does for every two classes the app writes, in either order.
  it("merges every pair of the app's classes as tailwind-merge's full config does", () => {
    const tokens = classTokens();
    expect(tokens.length).toBeGreaterThan(500);
    const differ: string[] = [];
    for (const first of tokens) {
      for (const second of tokens) {
        const pair = `${first} ${second}`;
        if (cn(pair) !== twMerge(pair)) differ.push(`"${pair}": ${cn(pair)} ≠ ${twMerge(pair)}`);
      }
    }
    expect(differ.slice(0, 20), "run: npx tsx apps/web/scripts/tailwind-merge-config.ts").toEqual([]);
  }, 120_000);
});
