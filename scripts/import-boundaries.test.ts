import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const config = path.join(root, ".dependency-cruiser.cjs");
const depcruise = path.join(root, "node_modules/.bin/depcruise");
const run = promisify(execFile);

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

/** The violations dependency-cruiser finds in `dirs` under `cwd`, with the project's own rules. */
async function violations(cwd: string, dirs: string[]): Promise<Violation[]> {
  const result = await run(depcruise, ["--config", config, "--output-type", "json", ...dirs], {
    cwd,
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? "" }));
  const report = JSON.parse(result.stdout) as { summary: { violations: Violation[] } };
  return report.summary.violations;
}

// `npm run lint:deps` (a step of `npm run check`) applies the same rules to the project itself.
describe("import boundaries", () => {
  it("refuse each wrong import in the fixture, and only those", async () => {
    const found = await violations(path.join(root, "scripts/fixtures/import-boundaries"), ["apps"]);
    const named = found.map((violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`);
    expect(named.sort()).toEqual(
      [
        "api-modules-talk-through-services: apps/api/src/modules/alpha/alpha.service.ts → apps/api/src/modules/beta/beta.repository.ts",
        "api-routes-call-services: apps/api/src/modules/beta/beta.routes.ts → apps/api/src/modules/beta/beta.repository.ts",
        "no-circular: apps/api/src/lib/one.ts → apps/api/src/lib/two.ts",
        "web-components-know-no-feature: apps/web/src/components/ui/widget.ts → apps/web/src/features/beta/beta.ts",
        "web-features-are-independent: apps/web/src/features/alpha/alpha.ts → apps/web/src/features/beta/beta.ts",
      ].sort(),
    );
  }, 60_000);
});
