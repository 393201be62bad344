import type { ComingSoonCountry } from "@ivdrips/contract/countries";
import type { Language } from "@ivdrips/contract/languages";
import { isHoneypotFilled } from "@ivdrips/contract/messages";
import type { WaitlistRequest } from "@ivdrips/contract/waitlist";
import type { Database } from "../../db/client";
import type { Clock } from "../../lib/clock";
import { insertWaitlistEntry, listWaitlistEntries, type WaitlistEntryRow } from "./waitlist.repository";

export function createWaitlistService(db: Database, clock: Clock) {
  return {
    /**
     * Puts the address on the country's list once. Joining again, or a bot filling the honeypot, changes
     * nothing, and the caller answers all three alike: the answer never tells whether an address is listed.
     */
    async join(input: WaitlistRequest, language: Language): Promise<void> {
      if (isHoneypotFilled(input.website)) return;
      await insertWaitlistEntry(db, {
        email: input.email,
        country: input.country,
        language,
        createdAt: clock(),
      });
    },

    /** Everyone waiting, or only those waiting for `country`, oldest first (for the team, not visitors). */
    list(country?: ComingSoonCountry): Promise<WaitlistEntryRow[]> {
      return listWaitlistEntries(db, country);
    },
  };
}

export type WaitlistService = ReturnType<typeof createWaitlistService>;
