import { createHmac, timingSafeEqual } from "node:crypto";
import { isLanguage, type Language } from "@ivdrips/contract/languages";
import { z } from "zod";
import type { Database, Executor } from "../../db/client";
import { inTransaction } from "../../db/transactions";
import { AppError } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { heldEmails } from "../notifications/outbox.service";
import { fallBack } from "./message-dispatcher";
import {
  advanceMessageStatus,
  deleteOptOut,
  findLanguageOfPhone,
  forgetMessageCredential,
  insertOptOut,
  insertOutboxMessage,
} from "./phone-messages.repository";

// WhatsApp's webhook (issue 38): the verification handshake, and signed events: delivery statuses of our
// messages, and the customer's own messages, of which STOP and START are acted on.

/** Whether `header` (X-Hub-Signature-256: "sha256=<hex>") is the HMAC-SHA256 of `body` under `appSecret`. */
export function isSignedByWhatsApp(body: Buffer, header: string | undefined, appSecret: string): boolean {
  if (!header?.startsWith("sha256=")) return false;
  const given = Buffer.from(header.slice("sha256=".length), "hex");
  const expected = createHmac("sha256", appSecret).update(body).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The words that opt a number out, and back in, with the language each is in (its reply's). */
const STOP_WORDS: Record<string, Language> = { STOP: "en", BERHENTI: "ms", 停止: "zh" };
const START_WORDS: Record<string, Language> = { START: "en", MULA: "ms", 开始: "zh" };

/** "stop", " Stop! ", "停止。" → the keyword, or undefined for any other message. */
export function keywordOf(text: string): { opt: "out" | "in"; language: Language } | undefined {
  const word = text
    .trim()
    .replace(/[.!。！]+$/u, "")
    .toUpperCase();
  if (Object.hasOwn(STOP_WORDS, word)) return { opt: "out", language: STOP_WORDS[word] ?? "en" };
  if (Object.hasOwn(START_WORDS, word)) return { opt: "in", language: START_WORDS[word] ?? "en" };
  return undefined;
}

const StatusSchema = z.object({
  id: z.string().min(1).max(200),
  status: z.enum(["sent", "delivered", "read", "failed"]),
  timestamp: z.string().regex(/^\d{1,12}$/),
  errors: z.array(z.object({ code: z.number().optional(), title: z.string().optional() })).optional(),
});

const IncomingSchema = z.object({
  from: z.string().regex(/^\d{8,15}$/),
  type: z.string(),
  text: z.object({ body: z.string().max(4096) }).optional(),
});

/** The parts of an event we act on; anything else in it (and any entry not of this shape) is ignored. */
const EventSchema = z.object({
  object: z.string().optional(),
  entry: z
    .array(
      z.object({
        changes: z
          .array(
            z.object({
              value: z
                .object({
                  statuses: z.array(z.unknown()).optional(),
                  messages: z.array(z.unknown()).optional(),
                })
                .optional(),
            }),
          )
          .optional(),
      }),
    )
    .optional(),
});

export interface WhatsAppWebhookDeps {
  db: Database;
  clock: Clock;
  appSecret: string | undefined;
  verifyToken: string | undefined;
  smsAvailable: boolean;
  /** Called after a commit that queued a message or released an email. */
  onQueued?: () => void;
}

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

export function createWhatsAppWebhook(deps: WhatsAppWebhookDeps) {
  const { db, clock } = deps;

  async function onStatus(tx: Executor, raw: unknown): Promise<boolean> {
    const parsed = StatusSchema.safeParse(raw);
    if (!parsed.success) return false;
    const report = parsed.data;
    const error = report.errors?.[0];
    const row = await advanceMessageStatus(tx, report.id, {
      status: report.status,
      at: new Date(Number(report.timestamp) * 1000),
      ...(report.status === "failed"
        ? { error: [error?.code, error?.title].filter((part) => part !== undefined).join(" ") || "failed" }
        : {}),
    });
    if (!row) return false;
    if (row.status === "failed") {
      return (await fallBack(tx, row, { smsAvailable: deps.smsAvailable, now: clock() })) !== "none";
    }
    if (row.status === "delivered" || row.status === "read") {
      await heldEmails.drop(tx, row.chainId);
      await forgetMessageCredential(tx, row.id);
    }
    return false;
  }

  /** STOP opts the number out at once and is confirmed once; START opts it back in, confirmed once too. */
  async function onIncoming(tx: Executor, raw: unknown): Promise<boolean> {
    const parsed = IncomingSchema.safeParse(raw);
    if (!parsed.success || parsed.data.type !== "text" || !parsed.data.text) return false;
    const keyword = keywordOf(parsed.data.text.body);
    if (!keyword) return false;
    const phone = `+${parsed.data.from}`;
    const now = clock();
    const changed =
      keyword.opt === "out" ? await insertOptOut(tx, phone, now) : await deleteOptOut(tx, phone);
    if (!changed) return false;
    const known = await findLanguageOfPhone(tx, phone);
    await insertOutboxMessage(tx, {
      kind: keyword.opt === "out" ? "opted_out" : "opted_in",
      channel: "whatsapp",
      toPhone: phone,
      language: known && isLanguage(known) ? known : keyword.language,
      template: keyword.opt === "out" ? "opted_out" : "opted_in",
      params: [],
      availableAt: now,
    });
    return true;
  }

  return {
    /** The subscription handshake: echoes hub.challenge when hub.verify_token is ours. */
    verify(query: { mode?: string; token?: string; challenge?: string }): string {
      if (
        !deps.verifyToken ||
        query.mode !== "subscribe" ||
        query.token === undefined ||
        !sameText(query.token, deps.verifyToken)
      ) {
        throw new AppError("FORBIDDEN", "webhookVerifyTokenInvalid");
      }
      return query.challenge ?? "";
    },

    /** A signed event: refused (401, nothing recorded) unless signed with WHATSAPP_APP_SECRET. */
    async receive(body: Buffer, signature: string | undefined): Promise<void> {
      if (!deps.appSecret || !isSignedByWhatsApp(body, signature, deps.appSecret)) {
        throw new AppError("UNAUTHORIZED", "webhookSignatureInvalid");
      }
      let json: unknown;
      try {
        json = JSON.parse(body.toString("utf8"));
      } catch {
        throw new AppError("INVALID_JSON", "requestInvalid");
      }
      const event = EventSchema.safeParse(json);
      if (!event.success) return;
      const values = (event.data.entry ?? []).flatMap((entry) =>
        (entry.changes ?? []).flatMap((change) => (change.value ? [change.value] : [])),
      );
      const queued = await inTransaction(db, async (tx) => {
        let any = false;
        for (const value of values) {
          for (const status of value.statuses ?? []) any = (await onStatus(tx, status)) || any;
          for (const message of value.messages ?? []) any = (await onIncoming(tx, message)) || any;
        }
        return any;
      });
      if (queued) deps.onQueued?.();
    },
  };
}

export type WhatsAppWebhook = ReturnType<typeof createWhatsAppWebhook>;
