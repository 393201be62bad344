import type { InboxStatus } from "@ivdrips/contract/admin";
import type { UpdateInboxItemRequest } from "@ivdrips/contract/admin-inbox";
import type { Language } from "@ivdrips/contract/languages";
import { isHoneypotFilled } from "@ivdrips/contract/messages";
import type { PartnerApplication } from "@ivdrips/contract/partners";
import type { Database } from "../../db/client";
import { inTransaction, type AlsoInTransaction } from "../../db/transactions";
import type { Clock } from "../../lib/clock";
import { enqueueEmail } from "../notifications/outbox.service";
import { applicationReceivedEmail, newApplicationEmail } from "./partner-emails";
import {
  insertPartnerApplication,
  listPartnerApplications,
  lockPartnerApplication,
  pagePartnerApplications,
  setPartnerApplicationStatus,
  type PartnerApplicationRow,
} from "./partners.repository";

export type { PartnerApplicationRow } from "./partners.repository";

/** An application as it was before a staff member's decision and as the decision left it. */
export interface ApplicationTriage {
  before: PartnerApplicationRow;
  after: PartnerApplicationRow;
}

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

    /** A page of the applications (of one status, or all), for the operations console's inbox. */
    page(
      status: InboxStatus | undefined,
      page: { limit: number; offset: number },
    ): Promise<{ rows: PartnerApplicationRow[]; total: number }> {
      return pagePartnerApplications(db, status, page);
    },

    /**
     * A staff member sets the application's status and the team's note (omitted: kept; null: cleared), with
     * what `alsoInTransaction` writes (the console's audit row). Undefined when there is no such application.
     */
    async triageAsStaff(
      id: string,
      decision: UpdateInboxItemRequest,
      alsoInTransaction?: AlsoInTransaction<ApplicationTriage>,
    ): Promise<PartnerApplicationRow | undefined> {
      return inTransaction(db, async (tx) => {
        const before = await lockPartnerApplication(tx, id);
        if (!before) return undefined;
        const after = await setPartnerApplicationStatus(tx, id, {
          status: decision.status,
          staffNote: decision.note === undefined ? before.staffNote : decision.note,
        });
        if (!after) return undefined;
        await alsoInTransaction?.(tx, { before, after });
        return after;
      });
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
