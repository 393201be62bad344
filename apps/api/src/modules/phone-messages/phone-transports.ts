import fs from "node:fs/promises";
import path from "node:path";
import type { Language } from "@ivdrips/contract/languages";
import type { PhoneChannel } from "@ivdrips/contract/phone-messages";
import type { Clock } from "../../lib/clock";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "../../lib/private-files";
import { isReplyName, isTemplateName, messageText, TEMPLATES, WHATSAPP_LANGUAGE_CODES } from "./templates";

// How a message leaves: WhatsApp's Cloud API, Twilio's Messages API for SMS, or (with no credentials) a file
// in DATA_DIR/messages, as email without SMTP_URL goes to DATA_DIR/mail.

export interface OutgoingMessage {
  /** The outbox row's id. */
  id: string;
  /** E.164. */
  to: string;
  language: Language;
  /** A template (phone-messages/templates.ts), or a free-form reply. */
  name: string;
  params: readonly string[];
}

export interface PhoneTransport {
  channel: PhoneChannel;
  /** Resolves with the provider's id for the message once the provider accepted it. */
  send(message: OutgoingMessage): Promise<{ providerMessageId: string }>;
  /** True when it writes files nobody receives (no credentials). */
  keepsFiles: boolean;
}

/**
 * A refusal that trying again will not change (a number not on WhatsApp, a template not approved, a bad
 * number): the message fails at once and its fallback takes over.
 */
export class PermanentSendError extends Error {}

/** A provider's HTTP error: 429 and 5xx are worth another try later; any other 4xx is final. */
function httpError(provider: string, status: number, detail: string): Error {
  const message = `${provider} answered ${status}: ${detail}`.slice(0, 500);
  return status === 429 || status >= 500 ? new Error(message) : new PermanentSendError(message);
}

async function responseDetail(response: Response): Promise<string> {
  const text = await response.text().catch(() => "");
  try {
    const body = JSON.parse(text) as {
      error?: { code?: unknown; message?: unknown };
      code?: unknown;
      message?: unknown;
    };
    const error = body.error ?? body;
    return [error.code, error.message].filter((part) => part !== undefined).join(" ");
  } catch {
    return text.slice(0, 200);
  }
}

/** The WhatsApp request body of a message: a template with its body values, or a text reply. */
export function whatsappPayload(message: OutgoingMessage): object {
  const to = message.to.replace(/^\+/, "");
  if (isReplyName(message.name)) {
    return {
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to,
      type: "text",
      text: { body: messageText(message.name, message.language, []) },
    };
  }
  if (!isTemplateName(message.name)) throw new PermanentSendError(`no template ${message.name}`);
  const text = (value: string) => ({ type: "text", text: value });
  const components: object[] = [{ type: "body", parameters: message.params.map(text) }];
  // An authentication template's copy-code button carries the code too.
  if (TEMPLATES[message.name].category === "AUTHENTICATION") {
    components.push({
      type: "button",
      sub_type: "url",
      index: "0",
      parameters: [text(message.params[0] ?? "")],
    });
  }
  return {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to,
    type: "template",
    template: {
      name: message.name,
      language: { code: WHATSAPP_LANGUAGE_CODES[message.language] },
      components,
    },
  };
}

export interface WhatsAppSettings {
  apiBase: string;
  phoneNumberId: string;
  accessToken: string;
}

export function createWhatsAppTransport(settings: WhatsAppSettings, timeoutMs: number): PhoneTransport {
  const url = `${settings.apiBase.replace(/\/+$/, "")}/${encodeURIComponent(settings.phoneNumberId)}/messages`;
  return {
    channel: "whatsapp",
    keepsFiles: false,
    async send(message) {
      const response = await fetch(url, {
        method: "POST",
        headers: { authorization: `Bearer ${settings.accessToken}`, "content-type": "application/json" },
        body: JSON.stringify(whatsappPayload(message)),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw httpError("WhatsApp", response.status, await responseDetail(response));
      const body = (await response.json()) as { messages?: { id?: unknown }[] };
      const id = body.messages?.[0]?.id;
      if (typeof id !== "string") throw new Error("WhatsApp answered without a message id");
      return { providerMessageId: id };
    },
  };
}

export interface TwilioSettings {
  apiBase: string;
  accountSid: string;
  authToken: string;
  from: string;
}

export function createTwilioTransport(settings: TwilioSettings, timeoutMs: number): PhoneTransport {
  const url = `${settings.apiBase.replace(/\/+$/, "")}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString("base64")}`;
  return {
    channel: "sms",
    keepsFiles: false,
    async send(message) {
      const response = await fetch(url, {
        method: "POST",
        headers: { authorization, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          To: message.to,
          From: settings.from,
          Body: messageText(message.name, message.language, message.params),
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw httpError("Twilio", response.status, await responseDetail(response));
      const body = (await response.json()) as { sid?: unknown };
      if (typeof body.sid !== "string") throw new Error("Twilio answered without a message SID");
      return { providerMessageId: body.sid };
    },
  };
}

/** ISO 8601 basic format (no colons), so the file name is valid on every file system. */
const fileTimestamp = (at: Date) => at.toISOString().replace(/[-:]/g, "");

/** Writes each message to DATA_DIR/messages as JSON: what would have been sent, and the text it reads as. */
export function createMessageFileTransport(
  channel: PhoneChannel,
  dataDir: string,
  clock: Clock = () => new Date(),
): PhoneTransport {
  const folder = path.join(dataDir, "messages");
  return {
    channel,
    keepsFiles: true,
    async send(message) {
      const record = {
        id: message.id,
        channel,
        to: message.to,
        language: message.language,
        name: message.name,
        params: message.params,
        text: messageText(message.name, message.language, message.params),
        ...(channel === "whatsapp" ? { request: whatsappPayload(message) } : {}),
      };
      // Messages carry names of places and times, and codes: readable by the server's user only.
      await fs.mkdir(folder, { recursive: true, mode: PRIVATE_DIR_MODE });
      const file = path.join(folder, `${fileTimestamp(clock())}-${message.id}-${channel}.json`);
      await fs.writeFile(file, `${JSON.stringify(record, null, 2)}\n`, { mode: PRIVATE_FILE_MODE });
      return { providerMessageId: `file:${channel}:${message.id}` };
    },
  };
}
