import {
  HealthAnswersSchema,
  profileValidUntil,
  type HealthAnswers,
  type HealthConsentResponse,
  type HealthProfileResponse,
  type HealthProfileStatus,
} from "@ivdrips/contract/clinical";
import { HEALTH_DATA_CONSENT_TEXTS, HEALTH_DATA_CONSENT_VERSION } from "@ivdrips/contract/consent-texts";
import type { Language } from "@ivdrips/contract/languages";
import type { Database, Executor } from "../../db/client";
import { inTransaction } from "../../db/transactions";
import { AppError } from "../../lib/app-error";
import type { ClinicalSealer } from "../../lib/clinical-keys";
import type { Clock } from "../../lib/clock";
import {
  consentInForce,
  consentsOf,
  deleteProfile,
  findProfile,
  insertConsent,
  saveProfile,
  withdrawConsents,
  type HealthConsentRow,
  type HealthProfileRow,
} from "./clinical.repository";

export interface ClinicalDeps {
  db: Database;
  clock: Clock;
  sealer: ClinicalSealer;
}

/** What the hold of a booking reads of its customer's screening. */
export type Screening =
  { status: Exclude<HealthProfileStatus, "current"> } | { status: "current"; answers: HealthAnswers };

const binding = (userId: string) => `health_profile:${userId}`;

/**
 * A customer's health screening: the consent to keep it (PDPA s.40), given, read and withdrawn, and the
 * answers, sealed at rest. The answers are asked again 12 months after they were last confirmed.
 */
export function createHealthProfiles({ db, clock, sealer }: ClinicalDeps) {
  /** The stored answers, opened; undefined when they cannot be read as today's answers (asked again). */
  function answersOf(row: HealthProfileRow): HealthAnswers | undefined {
    const plain = sealer.open({ keyId: row.keyId, sealed: row.sealedAnswers }, binding(row.userId));
    if (plain === undefined) return undefined;
    const parsed = HealthAnswersSchema.safeParse(JSON.parse(plain));
    return parsed.success ? parsed.data : undefined;
  }

  function statusOf(
    consent: HealthConsentRow | undefined,
    profile: HealthProfileRow | undefined,
    answers: HealthAnswers | undefined,
    now: Date,
  ): HealthProfileStatus {
    if (!consent) return "no_consent";
    if (!profile || !answers) return "missing";
    return profileValidUntil(profile.confirmedAt) <= now ? "stale" : "current";
  }

  async function read(tx: Executor, userId: string): Promise<HealthProfileResponse> {
    const [consent, profile] = await Promise.all([consentInForce(tx, userId), findProfile(tx, userId)]);
    const answers = profile ? answersOf(profile) : undefined;
    return {
      status: statusOf(consent, profile, answers, clock()),
      consent: consent ? { version: consent.version, givenAt: consent.givenAt.toISOString() } : null,
      answers: answers ?? null,
      confirmedAt: answers && profile ? profile.confirmedAt.toISOString() : null,
      validUntil: answers && profile ? profileValidUntil(profile.confirmedAt).toISOString() : null,
    };
  }

  return {
    read: (userId: string) => read(db, userId),

    async consent(userId: string, language: Language): Promise<HealthConsentResponse> {
      const given = await consentInForce(db, userId);
      return {
        version: HEALTH_DATA_CONSENT_VERSION,
        language,
        text: HEALTH_DATA_CONSENT_TEXTS[language],
        given: given ? { version: given.version, givenAt: given.givenAt.toISOString() } : null,
      };
    },

    /** Records the customer's agreement to the text of `version`, which must be the one in force. */
    async giveConsent(userId: string, version: string, language: Language): Promise<HealthConsentResponse> {
      if (version !== HEALTH_DATA_CONSENT_VERSION)
        throw new AppError("CONSENT_OUTDATED", "consentVersionOutdated");
      const given = await inTransaction(db, async (tx) => {
        const current = await consentInForce(tx, userId);
        if (current?.version === version) return current;
        await withdrawConsents(tx, userId, clock());
        return insertConsent(tx, { userId, version, language, givenAt: clock() });
      });
      return {
        version,
        language,
        text: HEALTH_DATA_CONSENT_TEXTS[language],
        given: { version: given.version, givenAt: given.givenAt.toISOString() },
      };
    },

    /** Ends the consent and deletes the answers with it, in one transaction. */
    async withdrawConsent(userId: string): Promise<void> {
      await inTransaction(db, async (tx) => {
        await withdrawConsents(tx, userId, clock());
        await deleteProfile(tx, userId);
      });
    },

    /** Saves the answers (confirming them for another 12 months); only under a consent in force. */
    async save(userId: string, answers: HealthAnswers): Promise<HealthProfileResponse> {
      return inTransaction(db, async (tx) => {
        if (!(await consentInForce(tx, userId))) {
          throw new AppError("HEALTH_CONSENT_REQUIRED", "healthConsentRequired");
        }
        const { keyId, sealed } = sealer.seal(JSON.stringify(answers), binding(userId));
        await saveProfile(tx, { userId, keyId, sealedAnswers: sealed, confirmedAt: clock() });
        return read(tx, userId);
      });
    },

    /** Where the customer's screening stands for a booking made now, with the answers when they hold. */
    async screening(tx: Executor, userId: string): Promise<Screening> {
      const [consent, profile] = await Promise.all([consentInForce(tx, userId), findProfile(tx, userId)]);
      const answers = profile ? answersOf(profile) : undefined;
      const status = statusOf(consent, profile, answers, clock());
      return status === "current" && answers
        ? { status, answers }
        : { status: status === "current" ? "missing" : status };
    },

    /** Account deletion: the answers and the consent go; the clinic's decided records stay (clearances). */
    async forget(tx: Executor, userId: string): Promise<void> {
      await withdrawConsents(tx, userId, clock());
      await deleteProfile(tx, userId);
    },

    /** The customer's consents, newest first, and their answers (their export). */
    async exportOf(tx: Executor, userId: string) {
      const [consents, profile] = await Promise.all([consentsOf(tx, userId), findProfile(tx, userId)]);
      const answers = profile ? answersOf(profile) : undefined;
      return {
        healthConsents: consents.map((consent) => ({
          version: consent.version,
          language: consent.language,
          givenAt: consent.givenAt.toISOString(),
          withdrawnAt: consent.withdrawnAt?.toISOString() ?? null,
        })),
        healthProfile:
          profile && answers ? { answers, confirmedAt: profile.confirmedAt.toISOString() } : null,
      };
    },
  };
}

export type HealthProfiles = ReturnType<typeof createHealthProfiles>;
