import { createHmac } from "node:crypto";
import { expect, type APIRequestContext } from "@playwright/test";
import { FAKE_WHATSAPP, type FakeMode, type FakePhoneRequest } from "../apps/api/test/fake-phone-providers";

// What the browser tests read of, and tell, the fake WhatsApp Cloud API and Twilio (e2e/fake-phone-server.ts):
// on E2E_PORT + 1000, as playwright.config.ts starts it.

const phoneBase = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1000}`;

/** Everything the fake received so far. */
export async function phoneRequests(request: APIRequestContext): Promise<FakePhoneRequest[]> {
  const response = await request.get(`${phoneBase}/__requests`);
  expect(response.status()).toBe(200);
  return (await response.json()) as FakePhoneRequest[];
}

/** How the fake answers from now on. */
export async function setPhoneMode(
  request: APIRequestContext,
  mode: Partial<{ whatsapp: FakeMode; sms: FakeMode }>,
): Promise<void> {
  expect((await request.post(`${phoneBase}/__mode`, { data: mode })).status()).toBe(200);
}

const templateName = (entry: FakePhoneRequest) =>
  (entry.body.template as { name?: string } | undefined)?.name;

/** The WhatsApp requests to `phone` (E.164) of `template`, once at least one has arrived. */
export async function whatsappTo(
  request: APIRequestContext,
  phone: string,
  template: string,
): Promise<FakePhoneRequest[]> {
  let found: FakePhoneRequest[] = [];
  await expect
    .poll(
      async () => {
        found = (await phoneRequests(request)).filter(
          (entry) =>
            entry.provider === "whatsapp" &&
            entry.body.to === phone.slice(1) &&
            templateName(entry) === template,
        );
        return found.length;
      },
      { message: `a WhatsApp ${template} to ${phone}`, timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  return found;
}

/** The verification code last sent to `phone` by WhatsApp. */
export async function codeSentTo(request: APIRequestContext, phone: string): Promise<string> {
  const sent = await whatsappTo(request, phone, "verification_code");
  const template = sent.at(-1)?.body.template as { components: { parameters: { text: string }[] }[] };
  const code = template.components[0]?.parameters[0]?.text ?? "";
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

/** Posts a status of a sent message to the webhook, signed as WhatsApp signs it. */
export async function reportStatus(
  request: APIRequestContext,
  messageId: string,
  status: "delivered" | "read" | "failed",
): Promise<void> {
  const body = JSON.stringify({
    object: "whatsapp_business_account",
    entry: [
      {
        id: "WABA",
        changes: [
          {
            field: "messages",
            value: {
              statuses: [{ id: messageId, status, timestamp: String(Math.floor(Date.now() / 1000)) }],
            },
          },
        ],
      },
    ],
  });
  const signature = `sha256=${createHmac("sha256", FAKE_WHATSAPP.appSecret).update(body).digest("hex")}`;
  const response = await request.post("/api/webhooks/whatsapp", {
    headers: { "content-type": "application/json", "x-hub-signature-256": signature },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(200);
}
