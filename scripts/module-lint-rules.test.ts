import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
// The project's own eslint.config.js, as `npm run lint` (a step of `npm run check`) applies it.
const eslint = new ESLint({ cwd: root });

/** The rules that fire on `code` as if it were the file at `filePath` (relative to the repository), by line. */
async function firing(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).map((message) => `${message.line}: ${message.ruleId ?? message.message}`);
}

describe("the API modules' lint rules", () => {
  it("refuse a service that re-exports its repository, and allow what a service may export", async () => {
    const service = [
      'import { findAlpha, lockAlpha } from "./alpha.repository";',
      'export { listAlphas } from "./alpha.repository";',
      'export * from "./alpha.repository";',
      'export { type AlphaRow as Row, updateAlpha } from "./alpha.repository";',
      "export { findAlpha };",
      "export const lockIt = lockAlpha;",
      // Allowed: a row's type, another service's function, and the module's own functions.
      'export type { AlphaRow } from "./alpha.repository";',
      'export { alphaView } from "./alpha-view";',
      "export function alpha(id: string) {",
      "  return findAlpha(id);",
      "}",
      "export const ALPHA_LIMIT = 3;",
      "",
    ].join("\n");
    const rule = "no-restricted-syntax";
    expect(await firing("apps/api/src/modules/alpha/alpha.service.ts", service)).toEqual([
      `2: ${rule}`,
      `3: ${rule}`,
      `4: ${rule}`,
      `5: ${rule}`,
      `6: ${rule}`,
    ]);
    // Only a service is a module's face: the module's other files may export as they like.
    expect(await firing("apps/api/src/modules/alpha/alpha-helpers.ts", service)).toEqual([]);
  }, 60_000);

  it("refuse a function over 150 lines (blank lines and comments aside) in a module, not in its tests", async () => {
    // `lines` lines of code, each step also with a comment line and a blank one, which do not count.
    const functionOf = (lines: number) =>
      [
        `export function steps${lines}(): number {`,
        "  let total = 0;",
        ...Array.from({ length: lines - 4 }, (_, step) => `  // step ${step}\n  total += ${step};\n`),
        "  return total;",
        "}",
        "",
      ].join("\n");
    const rule = "max-lines-per-function";
    expect(await firing("apps/api/src/modules/alpha/alpha.service.ts", functionOf(150))).toEqual([]);
    expect(await firing("apps/api/src/modules/alpha/alpha.service.ts", functionOf(151))).toEqual([
      `1: ${rule}`,
    ]);
    expect(await firing("apps/api/src/modules/alpha/alpha-view.tsx", functionOf(151))).toEqual([
      `1: ${rule}`,
    ]);
    expect(await firing("apps/api/src/modules/alpha/alpha.test.ts", functionOf(151))).toEqual([]);
    expect(await firing("apps/api/src/lib/alpha.ts", functionOf(151))).toEqual([]);
  }, 60_000);
});
