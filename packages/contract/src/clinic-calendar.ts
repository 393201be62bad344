import { schemaMessage } from "./api-messages";
import { z } from "zod";
import { DateOnlySchema } from "./common";
import { AvailabilityResponseSchema } from "./providers";
import { TIME_SLOTS } from "./time-windows";

/** ISO weekdays, as the KL calendar has them: 1 is Monday, 7 is Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The ISO weekday of a KL date (`YYYY-MM-DD`). */
export function weekdayOf(date: string): Weekday {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return (day === 0 ? 7 : day) as Weekday;
}

/** How many visits a window may take: the same bounds as a provider's capacity. */
export const MAX_WINDOW_CAPACITY = 100;

const CapacitySchema = z
  .number({ error: schemaMessage("capacityInvalid") })
  .int({ error: schemaMessage("capacityInvalid") })
  .min(1, { error: schemaMessage("capacityInvalid") })
  .max(MAX_WINDOW_CAPACITY, { error: schemaMessage("capacityInvalid") });

const ProviderIdSchema = z.uuid({ error: schemaMessage("providerNotFound") });

// --- The weekly schedule ---

export const WeeklyWindowSchema = z.object({
  weekday: z.union(
    WEEKDAYS.map((day) => z.literal(day)) as [z.ZodLiteral<Weekday>, ...z.ZodLiteral<Weekday>[]],
    {
      error: schemaMessage("weekdayInvalid"),
    },
  ),
  timeSlot: z.enum(TIME_SLOTS),
  open: z.boolean(),
  capacity: CapacitySchema,
});
export type WeeklyWindow = z.infer<typeof WeeklyWindowSchema>;

/** One provider's week: every weekday's four windows, Monday first, in the windows' order. */
export const ProviderWeekSchema = z.object({
  providerId: z.string(),
  providerName: z.string(),
  /** The capacity of a window the clinic never changed (the provider's own). */
  defaultCapacity: z.number().int(),
  windows: z.array(WeeklyWindowSchema),
});
export type ProviderWeek = z.infer<typeof ProviderWeekSchema>;

export const ClinicScheduleSchema = z.object({ providers: z.array(ProviderWeekSchema) });
export type ClinicSchedule = z.infer<typeof ClinicScheduleSchema>;

/** PUT /api/clinics/schedule: a provider's whole week (28 windows, each once); bookings made stay as they are. */
export const UpdateScheduleRequestSchema = z.object({
  providerId: ProviderIdSchema,
  windows: z
    .array(WeeklyWindowSchema)
    .length(WEEKDAYS.length * TIME_SLOTS.length, { error: schemaMessage("scheduleIncomplete") })
    .refine(
      (windows) =>
        new Set(windows.map((window) => `${window.weekday}|${window.timeSlot}`)).size === windows.length,
      { error: schemaMessage("scheduleIncomplete") },
    ),
});
export type UpdateScheduleRequest = z.infer<typeof UpdateScheduleRequestSchema>;

// --- Closures and date overrides ---

export const ClosureSchema = z.object({
  id: z.string(),
  /** Null: every provider of the clinic. */
  providerId: z.string().nullable(),
  date: z.string(),
  /** Null: the whole day. */
  timeSlot: z.enum(TIME_SLOTS).nullable(),
  /** Null: closed. Otherwise the window's capacity on that date. */
  capacity: z.number().int().nullable(),
  reason: z.string(),
  createdAt: z.string(),
});
export type Closure = z.infer<typeof ClosureSchema>;

/** A public holiday in Kuala Lumpur the clinic may want to close for: only ever suggested. */
export const HolidaySuggestionSchema = z.object({
  date: z.string(),
  name: z.string(),
  /** Whether the clinic already closed the whole day for all its providers. */
  closed: z.boolean(),
});
export type HolidaySuggestion = z.infer<typeof HolidaySuggestionSchema>;

export const ClosureListSchema = z.object({
  closures: z.array(ClosureSchema),
  /** Kuala Lumpur's public holidays of the coming year. */
  holidays: z.array(HolidaySuggestionSchema),
});
export type ClosureList = z.infer<typeof ClosureListSchema>;

export const CLOSURE_DECISIONS = ["keep", "reject"] as const;
export type ClosureDecision = (typeof CLOSURE_DECISIONS)[number];

const ClosureChangeSchema = z
  .object({
    providerId: ProviderIdSchema.optional(),
    date: DateOnlySchema,
    timeSlot: z.enum(TIME_SLOTS).optional(),
    capacity: CapacitySchema.optional(),
  })
  .refine((change) => change.capacity === undefined || change.timeSlot !== undefined, {
    error: schemaMessage("capacityNeedsWindow"),
    path: ["timeSlot"],
  });

/** POST /api/clinics/closures/preview: which bookings a closure would affect, before it is made. */
export const ClosurePreviewRequestSchema = ClosureChangeSchema;
export type ClosurePreviewRequest = z.infer<typeof ClosurePreviewRequestSchema>;

/** POST /api/clinics/closures: with a choice for every booking it affects (see the preview). */
export const CreateClosureRequestSchema = z.intersection(
  ClosureChangeSchema,
  z.object({
    reason: z
      .string({ error: schemaMessage("closureReasonRequired") })
      .trim()
      .min(1, { error: schemaMessage("closureReasonRequired") })
      .max(200, { error: schemaMessage("closureReasonTooLong") }),
    decisions: z
      .array(z.object({ bookingId: z.string().max(100), decision: z.enum(CLOSURE_DECISIONS) }))
      .max(500)
      .default([]),
  }),
);
export type CreateClosureRequest = z.input<typeof CreateClosureRequestSchema>;
/** As the API has it once validated (every decision list present). */
export type ValidClosureRequest = z.output<typeof CreateClosureRequestSchema>;

export const AFFECTED_BOOKING_STATES = ["awaiting_payment", "awaiting_clinic", "approved"] as const;

/** A booking that holds a place in a window a closure shuts or shrinks below what is booked. */
export const AffectedBookingSchema = z.object({
  id: z.string(),
  reference: z.string(),
  providerId: z.string(),
  providerName: z.string(),
  date: z.string(),
  timeSlot: z.enum(TIME_SLOTS),
  customerName: z.string(),
  serviceName: z.string(),
  quantity: z.number().int(),
  state: z.enum(AFFECTED_BOOKING_STATES),
});
export type AffectedBooking = z.infer<typeof AffectedBookingSchema>;

export const ClosurePreviewSchema = z.object({ affected: z.array(AffectedBookingSchema) });
export type ClosurePreview = z.infer<typeof ClosurePreviewSchema>;

export const CreateClosureResponseSchema = z.object({
  closure: ClosureSchema,
  kept: z.number().int(),
  rejected: z.number().int(),
});
export type CreateClosureResponse = z.infer<typeof CreateClosureResponseSchema>;

export const ClosureIdParamsSchema = z.object({ id: z.string().max(100) });

// --- The week at a glance ---

export const CalendarQuerySchema = z.object({ from: DateOnlySchema });

export const CalendarWindowSchema = z.object({
  timeSlot: z.enum(TIME_SLOTS),
  /** Visits the window takes that day (0: closed). */
  capacity: z.number().int(),
  closed: z.boolean(),
  /** Why, when a closure or an override applies. */
  closureReason: z.string().nullable(),
  approved: z.number().int(),
  /** Paid, waiting for the clinic's decision. */
  pending: z.number().int(),
  /** Unpaid holds with time left. */
  held: z.number().int(),
});
export type CalendarWindow = z.infer<typeof CalendarWindowSchema>;

export const CalendarDaySchema = z.object({
  date: z.string(),
  holiday: z.string().nullable(),
  windows: z.array(CalendarWindowSchema),
});

export const ClinicCalendarSchema = z.object({
  from: z.string(),
  providers: z.array(
    z.object({ providerId: z.string(), providerName: z.string(), days: z.array(CalendarDaySchema) }),
  ),
});
export type ClinicCalendar = z.infer<typeof ClinicCalendarSchema>;

// --- Availability over several days, for the date strip ---

export const MAX_RANGE_DAYS = 14;
export const MAX_RANGE_PROVIDERS = 20;

export const RangeAvailabilityQuerySchema = z.object({
  providers: z
    .string()
    .max(MAX_RANGE_PROVIDERS * 40)
    .transform((value) => value.split(",").filter(Boolean))
    .pipe(z.array(z.string().max(100)).min(1).max(MAX_RANGE_PROVIDERS)),
  from: DateOnlySchema,
  days: z.coerce.number().int().min(1).max(MAX_RANGE_DAYS).default(7),
});

/** Every provider's windows on every day asked: one answer per provider and day. */
export const RangeAvailabilityResponseSchema = z.object({ days: z.array(AvailabilityResponseSchema) });
export type RangeAvailabilityResponse = z.infer<typeof RangeAvailabilityResponseSchema>;

// --- Live events ---

export const BOOKING_EVENT_TYPES = [
  "booking_paid",
  "booking_cancelled",
  "booking_rescheduled",
  "booking_approved",
  "booking_rejected",
  /**
   * The visit day moved on (issue 37): the clinician set off, arrived, started or completed it, or the visit
   * could not take place (an outcome). The booking's `visit` and state say which.
   */
  "booking_visit",
] as const;
export type BookingEventType = (typeof BOOKING_EVENT_TYPES)[number];

/** One Server-Sent Event's data; its `id:` line is the event's id, for `Last-Event-ID`. */
export const BookingEventSchema = z.object({
  id: z.number().int(),
  type: z.enum(BOOKING_EVENT_TYPES),
  bookingId: z.string(),
  reference: z.string(),
  createdAt: z.string(),
});
export type BookingEvent = z.infer<typeof BookingEventSchema>;
