import { z } from "zod";
import { schemaMessage } from "./api-messages";
import { EmailSchema, FullNameSchema, NewPasswordSchema, SignInPasswordSchema } from "./common";

/** Where the team is with a partner application or a message. */
export const INBOX_STATUSES = ["new", "in_progress", "done"] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

export const StaffLoginRequestSchema = z.object({ email: EmailSchema, password: SignInPasswordSchema });
export type StaffLoginRequest = z.infer<typeof StaffLoginRequestSchema>;

export const StaffMemberSchema = z.object({ id: z.string(), email: z.string(), name: z.string() });
export type StaffMember = z.infer<typeof StaffMemberSchema>;

/** `GET /api/admin/staff`: who may appear in the audit log, for its filter. */
export const StaffListSchema = z.object({
  staff: z.array(StaffMemberSchema.extend({ active: z.boolean() })),
});
export type StaffList = z.infer<typeof StaffListSchema>;

export const StaffLoginResponseSchema = z.object({ token: z.string(), staff: StaffMemberSchema });
export type StaffLoginResponse = z.infer<typeof StaffLoginResponseSchema>;

/** What `staff create` accepts: the same rules as a customer's name and password. */
export const NewStaffSchema = z.object({
  email: EmailSchema,
  name: FullNameSchema,
  password: NewPasswordSchema,
});
export type NewStaff = z.infer<typeof NewStaffSchema>;

/** A reason or note a staff member gives with an action: required where the action says so. */
export const StaffNoteSchema = z
  .string({ error: schemaMessage("staffNoteRequired") })
  .trim()
  .min(1, { error: schemaMessage("staffNoteRequired") })
  .max(1000, { error: schemaMessage("staffNoteTooLong") });

/** An audit row as the console reads it. */
export const AuditEntrySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  /** Null for the admin command line on the server. */
  staff: StaffMemberSchema.nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  note: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const ADMIN_PAGE_SIZE = 50;

/** `?page=` of every admin list: 1-based. */
export const PageQuerySchema = z.coerce
  .number({ error: schemaMessage("pageInvalid") })
  .int({ error: schemaMessage("pageInvalid") })
  .min(1, { error: schemaMessage("pageInvalid") })
  .max(10_000, { error: schemaMessage("pageInvalid") })
  .default(1);

const OptionalFilterSchema = z.string().trim().max(200).optional();

export const AuditQuerySchema = z.object({
  staffId: z.uuid({ error: schemaMessage("staffIdInvalid") }).optional(),
  action: OptionalFilterSchema,
  targetType: OptionalFilterSchema,
  targetId: OptionalFilterSchema,
  page: PageQuerySchema,
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

/**
 * The fields of an audit row's before/after that hold another record's id, and that record's kind (a
 * `targetType`): the console shows the record's name for them, as for the row's target.
 */
export const AUDIT_ID_FIELDS: Readonly<Record<string, string>> = {
  clinicId: "clinic",
  providerId: "provider",
  serviceId: "service",
  staffId: "staff",
};

export const AuditListSchema = z.object({
  entries: z.array(AuditEntrySchema),
  /**
   * What the page's records are called, by id: each target (a booking's reference, a clinic's, provider's,
   * service's or staff member's name, an invite's code, a message's sender) and each id in AUDIT_ID_FIELDS.
   * A record since deleted has no name here.
   */
  names: z.record(z.string(), z.string()),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});
export type AuditList = z.infer<typeof AuditListSchema>;
