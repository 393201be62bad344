import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { exited, freeLoopbackPort, waitFor } from "./spawn-server";

/**
 * A real HAProxy (Debian's package, installed by .ci/run) in front of API processes, as production runs it:
 * round robin, a health check on GET /api/ready, a request that meets a stopping server (refused connection,
 * connection closed without an answer, or 503) retried on another one, and the client's address appended to
 * X-Forwarded-For. Each answer names the server that gave it in X-Served-By.
 */

export const HAPROXY_PATH = "/usr/sbin/haproxy";

export interface ProxyBackend {
  name: string;
  port: number;
}

export interface RunningProxy {
  child: ChildProcess;
  /** http://127.0.0.1:port, the public side. */
  url: string;
  output: () => string;
  /** HAProxy's own figures per server of the API backend (its stats page as CSV). */
  serverStats(): Promise<Map<string, ServerStats>>;
  stop(): Promise<void>;
}

export interface ServerStats {
  /** UP, DOWN, NOLB, MAINT… as HAProxy's stats page says (with a transition, e.g. "UP 1/2"). */
  status: string;
  /** Requests it answered (HTTP responses). */
  responses: number;
  /** Requests retried on it / moved from it to another server. */
  retries: number;
  redispatches: number;
  /** Responses per status class. */
  "5xx": number;
}

/** The HAProxy binary, or a plain error saying how to get it. */
export function requireHaproxy(): string {
  if (!fs.existsSync(HAPROXY_PATH)) {
    throw new Error(`${HAPROXY_PATH} is missing: install Debian's haproxy package (.ci/run does)`);
  }
  return HAPROXY_PATH;
}

/** The configuration: what a production set-up would hold, with short health-check intervals for a test. */
export function haproxyConfig(options: {
  port: number;
  statsPort: number;
  backends: ProxyBackend[];
}): string {
  return [
    "global",
    "  maxconn 2000",
    "",
    "defaults",
    "  mode http",
    "  timeout connect 2s",
    "  timeout client 30s",
    "  timeout server 30s",
    "  timeout http-request 10s",
    "  timeout http-keep-alive 10s",
    "  timeout queue 10s",
    "  timeout check 2s",
    // The client's TCP address, appended to whatever X-Forwarded-For the client sent.
    "  option forwardfor",
    // A request that cannot be served where it went is tried again, each time on another server: the API
    // answers 503 to requests reaching it once it closes, and a refused or dropped connection never ran.
    "  retries 3",
    "  option redispatch 1",
    "  retry-on conn-failure empty-response 503",
    "",
    "frontend public",
    `  bind 127.0.0.1:${options.port}`,
    "  default_backend api",
    "",
    "backend api",
    "  balance roundrobin",
    "  option httpchk",
    "  http-check send meth GET uri /api/ready ver HTTP/1.1 hdr host localhost",
    "  http-check expect status 200",
    "  http-response set-header X-Served-By %[srv_name]",
    "  default-server check inter 200ms fastinter 100ms downinter 500ms fall 2 rise 2",
    ...options.backends.map((backend) => `  server ${backend.name} 127.0.0.1:${backend.port}`),
    "",
    "listen stats",
    `  bind 127.0.0.1:${options.statsPort}`,
    "  stats enable",
    "  stats uri /stats",
    "",
  ].join("\n");
}

const numberAt = (fields: string[], header: string[], name: string) =>
  Number(fields[header.indexOf(name)] || 0);

/** Starts HAProxy in the foreground with its configuration in `dir`, and resolves once every backend is UP. */
export async function startHaproxy(options: {
  dir: string;
  backends: ProxyBackend[];
}): Promise<RunningProxy> {
  const binary = requireHaproxy();
  const port = await freeLoopbackPort();
  let statsPort = await freeLoopbackPort();
  while (statsPort === port) statsPort = await freeLoopbackPort();
  const configPath = path.join(options.dir, "haproxy.cfg");
  fs.writeFileSync(configPath, haproxyConfig({ port, statsPort, backends: options.backends }));
  const checked = spawn(binary, ["-c", "-f", configPath]);
  let checkOutput = "";
  checked.stdout?.on("data", (chunk: Buffer) => (checkOutput += chunk.toString()));
  checked.stderr?.on("data", (chunk: Buffer) => (checkOutput += chunk.toString()));
  if ((await exited(checked)) !== 0) throw new Error(`haproxy refuses its configuration:\n${checkOutput}`);

  let output = "";
  const child = spawn(binary, ["-db", "-f", configPath]);
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));

  const serverStats = async (): Promise<Map<string, ServerStats>> => {
    const response = await fetch(`http://127.0.0.1:${statsPort}/stats;csv`);
    const [head = "", ...lines] = (await response.text()).trim().split("\n");
    const header = head.replace(/^# /, "").split(",");
    const stats = new Map<string, ServerStats>();
    for (const line of lines) {
      const fields = line.split(",");
      const [proxy, server] = fields;
      if (proxy !== "api" || !server || server === "FRONTEND" || server === "BACKEND") continue;
      stats.set(server, {
        status: fields[header.indexOf("status")] ?? "",
        responses:
          numberAt(fields, header, "hrsp_1xx") +
          numberAt(fields, header, "hrsp_2xx") +
          numberAt(fields, header, "hrsp_3xx") +
          numberAt(fields, header, "hrsp_4xx") +
          numberAt(fields, header, "hrsp_5xx"),
        retries: numberAt(fields, header, "wretr"),
        redispatches: numberAt(fields, header, "wredis"),
        "5xx": numberAt(fields, header, "hrsp_5xx"),
      });
    }
    return stats;
  };

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    await exited(child);
  };

  try {
    let allUp = false;
    await waitFor(
      () => {
        if (child.exitCode !== null) throw new Error(`haproxy exited (${child.exitCode}):\n${output}`);
        void serverStats()
          .then((stats) => {
            allUp =
              stats.size === options.backends.length &&
              [...stats.values()].every((server) => server.status === "UP");
          })
          .catch(() => undefined);
        return allUp;
      },
      "haproxy to see every API process up",
      30_000,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, serverStats, stop };
}
