import { z } from "zod";
import { StaffNoteSchema } from "./admin";
import { ServicePriceRmSchema } from "./admin-catalogue";
import { schemaMessage } from "./api-messages";

/**
 * Drip packages (issue 39): several drips paid ahead at a package price, each drip a credit for a booking of
 * one of the services it covers, valid some months from the purchase. Staff define them in the console.
 */

/** At most this many drips in one package, and services it may cover. */
export const MAX_PACKAGE_CREDITS = 20;
export const MAX_PACKAGE_SERVICES = 20;
/** A package's credits last at most this many months from the purchase. */
export const MAX_PACKAGE_VALID_MONTHS = 24;

/** A package as everyone reads it: what it costs, how many drips, of which services, for how long. */
export const DripPackageSchema = z.object({
  id: z.string(),
  name: z.string(),
  credits: z.number().int(),
  /** The package's price in RM, for all its drips. */
  price: z.number(),
  validMonths: z.number().int(),
  services: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type DripPackage = z.infer<typeof DripPackageSchema>;

/** GET /api/packages: the packages on sale, cheapest first. */
export const DripPackageListSchema = z.object({ packages: z.array(DripPackageSchema) });
export type DripPackageList = z.infer<typeof DripPackageListSchema>;

/** The console's view adds whether it is on sale and when it last changed. */
export const AdminDripPackageSchema = DripPackageSchema.extend({
  isActive: z.boolean(),
  updatedAt: z.string(),
});
export type AdminDripPackage = z.infer<typeof AdminDripPackageSchema>;
export const AdminDripPackageListSchema = z.object({ packages: z.array(AdminDripPackageSchema) });
export type AdminDripPackageList = z.infer<typeof AdminDripPackageListSchema>;

const PackageNameSchema = z
  .string({ error: schemaMessage("packageNameLength") })
  .trim()
  .min(2, { error: schemaMessage("packageNameLength") })
  .max(100, { error: schemaMessage("packageNameLength") });

const CreditsSchema = z
  .number({ error: schemaMessage("packageCreditsInvalid", { max: MAX_PACKAGE_CREDITS }) })
  .int({ error: schemaMessage("packageCreditsInvalid", { max: MAX_PACKAGE_CREDITS }) })
  .min(1, { error: schemaMessage("packageCreditsInvalid", { max: MAX_PACKAGE_CREDITS }) })
  .max(MAX_PACKAGE_CREDITS, { error: schemaMessage("packageCreditsInvalid", { max: MAX_PACKAGE_CREDITS }) });

const ValidMonthsSchema = z
  .number({ error: schemaMessage("packageValidityInvalid", { max: MAX_PACKAGE_VALID_MONTHS }) })
  .int({ error: schemaMessage("packageValidityInvalid", { max: MAX_PACKAGE_VALID_MONTHS }) })
  .min(1, { error: schemaMessage("packageValidityInvalid", { max: MAX_PACKAGE_VALID_MONTHS }) })
  .max(MAX_PACKAGE_VALID_MONTHS, {
    error: schemaMessage("packageValidityInvalid", { max: MAX_PACKAGE_VALID_MONTHS }),
  });

const ServiceIdsSchema = z
  .array(z.string().trim().min(1).max(100), { error: schemaMessage("packageServicesRequired") })
  .min(1, { error: schemaMessage("packageServicesRequired") })
  .max(MAX_PACKAGE_SERVICES, { error: schemaMessage("packageServicesRequired") })
  .transform((ids) => [...new Set(ids)]);

/** POST /api/admin/packages. A package is for sale only at a price above nothing. */
export const NewDripPackageRequestSchema = z.object({
  name: PackageNameSchema,
  serviceIds: ServiceIdsSchema,
  credits: CreditsSchema,
  price: ServicePriceRmSchema.refine((rm) => rm > 0, { error: schemaMessage("packagePriceInvalid") }),
  validMonths: ValidMonthsSchema,
  isActive: z.boolean().default(true),
  note: StaffNoteSchema.optional(),
});
export type NewDripPackageRequest = z.output<typeof NewDripPackageRequestSchema>;

/** PATCH /api/admin/packages/:id: what is sent changes; credits already bought keep their terms. */
export const UpdateDripPackageRequestSchema = NewDripPackageRequestSchema.omit({ isActive: true })
  .partial()
  .extend({ isActive: z.boolean().optional() });
export type UpdateDripPackageRequest = z.output<typeof UpdateDripPackageRequestSchema>;

/** A package bought and paid for, as its customer reads it in My Account (GET /api/account/credits). */
export const PackageCreditSchema = z.object({
  purchaseId: z.string(),
  packageName: z.string(),
  /** Drips the package gave, and those not yet used (a booking's credit comes back if it is let go in time). */
  credits: z.number().int(),
  creditsLeft: z.number().int(),
  /** After this instant no credit of it pays a booking (the visit must also start before it). */
  expiresAt: z.string(),
  /** False once expired or used up. */
  usable: z.boolean(),
  services: z.array(z.object({ id: z.string(), name: z.string() })),
  paidAt: z.string(),
});
export type PackageCredit = z.infer<typeof PackageCreditSchema>;
export const AccountCreditsSchema = z.object({ credits: z.array(PackageCreditSchema) });
export type AccountCredits = z.infer<typeof AccountCreditsSchema>;

/** POST /api/packages/{id}/purchase: the package's id. */
export const PackageIdParamsSchema = z.object({ id: z.uuid({ error: schemaMessage("packageNotFound") }) });
