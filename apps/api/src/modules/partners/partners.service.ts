import type { Language } from "@ivdrips/contract/languages";
import { isHoneypotFilled } from "@ivdrips/contract/messages";
import type { PartnerApplication } from "@ivdrips/contract/partners";
import type { Database } from "../../db/client";
import { inTransaction } from "../../db/transactions";
import type { Clock } from "../../lib/clock";
import { enqueueEmail } from "../notifications/outbox.service";
import { applicationReceivedEmail, newApplicationEmail } from "./partner-emails";
import {
  insertPartnerApplication,
  listPartnerApplications,
  type PartnerApplicationRow,
} from "./partners.repository";

// What the operations console's inbox may use of the applications: the repository stays private.
export {
  lockPartnerApplication,
  pagePartnerApplications,
  setPartnerApplicationStatus,
  type PartnerApplicationRow,
} from "./partners.repository";

export interface PartnersServiceDeps {
  db: Database;
  clock: Clock;
  /** Where the team reads applications (SUPPORT_EMAIL). */
  supportEmail: string;
  onEmailQueued?: () => void;
}

export function createPartnersService(deps: PartnersServiceDeps) {
  const { db, clock, supportEmail } = deps;
  return {
    /**
     * Stores the application and queues, in the same transaction, the team's email and the applicant's
     * acknowledgement in `language`. A filled-in honeypot means a bot: nothing is stored or sent.
     */
    async apply(input: PartnerApplication, language: Language): Promise<void> {
      if (isHoneypotFilled(input.website)) return;
      const message = input.message === undefined || input.message === "" ? null : input.message;
      await inTransaction(db, async (tx) => {
        const row = await insertPartnerApplication(tx, {
          name: input.name,
          profession: input.profession,
          licenceNumber: input.licenceNumber,
          yearsOfExperience: input.yearsOfExperience,
          email: input.email,
          phone: input.phone,
          city: input.city,
          message,
          language,
          createdAt: clock(),
        });
        const stored = { ...input, message: message ?? undefined, id: row.id, language };
        await enqueueEmail(tx, { ...newApplicationEmail(stored, supportEmail), availableAt: clock() });
        await enqueueEmail(tx, { ...applicationReceivedEmail(stored, supportEmail), availableAt: clock() });
      });
      deps.onEmailQueued?.();
    },
  };
}

/**
 * Every application, oldest first, for the team (the admin CLI). Outside createPartnersService because reading
 * needs none of the email set-up that taking an application does.
 */
export function listApplications(db: Database): Promise<PartnerApplicationRow[]> {
  return listPartnerApplications(db);
}

export type PartnersService = ReturnType<typeof createPartnersService>;
