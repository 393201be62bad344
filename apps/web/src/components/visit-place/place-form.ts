import { schemaMessage } from "@ivdrips/contract/api-messages";
import {
  VISIT_PLACE_KINDS,
  VisitPlaceSchema,
  type VisitPlace,
  type VisitPlaceKind,
} from "@ivdrips/contract/visit-place";
import { z } from "zod";

/**
 * The visit-place form's values: every field as typed (the contract's VisitPlaceSchema checks them, so the
 * server agrees with the form). A form that holds a place keeps it under `place`.
 */
export interface PlaceFormValues {
  kind: VisitPlaceKind;
  line1: string;
  line2: string;
  postcode: string;
  unit: string;
  tower: string;
  floor: string;
  access: {
    guardhouseName: string;
    carPlate: string;
    hotelName: string;
    room: string;
    reservationName: string;
    parking: string;
    lift: string;
    contactPhone: string;
  };
}

/** A form holding a place (the booking card's, the correction dialog's). */
export interface WithPlace {
  place: PlaceFormValues;
}

export const EMPTY_PLACE: PlaceFormValues = {
  kind: "condominium",
  line1: "",
  line2: "",
  postcode: "",
  unit: "",
  tower: "",
  floor: "",
  access: {
    guardhouseName: "",
    carPlate: "",
    hotelName: "",
    room: "",
    reservationName: "",
    parking: "",
    lift: "",
    contactPhone: "",
  },
};

/** The form's place field: the contract's rules. Its output is the request's `place`. */
export const PlaceFieldSchema = VisitPlaceSchema;

/** The place form on its own (the correction dialog). */
export const PlaceFormSchema = z.object({ place: PlaceFieldSchema });

/** A place read back (a saved place, a booking's) as the form's values, to change or book again. */
export function placeFormValues(place: VisitPlace): PlaceFormValues {
  return {
    kind: place.kind,
    line1: place.line1,
    line2: place.line2 ?? "",
    postcode: place.postcode ?? "",
    unit: place.unit ?? "",
    tower: place.tower ?? "",
    floor: place.floor ?? "",
    access: {
      guardhouseName: place.access.guardhouseName ?? "",
      carPlate: place.access.carPlate ?? "",
      hotelName: place.access.hotelName ?? "",
      room: place.access.room ?? "",
      reservationName: place.access.reservationName ?? "",
      parking: place.access.parking ?? "",
      lift: place.access.lift ?? "",
      contactPhone: place.access.contactPhone ?? "",
    },
  };
}

/**
 * A draft's place (storage is the browser's), read back field by field: what is not a string is left empty,
 * and the whole is checked again by the contract's rules when the customer goes on.
 */
export function placeFromDraft(value: unknown): PlaceFormValues | undefined {
  const record = (item: unknown): Record<string, unknown> | undefined =>
    typeof item === "object" && item !== null ? (item as Record<string, unknown>) : undefined;
  const draft = record(value);
  if (!draft) return undefined;
  const access = record(draft.access) ?? {};
  const text = (source: Record<string, unknown>, key: string) => {
    const item = source[key];
    return typeof item === "string" ? item.slice(0, 300) : "";
  };
  const kind = VISIT_PLACE_KINDS.find((each) => each === draft.kind) ?? EMPTY_PLACE.kind;
  const fields = (keys: readonly string[], source: Record<string, unknown>) =>
    Object.fromEntries(keys.map((key) => [key, text(source, key)]));
  return {
    ...EMPTY_PLACE,
    ...(fields(["line1", "line2", "postcode", "unit", "tower", "floor"], draft) as Omit<
      PlaceFormValues,
      "kind" | "access"
    >),
    kind,
    access: fields(Object.keys(EMPTY_PLACE.access), access) as PlaceFormValues["access"],
  };
}

/** The field message of a postcode outside the city's service areas (the API's own words). */
export function outsideAreaMessage(postcode: string): string {
  return schemaMessage("outsideServiceArea", { postcode });
}
