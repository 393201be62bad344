import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * What the container promises, read from the Dockerfile and compose.yaml (no Docker registry is reachable
 * here to build them; `node scripts/docker-steps.mjs` runs the Dockerfile's steps without Docker).
 */

const root = path.resolve(import.meta.dirname, "..");
/** Debian's caddy (apt-get install caddy; .ci/run installs it). */
const CADDY_PATH = "/usr/bin/caddy";
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

  it("stamps the build with the commit given as GIT_COMMIT, declared after the install it would invalidate", () => {
    const build = stages[0] ?? "";
    expect(build).toMatch(/^ARG GIT_COMMIT$/m);
    expect(build.indexOf("ARG GIT_COMMIT")).toBeGreaterThan(build.indexOf("npm ci"));
    expect(build.indexOf("ARG GIT_COMMIT")).toBeLessThan(build.indexOf("npm run build"));
    expect(read("compose.yaml")).toContain("GIT_COMMIT: ${GIT_COMMIT:-}");
  });

  it("copies in every folder the compiled server reads", () => {
    for (const folder of ["apps/api/dist", "apps/web/dist", "apps/web/dist-ssr"]) {
      expect(runtime).toContain(`COPY --from=build /app/${folder} ${folder}`);
    }
  });

  it("ships what `npm run admin` starts, which runs the compiled CLI where tsx is not installed", () => {
    const admin = (JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts.admin;
    const launcher = /^node (\S+\.mjs)$/.exec(admin ?? "")?.[1];
    expect(launcher).toBe("apps/api/scripts/admin.mjs");
    expect(runtime).toContain(`COPY --from=build /app/${launcher} ${launcher}`);
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
    expect(compose).toContain("API_UPSTREAMS: api-1:3000 api-2:3000");
    expect(compose).toContain("- ./deploy/Caddyfile:/etc/caddy/Caddyfile:ro");
  });

  it("gives the API processes the database as two roles, Redis and the proxy's trust", () => {
    // Serving as the role with data rights only; migrating as the owner, the image's POSTGRES_USER.
    expect(compose).toContain("DATABASE_URL: postgres://ivdrips_app:${APP_DB_PASSWORD:?");
    expect(compose).toContain("MIGRATION_DATABASE_URL: postgres://ivdrips:${POSTGRES_PASSWORD:?");
    expect(compose).toMatch(/^ {6}POSTGRES_USER: ivdrips$/m);
    // The serving role is made on the database's first start, by the script the PostgreSQL test runs.
    expect(compose).toContain(
      "- ./deploy/postgres/create-app-role.sh:/docker-entrypoint-initdb.d/10-create-app-role.sh:ro",
    );
    expect(compose).toContain("REDIS_URL: redis://redis:6379");
    expect(compose).toContain('TRUST_PROXY: "1"');
  });
});

/** `caddy adapt`: the Caddyfile as Caddy reads it (JSON), with `env` for its {$...} placeholders. */
function adaptCaddyfile(env: Record<string, string>): CaddyProxy {
  const result = spawnSync(CADDY_PATH, ["adapt", "--config", path.join(root, "deploy/Caddyfile")], {
    encoding: "utf8",
    env: { PATH: process.env.PATH ?? "", HOME: os.tmpdir(), ...env },
  });
  if (result.error)
    throw new Error(`${CADDY_PATH}: ${result.error.message}; install Debian's caddy (.ci/run does)`);
  if (result.status !== 0) throw new Error(`caddy refuses deploy/Caddyfile:\n${result.stderr}`);
  const config = JSON.parse(result.stdout) as CaddyConfig;
  const site = config.apps.http.servers.srv0?.routes[0];
  const proxy = site?.handle[0]?.routes?.[0]?.handle.find((handler) => handler.handler === "reverse_proxy");
  if (!site || !proxy) throw new Error(`no reverse_proxy in:\n${result.stdout}`);
  return { ...proxy, hosts: site.match?.[0]?.host ?? [] };
}

interface CaddyHandler {
  handler: string;
  routes?: { handle: CaddyHandler[] }[];
  upstreams?: { dial: string }[];
  health_checks?: {
    active?: { uri?: string; interval?: number; timeout?: number; expect_status?: number };
    passive?: { fail_duration?: number; max_fails?: number };
  };
  load_balancing?: { try_duration?: number };
}
type CaddyProxy = CaddyHandler & { hosts: string[] };
interface CaddyConfig {
  apps: {
    http: {
      servers: Record<string, { routes: { match?: { host?: string[] }[]; handle: CaddyHandler[] }[] }>;
    };
  };
}

describe("deploy/Caddyfile, as Caddy reads it", () => {
  const seconds = (ns: number | undefined) => (ns ?? 0) / 1e9;

  it("for plain processes: two on loopback, each health-checked on /api/ready, retried on the other", () => {
    const proxy = adaptCaddyfile({ SITE_ADDRESS: "book.ivdrips.example" });
    expect(proxy.hosts).toEqual(["book.ivdrips.example"]);
    expect(proxy.upstreams).toEqual([{ dial: "127.0.0.1:3000" }, { dial: "127.0.0.1:3001" }]);
    expect(proxy.health_checks?.active).toMatchObject({ uri: "/api/ready", expect_status: 200 });
    expect(seconds(proxy.health_checks?.active?.interval)).toBe(5);
    expect(proxy.health_checks?.passive?.max_fails).toBe(1);
    expect(seconds(proxy.load_balancing?.try_duration)).toBe(10);
  });

  it("for compose: the two containers compose.yaml names", () => {
    const upstreams = /API_UPSTREAMS: (.+)$/m.exec(read("compose.yaml"))?.[1] ?? "";
    const proxy = adaptCaddyfile({ API_UPSTREAMS: upstreams });
    expect(proxy.upstreams).toEqual([{ dial: "api-1:3000" }, { dial: "api-2:3000" }]);
    expect(proxy.health_checks?.active?.uri).toBe("/api/ready");
  });
});
