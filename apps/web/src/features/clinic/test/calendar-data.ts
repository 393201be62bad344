import type {
  CalendarWindow,
  ClinicCalendar,
  ClinicSchedule,
  ClosureList,
  ProviderWeek,
} from "@ivdrips/contract/clinic-calendar";
import { WEEKDAYS } from "@ivdrips/contract/clinic-calendar";
import { addDays, TIME_SLOTS } from "@ivdrips/contract/time-windows";

/** The clinic's one provider (a uuid: the schedule's schema asks for one). */
export const PROVIDER = { id: "11111111-1111-4111-8111-111111111111", name: "Nurse Aisha" };

/** A provider's week as the schedule answers it: every window open at `capacity`. */
export function providerWeek(capacity = 2, provider = PROVIDER): ProviderWeek {
  return {
    providerId: provider.id,
    providerName: provider.name,
    defaultCapacity: capacity,
    windows: WEEKDAYS.flatMap((weekday) =>
      TIME_SLOTS.map((timeSlot) => ({ weekday, timeSlot, open: true, capacity })),
    ),
  };
}

export function schedule(...weeks: ProviderWeek[]): ClinicSchedule {
  return { providers: weeks.length > 0 ? weeks : [providerWeek()] };
}

type WindowChanges = Record<string, Partial<CalendarWindow>>;

/** Seven days from `from`, every window open at 2 places and empty unless `changes["date|timeSlot"]` says. */
export function calendar(
  from: string,
  changes: WindowChanges = {},
  holidays: Record<string, string> = {},
): ClinicCalendar {
  return {
    from,
    providers: [
      {
        providerId: PROVIDER.id,
        providerName: PROVIDER.name,
        days: Array.from({ length: 7 }, (_, index) => {
          const date = addDays(from, index);
          return {
            date,
            holiday: holidays[date] ?? null,
            windows: TIME_SLOTS.map((timeSlot) => ({
              timeSlot,
              capacity: 2,
              closed: false,
              closureReason: null,
              approved: 0,
              pending: 0,
              held: 0,
              ...changes[`${date}|${timeSlot}`],
            })),
          };
        }),
      },
    ],
  };
}

export function closureList(overrides: Partial<ClosureList> = {}): ClosureList {
  return { closures: [], holidays: [], ...overrides };
}
