import Holidays from "date-holidays";

/** Kuala Lumpur (Wilayah Persekutuan, state 14 of MY in date-holidays), with English names. */
const calendar = new Holidays("MY", "14", { languages: ["en"], types: ["public"] });

export interface Holiday {
  date: string;
  name: string;
}

/** Public holidays in Kuala Lumpur on dates in [from, to] (`YYYY-MM-DD`), one per date. */
export function klPublicHolidays(from: string, to: string): Holiday[] {
  const years = new Set([Number(from.slice(0, 4)), Number(to.slice(0, 4))]);
  const byDate = new Map<string, string>();
  for (const year of [...years].sort()) {
    for (const holiday of calendar.getHolidays(year)) {
      const date = holiday.date.slice(0, 10);
      if (holiday.type !== "public" || date < from || date > to) continue;
      byDate.set(date, byDate.has(date) ? `${byDate.get(date)}, ${holiday.name}` : holiday.name);
    }
  }
  return [...byDate].sort(([a], [b]) => a.localeCompare(b)).map(([date, name]) => ({ date, name }));
}
