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
import type { AlsoInTransaction } from "../../db/transactions";
import { AppError } from "../../lib/app-error";
import { changedFields } from "../../lib/changed-fields";
import type { ContactMessageRow, MessagesService, SupportMessageRow } from "../messages/messages.service";
import type { PartnerApplicationRow, PartnersService } from "../partners/partners.service";
import { waitlistCsv } from "../waitlist/waitlist-csv";
import type { WaitlistService } from "../waitlist/waitlist.service";
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

/** Per kind of item: its page and its staff decision (in its own module), its HTTP shape, its audit name. */
interface InboxSource {
  targetType: string;
  page(
    status: InboxStatus | undefined,
    page: { limit: number; offset: number },
  ): Promise<{ items: InboxItem[]; total: number }>;
  /** Undefined when there is no such item. */
  update(
    id: string,
    input: UpdateInboxItemRequest,
    alsoInTransaction: AlsoInTransaction<{ before: InboxValues; after: InboxValues }>,
  ): Promise<InboxItem | undefined>;
}

function sourcesOf(partners: PartnersService, messages: MessagesService): Record<InboxKind, InboxSource> {
  return {
    partner: {
      targetType: "partner_application",
      page: async (status, page) => {
        const { rows, total } = await partners.page(status, page);
        return { items: rows.map(partnerItem), total };
      },
      update: async (id, input, alsoInTransaction) => {
        const row = await partners.triageAsStaff(id, input, alsoInTransaction);
        return row && partnerItem(row);
      },
    },
    support: {
      targetType: "support_message",
      page: async (status, page) => {
        const { rows, total } = await messages.pageSupport(status, page);
        return { items: rows.map(supportItem), total };
      },
      update: async (id, input, alsoInTransaction) => {
        const row = await messages.triageSupportAsStaff(id, input, alsoInTransaction);
        return row && supportItem(row);
      },
    },
    contact: {
      targetType: "contact_message",
      page: async (status, page) => {
        const { rows, total } = await messages.pageContact(status, page);
        return { items: rows.map(contactItem), total };
      },
      update: async (id, input, alsoInTransaction) => {
        const row = await messages.triageContactAsStaff(id, input, alsoInTransaction);
        return row && contactItem(row);
      },
    },
  };
}

/** The console's inbox (partner applications, support and contact messages) and the waitlist. */
export function createAdminInboxService(
  partners: PartnersService,
  messages: MessagesService,
  waitlist: WaitlistService,
) {
  const sources = sourcesOf(partners, messages);
  return {
    async list(query: InboxQuery): Promise<InboxList> {
      const { items, total } = await sources[query.kind].page(query.status, {
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
      const source = sources[kind];
      const item = await source.update(id, input, async (tx, { before, after }) => {
        const diff = changedFields(
          { status: before.status, staffNote: before.staffNote },
          { status: after.status, staffNote: after.staffNote },
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
      });
      if (!item) throw new AppError("NOT_FOUND", "inboxItemNotFound");
      return item;
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
