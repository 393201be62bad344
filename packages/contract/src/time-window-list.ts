/**
 * The four Kuala Lumpur time windows (SPEC §5) and the service hours they make: data only, so a page's first
 * paint can name the hours without the booking rules of time-windows.ts (or zod) coming with them.
 */
/** Where every booking day and window lives. KL is UTC+8 all year (no daylight saving). */
export const KL_TIME_ZONE = "Asia/Kuala_Lumpur";

export const TIME_WINDOWS = [
  { key: "morning", timeSlot: "Morning 8AM - 12PM", startHour: 8, endHour: 12 },
  { key: "afternoon", timeSlot: "Afternoon 12PM - 4PM", startHour: 12, endHour: 16 },
  { key: "evening", timeSlot: "Evening 4PM - 8PM", startHour: 16, endHour: 20 },
  { key: "night", timeSlot: "Night 8PM - 12AM", startHour: 20, endHour: 24 },
] as const;

export type TimeWindow = (typeof TIME_WINDOWS)[number];
/** The API's name of a window: SPEC's English label ("Morning 8AM - 12PM"), stored and sent as it is. */
export type TimeSlot = TimeWindow["timeSlot"];
/** A window's key in the texts of every language ("morning"): how it is shown is a translation. */
export type TimeWindowKey = TimeWindow["key"];

const KEYS = Object.fromEntries(TIME_WINDOWS.map((window) => [window.timeSlot, window.key])) as Record<
  TimeSlot,
  TimeWindowKey
>;

/** The key of a window's texts, from the API's name of it. */
export function timeWindowKey(timeSlot: TimeSlot): TimeWindowKey {
  return KEYS[timeSlot];
}

/** A KL hour (0-24) at which a window starts or ends. */
export type WindowHour = TimeWindow["startHour"] | TimeWindow["endHour"];

/** The day's service hours, as the windows make them: from the first window's start to the last one's end. */
export const SERVICE_HOURS: { opens: WindowHour; closes: WindowHour } = {
  opens: TIME_WINDOWS.map((window) => window.startHour).reduce((a, b) => (b < a ? b : a)),
  closes: TIME_WINDOWS.map((window) => window.endHour).reduce((a, b) => (b > a ? b : a)),
};
