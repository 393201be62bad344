import { cva as upstreamCva } from "class-variance-authority";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import type * as variants from "./variants";
import { cva } from "./variants";

/*
 * Our cva (decision 025) against class-variance-authority 0.7.1's, on the app's own definitions: every cva(…)
 * the components make is recorded as it is made, then both are asked for the same choices.
 */

type Definition = Parameters<typeof cva>;
/** Source file (from apps/web/src) → the cva(…) definitions it made. */
const definitions = vi.hoisted(() => new Map<string, unknown[][]>());

vi.mock("./variants", async (importOriginal) => {
  const actual = await importOriginal<typeof variants>();
  return {
    ...actual,
    cva: (...args: Definition) => {
      // The caller: the first frame in the app's source outside this folder.
      const caller = /apps\/web\/src\/(?!lib\/stand-ins\/)([\w/.-]+\.tsx?)/.exec(
        new Error().stack ?? "",
      )?.[1];
      const made = definitions.get(caller ?? "?") ?? [];
      definitions.set(caller ?? "?", [...made, args]);
      return actual.cva(...args);
    },
  };
});

/** Every module of the app that makes variants with cva. */
const SOURCE = path.resolve(import.meta.dirname, "../..");
const makers = readdirSync(SOURCE, { recursive: true, encoding: "utf8" })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith("lib/stand-ins/"))
  .filter((file) =>
    /from "[./]+\/lib\/stand-ins\/variants"/.test(readFileSync(path.join(SOURCE, file), "utf8")),
  )
  .sort();
for (const file of makers) await import(/* @vite-ignore */ path.join(SOURCE, file));

/** Every choice of every variant (undefined: the default; null: none), one variant at a time and all together. */
function choicesOf(config: Definition[1]): Record<string, unknown>[] {
  const names = Object.keys(config.variants);
  const options = (name: string) => [...Object.keys(config.variants[name] ?? {}), undefined, null];
  let combinations: Record<string, unknown>[] = [{}];
  for (const name of names)
    combinations = combinations.flatMap((chosen) =>
      options(name).map((value) => ({ ...chosen, [name]: value })),
    );
  return combinations.flatMap((chosen) => [
    chosen,
    { ...chosen, className: "mt-2" },
    { ...chosen, class: "w-full", className: ["px-1", { hidden: true }] },
  ]);
}

describe("cva", () => {
  it("is found where the app makes variants: the button, badge, sheet and toast", () => {
    expect(makers).toEqual([
      "components/ui/badge.tsx",
      "components/ui/button.tsx",
      "components/ui/sheet.tsx",
      "components/ui/toast.tsx",
    ]);
    expect([...definitions.keys()].sort()).toEqual(makers);
  });

  for (const [file, made] of definitions)
    for (const [base, config] of made as Definition[])
      it(`gives ${file}'s classes as class-variance-authority does, for every choice`, () => {
        const ours = cva(base, config);
        const theirs = upstreamCva(base, config as never);
        const choices = choicesOf(config);
        expect(choices.length).toBeGreaterThan(3);
        for (const choice of [undefined, ...choices])
          expect(ours(choice as never), JSON.stringify(choice)).toBe(theirs(choice as never));
      });

  // The one difference (README.md): an empty string, which the types refuse, is a choice of its own for us and
  // the default for class-variance-authority.
  it("chooses nothing for an empty string, where class-variance-authority takes the default", () => {
    const config = {
      variants: { size: { sm: "h-9", lg: "h-12" } },
      defaultVariants: { size: "sm" as const },
    };
    expect(upstreamCva("base", config)({ size: "" as never })).toBe("base h-9");
    expect(cva("base", config)({ size: "" as never })).toBe("base");
  });
});
