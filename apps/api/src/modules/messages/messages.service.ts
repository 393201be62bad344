import type { InboxStatus } from "@ivdrips/contract/admin";
import type { UpdateInboxItemRequest } from "@ivdrips/contract/admin-inbox";
import type { Language } from "@ivdrips/contract/languages";
import { isHoneypotFilled, type ContactMessage, type SupportMessage } from "@ivdrips/contract/messages";
import type { Database, Executor } from "../../db/client";
import { inTransaction, type AlsoInTransaction } from "../../db/transactions";
import type { Clock } from "../../lib/clock";
import { enqueueEmail } from "../notifications/outbox.service";
import { contactMessageEmail, supportMessageEmail } from "./form-emails";
import {
  insertContactMessage,
  insertSupportMessage,
  lockContactMessage,
  lockSupportMessage,
  pageContactMessages,
  pageSupportMessages,
  setContactMessageStatus,
  setSupportMessageStatus,
  type ContactMessageRow,
  type SupportMessageRow,
} from "./messages.repository";

export type { ContactMessageRow, SupportMessageRow } from "./messages.repository";

/** A message as it was before a staff member's decision and as the decision left it. */
export interface MessageTriage<Row> {
  before: Row;
  after: Row;
}

type Page = { limit: number; offset: number };

/** A table of messages as the console triages it: its row locked, and its status and note set. */
interface TriagedTable<Row extends { staffNote: string | null }> {
  lock(tx: Executor, id: string): Promise<Row | undefined>;
  set(
    tx: Executor,
    id: string,
    values: { status: InboxStatus; staffNote: string | null },
  ): Promise<Row | undefined>;
}

export interface MessagesServiceDeps {
  db: Database;
  clock: Clock;
  /** Where the team reads the messages (SUPPORT_EMAIL). */
  supportEmail: string;
  onEmailQueued?: () => void;
}

/**
 * The support and contact forms: each message is stored and its email to the team queued in one
 * transaction. A filled-in honeypot means a bot: nothing is stored or sent, and the caller answers as usual.
 */
export function createMessagesService(deps: MessagesServiceDeps) {
  const { db, clock, supportEmail } = deps;

  /**
   * A staff member sets a message's status and the team's note (omitted: kept; null: cleared), with what
   * `alsoInTransaction` writes (the console's audit row). Undefined when there is no such message.
   */
  function triage<Row extends { staffNote: string | null }>(
    table: TriagedTable<Row>,
    id: string,
    decision: UpdateInboxItemRequest,
    alsoInTransaction?: AlsoInTransaction<MessageTriage<Row>>,
  ): Promise<Row | undefined> {
    return inTransaction(db, async (tx) => {
      const before = await table.lock(tx, id);
      if (!before) return undefined;
      const after = await table.set(tx, id, {
        status: decision.status,
        staffNote: decision.note === undefined ? before.staffNote : decision.note,
      });
      if (!after) return undefined;
      await alsoInTransaction?.(tx, { before, after });
      return after;
    });
  }

  return {
    async sendSupportMessage(input: SupportMessage, language: Language): Promise<void> {
      if (isHoneypotFilled(input.website)) return;
      await inTransaction(db, async (tx) => {
        const row = await insertSupportMessage(tx, {
          name: input.name,
          email: input.email,
          subject: input.subject,
          category: input.category,
          message: input.message,
          language,
          createdAt: clock(),
        });
        await enqueueEmail(tx, {
          ...supportMessageEmail({ ...input, id: row.id, language }, supportEmail),
          availableAt: clock(),
        });
      });
      deps.onEmailQueued?.();
    },

    async sendContactMessage(input: ContactMessage, language: Language): Promise<void> {
      if (isHoneypotFilled(input.website)) return;
      await inTransaction(db, async (tx) => {
        const row = await insertContactMessage(tx, {
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          phone: input.phone,
          subject: input.subject,
          message: input.message,
          language,
          createdAt: clock(),
        });
        await enqueueEmail(tx, {
          ...contactMessageEmail({ ...input, id: row.id, language }, supportEmail),
          availableAt: clock(),
        });
      });
      deps.onEmailQueued?.();
    },

    /** A page of the support messages (of one status, or all), for the operations console's inbox. */
    pageSupport(
      status: InboxStatus | undefined,
      page: Page,
    ): Promise<{ rows: SupportMessageRow[]; total: number }> {
      return pageSupportMessages(db, status, page);
    },

    /** A page of the contact messages (of one status, or all), for the operations console's inbox. */
    pageContact(
      status: InboxStatus | undefined,
      page: Page,
    ): Promise<{ rows: ContactMessageRow[]; total: number }> {
      return pageContactMessages(db, status, page);
    },

    /** A staff member's decision on a support message (see `triage`). */
    triageSupportAsStaff(
      id: string,
      decision: UpdateInboxItemRequest,
      alsoInTransaction?: AlsoInTransaction<MessageTriage<SupportMessageRow>>,
    ): Promise<SupportMessageRow | undefined> {
      const table = { lock: lockSupportMessage, set: setSupportMessageStatus };
      return triage(table, id, decision, alsoInTransaction);
    },

    /** A staff member's decision on a contact message (see `triage`). */
    triageContactAsStaff(
      id: string,
      decision: UpdateInboxItemRequest,
      alsoInTransaction?: AlsoInTransaction<MessageTriage<ContactMessageRow>>,
    ): Promise<ContactMessageRow | undefined> {
      const table = { lock: lockContactMessage, set: setContactMessageStatus };
      return triage(table, id, decision, alsoInTransaction);
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
