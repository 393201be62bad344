import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { classStrings, classTokens } from "../../../scripts/class-tokens";
import { cn } from "./cn";

/*
 * cn (decision 025) against tailwind-merge 3.7.0's twMerge, the package it stands in for (README.md).
 */
describe("cn", () => {
  it("lets a later class win over an earlier one it conflicts with", () => {
    expect(cn("px-3 py-2 text-sm", "px-5 text-base")).toBe("py-2 px-5 text-base");
    expect(cn("h-11 rounded-lg", false, "h-auto")).toBe("rounded-lg h-auto");
  });

  it("compares classes with the same variants, in any order, and keeps what is not Tailwind's", () => {
    for (const classes of [
      "hover:px-2 px-3 md:hover:p-2 hover:md:p-4 hover:px-4",
      "p-2! p-4 !p-3 md:p-1! md:p-5",
      "card text-sm text-primary text-base card text-muted-foreground",
      "[&_a]:text-primary [&_a]:text-foreground data-[state=open]:bg-muted data-[state=open]:bg-background",
      "-mt-2 mt-4 border-destructive/40 border-primary border-b border-0",
      "",
    ])
      expect(cn(classes), classes).toBe(twMerge(classes));
  });

  // The one difference, by design (README.md): the table knows the app's classes only.
  it("leaves alone two classes the app never wrote, where tailwind-merge merges them", () => {
    expect(twMerge("columns-2 columns-3")).toBe("columns-3");
    expect(cn("columns-2 columns-3")).toBe("columns-2 columns-3");
  });

  // cn merges from a table of the app's classes (scripts/class-groups.ts); here it must decide as
  // tailwind-merge's whole config does for every two classes the app writes, in either order.
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
    expect(differ.slice(0, 20), "run: npx tsx apps/web/scripts/class-groups.ts").toEqual([]);
  }, 120_000);

  // What the app hands cn: each class string it writes, and each followed by another of the same file (a
  // component's classes, then the caller's className).
  it("merges every class string the app writes, alone and after another of its file, as tailwind-merge does", () => {
    const files = classStrings();
    expect(files.flat().length).toBeGreaterThan(500);
    const differ: string[] = [];
    for (const strings of files) {
      for (const first of strings) {
        for (const classes of [first, ...strings.map((second) => `${first} ${second}`)])
          if (cn(classes) !== twMerge(classes))
            differ.push(`"${classes}": ${cn(classes)} ≠ ${twMerge(classes)}`);
      }
    }
    expect(differ.slice(0, 20), "run: npx tsx apps/web/scripts/class-groups.ts").toEqual([]);
  }, 60_000);
});
