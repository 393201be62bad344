import http from "node:http";
import { INVITE_COOKIE_NAME } from "@ivdrips/contract/invites";
import { signedInvitePass } from "../src/plugins/invite-gate";

/**
 * A real HTTP client for tests that drive server processes, as one client machine: its requests leave from
 * its own loopback address (127.x.y.z; Linux routes all of 127/8 to lo), so the server sees a distinct client
 * address without trusting any forwarded header, and per-client rate limits count it alone.
 */

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** The body parsed as JSON (undefined when it is not JSON). */
  json: unknown;
}

export interface HttpClient {
  address: string;
  request(
    baseUrl: string,
    method: string,
    path: string,
    options?: { token?: string; body?: unknown; timeoutMs?: number; headers?: Record<string, string> },
  ): Promise<HttpAnswer>;
  close(): void;
}

let addressCounter = 0;
const addressBase = 1 + Math.floor(Math.random() * 200);

/** A loopback address no other client of this test run uses, e.g. 127.57.0.12 (random per run). */
export function uniqueLoopbackAddress(): string {
  addressCounter += 1;
  const n = addressCounter;
  return `127.${addressBase + (process.pid % 50)}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
}

/**
 * The invite gate's cookie, as a browser holds it after entering the code `codeId` on a server signing with
 * `jwtSecret`.
 */
export function inviteCookie(jwtSecret: string, codeId: string): string {
  return `${INVITE_COOKIE_NAME}=${encodeURIComponent(signedInvitePass(jwtSecret, codeId, new Date()))}`;
}

export function httpClient(options: {
  jwtSecret: string;
  inviteCodeId: string;
  address?: string;
}): HttpClient {
  const address = options.address ?? uniqueLoopbackAddress();
  const agent = new http.Agent({ keepAlive: true, localAddress: address, maxSockets: 256 });
  const cookie = inviteCookie(options.jwtSecret, options.inviteCodeId);
  return {
    address,
    request(baseUrl, method, path, { token, body, timeoutMs = 30_000, headers = {} } = {}) {
      const url = new URL(path, baseUrl);
      const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
      return new Promise((resolve, reject) => {
        const req = http.request(
          url,
          {
            method,
            agent,
            timeout: timeoutMs,
            headers: {
              ...headers,
              cookie,
              ...(token ? { authorization: `Bearer ${token}` } : {}),
              ...(payload ? { "content-type": "application/json", "content-length": payload.length } : {}),
            },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (chunk: Buffer) => chunks.push(chunk));
            res.on("error", reject);
            res.on("end", () => {
              const text = Buffer.concat(chunks).toString("utf8");
              let json: unknown;
              try {
                json = JSON.parse(text);
              } catch {
                json = undefined;
              }
              resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
            });
          },
        );
        req.on("timeout", () => req.destroy(new Error(`${method} ${path} timed out`)));
        req.on("error", reject);
        req.end(payload);
      });
    },
    close: () => agent.destroy(),
  };
}
