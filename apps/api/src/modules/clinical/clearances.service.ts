import {
  ageOn,
  ContraindicationRulesSchema,
  HealthAnswersSchema,
  sameSignedName,
  screen,
  type Clearance,
  type Contraindication,
  type ContraindicationRules,
  type TreatmentConsentSignature,
} from "@ivdrips/contract/clinical";
import { treatmentConsentText, treatmentConsentVersion } from "@ivdrips/contract/consent-texts";
import { klDateOf } from "@ivdrips/contract/kl-dates";
import type { Language } from "@ivdrips/contract/languages";
import { z } from "zod";
import type { Executor } from "../../db/client";
import { AppError } from "../../lib/app-error";
import {
  clearancesOf,
  clearancesOfUser,
  decideClearance,
  findClearance,
  findClinician,
  insertClearance,
  resealClearance,
  type ClearanceRow,
} from "./clinical.repository";
import type { ClinicalDeps, HealthProfiles } from "./health-profiles.service";

/** What a booking's clinical record keeps, sealed: the answers and consent as they were when it was made. */
const SealedRecordSchema = z.object({
  answers: HealthAnswersSchema,
  flags: ContraindicationRulesSchema.shape.relative,
  ageAtBooking: z.number(),
  /** The clinician's reason for declining on medical grounds: in the clinical record only. */
  declineReason: z.string().optional(),
  /** What the clinician found on site (issue 37: a patient not treatable), each with when it was noted. */
  onSiteNotes: z.array(z.object({ at: z.string(), note: z.string() })).optional(),
  consent: z.object({
    version: z.string(),
    signedName: z.string(),
    signedAt: z.string(),
    language: z.string(),
    text: z.string(),
  }),
});
type SealedRecord = z.infer<typeof SealedRecordSchema>;

/** A service as far as its clinical rules go. */
export interface ClinicalService {
  id: string;
  name: string;
  absoluteContraindications: readonly string[];
  relativeContraindications: readonly string[];
  consentRevision: number;
}

export function rulesOf(service: ClinicalService): ContraindicationRules {
  return ContraindicationRulesSchema.parse({
    absolute: service.absoluteContraindications,
    relative: service.relativeContraindications,
  });
}

/** A booking's admission, decided before anything is held: what its clinical record will hold. */
export interface Admission {
  record: SealedRecord;
  consentVersion: string;
  signedAt: Date;
}

const binding = (bookingId: string) => `booking_clearance:${bookingId}`;

/**
 * Clearance: no drip without a current health profile, no absolute contraindication, and the customer's signed
 * consent to treatment (checked before anything is held or charged); then a named clinician of the clinic
 * clears or declines. The record is the clinic's, sealed like the profile.
 */
export function createClearances({ clock, sealer }: ClinicalDeps, profiles: HealthProfiles) {
  function opened(row: ClearanceRow): SealedRecord {
    const plain = sealer.open({ keyId: row.keyId, sealed: row.sealedRecord }, binding(row.bookingId));
    if (plain === undefined)
      throw new Error(`the clinical record of booking ${row.bookingId} cannot be opened`);
    return SealedRecordSchema.parse(JSON.parse(plain));
  }

  async function view(tx: Executor, row: ClearanceRow, serviceId: string): Promise<Clearance> {
    const record = opened(row);
    const clinician = row.clinicianId ? await findClinician(tx, row.clinicianId) : undefined;
    return {
      bookingId: row.bookingId,
      serviceId,
      flags: record.flags,
      answers: record.answers,
      ageAtBooking: record.ageAtBooking,
      consent: record.consent,
      decision: row.decision,
      clinician: clinician
        ? {
            id: clinician.id,
            name: clinician.name,
            role: clinician.role,
            registrationBody: clinician.registrationBody,
            registrationNumber: clinician.registrationNumber,
          }
        : null,
      decidedAt: row.decidedAt?.toISOString() ?? null,
    };
  }

  return {
    /**
     * Whether the customer may book the service now, refused with the step that is missing (the web app walks
     * the customer to it): consent to keep health data, a current profile, no absolute contraindication, the
     * consent to treatment signed on its current version by the patient.
     */
    async admit(
      tx: Executor,
      userId: string,
      request: {
        service: ClinicalService;
        consent: TreatmentConsentSignature | undefined;
        patientName: string;
        language: Language;
      },
    ): Promise<Admission> {
      const screening = await profiles.screening(tx, userId);
      switch (screening.status) {
        case "no_consent":
          throw new AppError("HEALTH_CONSENT_REQUIRED", "healthConsentRequired");
        case "missing":
          throw new AppError("HEALTH_PROFILE_REQUIRED", "healthProfileRequired");
        case "stale":
          throw new AppError("HEALTH_PROFILE_STALE", "healthProfileStale");
      }
      const { service, consent, language } = request;
      const rules = rulesOf(service);
      const found = screen(screening.answers, rules);
      if (found.absolute.length > 0) throw new AppError("CONTRAINDICATED", "contraindicated");
      const version = treatmentConsentVersion(service.consentRevision);
      if (!consent) throw new AppError("TREATMENT_CONSENT_REQUIRED", "treatmentConsentRequired");
      if (consent.version !== version)
        throw new AppError("TREATMENT_CONSENT_REQUIRED", "treatmentConsentOutdated");
      if (!sameSignedName(consent.signedName, request.patientName)) {
        throw new AppError("VALIDATION_ERROR", "treatmentConsentNameMismatch");
      }
      const signedAt = clock();
      return {
        consentVersion: version,
        signedAt,
        record: {
          answers: screening.answers,
          flags: found.relative,
          ageAtBooking: ageOn(screening.answers.dateOfBirth, klDateOf(signedAt)),
          consent: {
            version,
            signedName: consent.signedName,
            signedAt: signedAt.toISOString(),
            language,
            text: treatmentConsentText(language, service.name, rules),
          },
        },
      };
    },

    /**
     * Keeps the admission as the booking's clinical record. A hold given back again keeps its first one, also
     * when two retries of one checkout reach here at once (the insert keeps whichever came first).
     */
    async record(tx: Executor, bookingId: string, admission: Admission): Promise<void> {
      if (await findClearance(tx, bookingId)) return;
      const { keyId, sealed } = sealer.seal(JSON.stringify(admission.record), binding(bookingId));
      await insertClearance(tx, {
        bookingId,
        keyId,
        sealedRecord: sealed,
        consentVersion: admission.consentVersion,
        signedAt: admission.signedAt,
      });
    },

    /** The booking's clinical record, opened; undefined when it has none. Callers check who may read it. */
    async read(tx: Executor, bookingId: string, serviceId: string): Promise<Clearance | undefined> {
      const row = await findClearance(tx, bookingId);
      return row ? view(tx, row, serviceId) : undefined;
    },

    /** Which of these bookings carry flags for the clinician (for the clinic's list). */
    async flagged(tx: Executor, bookingIds: readonly string[]): Promise<Map<string, Contraindication[]>> {
      const rows = await clearancesOf(tx, bookingIds);
      return new Map(rows.map((row) => [row.bookingId, opened(row).flags]));
    },

    /** Every clinical record of the customer's bookings, opened (their export). */
    async ofCustomer(tx: Executor, userId: string): Promise<Clearance[]> {
      const rows = await clearancesOfUser(tx, userId);
      return Promise.all(rows.map(({ clearance, serviceId }) => view(tx, clearance, serviceId)));
    },

    /**
     * The named clinician's decision, written with the booking's own (the caller's transaction); a medical
     * decline's reason is sealed into the record. False when the booking has no clinical record.
     */
    async decide(
      tx: Executor,
      bookingId: string,
      decision: { decision: "cleared" | "declined"; clinicianId: string; declineReason?: string | undefined },
    ): Promise<boolean> {
      const row = await findClearance(tx, bookingId);
      if (!row) return false;
      const resealed =
        decision.declineReason === undefined
          ? {}
          : (() => {
              const { keyId, sealed } = sealer.seal(
                JSON.stringify({ ...opened(row), declineReason: decision.declineReason }),
                binding(bookingId),
              );
              return { keyId, sealedRecord: sealed };
            })();
      await decideClearance(tx, bookingId, {
        decision: decision.decision,
        clinicianId: decision.clinicianId,
        decidedAt: clock(),
        ...resealed,
      });
      return true;
    },

    /**
     * Seals a note the clinician made on site (a patient found not treatable) into the booking's clinical
     * record, in the caller's transaction: never on the booking, in a message or a log. False when the booking
     * has no clinical record.
     */
    async noteOnSite(tx: Executor, bookingId: string, note: string): Promise<boolean> {
      const row = await findClearance(tx, bookingId);
      if (!row) return false;
      const record = opened(row);
      const onSiteNotes = [...(record.onSiteNotes ?? []), { at: clock().toISOString(), note }];
      const { keyId, sealed } = sealer.seal(JSON.stringify({ ...record, onSiteNotes }), binding(bookingId));
      await resealClearance(tx, bookingId, { keyId, sealedRecord: sealed });
      return true;
    },

    /** Whether the booking has a clinical record (one made before clearance existed has none). */
    async exists(tx: Executor, bookingId: string): Promise<boolean> {
      return (await findClearance(tx, bookingId)) !== undefined;
    },
  };
}

export type Clearances = ReturnType<typeof createClearances>;
