import { MAX_QUANTITY, MIN_QUANTITY } from "@ivdrips/contract/bookings";
import { z } from "zod";

/** What Book Again carries from a past booking into the booking form. */
export interface BookAgainPrefill {
  quantity: number;
  address: string;
}

/**
 * The react-router location state that carries it. State, never the URL: an address is personal data and
 * must not land in URLs, history sync or server logs.
 */
export interface BookAgainState {
  bookAgain: BookAgainPrefill;
}

const BookAgainStateSchema = z.object({
  bookAgain: z.object({
    quantity: z.number().int().min(MIN_QUANTITY).max(MAX_QUANTITY),
    address: z.string().max(500),
  }),
});

export function bookAgainState(prefill: BookAgainPrefill): BookAgainState {
  return { bookAgain: prefill };
}

/** The prefill in a location's state, or null when there is none (or it is not one we wrote). */
export function readBookAgain(state: unknown): BookAgainPrefill | null {
  const parsed = BookAgainStateSchema.safeParse(state);
  return parsed.success ? parsed.data.bookAgain : null;
}
