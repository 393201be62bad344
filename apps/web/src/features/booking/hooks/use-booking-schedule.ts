import {
  earliestBookableDate,
  findTimeWindow,
  isWindowBookable,
  klDateOf,
} from "@ivdrips/contract/time-windows";
import type { TimeSlot } from "@ivdrips/contract/time-windows";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { availabilityKey, availabilityOn, useRangeAvailability } from "../../../lib/availability";
import { isDaySelectable, STRIP_DAYS, stripDays, windowStates } from "../../../lib/schedule";
import { useProviders } from "../api/get-providers";
import { BOOKING_CITY } from "../lib/booking-form";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A chosen day earlier than `now` allows, or a chosen window that has come too close to book. */
function expired(date: string | null, timeSlot: TimeSlot | null, now: Date): "day" | "window" | null {
  if (date && date < earliestBookableDate(now)) return "day";
  if (!date || !timeSlot) return null;
  const window = findTimeWindow(timeSlot);
  return window && isWindowBookable(date, window, now) ? null : "window";
}

/**
 * SPEC §2 booking card, §4 "Booking form gating": the week the date strip shows, the day and window chosen,
 * and the places behind them (every provider of the city, the shown week in one request). A choice that can no
 * longer be booked, because the clock (`now`, refreshed every 60 seconds) passed it or its window filled up,
 * is cleared as it is seen; every new `now` reads the places again.
 */
export function useBookingSchedule(now: Date) {
  const queryClient = useQueryClient();
  const [weekOffset, setWeekOffset] = useState(0);
  const [date, setDate] = useState<string | null>(null);
  const [timeSlot, setTimeSlot] = useState<TimeSlot | null>(null);
  // A window put back from before the checkout: chosen once it shows open (the customer's own abandoned hold
  // is let go meanwhile, and until then the window may read as full).
  const [wanted, setWanted] = useState<TimeSlot | null>(null);

  const providers = useProviders(BOOKING_CITY);
  const providerIds = useMemo(() => providers.data?.map((provider) => provider._id), [providers.data]);
  const availability = useRangeAvailability(providerIds, stripDays(now, weekOffset)[0] ?? "");

  // Each minute the places are read again: others book meanwhile.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: availabilityKey });
  }, [now, queryClient]);

  const windows = date ? windowStates(date, now, availabilityOn(availability.data, date)) : [];
  const chosenWindow = windows.find((window) => window.timeSlot === timeSlot);

  // Cleared while rendering (React's "adjusting state when a prop changes"): the next render has no stale
  // choice, and the chosen window is never shown once it has gone.
  if (wanted && windows.find((window) => window.timeSlot === wanted)?.status === "open") {
    setTimeSlot(wanted);
    setWanted(null);
  }
  const gone = expired(date, timeSlot, now);
  if (gone === "day") {
    setDate(null);
    setTimeSlot(null);
    setWanted(null);
  } else if (
    gone === "window" ||
    (chosenWindow && chosenWindow.status !== "open" && chosenWindow.status !== "loading")
  ) {
    setTimeSlot(null);
  }

  return {
    providers,
    availability,
    weekOffset,
    date,
    timeSlot,
    windows,
    selectDate(day: string) {
      setDate(day);
      setTimeSlot(null);
      setWanted(null);
    },
    changeWeek(offset: number) {
      setWeekOffset(Math.max(0, offset));
      setDate(null);
      setTimeSlot(null);
      setWanted(null);
    },
    selectWindow(slot: TimeSlot | null) {
      setTimeSlot(slot);
      setWanted(null);
    },
    /** Back from the checkout, or a reload: the day (its week shown) and, once it is open again, the window. */
    restore(day: string, slot: TimeSlot | null) {
      if (!isDaySelectable(day, now)) return;
      const daysAhead = Math.round((Date.parse(day) - Date.parse(klDateOf(now))) / DAY_MS);
      setWeekOffset(Math.floor(daysAhead / STRIP_DAYS));
      setDate(day);
      setTimeSlot(null);
      setWanted(slot);
    },
  };
}
