// No zod here: the invite gate reads a reference from the address too, and it ships in the gate's tiny script.

/** Every booking's human reference starts so, e.g. IVD-7K3M9Q. */
export const BOOKING_REFERENCE_PREFIX = "IVD-";

/**
 * The reference someone means when they type one: any case, the prefix optional and its dash or a space
 * too ("w922ax", "ivd w922ax", "IVD-W922AX" all mean IVD-W922AX). Null when the text cannot be one (it holds
 * anything but letters, digits, spaces and dashes, or nothing after the prefix).
 */
export function normalizeBookingReference(text: string): string | null {
  const upper = text.trim().toUpperCase();
  if (!/^[A-Z0-9][A-Z0-9 -]*$/.test(upper)) return null;
  const code = upper.replace(/^IVD[\s-]*/, "").replace(/\s+/g, "");
  return code ? `${BOOKING_REFERENCE_PREFIX}${code}` : null;
}
