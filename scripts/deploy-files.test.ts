import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * What the container promises, read from the Dockerfile and compose.yaml (no Docker registry is reachable
 * here to build them; `node scripts/docker-steps.mjs` runs the Dockerfile's steps without Docker).
 */

const root = path.resolve(import.meta.dirname, "..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

/** The Dockerfile's instructions, continuation lines joined, comments dropped. */
const instructions = read("Dockerfile")
  .replace(/\\\n/g, " ")
  .split("\n")
  .map((line) => line.trim())
  .filter((line) => line !== "" && !line.startsWith("#"));
const stages = instructions.join("\n").split(/^(?=FROM )/m);
const runtime = stages.at(-1) ?? "";

describe("Dockerfile", () => {
  it("builds on the Node major of .nvmrc and package.json's engines, slim, in two stages", () => {
    const major = read(".nvmrc").trim();
    const engines = (JSON.parse(read("package.json")) as { engines: { node: string } }).engines.node;
    expect(engines).toMatch(new RegExp(`^>=${major}\\.`));
    const froms = instructions.filter((line) => line.startsWith("FROM "));
    expect(froms).toEqual([`FROM node:${major}-slim AS build`, `FROM node:${major}-slim AS runtime`]);
  });

  it("runs as a non-root user on production dependencies, the compiled server, with its health check", () => {
    expect(runtime).toMatch(/^RUN .*npm ci --omit=dev/m);
    expect(runtime).not.toMatch(/^COPY \. /m);
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/^ENV NODE_ENV=production/m);
    expect(runtime).toMatch(/^HEALTHCHECK .*CMD \["node", "-e", "fetch\(.*\/api\/ready/m);
    expect(runtime).toMatch(/^STOPSIGNAL SIGTERM$/m);
    const cmd = /^CMD (.*)$/m.exec(runtime)?.[1] ?? "[]";
    const startProd = (JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts[
      "start:prod"
    ];
    // The image runs what `npm run start:prod` runs, without npm in between.
    expect(`exec ${(JSON.parse(cmd) as string[]).join(" ")}`).toBe(startProd);
  });

  it("copies in every folder the compiled server reads", () => {
    for (const folder of ["apps/api/dist", "apps/web/dist", "apps/web/dist-ssr"]) {
      expect(runtime).toContain(`COPY --from=build /app/${folder} ${folder}`);
    }
  });
});

describe("compose.yaml", () => {
  const compose = read("compose.yaml");
  it("puts Caddy in front of two API processes on PostgreSQL 16 with a volume and Redis 7", () => {
    expect(compose).toMatch(/^ {2}caddy:\n {4}image: caddy:2$/m);
    expect(compose).toMatch(/^ {2}api-1: \*api$/m);
    expect(compose).toMatch(/^ {2}api-2: \*api$/m);
    expect(compose).toMatch(/^ {2}postgres:\n {4}image: postgres:16$/m);
    expect(compose).toContain("- postgres-data:/var/lib/postgresql/data");
    expect(compose).toMatch(/^ {2}redis:\n {4}image: redis:7$/m);
    expect(read("deploy/Caddyfile")).toMatch(/reverse_proxy api-1:3000 api-2:3000/);
  });

  it("gives the API processes the database, Redis and the proxy's trust", () => {
    expect(compose).toContain("DATABASE_URL: postgres://ivdrips:");
    expect(compose).toContain("REDIS_URL: redis://redis:6379");
    expect(compose).toContain('TRUST_PROXY: "1"');
  });
});
