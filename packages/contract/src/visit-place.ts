import { z } from "zod";
import { schemaMessage } from "./api-messages";
import { PhoneSchema } from "./common";

/**
 * Where the nurse goes (issue 37): a structured visit place in place of one line of address. Guardhouses,
 * hotel front desks and towers are why a visit fails on the day, so each kind asks for what gets the nurse in.
 */
export const VISIT_PLACE_KINDS = [
  "condominium",
  "landed_house",
  "hotel",
  "office",
  "marina",
  "other",
] as const;
export type VisitPlaceKind = (typeof VISIT_PLACE_KINDS)[number];

/** A Malaysian postcode: five digits. */
export const PostcodeSchema = z
  .string({ error: schemaMessage("postcodeInvalid") })
  .trim()
  .regex(/^\d{5}$/, { error: schemaMessage("postcodeInvalid") });

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: schemaMessage("placeFieldTooLong", { max }) })
    .transform((value) => (value === "" ? undefined : value))
    .optional();

export const VisitAccessSchema = z.object({
  /** Condominium: the name the guardhouse registers, and the car it lets in. */
  guardhouseName: text(100),
  carPlate: text(20),
  /** Hotel: the reservation the front desk looks up. */
  hotelName: text(120),
  room: text(20),
  reservationName: text(120),
  parking: text(300),
  lift: text(300),
  /** Who answers at the place, when it is not the customer's own phone. */
  contactPhone: z
    .union([z.literal(""), PhoneSchema])
    .transform((value) => (value === "" ? undefined : value))
    .optional(),
});
export type VisitAccess = z.output<typeof VisitAccessSchema>;

/** The access details as read back: plain strings (an answer is encoded, and a transform cannot be). */
export const VisitAccessViewSchema = z.object({
  guardhouseName: z.string().optional(),
  carPlate: z.string().optional(),
  hotelName: z.string().optional(),
  room: z.string().optional(),
  reservationName: z.string().optional(),
  parking: z.string().optional(),
  lift: z.string().optional(),
  contactPhone: z.string().optional(),
});

/** A visit place as a customer (or an API user) sends it; `area` is the server's, read from the postcode. */
export const VisitPlaceSchema = z
  .object({
    kind: z.enum(VISIT_PLACE_KINDS, { error: schemaMessage("placeKindInvalid") }),
    line1: z
      .string({ error: schemaMessage("addressRequired") })
      .trim()
      .min(3, { error: schemaMessage("addressRequired") })
      .max(200, { error: schemaMessage("placeFieldTooLong", { max: 200 }) }),
    line2: text(200),
    postcode: PostcodeSchema,
    unit: text(40),
    tower: text(40),
    floor: text(40),
    access: VisitAccessSchema.default({}),
  })
  .superRefine((place, context) => {
    if (place.kind !== "hotel") return;
    for (const field of ["hotelName", "room", "reservationName"] as const) {
      if (!place.access[field]) {
        context.addIssue({
          code: "custom",
          path: ["access", field],
          message: schemaMessage("hotelDetailsRequired"),
        });
      }
    }
  });
export type VisitPlaceInput = z.input<typeof VisitPlaceSchema>;
export type VisitPlaceRequest = z.output<typeof VisitPlaceSchema>;

/** A visit place as stored and read back: the request's fields with the service area its postcode is in. */
export const VisitPlaceViewSchema = z.object({
  kind: z.enum(VISIT_PLACE_KINDS),
  line1: z.string(),
  line2: z.string().optional(),
  postcode: z.string().nullable().describe("null only on bookings made before places were structured"),
  area: z.string().nullable(),
  unit: z.string().optional(),
  tower: z.string().optional(),
  floor: z.string().optional(),
  access: VisitAccessViewSchema,
});
export type VisitPlace = z.infer<typeof VisitPlaceViewSchema>;

/** Hours before the window from which the place can no longer be corrected (the clinic plans the route). */
export const PLACE_CORRECTION_CLOSES_HOURS = 24;

/** The first instant the place of a visit starting at `windowStartsAt` can no longer be corrected. */
export function placeCorrectionClosesAt(windowStartsAt: Date): Date {
  return new Date(windowStartsAt.getTime() - PLACE_CORRECTION_CLOSES_HOURS * 60 * 60 * 1000);
}

/** The unit, tower and floor in one line ("Unit 12-3 · Tower B · Floor 12"), or undefined when none is given. */
export function unitLine(place: Pick<VisitPlace, "unit" | "tower" | "floor">): string | undefined {
  const parts = [place.unit, place.tower, place.floor].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(" · ") : undefined;
}

/** The postal lines of a place, as a courier writes them: unit, street lines, then postcode and area. */
export function addressLines(place: VisitPlace): string[] {
  // A one-line address (SPEC's, or from before places were structured) already names its postcode: its area
  // alone follows.
  const written = place.postcode !== null && `${place.line1} ${place.line2 ?? ""}`.includes(place.postcode);
  const postal = (written ? [place.area] : [place.postcode, place.area]).filter(Boolean).join(" ");
  return [unitLine(place), place.line1, place.line2, postal || undefined].filter((line): line is string =>
    Boolean(line),
  );
}

/**
 * The place on one line: what the booking's `customerInfo.address` carries (SPEC's field, kept for API users
 * and every older reader), the calendar invite's LOCATION and a receipt's address.
 */
export function addressOneLine(place: VisitPlace): string {
  const hotel = place.kind === "hotel" && place.access.hotelName ? [place.access.hotelName] : [];
  return [...hotel, ...addressLines(place)].join(", ");
}

/** The first five-digit group in an address written as one line, read as its postcode ("50450 Kuala Lumpur"). */
export function postcodeIn(address: string): string | undefined {
  return /(?:^|\D)(\d{5})(?!\d)/.exec(address)?.[1];
}
