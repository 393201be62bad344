import { MAX_QUANTITY, MIN_QUANTITY } from "@ivdrips/contract/limits";

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

const MAX_ADDRESS_LENGTH = 500;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;
/** The booking card's place on the service page (its element's id): Book Again and the Book bar land there. */
export const BOOKING_CARD_ANCHOR = "book";

/** Where Book Again goes: the service's page, at its booking card. */
export const bookAgainPath = (serviceId: string) =>
  `/service/${encodeURIComponent(serviceId)}#${BOOKING_CARD_ANCHOR}`;

export function bookAgainState(prefill: BookAgainPrefill): BookAgainState {
  return { bookAgain: prefill };
}

/** The prefill in a location's state, or null when there is none (or it is not one we wrote). */
export function readBookAgain(state: unknown): BookAgainPrefill | null {
  // Checked by hand rather than with a schema: the service page reads this before zod has loaded.
  if (!isRecord(state) || !isRecord(state.bookAgain)) return null;
  const { quantity, address } = state.bookAgain;
  if (typeof quantity !== "number" || !Number.isInteger(quantity)) return null;
  if (quantity < MIN_QUANTITY || quantity > MAX_QUANTITY) return null;
  if (typeof address !== "string" || address.length > MAX_ADDRESS_LENGTH) return null;
  return { quantity, address };
}
