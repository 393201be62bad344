import { z } from "zod";
import { StaffNoteSchema } from "./admin";
import { schemaMessage } from "./api-messages";
import { ClinicUsernameSchema } from "./clinics";
import { EmailSchema, NewPasswordSchema } from "./common";
import { toE164 } from "./phone-messages";

/** The console's clinics and providers: GET/POST /api/admin/clinics, PUT .../clinics/:id, .../providers/:id. */

export const MIN_CAPACITY_PER_WINDOW = 1;
export const MAX_CAPACITY_PER_WINDOW = 100;
export const MAX_PROVIDER_CITIES = 20;
/** Decision times are measured over this many days back from now. */
export const DECISION_STATS_DAYS = 30;

/** `:id` of a clinic or a provider. */
export const AdminIdParamsSchema = z.object({ id: z.uuid({ error: schemaMessage("adminIdInvalid") }) });
export type AdminIdParams = z.infer<typeof AdminIdParamsSchema>;

const ClinicNameSchema = z
  .string({ error: schemaMessage("adminClinicNameLength") })
  .trim()
  .min(2, { error: schemaMessage("adminClinicNameLength") })
  .max(100, { error: schemaMessage("adminClinicNameLength") });

const ProviderNameSchema = z
  .string({ error: schemaMessage("adminProviderNameLength") })
  .trim()
  .min(2, { error: schemaMessage("adminProviderNameLength") })
  .max(100, { error: schemaMessage("adminProviderNameLength") });

export const CityNameSchema = z
  .string({ error: schemaMessage("adminCityLength") })
  .trim()
  .min(2, { error: schemaMessage("adminCityLength") })
  .max(100, { error: schemaMessage("adminCityLength") });

export const CapacityPerWindowSchema = z
  .number({ error: schemaMessage("adminCapacityRange") })
  .int({ error: schemaMessage("adminCapacityRange") })
  .min(MIN_CAPACITY_PER_WINDOW, { error: schemaMessage("adminCapacityRange") })
  .max(MAX_CAPACITY_PER_WINDOW, { error: schemaMessage("adminCapacityRange") });

/** Where "new booking to review" goes; null (or "") sends it to SUPPORT_EMAIL instead. */
const ClinicEmailSchema = z
  .union([z.literal(""), EmailSchema, z.null()])
  .transform((email) => (email === "" ? null : email));

/**
 * The coordinator's mobile, for WhatsApp (SMS when it fails) about paid bookings awaiting a decision (issue
 * 38); null (or "") sends those by email only.
 */
const COORDINATOR_PHONE_MESSAGE = schemaMessage("mobileNumberInvalid");
const CoordinatorPhoneSchema = z
  .string({ error: COORDINATOR_PHONE_MESSAGE })
  .max(24, { error: COORDINATOR_PHONE_MESSAGE })
  .nullable()
  .transform((typed, context) => {
    if (typed === null || typed.trim() === "") return null;
    const phone = toE164(typed);
    if (phone) return phone;
    context.addIssue({ code: "custom", message: COORDINATOR_PHONE_MESSAGE });
    return z.NEVER;
  });

export const AdminProviderSchema = z.object({
  id: z.string(),
  name: z.string(),
  cities: z.array(z.string()),
  capacityPerWindow: z.number().int(),
  isActive: z.boolean(),
});
export type AdminProvider = z.infer<typeof AdminProviderSchema>;

/** How quickly a clinic decides paid bookings: over the last DECISION_STATS_DAYS days, paid → decided. */
export const DecisionTimesSchema = z.object({
  count: z.number().int(),
  medianHours: z.number().nullable(),
  averageHours: z.number().nullable(),
});
export type DecisionTimes = z.infer<typeof DecisionTimesSchema>;

export const AdminClinicSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  coordinatorPhone: z.string().nullable(),
  createdAt: z.string(),
  providers: z.array(AdminProviderSchema),
  /** Paid bookings waiting for this clinic's decision. */
  pendingCount: z.number().int(),
  decisionTimes: DecisionTimesSchema,
});
export type AdminClinic = z.infer<typeof AdminClinicSchema>;

export const AdminClinicListSchema = z.object({ clinics: z.array(AdminClinicSchema) });
export type AdminClinicList = z.infer<typeof AdminClinicListSchema>;

/** POST /api/admin/clinics: as `npm run admin -- clinic create`, a clinic with its first provider. */
export const NewClinicRequestSchema = z.object({
  name: ClinicNameSchema,
  username: z.string({ error: schemaMessage("usernameFormat") }).pipe(ClinicUsernameSchema),
  password: NewPasswordSchema,
  city: CityNameSchema.default("Kuala Lumpur"),
  capacity: CapacityPerWindowSchema.default(2),
  email: ClinicEmailSchema.optional(),
  note: StaffNoteSchema.optional(),
});
export type NewClinicRequestInput = z.input<typeof NewClinicRequestSchema>;
export type NewClinicRequest = z.output<typeof NewClinicRequestSchema>;

/** PUT /api/admin/clinics/:id */
export const UpdateClinicRequestSchema = z.object({
  name: ClinicNameSchema,
  email: ClinicEmailSchema,
  /** Left out: unchanged. */
  coordinatorPhone: CoordinatorPhoneSchema.optional(),
  note: StaffNoteSchema.optional(),
});
export type UpdateClinicRequestInput = z.input<typeof UpdateClinicRequestSchema>;
export type UpdateClinicRequest = z.output<typeof UpdateClinicRequestSchema>;

/** PUT /api/admin/providers/:id. Capacity cannot go below what is already booked in a window (409). */
export const UpdateProviderRequestSchema = z.object({
  name: ProviderNameSchema,
  cities: z
    .array(CityNameSchema, { error: schemaMessage("adminCitiesRequired") })
    .min(1, { error: schemaMessage("adminCitiesRequired") })
    .max(MAX_PROVIDER_CITIES, { error: schemaMessage("adminCitiesTooMany", { max: MAX_PROVIDER_CITIES }) }),
  capacityPerWindow: CapacityPerWindowSchema,
  isActive: z.boolean({ error: schemaMessage("adminActiveRequired") }),
  note: StaffNoteSchema.optional(),
});
export type UpdateProviderRequestInput = z.input<typeof UpdateProviderRequestSchema>;
export type UpdateProviderRequest = z.output<typeof UpdateProviderRequestSchema>;

/** POST /api/admin/clinics/:id/password: a new password, which ends every session of the clinic. */
export const ClinicPasswordRequestSchema = z.object({
  password: NewPasswordSchema,
  note: StaffNoteSchema.optional(),
});
export type ClinicPasswordRequest = z.infer<typeof ClinicPasswordRequestSchema>;
