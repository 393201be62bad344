import { z } from "zod";
import { schemaMessage } from "./api-messages";
import { PostcodeSchema, VisitPlaceSchema, VisitPlaceViewSchema } from "./visit-place";

/**
 * Saved places (issue 37): a signed-in customer's visit places, kept in My Account to fill the booking card
 * next time, and the service-area lookup the card asks before the customer can go on to pay.
 */

/** POST /api/account/places: a place to keep, under a name the customer gives it ("Home", "Office"). */
export const SavedPlaceRequestSchema = z.object({
  label: z
    .string({ error: schemaMessage("savedPlaceLabelInvalid") })
    .trim()
    .min(1, { error: schemaMessage("savedPlaceLabelInvalid") })
    .max(40, { error: schemaMessage("savedPlaceLabelInvalid") }),
  place: VisitPlaceSchema,
});
export type SavedPlaceRequest = z.input<typeof SavedPlaceRequestSchema>;

/** A saved place as read: GET /api/account/places lists them, POST answers with the one kept. */
export const SavedPlaceSchema = z.object({
  id: z.string(),
  label: z.string(),
  place: VisitPlaceViewSchema,
  createdAt: z.string(),
});
export type SavedPlace = z.infer<typeof SavedPlaceSchema>;

export const SavedPlaceListSchema = z.array(SavedPlaceSchema);

/** DELETE /api/account/places/{id}. */
export const SavedPlaceIdParamsSchema = z.object({ id: z.string().max(100) });

/**
 * GET /api/service-areas/{postcode}?city=Kuala%20Lumpur: the service area a postcode is in, or 404 with
 * messageId `outsideServiceArea` when the city's nurses do not visit it.
 */
export const ServiceAreaParamsSchema = z.object({ postcode: PostcodeSchema });
export const ServiceAreaQuerySchema = z.object({ city: z.string().trim().min(1).max(100) });
export const ServiceAreaLookupSchema = z.object({
  postcode: z.string(),
  /** The area's name, as customers know it ("Bukit Bintang"). */
  area: z.string(),
  city: z.string(),
});
export type ServiceAreaLookup = z.infer<typeof ServiceAreaLookupSchema>;

/** PUT /api/bookings/{id}/place: the place corrected, until `placeCorrectionClosesAt` (24 h before the window). */
export const PlaceCorrectionRequestSchema = z.object({ place: VisitPlaceSchema });
export type PlaceCorrectionRequest = z.input<typeof PlaceCorrectionRequestSchema>;
