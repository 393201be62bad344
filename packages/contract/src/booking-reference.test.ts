import { describe, expect, it } from "vitest";
import { normalizeBookingReference } from "./booking-reference";

describe("normalizeBookingReference", () => {
  it("reads a reference typed without its prefix, in any case, or with a space for the dash", () => {
    for (const typed of ["W922AX", "w922ax", " ivd-w922ax ", "IVD W922AX", "ivdW922AX", "IVD-W922AX"]) {
      expect(normalizeBookingReference(typed), typed).toBe("IVD-W922AX");
    }
  });

  it("keeps the rest of a longer reference as it is", () => {
    expect(normalizeBookingReference("ivd-2026-0001")).toBe("IVD-2026-0001");
  });

  it("is null for what cannot be a reference", () => {
    for (const typed of ["", "  ", "IVD-", "ivd", "nurul@example.com", "100%", "-W922AX"]) {
      expect(normalizeBookingReference(typed), typed).toBeNull();
    }
  });
});
