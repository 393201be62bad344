import { describe, expect, it } from "vitest";
import {
  addressLines,
  addressOneLine,
  placeCorrectionClosesAt,
  postcodeIn,
  VisitPlaceSchema,
} from "./visit-place";

describe("a visit place", () => {
  it("asks a hotel for its name, the room and the name on the reservation", () => {
    const hotel = { kind: "hotel", line1: "Jalan Sultan Ismail", postcode: "50250" };
    const refused = VisitPlaceSchema.safeParse(hotel);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.path.join("."))).toEqual([
      "access.hotelName",
      "access.room",
      "access.reservationName",
    ]);
    const accepted = VisitPlaceSchema.parse({
      ...hotel,
      access: { hotelName: "The Ritz-Carlton", room: "1207", reservationName: "Aisha Rahman" },
    });
    expect(accepted.access.room).toBe("1207");
  });

  it("takes a five-digit postcode only, and drops empty optional fields", () => {
    expect(
      VisitPlaceSchema.safeParse({ kind: "other", line1: "12 Jalan Ampang", postcode: "5045" }).success,
    ).toBe(false);
    const place = VisitPlaceSchema.parse({
      kind: "condominium",
      line1: "12 Jalan Ampang",
      postcode: " 50450 ",
      unit: "",
      access: { carPlate: "", contactPhone: "" },
    });
    expect(place).toEqual({ kind: "condominium", line1: "12 Jalan Ampang", postcode: "50450", access: {} });
  });

  it("reads back as a courier writes it, the hotel first on one line", () => {
    const place = {
      kind: "hotel" as const,
      line1: "168 Jalan Imbi",
      postcode: "55100",
      area: "Bukit Bintang",
      unit: "Room 1207",
      floor: "Floor 12",
      access: { hotelName: "The Ritz-Carlton", room: "1207", reservationName: "Aisha Rahman" },
    };
    expect(addressLines(place)).toEqual(["Room 1207 · Floor 12", "168 Jalan Imbi", "55100 Bukit Bintang"]);
    expect(addressOneLine(place)).toBe(
      "The Ritz-Carlton, Room 1207 · Floor 12, 168 Jalan Imbi, 55100 Bukit Bintang",
    );
  });

  it("keeps a one-line address from before places as it was written", () => {
    const legacy = {
      kind: "other" as const,
      line1: "12 Jalan Ampang, 50450 Kuala Lumpur",
      postcode: "50450",
      area: null,
      access: {},
    };
    expect(addressLines(legacy)).toEqual(["12 Jalan Ampang, 50450 Kuala Lumpur"]);
    expect(addressLines({ ...legacy, area: "KLCC" })).toEqual([
      "12 Jalan Ampang, 50450 Kuala Lumpur",
      "KLCC",
    ]);
    expect(postcodeIn("Level 3, 12 Jalan Ampang, 50450 Kuala Lumpur")).toBe("50450");
    expect(postcodeIn("Unit 123456, Jalan 5")).toBeUndefined();
  });

  it("can be corrected until 24 hours before the window", () => {
    expect(placeCorrectionClosesAt(new Date("2026-12-02T00:00:00.000Z")).toISOString()).toBe(
      "2026-12-01T00:00:00.000Z",
    );
  });
});
