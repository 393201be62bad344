import { schemaMessage } from "./api-messages";
import { z } from "zod";
import { BookingDateSchema, TIME_SLOTS } from "./time-windows";

export const ProviderSchema = z.object({
  _id: z.string(),
  name: z.string(),
  isActive: z.boolean(),
  locations: z.array(z.string()),
  capacityPerWindow: z.number().int(),
});
export type Provider = z.infer<typeof ProviderSchema>;

export const ProviderListSchema = z.array(ProviderSchema);

export const ProvidersQuerySchema = z.object({
  location: z
    .string()
    .trim()
    .max(100, { error: schemaMessage("locationTooLong") })
    .optional(),
});

export const ProviderIdParamsSchema = z.object({ id: z.string().max(100) });

export const AvailabilityQuerySchema = z.object({
  date: BookingDateSchema,
});

export const WindowAvailabilitySchema = z.object({
  timeSlot: z.enum(TIME_SLOTS),
  startsAt: z.string(),
  endsAt: z.string(),
  available: z.boolean(),
  remaining: z.number().int(),
  capacity: z.number().int(),
});
export type WindowAvailability = z.infer<typeof WindowAvailabilitySchema>;

export const AvailabilityResponseSchema = z.object({
  providerId: z.string(),
  date: z.string(),
  timeZone: z.string(),
  windows: z.array(WindowAvailabilitySchema),
});
export type AvailabilityResponse = z.infer<typeof AvailabilityResponseSchema>;
