import { z } from "zod";
import { INBOX_STATUSES, PageQuerySchema } from "./admin";
import { schemaMessage } from "./api-messages";
import { COMING_SOON_COUNTRIES } from "./countries";
import { SUPPORT_CATEGORIES } from "./messages";
import { PROFESSIONS } from "./partners";

/**
 * The console's inbox (partner applications, support and contact messages: GET /api/admin/inbox,
 * PUT /api/admin/inbox/:kind/:id) and waitlist (GET /api/admin/waitlist and /api/admin/waitlist.csv).
 */

export const INBOX_KINDS = ["partner", "support", "contact"] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

export const STAFF_INBOX_NOTE_MAX = 1000;

const InboxKindSchema = z.enum(INBOX_KINDS, { error: schemaMessage("inboxKindInvalid") });
const InboxStatusSchema = z.enum(INBOX_STATUSES, { error: schemaMessage("inboxStatusInvalid") });

export const InboxQuerySchema = z.object({
  kind: InboxKindSchema,
  status: InboxStatusSchema.optional(),
  page: PageQuerySchema,
});
export type InboxQuery = z.infer<typeof InboxQuerySchema>;

export const InboxParamsSchema = z.object({
  kind: InboxKindSchema,
  id: z.uuid({ error: schemaMessage("adminIdInvalid") }),
});
export type InboxParams = z.infer<typeof InboxParamsSchema>;

/** What every item has: where the team is with it, its note, and the language to reply in. */
const InboxItemBaseSchema = z.object({
  id: z.string(),
  status: z.enum(INBOX_STATUSES),
  staffNote: z.string().nullable(),
  language: z.string(),
  createdAt: z.string(),
  email: z.string(),
});

export const PartnerInboxItemSchema = InboxItemBaseSchema.extend({
  kind: z.literal("partner"),
  name: z.string(),
  profession: z.enum(PROFESSIONS),
  licenceNumber: z.string(),
  yearsOfExperience: z.number().int(),
  phone: z.string(),
  city: z.string(),
  message: z.string().nullable(),
});

export const SupportInboxItemSchema = InboxItemBaseSchema.extend({
  kind: z.literal("support"),
  name: z.string(),
  subject: z.string(),
  category: z.enum(SUPPORT_CATEGORIES),
  message: z.string(),
});

export const ContactInboxItemSchema = InboxItemBaseSchema.extend({
  kind: z.literal("contact"),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
});

export const InboxItemSchema = z.discriminatedUnion("kind", [
  PartnerInboxItemSchema,
  SupportInboxItemSchema,
  ContactInboxItemSchema,
]);
export type InboxItem = z.infer<typeof InboxItemSchema>;

export const InboxListSchema = z.object({
  items: z.array(InboxItemSchema),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});
export type InboxList = z.infer<typeof InboxListSchema>;

/** PUT /api/admin/inbox/:kind/:id: the status, and the team's note (null or "" clears it; omitted keeps it). */
export const UpdateInboxItemRequestSchema = z.object({
  status: InboxStatusSchema,
  note: z
    .string({ error: schemaMessage("staffNoteTooLong") })
    .trim()
    .max(STAFF_INBOX_NOTE_MAX, { error: schemaMessage("staffNoteTooLong") })
    .nullable()
    .optional()
    .transform((note) => (note === "" ? null : note)),
});
export type UpdateInboxItemRequestInput = z.input<typeof UpdateInboxItemRequestSchema>;
export type UpdateInboxItemRequest = z.output<typeof UpdateInboxItemRequestSchema>;

export const WaitlistQuerySchema = z.object({
  country: z.enum(COMING_SOON_COUNTRIES, { error: schemaMessage("waitlistCountry") }).optional(),
});
export type WaitlistQuery = z.infer<typeof WaitlistQuerySchema>;

export const AdminWaitlistEntrySchema = z.object({
  id: z.string(),
  email: z.string(),
  country: z.string(),
  language: z.string(),
  createdAt: z.string(),
});
export type AdminWaitlistEntry = z.infer<typeof AdminWaitlistEntrySchema>;

export const AdminWaitlistSchema = z.object({
  /** Oldest first, as the CLI lists them. */
  entries: z.array(AdminWaitlistEntrySchema),
  /** How many wait for each coming-soon country (all of them, whatever the filter). */
  countries: z.array(z.object({ country: z.enum(COMING_SOON_COUNTRIES), count: z.number().int() })),
});
export type AdminWaitlist = z.infer<typeof AdminWaitlistSchema>;
