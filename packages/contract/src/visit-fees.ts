import { z } from "zod";
import { CityNameSchema } from "./admin-clinics";
import { schemaMessage } from "./api-messages";
import { rmToSen, senToRm } from "./money";
import type { CityVisitFees } from "./visit-day";

/**
 * A city's visit fees, in RM (issue 37): `GET /api/visit-fees?city=…` for the booking card, which prices a
 * visit with the same `surchargesFor` and `priceLines` (visit-day.ts) as the server; staff set them with
 * `PUT /api/admin/visit-fees/{city}`.
 */

/** The highest fee staff may set, in RM. */
export const MAX_VISIT_FEE_RM = 10_000;

export const VisitFeesSchema = z.object({
  city: z.string(),
  nightSurcharge: z.number().describe("RM"),
  sameDaySurcharge: z.number().describe("RM"),
  callOutFee: z.number().describe("RM"),
});
export type VisitFees = z.infer<typeof VisitFeesSchema>;

export const VisitFeesListSchema = z.object({ cities: z.array(VisitFeesSchema) });
export type VisitFeesList = z.infer<typeof VisitFeesListSchema>;

/** `GET /api/visit-fees?city=`: the city a visit is in. */
export const VisitFeesQuerySchema = z.object({ city: CityNameSchema });

/** `PUT /api/admin/visit-fees/{city}`. */
export const VisitFeesParamsSchema = z.object({ city: CityNameSchema });

const feeMessage = schemaMessage("visitFeeInvalid", { max: MAX_VISIT_FEE_RM });
const FeeRmSchema = z
  .number({ error: feeMessage })
  .min(0, { error: feeMessage })
  .max(MAX_VISIT_FEE_RM, { error: feeMessage })
  .refine((rm) => Math.abs(rmToSen(rm) - rm * 100) < 1e-6, { error: feeMessage });

export const UpdateVisitFeesRequestSchema = z.object({
  nightSurcharge: FeeRmSchema,
  sameDaySurcharge: FeeRmSchema,
  callOutFee: FeeRmSchema,
});
export type UpdateVisitFeesRequest = z.input<typeof UpdateVisitFeesRequestSchema>;

/** A city's fees in sen, as the rules of visit-day.ts take them. */
export const feesInSen = (fees: Omit<VisitFees, "city">): CityVisitFees => ({
  nightSurchargeSen: rmToSen(fees.nightSurcharge),
  sameDaySurchargeSen: rmToSen(fees.sameDaySurcharge),
  callOutFeeSen: rmToSen(fees.callOutFee),
});

/** A city's fees as read, in RM. */
export const feesInRm = (city: string, fees: CityVisitFees): VisitFees => ({
  city,
  nightSurcharge: senToRm(fees.nightSurchargeSen),
  sameDaySurcharge: senToRm(fees.sameDaySurchargeSen),
  callOutFee: senToRm(fees.callOutFeeSen),
});
