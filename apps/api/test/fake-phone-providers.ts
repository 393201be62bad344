import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// A local stand-in for WhatsApp's Cloud API and Twilio's Messages API (issue 38): one HTTP server that records
// every request and answers as told, so the real transports, dispatcher and fallbacks run against it.

export const FAKE_WHATSAPP = {
  phoneNumberId: "109876543210",
  accessToken: "fake-whatsapp-access-token",
  appSecret: "fake-whatsapp-app-secret-0123456789",
  verifyToken: "fake-whatsapp-verify-token-0123",
} as const;

export const FAKE_TWILIO = {
  accountSid: `AC${"0123456789abcdef".repeat(2)}`,
  authToken: "fake-twilio-auth-token",
  from: "+60300000000",
} as const;

/** How a provider answers: accepts, refuses for good (a number not on WhatsApp), fails for now, or never answers. */
export type FakeMode = "accept" | "refuse" | "fail" | "stall";

export interface FakePhoneRequest {
  provider: "whatsapp" | "sms";
  path: string;
  headers: IncomingHttpHeaders;
  /** WhatsApp's JSON body, or Twilio's form as an object. */
  body: Record<string, unknown>;
  /** The id the provider gave it, when it accepted it. */
  answeredId?: string;
}

export interface FakePhoneProviders {
  /** Base URLs to give WHATSAPP_API_BASE and TWILIO_API_BASE. */
  whatsappBase: string;
  twilioBase: string;
  requests: FakePhoneRequest[];
  /** Requests the provider accepted (answered 200/201 with an id). */
  accepted(provider?: "whatsapp" | "sms"): FakePhoneRequest[];
  mode: { whatsapp: FakeMode; sms: FakeMode };
  /** The settings a test app takes (AppSettings.phoneMessages). */
  settings(options?: { sms?: boolean }): {
    whatsapp: { apiBase: string; phoneNumberId: string; accessToken: string; appSecret: string };
    whatsappVerifyToken: string;
    sms: { apiBase: string; accountSid: string; authToken: string; from: string } | undefined;
  };
  /** The last code sent to `phone` (digits only, e.g. "60123456789" or "+60123456789"), by either channel. */
  lastCodeTo(phone: string): string | undefined;
  waitForRequests(count: number, timeoutMs?: number): Promise<void>;
  reset(): void;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * Starts the fake on `port` (any free one by default). Another process (the browser tests) reads what it
 * received with GET /__requests, and sets how it answers with POST /__mode {whatsapp?, sms?}.
 */
export async function startFakePhoneProviders(port = 0): Promise<FakePhoneProviders> {
  const requests: FakePhoneRequest[] = [];
  const mode: FakePhoneProviders["mode"] = { whatsapp: "accept", sms: "accept" };
  const stalled: ServerResponse[] = [];
  let counter = 0;

  function answer(response: ServerResponse, status: number, body: unknown) {
    response.writeHead(status, { "content-type": "application/json" });
    response.end(JSON.stringify(body));
  }

  const server = createServer((request, response) => {
    void (async () => {
      const text = await readBody(request);
      const path = request.url ?? "/";
      if (path === "/__requests") return answer(response, 200, requests);
      if (path === "/__health") return answer(response, 200, { ok: true });
      if (path === "/__mode" && request.method === "POST") {
        Object.assign(mode, JSON.parse(text) as Partial<FakePhoneProviders["mode"]>);
        return answer(response, 200, mode);
      }
      const isWhatsapp = path.startsWith("/whatsapp/");
      const isSms = path.startsWith("/twilio/");
      if (!isWhatsapp && !isSms) return answer(response, 404, { error: { message: "no such path" } });
      const provider = isWhatsapp ? "whatsapp" : "sms";
      const body = isWhatsapp
        ? (JSON.parse(text) as Record<string, unknown>)
        : Object.fromEntries(new URLSearchParams(text));
      const recorded: FakePhoneRequest = { provider, path, headers: request.headers, body };
      requests.push(recorded);
      const expected = isWhatsapp
        ? `Bearer ${FAKE_WHATSAPP.accessToken}`
        : `Basic ${Buffer.from(`${FAKE_TWILIO.accountSid}:${FAKE_TWILIO.authToken}`).toString("base64")}`;
      if (request.headers.authorization !== expected) {
        return answer(response, 401, { error: { code: 190, message: "Invalid OAuth access token" } });
      }
      switch (mode[provider]) {
        case "stall":
          stalled.push(response);
          return;
        case "fail":
          return answer(response, 503, {
            error: { code: 131016, message: "Service temporarily unavailable" },
          });
        case "refuse":
          return isWhatsapp
            ? answer(response, 400, { error: { code: 131026, message: "Message undeliverable" } })
            : answer(response, 400, { code: 21211, message: "The 'To' number is not a valid phone number." });
        case "accept": {
          counter += 1;
          recorded.answeredId = isWhatsapp
            ? `wamid.FAKE${counter}`
            : `SM${String(counter).padStart(32, "0")}`;
          return isWhatsapp
            ? answer(response, 200, {
                messaging_product: "whatsapp",
                contacts: [{ input: body.to, wa_id: body.to }],
                messages: [{ id: recorded.answeredId }],
              })
            : answer(response, 201, { sid: recorded.answeredId, status: "queued" });
        }
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const codeOf = (entry: FakePhoneRequest): string | undefined => {
    if (entry.provider === "sms") return /\b(\d{6})\b/.exec(String(entry.body.Body ?? ""))?.[1];
    const template = entry.body.template as
      { name?: string; components?: { parameters?: { text?: string }[] }[] } | undefined;
    if (template?.name !== "verification_code") return undefined;
    return template.components?.[0]?.parameters?.[0]?.text;
  };
  const toOf = (entry: FakePhoneRequest) =>
    String(entry.provider === "sms" ? entry.body.To : entry.body.to).replace(/^\+/, "");

  return {
    whatsappBase: `${origin}/whatsapp`,
    twilioBase: `${origin}/twilio`,
    requests,
    mode,
    accepted: (provider) =>
      requests.filter((entry) => entry.answeredId && (!provider || entry.provider === provider)),
    settings: (options) => ({
      whatsapp: {
        apiBase: `${origin}/whatsapp`,
        phoneNumberId: FAKE_WHATSAPP.phoneNumberId,
        accessToken: FAKE_WHATSAPP.accessToken,
        appSecret: FAKE_WHATSAPP.appSecret,
      },
      whatsappVerifyToken: FAKE_WHATSAPP.verifyToken,
      sms:
        options?.sms === false
          ? undefined
          : {
              apiBase: `${origin}/twilio`,
              accountSid: FAKE_TWILIO.accountSid,
              authToken: FAKE_TWILIO.authToken,
              from: FAKE_TWILIO.from,
            },
    }),
    lastCodeTo(phone) {
      const digits = phone.replace(/^\+/, "");
      return requests
        .filter((entry) => toOf(entry) === digits)
        .map(codeOf)
        .filter((code): code is string => code !== undefined)
        .at(-1);
    },
    async waitForRequests(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (requests.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} requests, got ${requests.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    reset() {
      requests.length = 0;
      mode.whatsapp = "accept";
      mode.sms = "accept";
    },
    async close() {
      for (const response of stalled) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
