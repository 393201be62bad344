import { ContraindicationRulesSchema } from "./clinical";
import { z } from "zod";
import { StaffNoteSchema } from "./admin";
import { schemaMessage } from "./api-messages";
import { SERVICE_CATEGORIES } from "./catalogue-filters";
import { TRANSLATION_LANGUAGES } from "./translation-languages";

/** The console's catalogue: GET /api/admin/services, PUT /api/admin/services/:id. Prices in RM. */

export const MAX_SERVICE_PRICE_RM = 100_000;
export const MAX_SERVICE_LIST_ITEMS = 30;

/** A service's texts in one language; null: not translated, customers read the English. */
export const ServiceTranslationSchema = z.object({
  name: z.string().nullable(),
  tagline: z.string().nullable(),
  description: z.string().nullable(),
  ingredients: z.array(z.string()).nullable(),
  benefits: z.array(z.string()).nullable(),
  /** Null while the service has no row in this language. */
  updatedAt: z.string().nullable(),
});
export type ServiceTranslation = z.infer<typeof ServiceTranslationSchema>;

export const AdminServiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  tagline: z.string(),
  description: z.string(),
  category: z.enum(SERVICE_CATEGORIES),
  priceRm: z.number(),
  duration: z.string(),
  image: z.string(),
  ingredients: z.array(z.string()),
  benefits: z.array(z.string()),
  isActive: z.boolean(),
  updatedAt: z.string(),
  translations: z.object({ ms: ServiceTranslationSchema, zh: ServiceTranslationSchema }),
  /** Absolute ones stop a booking before payment; relative ones flag it for the clinician. */
  contraindications: ContraindicationRulesSchema,
  /** The consent to treatment's version: it changes with each change of the contraindications. */
  consentVersion: z.string(),
});
export type AdminService = z.infer<typeof AdminServiceSchema>;

export const AdminServiceListSchema = z.object({ services: z.array(AdminServiceSchema) });
export type AdminServiceList = z.infer<typeof AdminServiceListSchema>;

/** `:id` of a service: its catalogue slug, e.g. "nmn-150". */
export const AdminServiceParamsSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,100}$/, { error: schemaMessage("adminIdInvalid") }),
});

type ServiceTextMessage =
  | "serviceNameLength"
  | "serviceTaglineLength"
  | "serviceDescriptionLength"
  | "serviceDurationLength"
  | "serviceListItemLength";

function boundedText(min: number, max: number, id: ServiceTextMessage) {
  const message = schemaMessage(id, { min, max });
  return z.string({ error: message }).trim().min(min, { error: message }).max(max, { error: message });
}

const ServiceListItemsSchema = z
  .array(boundedText(1, 200, "serviceListItemLength"), {
    error: schemaMessage("serviceListInvalid", { max: MAX_SERVICE_LIST_ITEMS }),
  })
  .max(MAX_SERVICE_LIST_ITEMS, {
    error: schemaMessage("serviceListInvalid", { max: MAX_SERVICE_LIST_ITEMS }),
  });

/** An amount in RM with at most two decimals (whole sen), from 0 to MAX_SERVICE_PRICE_RM. */
export const ServicePriceRmSchema = z
  .number({ error: schemaMessage("servicePriceInvalid", { max: MAX_SERVICE_PRICE_RM }) })
  .min(0, { error: schemaMessage("servicePriceInvalid", { max: MAX_SERVICE_PRICE_RM }) })
  .max(MAX_SERVICE_PRICE_RM, { error: schemaMessage("servicePriceInvalid", { max: MAX_SERVICE_PRICE_RM }) })
  .refine((rm) => Math.abs(rm * 100 - Math.round(rm * 100)) < 1e-6, {
    error: schemaMessage("servicePriceInvalid", { max: MAX_SERVICE_PRICE_RM }),
  });

/** PUT /api/admin/services/:id: the whole editable record; a new price applies to new bookings only. */
export const UpdateServiceRequestSchema = z.object({
  name: boundedText(2, 100, "serviceNameLength"),
  /** Omitted: the tagline stays as it is. */
  tagline: boundedText(0, 200, "serviceTaglineLength").optional(),
  description: boundedText(10, 5000, "serviceDescriptionLength"),
  priceRm: ServicePriceRmSchema,
  duration: boundedText(1, 50, "serviceDurationLength"),
  ingredients: ServiceListItemsSchema,
  benefits: ServiceListItemsSchema,
  isActive: z.boolean({ error: schemaMessage("adminActiveRequired") }),
  /** Omitted: the rules stay. Changed: the consent to treatment gets a new version, signed anew by customers. */
  contraindications: ContraindicationRulesSchema.optional(),
  note: StaffNoteSchema.optional(),
});
export type UpdateServiceRequestInput = z.input<typeof UpdateServiceRequestSchema>;
export type UpdateServiceRequest = z.output<typeof UpdateServiceRequestSchema>;

/** `:id/translations/:language` of a service: Malay or Chinese (English is the service itself). */
export const AdminServiceTranslationParamsSchema = AdminServiceParamsSchema.extend({
  language: z.enum(TRANSLATION_LANGUAGES, { error: schemaMessage("adminIdInvalid") }),
});

/** A translated text: the English one's bounds, or empty (null after parsing) for "read the English". */
function translatedText(min: number, max: number, id: ServiceTextMessage) {
  const message = schemaMessage(id, { min, max });
  return boundedText(0, max, id)
    .refine((text) => text === "" || text.length >= min, { error: message })
    .transform((text) => text || null)
    .nullable();
}

/** A translated list: the English one's bounds, or empty (null after parsing) for "read the English". */
const TranslatedListSchema = ServiceListItemsSchema.transform((items) =>
  items.length > 0 ? items : null,
).nullable();

/**
 * PUT /api/admin/services/:id/translations/:language: the service's whole text in that language. An empty
 * field is not translated: customers reading that language see the English one.
 */
export const UpdateServiceTranslationRequestSchema = z.object({
  name: translatedText(2, 100, "serviceNameLength"),
  tagline: translatedText(0, 200, "serviceTaglineLength"),
  description: translatedText(10, 5000, "serviceDescriptionLength"),
  ingredients: TranslatedListSchema,
  benefits: TranslatedListSchema,
  note: StaffNoteSchema.optional(),
});
export type UpdateServiceTranslationRequestInput = z.input<typeof UpdateServiceTranslationRequestSchema>;
export type UpdateServiceTranslationRequest = z.output<typeof UpdateServiceTranslationRequestSchema>;
