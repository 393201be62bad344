import { z } from "zod";
import { StaffNoteSchema } from "./admin";
import { CityNameSchema } from "./admin-clinics";
import { schemaMessage } from "./api-messages";
import { PostcodeSchema, VisitPlaceSchema, VisitPlaceViewSchema } from "./visit-place";

/**
 * Where the nurses go (issue 37): each city's service areas as ranges of postcodes, a public lookup of one
 * postcode, the console's edits, and the customer's saved places.
 */

/** GET /api/service-areas/:postcode?city=…: the area a postcode is in, or 404 `outsideServiceArea`. */
export const ServiceAreaLookupParamsSchema = z.object({ postcode: PostcodeSchema });
export const ServiceAreaLookupQuerySchema = z.object({ city: CityNameSchema });
export const ServiceAreaLookupSchema = z.object({ postcode: z.string(), area: z.string(), city: z.string() });
export type ServiceAreaLookup = z.infer<typeof ServiceAreaLookupSchema>;

/** A range of postcodes of a city, as the console reads it. */
export const ServiceAreaSchema = z.object({
  id: z.string(),
  city: z.string(),
  name: z.string(),
  postcodeFrom: z.string(),
  postcodeTo: z.string(),
  isActive: z.boolean(),
  updatedAt: z.string(),
});
export type ServiceArea = z.infer<typeof ServiceAreaSchema>;
export const ServiceAreaListSchema = z.object({ areas: z.array(ServiceAreaSchema) });
export type ServiceAreaList = z.infer<typeof ServiceAreaListSchema>;

const AreaNameSchema = z
  .string({ error: schemaMessage("serviceAreaNameLength") })
  .trim()
  .min(2, { error: schemaMessage("serviceAreaNameLength") })
  .max(100, { error: schemaMessage("serviceAreaNameLength") });

const rangeInOrder = (range: { postcodeFrom?: string | undefined; postcodeTo?: string | undefined }) =>
  range.postcodeFrom === undefined ||
  range.postcodeTo === undefined ||
  range.postcodeFrom <= range.postcodeTo;
const RANGE_ORDER = { error: schemaMessage("serviceAreaRangeOrder"), path: ["postcodeTo"] };

/** POST /api/admin/service-areas. */
export const NewServiceAreaRequestSchema = z
  .object({
    city: CityNameSchema,
    name: AreaNameSchema,
    postcodeFrom: PostcodeSchema,
    postcodeTo: PostcodeSchema,
    isActive: z.boolean().default(true),
    note: StaffNoteSchema.optional(),
  })
  .refine(rangeInOrder, RANGE_ORDER);
export type NewServiceAreaRequest = z.output<typeof NewServiceAreaRequestSchema>;

/** PATCH /api/admin/service-areas/:id: what is sent changes (a range's ends checked against the stored ones). */
export const UpdateServiceAreaRequestSchema = z
  .object({
    name: AreaNameSchema.optional(),
    postcodeFrom: PostcodeSchema.optional(),
    postcodeTo: PostcodeSchema.optional(),
    isActive: z.boolean().optional(),
    note: StaffNoteSchema.optional(),
  })
  .refine(rangeInOrder, RANGE_ORDER);
export type UpdateServiceAreaRequest = z.output<typeof UpdateServiceAreaRequestSchema>;

/** DELETE /api/admin/service-areas/:id (a note for the audit log, optional). */
export const DeleteServiceAreaQuerySchema = z.object({ note: StaffNoteSchema.optional() });

/** My Account's saved places: at most this many per customer. */
export const MAX_SAVED_PLACES = 10;

const SavedPlaceLabelSchema = z
  .string({ error: schemaMessage("savedPlaceLabelLength") })
  .trim()
  .min(1, { error: schemaMessage("savedPlaceLabelLength") })
  .max(40, { error: schemaMessage("savedPlaceLabelLength") });

/** POST /api/account/places. */
export const NewSavedPlaceRequestSchema = z.object({ label: SavedPlaceLabelSchema, place: VisitPlaceSchema });
export type NewSavedPlaceRequest = z.output<typeof NewSavedPlaceRequestSchema>;

/** A saved place: the place as sent, with no area (the booking's city decides it when the place is used). */
export const SavedPlaceSchema = z.object({
  id: z.string(),
  label: z.string(),
  place: VisitPlaceViewSchema.extend({ postcode: z.string(), area: z.null() }),
  createdAt: z.string(),
});
export type SavedPlace = z.infer<typeof SavedPlaceSchema>;
export const SavedPlaceListSchema = z.object({ places: z.array(SavedPlaceSchema) });
export type SavedPlaceList = z.infer<typeof SavedPlaceListSchema>;

export const SavedPlaceIdParamsSchema = z.object({ id: z.string().max(100) });

/** PUT /api/bookings/:id/place: the corrected place, until 24 h before the visit (placeCorrectionClosesAt). */
export const PlaceCorrectionRequestSchema = z.object({ place: VisitPlaceSchema });
export type PlaceCorrectionRequest = z.output<typeof PlaceCorrectionRequestSchema>;
