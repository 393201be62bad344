import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const eslint = new ESLint({ cwd: root });

/** The rules the project's own config reports on `code`, as if it were the file at `file` (from the root). */
async function lint(code: string, file: string): Promise<{ rule: string | null; message: string }[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map(({ ruleId, message }) => ({ rule: ruleId, message }));
}

// `npm run lint` (a step of `npm run check`) applies the same config to the project itself. The first lint
// loads the config and its plugins (the React Compiler among them): seconds on a busy machine.
describe("lint rules", { timeout: 30_000 }, () => {
  beforeAll(() => lint("", "apps/web/src/features/example/example.tsx"), 120_000);

  describe("the speed budget's stand-ins keep their upstream packages out of the web app", () => {
    const refused: [code: string, pointsTo: string][] = [
      ['import { twMerge } from "tailwind-merge";', "lib/stand-ins/cn.ts"],
      ['import { cva } from "class-variance-authority";', "lib/stand-ins/variants.ts"],
      ['import { Slot } from "@radix-ui/react-slot";', "lib/stand-ins/slot.tsx"],
      ['import { Slot } from "radix-ui";', "lib/stand-ins/slot.tsx"],
      ['import { setupI18n } from "@lingui/core";', "lib/stand-ins/lingui.ts"],
      ['import { Trans } from "@lingui/react";', "lib/stand-ins/say-nodes.ts"],
      ['import { createLucideIcon } from "lucide-react";', "lib/stand-ins/lucide-icon.ts"],
      ['import { LucideProvider } from "lucide-react";', "lib/stand-ins/lucide-icon.ts"],
      ['import Icon from "lucide-react/dist/esm/Icon.mjs";', "lib/stand-ins"],
    ];
    for (const [code, pointsTo] of refused)
      it(`refuses ${code} in the app's source, pointing at ${pointsTo}`, async () => {
        const messages = await lint(`${code}\n`, "apps/web/src/features/example/example.tsx");
        const restricted = messages.filter(({ rule }) => rule === "no-restricted-imports");
        expect(restricted).toHaveLength(1);
        expect(restricted[0]?.message).toContain(`apps/web/src/${pointsTo}`);
        expect(restricted[0]?.message).toContain("decision 025");
      });

    const infinite: [code: string, rule: string][] = [
      ['import { useInfiniteQuery } from "@tanstack/react-query";', "no-restricted-imports"],
      ['import { infiniteQueryOptions } from "@tanstack/react-query";', "no-restricted-imports"],
      ['import { InfiniteQueryObserver } from "@tanstack/query-core";', "no-restricted-imports"],
      [
        "export const more = (client: { fetchInfiniteQuery(): void }) => client.fetchInfiniteQuery();",
        "no-restricted-properties",
      ],
      [
        "export const more = (client: { infiniteQuery(): void }) => client.infiniteQuery();",
        "no-restricted-properties",
      ],
    ];
    for (const [code, rule] of infinite)
      it(`refuses ${code} in the app's source: infinite queries are cut from its build`, async () => {
        const messages = await lint(`${code}\n`, "apps/web/src/features/example/example.tsx");
        const refused = messages.filter((message) => message.rule === rule);
        expect(refused).toHaveLength(1);
        expect(refused[0]?.message).toContain("apps/web/src/lib/stand-ins/infinite-query-behavior.ts");
      });

    it("lets the app make plain queries", async () => {
      const code = [
        'import { queryOptions, useQuery } from "@tanstack/react-query";',
        "export const used = [queryOptions, useQuery];",
        "",
      ].join("\n");
      expect(await lint(code, "apps/web/src/features/example/example.tsx")).toEqual([]);
    });

    it("lets the app import the icons, Radix's widgets, and the stand-ins themselves", async () => {
      const code = [
        'import { Check, XIcon } from "lucide-react";',
        'import { Dialog } from "radix-ui";',
        'import { cn } from "../../lib/stand-ins/cn";',
        "export const used = [Check, XIcon, Dialog, cn];",
        "",
      ].join("\n");
      expect(await lint(code, "apps/web/src/features/example/example.tsx")).toEqual([]);
    });

    it("lets the equivalence tests import the upstream packages they compare with", async () => {
      const code = 'import { twMerge } from "tailwind-merge";\nexport const merge = twMerge;\n';
      expect(await lint(code, "apps/web/src/lib/stand-ins/cn.equivalence.test.ts")).toEqual([]);
      expect(await lint(code, "apps/web/scripts/class-groups-example.ts")).toEqual([]);
    });
  });

  describe("the rules of React's hooks hold in the web app (eslint-plugin-react-hooks, recommended)", () => {
    const rulesOf = async (code: string, file: string) =>
      (await lint(code, file)).map(({ rule }) => rule).filter((rule) => rule?.startsWith("react-hooks/"));

    it("refuses a hook called conditionally", async () => {
      const code = [
        'import { useState } from "react";',
        "export function Counter({ on }: { on: boolean }) {",
        "  if (on) useState(0);",
        "  return null;",
        "}",
        "",
      ].join("\n");
      expect(await rulesOf(code, "apps/web/src/features/example/counter.tsx")).toEqual([
        "react-hooks/rules-of-hooks",
      ]);
    });

    it("refuses state set in an effect's body, in a component or in a hook's .ts file", async () => {
      const code = [
        'import { useEffect, useState } from "react";',
        "export function useCopy(value: number) {",
        "  const [copy, setCopy] = useState(value);",
        "  useEffect(() => {",
        "    setCopy(value);",
        "  }, [value]);",
        "  return copy;",
        "}",
        "",
      ].join("\n");
      for (const file of ["apps/web/src/features/example/use-copy.ts", "apps/web/src/lib/use-copy.tsx"])
        expect(await rulesOf(code, file), file).toEqual(["react-hooks/set-state-in-effect"]);
    });

    it("asks for an effect's missing dependencies", async () => {
      const code = [
        'import { useEffect } from "react";',
        "export function Title({ title }: { title: string }) {",
        "  useEffect(() => {",
        "    document.title = title;",
        "  }, []);",
        "  return null;",
        "}",
        "",
      ].join("\n");
      expect(await rulesOf(code, "apps/web/src/features/example/title.tsx")).toEqual([
        "react-hooks/exhaustive-deps",
      ]);
    });
  });
});
