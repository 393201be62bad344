import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ENGLISH_REST_MODULE, PAGE_MODULES, PRERENDERED_PAGES } from "./page-modules";

const webRoot = path.resolve(import.meta.dirname, "../..");
const router = readFileSync(path.join(webRoot, "src/app/router.tsx"), "utf8");

/** "services" → "./routes/services", as router.tsx pairs them in its PAGES table. */
const routerPages = [
  ...router.matchAll(/"([^"]+)",\s*page\(\s*\(\) => import\("(\.\/routes\/[\w-]+)"\)/g),
].map(([, routePath, module]) => [routePath, module] as const);

describe("the page table the build preloads from (page-modules.ts)", () => {
  it("names every page of the router with the module the router loads for it", () => {
    const fromRouter = routerPages
      .filter(([routePath]) => routePath !== "*")
      .map(([routePath, module]) => [`/${routePath}`, `src/app/${module?.slice(2)}.tsx`]);
    expect(fromRouter.length).toBeGreaterThan(10);
    expect(Object.entries(PAGE_MODULES)).toEqual(fromRouter);
  });

  it("names modules that exist", () => {
    for (const module of [...Object.values(PAGE_MODULES), ENGLISH_REST_MODULE]) {
      expect(existsSync(path.join(webRoot, module)), module).toBe(true);
    }
  });

  it("prerenders no page about one person: those are the browser's alone", () => {
    for (const personal of ["/account", "/clinic", "/booking-confirmation"] as const) {
      expect(PRERENDERED_PAGES).not.toContain(personal);
    }
    expect(PRERENDERED_PAGES).toContain("/service/:id");
  });
});
