import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { QueryClient } from "@tanstack/query-core";
import { describe, expect, it } from "vitest";
import * as cut from "./infinite-query-behavior";

/*
 * The cut stands in for a module only infinite queries reach. What is compared is query-core's own build: which
 * of its modules import the paging, what they call, and that the cut answers every name they import.
 */
const BUILD = path.join(
  path.dirname(require.resolve("@tanstack/query-core/package.json")),
  "build",
  "modern",
);
const source = (file: string) => readFileSync(path.join(BUILD, file), "utf8");
const importsPaging = /from "\.\/infiniteQueryBehavior\.js"/;

describe("infinite queries cut from @tanstack/query-core 5.108.0", () => {
  it("answers every name query-core imports from the module, and throws naming itself", () => {
    const exported = /export \{ ([^}]+) \}/.exec(source("infiniteQueryBehavior.js"))?.[1];
    const names = exported?.split(",").map((name) => name.trim()) ?? [];
    expect(names.sort()).toEqual(Object.keys(cut).sort());
    for (const stand of Object.values(cut))
      expect(() => stand()).toThrow(/stand-ins\/infinite-query-behavior\.ts/);
  });

  it("is reached only by an infinite query: query.js's fetch of that kind, and the infinite observer", () => {
    const importers = readdirSync(BUILD).filter(
      (file) => file.endsWith(".js") && importsPaging.test(source(file)),
    );
    expect(importers.sort()).toEqual(["infiniteQueryObserver.js", "query.js"]);
    const calls = source("query.js").match(/[^\n]*infiniteQueryBehavior\(/g) ?? [];
    expect(calls).toEqual([
      expect.stringMatching(/this\.#queryType === "infinite" \? infiniteQueryBehavior\(/),
    ]);
  });

  it("leaves a plain query as it is: it fetches without the paging", async () => {
    const client = new QueryClient();
    const data = await client.fetchQuery({ queryKey: ["plain"], queryFn: () => ["a", "b"] });
    expect(data).toEqual(["a", "b"]);
    expect(client.getQueryCache().find({ queryKey: ["plain"] })?.state.data).toEqual(["a", "b"]);
  });
});
