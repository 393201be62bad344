import {
  UpdateServiceRequestSchema,
  type AdminService,
  type UpdateServiceRequest,
} from "@ivdrips/contract/admin-catalogue";
import {
  CONTRAINDICATIONS,
  type Contraindication,
  type ContraindicationRules,
} from "@ivdrips/contract/clinical";
import { z } from "zod";
import { blankAsUndefined, oneItemPerLine } from "../../../lib/admin-forms";

/** What a service's rule on one condition can be: none, relative (flagged for the clinician), absolute. */
export const RULE_CHOICES = ["none", "relative", "absolute"] as const;
export type RuleChoice = (typeof RULE_CHOICES)[number];
export type RuleChoices = Record<Contraindication, RuleChoice>;

/**
 * The contract's payload as the English form holds it: the two lists typed one item a line, and the
 * clinical rules as one choice per condition (turned back into the contract's two lists on save).
 */
export const ServiceFormSchema = UpdateServiceRequestSchema.extend({
  ingredients: oneItemPerLine(UpdateServiceRequestSchema.shape.ingredients),
  benefits: oneItemPerLine(UpdateServiceRequestSchema.shape.benefits),
  note: blankAsUndefined(UpdateServiceRequestSchema.shape.note),
  contraindications: z.record(z.enum(CONTRAINDICATIONS), z.enum(RULE_CHOICES)),
});
export type ServiceFormInput = z.input<typeof ServiceFormSchema>;
export type ServiceFormOutput = z.output<typeof ServiceFormSchema>;

/** Each condition's choice under a service's rules. */
export function ruleChoicesOf(rules: ContraindicationRules): RuleChoices {
  const choices = {} as RuleChoices;
  for (const item of CONTRAINDICATIONS) {
    choices[item] = rules.absolute.includes(item)
      ? "absolute"
      : rules.relative.includes(item)
        ? "relative"
        : "none";
  }
  return choices;
}

/**
 * The rules the choices make. The saved rules' order is kept for the conditions still under them (an
 * unchanged list reads the same); the newly chosen ones follow in the contract's order.
 */
export function rulesFrom(choices: RuleChoices, saved: ContraindicationRules): ContraindicationRules {
  const list = (kind: "absolute" | "relative") => {
    const kept = saved[kind].filter((item) => choices[item] === kind);
    return [...kept, ...CONTRAINDICATIONS.filter((item) => choices[item] === kind && !kept.includes(item))];
  };
  return { absolute: list("absolute"), relative: list("relative") };
}

/** Whether two sets of rules say the same, whatever the order of their lists. */
export function sameRules(a: ContraindicationRules, b: ContraindicationRules): boolean {
  const same = (x: readonly Contraindication[], y: readonly Contraindication[]) =>
    x.length === y.length && x.every((item) => y.includes(item));
  return same(a.absolute, b.absolute) && same(a.relative, b.relative);
}

/** The form's first values: the service as saved. */
export function serviceFormValues(service: AdminService): ServiceFormInput {
  return {
    name: service.name,
    description: service.description,
    priceRm: service.priceRm,
    duration: service.duration,
    ingredients: service.ingredients.join("\n"),
    benefits: service.benefits.join("\n"),
    isActive: service.isActive,
    contraindications: ruleChoicesOf(service.contraindications),
    note: "",
  };
}

/**
 * PUT /api/admin/services/:id's body from the form. The rules go only when they changed: a change makes a
 * new version of the consent to treatment, and leaving them out keeps what another member of staff saved
 * meanwhile.
 */
export function serviceUpdate(
  { note, contraindications, ...values }: ServiceFormOutput,
  service: AdminService,
): UpdateServiceRequest {
  const rules = rulesFrom(contraindications, service.contraindications);
  return {
    ...values,
    ...(sameRules(rules, service.contraindications) ? {} : { contraindications: rules }),
    ...(note ? { note } : {}),
  };
}
