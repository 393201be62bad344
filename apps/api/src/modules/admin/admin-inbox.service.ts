import { ADMIN_PAGE_SIZE, type InboxStatus } from "@ivdrips/contract/admin";
import type {
  AdminWaitlist,
  InboxItem,
  InboxKind,
  InboxList,
  InboxQuery,
  UpdateInboxItemRequest,
} from "@ivdrips/contract/admin-inbox";
import { COMING_SOON_COUNTRIES, type ComingSoonCountry } from "@ivdrips/contract/countries";
import type { Database, Executor } from "../../db/client";
import { inTransaction } from "../../db/transactions";
import { AppError } from "../../lib/app-error";
import {
  lockContactMessage,
  lockSupportMessage,
  pageContactMessages,
  pageSupportMessages,
  setContactMessageStatus,
  setSupportMessageStatus,
  type ContactMessageRow,
  type SupportMessageRow,
} from "../messages/messages.service";
import {
  lockPartnerApplication,
  pagePartnerApplications,
  setPartnerApplicationStatus,
  type PartnerApplicationRow,
} from "../partners/partners.service";
import { waitlistCsv } from "../waitlist/waitlist-csv";
import type { WaitlistService } from "../waitlist/waitlist.service";
import { changedFields } from "./audit-diff";
import { recordAudit } from "./audit.repository";

const base = (row: PartnerApplicationRow | SupportMessageRow | ContactMessageRow) => ({
  id: row.id,
  status: row.status,
  staffNote: row.staffNote,
  language: row.language,
  createdAt: row.createdAt.toISOString(),
  email: row.email,
});

const partnerItem = (row: PartnerApplicationRow): InboxItem => ({
  ...base(row),
  kind: "partner",
  name: row.name,
  profession: row.profession,
  licenceNumber: row.licenceNumber,
  yearsOfExperience: row.yearsOfExperience,
  phone: row.phone,
  city: row.city,
  message: row.message,
});

const supportItem = (row: SupportMessageRow): InboxItem => ({
  ...base(row),
  kind: "support",
  name: row.name,
  subject: row.subject,
  category: row.category,
  message: row.message,
});

const contactItem = (row: ContactMessageRow): InboxItem => ({
  ...base(row),
  kind: "contact",
  firstName: row.firstName,
  lastName: row.lastName,
  phone: row.phone,
  subject: row.subject,
  message: row.message,
});

type InboxValues = { status: InboxStatus; staffNote: string | null };

/** Per kind of item: its table's page, lock and update, its HTTP shape and its name in the audit log. */
interface InboxSource {
  targetType: string;
  page(
    db: Executor,
    status: InboxStatus | undefined,
    page: { limit: number; offset: number },
  ): Promise<{ items: InboxItem[]; total: number }>;
  lock(db: Executor, id: string): Promise<InboxValues | undefined>;
  set(db: Executor, id: string, values: InboxValues): Promise<InboxItem | undefined>;
}

const SOURCES: Record<InboxKind, InboxSource> = {
  partner: {
    targetType: "partner_application",
    page: async (db, status, page) => {
      const { rows, total } = await pagePartnerApplications(db, status, page);
      return { items: rows.map(partnerItem), total };
    },
    lock: lockPartnerApplication,
    set: async (db, id, values) => {
      const row = await setPartnerApplicationStatus(db, id, values);
      return row && partnerItem(row);
    },
  },
  support: {
    targetType: "support_message",
    page: async (db, status, page) => {
      const { rows, total } = await pageSupportMessages(db, status, page);
      return { items: rows.map(supportItem), total };
    },
    lock: lockSupportMessage,
    set: async (db, id, values) => {
      const row = await setSupportMessageStatus(db, id, values);
      return row && supportItem(row);
    },
  },
  contact: {
    targetType: "contact_message",
    page: async (db, status, page) => {
      const { rows, total } = await pageContactMessages(db, status, page);
      return { items: rows.map(contactItem), total };
    },
    lock: lockContactMessage,
    set: async (db, id, values) => {
      const row = await setContactMessageStatus(db, id, values);
      return row && contactItem(row);
    },
  },
};

/** The console's inbox (partner applications, support and contact messages) and the waitlist. */
export function createAdminInboxService(db: Database, waitlist: WaitlistService) {
  return {
    async list(query: InboxQuery): Promise<InboxList> {
      const { items, total } = await SOURCES[query.kind].page(db, query.status, {
        limit: ADMIN_PAGE_SIZE,
        offset: (query.page - 1) * ADMIN_PAGE_SIZE,
      });
      return { items, page: query.page, pageSize: ADMIN_PAGE_SIZE, total };
    },

    /** The status, and the note (omitted: kept; null: cleared). */
    async update(
      staffId: string,
      kind: InboxKind,
      id: string,
      input: UpdateInboxItemRequest,
    ): Promise<InboxItem> {
      const source = SOURCES[kind];
      return inTransaction(db, async (tx) => {
        const before = await source.lock(tx, id);
        if (!before) throw new AppError("NOT_FOUND", "inboxItemNotFound");
        const values: InboxValues = {
          status: input.status,
          staffNote: input.note === undefined ? before.staffNote : input.note,
        };
        const after = await source.set(tx, id, values);
        if (!after) throw new AppError("NOT_FOUND", "inboxItemNotFound");
        const diff = changedFields(
          { status: before.status, staffNote: before.staffNote },
          { status: values.status, staffNote: values.staffNote },
        );
        if (diff) {
          await recordAudit(tx, {
            staffId,
            action: "inbox.update",
            targetType: source.targetType,
            targetId: id,
            ...diff,
          });
        }
        return after;
      });
    },

    /** Everyone waiting (for one country, or all), oldest first, and how many wait for each country. */
    async waitlist(country: ComingSoonCountry | undefined): Promise<AdminWaitlist> {
      const all = await waitlist.list();
      const entries = country === undefined ? all : all.filter((entry) => entry.country === country);
      return {
        entries: entries.map((entry) => ({
          id: entry.id,
          email: entry.email,
          country: entry.country,
          language: entry.language,
          createdAt: entry.createdAt.toISOString(),
        })),
        countries: COMING_SOON_COUNTRIES.map((name) => ({
          country: name,
          count: all.filter((entry) => entry.country === name).length,
        })),
      };
    },

    /** The same CSV as `npm run admin -- waitlist list --csv`. */
    async waitlistCsv(country: ComingSoonCountry | undefined): Promise<string> {
      return waitlistCsv(await waitlist.list(country));
    },
  };
}

export type AdminInboxService = ReturnType<typeof createAdminInboxService>;
