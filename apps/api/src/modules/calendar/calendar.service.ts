import { stateOf } from "@ivdrips/contract/booking-state";
import type {
  AffectedBooking,
  ClinicCalendar,
  ClinicSchedule,
  Closure,
  ClosureList,
  ClosurePreview,
  ClosurePreviewRequest,
  ValidClosureRequest,
  CreateClosureResponse,
  ProviderWeek,
  UpdateScheduleRequest,
} from "@ivdrips/contract/clinic-calendar";
import { WEEKDAYS } from "@ivdrips/contract/clinic-calendar";
import {
  TIME_SLOTS,
  TIME_WINDOWS,
  addDays,
  klDateOf,
  klInstant,
  windowBounds,
  type TimeSlot,
} from "@ivdrips/contract/time-windows";
import type { Database } from "../../db/client";
import { inTransaction } from "../../db/transactions";
import { AppError } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { isUuid } from "../../lib/uuid";
import {
  capacitiesByWindow,
  placesByWindow,
  type BookingRecord,
  type BookingsService,
  type ClosureScope,
} from "../bookings/bookings.service";
import { providersOfClinic, type ProviderRow } from "../providers/providers.service";
import {
  deleteClosure,
  insertClosure,
  listClosures,
  listWeeklyHours,
  replaceWeeklyHours,
  type ClosureRow,
} from "./calendar.repository";
import { klPublicHolidays } from "./kl-holidays";

/** How far ahead holidays are suggested. */
const HOLIDAY_DAYS_AHEAD = 365;
const WEEK_DAYS = 7;

export interface CalendarServiceDeps {
  db: Database;
  clock: Clock;
  bookings: Pick<BookingsService, "closureAffects" | "closeWindows">;
}

function toClosure(row: ClosureRow): Closure {
  return {
    id: row.id,
    providerId: row.providerId,
    date: row.date,
    timeSlot: row.timeSlot,
    capacity: row.capacity,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}

function toAffected(record: BookingRecord, providerName: string): AffectedBooking {
  const { booking } = record;
  const state = stateOf(booking);
  return {
    id: booking.id,
    reference: booking.reference,
    providerId: booking.providerId,
    providerName,
    date: booking.date,
    timeSlot: booking.timeSlot as TimeSlot,
    customerName: booking.customerName,
    serviceName: record.serviceName,
    quantity: booking.quantity,
    state: state === "held" ? "awaiting_payment" : state === "approved" ? "approved" : "awaiting_clinic",
  };
}

/** Whether a closure applies to a provider's window on its date. */
const closureCovers = (closure: ClosureRow, providerId: string, date: string, timeSlot: TimeSlot) =>
  (closure.providerId === null || closure.providerId === providerId) &&
  closure.date === date &&
  (closure.timeSlot === null || closure.timeSlot === timeSlot);

/** A provider's working week as stored (`rows`), every window filled in: open, at its capacity, unless set. */
function weekOf(provider: ProviderRow, rows: Awaited<ReturnType<typeof listWeeklyHours>>): ProviderWeek {
  const set = new Map(rows.map((row) => [`${row.weekday}|${row.timeSlot}`, row]));
  return {
    providerId: provider.id,
    providerName: provider.name,
    defaultCapacity: provider.capacityPerWindow,
    windows: WEEKDAYS.flatMap((weekday) =>
      TIME_SLOTS.map((timeSlot) => {
        const row = set.get(`${weekday}|${timeSlot}`);
        return {
          weekday,
          timeSlot,
          open: row?.isOpen ?? true,
          capacity: row?.capacity ?? provider.capacityPerWindow,
        };
      }),
    ),
  };
}

/**
 * A clinic's own calendar: each provider's working week, closures and date overrides (read by the database's
 * `window_capacity`, so availability, holds and the capacity trigger follow them), holiday suggestions and the
 * week at a glance.
 */
export function createCalendarService({ db, clock, bookings }: CalendarServiceDeps) {
  const today = () => klDateOf(clock());

  async function providerOf(clinicId: string, providerId: string): Promise<ProviderRow> {
    const provider = (await providersOfClinic(db, clinicId)).find((each) => each.id === providerId);
    if (!provider) throw new AppError("NOT_FOUND", "providerNotFound");
    return provider;
  }

  async function scopeOf(clinicId: string, change: ClosurePreviewRequest): Promise<ClosureScope> {
    if (change.date < today()) throw new AppError("VALIDATION_ERROR", "closureInPast");
    const providers = change.providerId
      ? [await providerOf(clinicId, change.providerId)]
      : await providersOfClinic(db, clinicId);
    return {
      providerIds: providers.map((provider) => provider.id),
      date: change.date,
      timeSlots: change.timeSlot ? [change.timeSlot] : TIME_SLOTS,
      capacity: change.capacity ?? null,
    };
  }

  async function affectedOf(clinicId: string, records: readonly BookingRecord[]): Promise<AffectedBooking[]> {
    const names = new Map((await providersOfClinic(db, clinicId)).map((each) => [each.id, each.name]));
    return records.map((record) => toAffected(record, names.get(record.booking.providerId) ?? ""));
  }

  return {
    async schedule(clinicId: string): Promise<ClinicSchedule> {
      const providers = await providersOfClinic(db, clinicId);
      const rows = await listWeeklyHours(
        db,
        providers.map((provider) => provider.id),
      );
      return {
        providers: providers.map((provider) =>
          weekOf(
            provider,
            rows.filter((row) => row.providerId === provider.id),
          ),
        ),
      };
    },

    /** Replaces a provider's week. Bookings already made keep their place: the week applies to new ones. */
    async updateSchedule(clinicId: string, request: UpdateScheduleRequest): Promise<ProviderWeek> {
      const provider = await providerOf(clinicId, request.providerId);
      const windows = request.windows.map((window) => ({
        weekday: window.weekday,
        timeSlot: window.timeSlot,
        isOpen: window.open,
        capacity: window.capacity,
      }));
      await inTransaction(db, (tx) => replaceWeeklyHours(tx, provider.id, windows, clock()));
      return weekOf(provider, await listWeeklyHours(db, [provider.id]));
    },

    /** Closures from today on, and the coming year's public holidays in Kuala Lumpur as suggestions. */
    async closures(clinicId: string): Promise<ClosureList> {
      const from = today();
      const rows = await listClosures(db, clinicId, from);
      const closedDays = new Set(
        rows.filter((row) => row.providerId === null && row.timeSlot === null).map((row) => row.date),
      );
      return {
        closures: rows.map(toClosure),
        holidays: klPublicHolidays(from, addDays(from, HOLIDAY_DAYS_AHEAD)).map((holiday) => ({
          ...holiday,
          closed: closedDays.has(holiday.date),
        })),
      };
    },

    async previewClosure(clinicId: string, change: ClosurePreviewRequest): Promise<ClosurePreview> {
      const scope = await scopeOf(clinicId, change);
      return { affected: await affectedOf(clinicId, await bookings.closureAffects(scope)) };
    },

    async createClosure(clinicId: string, request: ValidClosureRequest): Promise<CreateClosureResponse> {
      const scope = await scopeOf(clinicId, request);
      const decisions = new Map(request.decisions.map((each) => [each.bookingId, each.decision]));
      const outcome = await bookings.closeWindows(scope, decisions, async (tx) => {
        const row = await insertClosure(tx, {
          clinicId,
          providerId: request.providerId ?? null,
          date: request.date,
          timeSlot: request.timeSlot ?? null,
          capacity: request.capacity ?? null,
          reason: request.reason,
        });
        if (!row) throw new AppError("CONFLICT", "closureExists");
        return row;
      });
      return { closure: toClosure(outcome.made), kept: outcome.kept, rejected: outcome.rejected };
    },

    /** Reopens: the week applies to that date again. */
    async removeClosure(clinicId: string, id: string): Promise<void> {
      const removed = isUuid(id) ? await deleteClosure(db, clinicId, id) : undefined;
      if (!removed) throw new AppError("NOT_FOUND", "closureNotFound");
    },

    /** Seven days from `from`, each provider's windows: capacity that day, closures, and what is booked. */
    async week(clinicId: string, from: string): Promise<ClinicCalendar> {
      const providers = await providersOfClinic(db, clinicId);
      const ids = providers.map((provider) => provider.id);
      const to = addDays(from, WEEK_DAYS);
      const [capacities, counts, closures] = [
        await capacitiesByWindow(db, ids, from, WEEK_DAYS, TIME_SLOTS),
        await placesByWindow(db, ids, klInstant(from, 0), klInstant(to, 0), clock()),
        await listClosures(db, clinicId, from, to),
      ];
      const countOf = new Map(counts.map((row) => [`${row.providerId}|${row.startsAt.getTime()}`, row]));
      const holidays = new Map(klPublicHolidays(from, addDays(to, -1)).map((each) => [each.date, each.name]));
      return {
        from,
        providers: providers.map((provider) => ({
          providerId: provider.id,
          providerName: provider.name,
          days: Array.from({ length: WEEK_DAYS }, (_, offset) => {
            const date = addDays(from, offset);
            return {
              date,
              holiday: holidays.get(date) ?? null,
              windows: TIME_WINDOWS.map((window) => {
                const capacity = capacities.get(`${provider.id}|${date}|${window.timeSlot}`) ?? 0;
                const booked = countOf.get(`${provider.id}|${windowBounds(date, window).startsAt.getTime()}`);
                const covering = closures.filter((each) =>
                  closureCovers(each, provider.id, date, window.timeSlot),
                );
                const reason =
                  covering.find((each) => each.capacity === null) ??
                  covering.find((each) => each.providerId !== null) ??
                  covering[0];
                return {
                  timeSlot: window.timeSlot,
                  capacity,
                  closed: capacity === 0,
                  closureReason: reason?.reason ?? null,
                  approved: booked?.approved ?? 0,
                  pending: booked?.pending ?? 0,
                  held: booked?.held ?? 0,
                };
              }),
            };
          }),
        })),
      };
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
