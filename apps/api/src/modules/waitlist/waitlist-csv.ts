import { formatCsv } from "../../lib/format-csv";
import { klTimestamp } from "../../lib/kl-timestamp";
import type { WaitlistEntryRow } from "./waitlist.repository";

/** The waitlist as CSV (RFC 4180, CRLF): what `waitlist list --csv` prints and the console downloads. */
export function waitlistCsv(entries: readonly WaitlistEntryRow[]): string {
  return formatCsv(
    ["date", "email", "country", "language"],
    entries.map((entry) => [klTimestamp(entry.createdAt), entry.email, entry.country, entry.language]),
  );
}
