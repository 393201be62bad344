import type { Language } from "@ivdrips/contract/languages";
import { isHoneypotFilled, type ContactMessage, type SupportMessage } from "@ivdrips/contract/messages";
import type { Database } from "../../db/client";
import { inTransaction } from "../../db/transactions";
import type { Clock } from "../../lib/clock";
import { enqueueEmail } from "../notifications/outbox.service";
import { contactMessageEmail, supportMessageEmail } from "./form-emails";
import { insertContactMessage, insertSupportMessage } from "./messages.repository";

// What the operations console's inbox may use of the messages: the repository stays private.
export {
  lockContactMessage,
  lockSupportMessage,
  pageContactMessages,
  pageSupportMessages,
  setContactMessageStatus,
  setSupportMessageStatus,
  type ContactMessageRow,
  type SupportMessageRow,
} from "./messages.repository";

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
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
