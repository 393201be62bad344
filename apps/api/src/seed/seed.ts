import { and, asc, eq } from "drizzle-orm";
import type { Database, Executor } from "../db/client";
import { DEFAULT_CITY_VISIT_FEES } from "../config";
import { cityVisitFees, clinicians, clinics, inviteCodes, providers, staff } from "../db/schema";
import { hashPassword } from "../lib/passwords";
import { rmToSen } from "@ivdrips/contract/money";
import { TRANSLATION_LANGUAGES } from "@ivdrips/contract/translation-languages";
import {
  giveMissingContraindications,
  insertMissingServices,
  insertMissingServiceTranslations,
} from "../modules/catalogue/catalogue.repository";
import { CATALOGUE } from "./catalogue-data";
import { CATALOGUE_TRANSLATIONS } from "./catalogue-translations";
import { drawFirstServiceAreas } from "../modules/places/places.service";
import { GREATER_KL_SERVICE_AREAS } from "./service-area-data";

/** The clinic behind the Kuala Lumpur provider. Outside production it doubles as the demo account. */
export const SEED_CLINIC = { name: "IV Drips Clinic Kuala Lumpur", username: "ivdrips-kl" } as const;
export const SEED_PROVIDER = { name: "IV Drips Kuala Lumpur", city: "Kuala Lumpur", capacity: 2 } as const;
export const DEMO_CLINIC_PASSWORD = "DemoClinic2026";
export const DEMO_INVITE_CODE = "IVDRIPS-DEMO";
/** The console's demo account, outside production only. */
export const DEMO_STAFF = {
  email: "demo.staff@ivdrips.my",
  name: "Demo Staff",
  password: "DemoStaff2026",
} as const;

/** The demo clinic's nurse, outside production only: who clears its bookings in the demo. */
export const DEMO_CLINICIAN = {
  name: "Nurse Aminah binti Hassan",
  role: "nurse",
  registrationBody: "LJM",
  registrationNumber: "LJM-DEMO-0001",
} as const;

export interface SeedResult {
  clinicId: string;
  providerId: string;
  /** What this run added: empty on every start after the first (unless the code's catalogue grew). */
  inserted: { services: string[]; clinic: boolean; provider: boolean; serviceAreas: number };
  demo?: {
    inviteCode: string;
    clinicUsername: string;
    clinicPassword: string;
    staffEmail: string;
    staffPassword: string;
    /** The demo clinic's nurse, who clears its bookings. */
    clinicianId: string;
  };
}

/**
 * Safe to run at every start: it inserts what is missing and never changes a row that exists, so whatever
 * staff edited (a service's price, name or description, a provider's name or cities, a clinic's name, a
 * revoked code, a new password, a disabled account) stays as they left it, and the audit log's last value is
 * the live one. The code's catalogue is only the first one: changing an existing service is the console's job
 * (or a migration's), not this file's. A run that inserts nothing writes nothing to the catalogue's tables,
 * so no API process drops its catalogue copy; one that inserts notifies every process at its commit.
 */
export async function seed(db: Database, options: { demo: boolean }): Promise<SeedResult> {
  const demoPasswordHash = options.demo ? await hashPassword(DEMO_CLINIC_PASSWORD) : null;
  const demoStaffHash = options.demo ? await hashPassword(DEMO_STAFF.password) : null;

  return db.transaction(async (tx) => {
    const insertedServices = await insertMissingServices(
      tx,
      CATALOGUE.map((entry, index) => ({
        id: entry.id,
        name: entry.name,
        tagline: entry.tagline,
        description: entry.description,
        category: entry.category,
        priceSen: rmToSen(entry.priceRm),
        duration: entry.duration,
        image: entry.image,
        benefits: [...entry.benefits],
        ingredients: [...entry.ingredients],
        popularity: entry.popularity,
        sortOrder: index,
        absoluteContraindications: [...entry.contraindications.absolute],
        relativeContraindications: [...entry.contraindications.relative],
        consentRevision: 1,
      })),
    );
    // Services made before drips had clinical rules get the catalogue's first ones; staff's stay theirs.
    await giveMissingContraindications(
      tx,
      CATALOGUE.map(({ id, contraindications }) => ({
        id,
        absolute: [...contraindications.absolute],
        relative: [...contraindications.relative],
      })),
    );
    // Each service's Malay and Chinese texts where it has none yet: a translation staff edited stays theirs.
    await insertMissingServiceTranslations(
      tx,
      TRANSLATION_LANGUAGES.flatMap((language) =>
        CATALOGUE.flatMap(({ id }) => {
          const texts = CATALOGUE_TRANSLATIONS[language][id];
          return texts ? [{ serviceId: id, language, ...texts }] : [];
        }),
      ),
    );

    // Found by its username, which nobody can change; staff may rename it.
    const createdClinic = await tx
      .insert(clinics)
      .values({ name: SEED_CLINIC.name, username: SEED_CLINIC.username, passwordHash: demoPasswordHash })
      .onConflictDoNothing({ target: clinics.username })
      .returning({ id: clinics.id });
    const [clinic] = await tx.select().from(clinics).where(eq(clinics.username, SEED_CLINIC.username));
    if (!clinic) throw new Error("seed: the clinic was not created");
    // A clinic made by a production start has no password; a demo start gives it the published one (the
    // production checks refuse to start while it works).
    if (demoPasswordHash && clinic.passwordHash === null) {
      await tx.update(clinics).set({ passwordHash: demoPasswordHash }).where(eq(clinics.id, clinic.id));
    }

    // The clinic's provider is made once, with the clinic: staff may rename it, so its name cannot say whether
    // it exists, and inserting by name again would give the clinic a second provider.
    let [provider] = await providersOf(tx, clinic.id);
    let createdProvider = false;
    if (!provider) {
      const inserted = await tx
        .insert(providers)
        .values({
          clinicId: clinic.id,
          name: SEED_PROVIDER.name,
          locations: [SEED_PROVIDER.city],
          capacityPerWindow: SEED_PROVIDER.capacity,
        })
        .onConflictDoNothing()
        .returning({ id: providers.id });
      createdProvider = inserted.length > 0;
      [provider] = await providersOf(tx, clinic.id);
    }
    if (!provider) throw new Error("seed: the provider was not created");
    // Kuala Lumpur's visit fees (issue 37) start at the defaults; once staff change them, a seed keeps theirs.
    await tx
      .insert(cityVisitFees)
      .values({ city: SEED_PROVIDER.city, ...DEFAULT_CITY_VISIT_FEES })
      .onConflictDoNothing({ target: cityVisitFees.city });

    // In every mode: without service areas no visit in the city can be booked. Drawn once, when the city has
    // none; staff's edits stay theirs.
    const serviceAreas = await drawFirstServiceAreas(tx, SEED_PROVIDER.city, GREATER_KL_SERVICE_AREAS);

    const result: SeedResult = {
      clinicId: clinic.id,
      providerId: provider.id,
      inserted: {
        services: insertedServices,
        clinic: createdClinic.length > 0,
        provider: createdProvider,
        serviceAreas,
      },
    };
    if (!options.demo) return result;
    await tx.insert(inviteCodes).values({ code: DEMO_INVITE_CODE }).onConflictDoNothing();
    await tx
      .insert(clinicians)
      .values({ clinicId: clinic.id, ...DEMO_CLINICIAN })
      .onConflictDoNothing();
    const [nurse] = await tx
      .select({ id: clinicians.id })
      .from(clinicians)
      .where(
        and(
          eq(clinicians.clinicId, clinic.id),
          eq(clinicians.registrationBody, DEMO_CLINICIAN.registrationBody),
          eq(clinicians.registrationNumber, DEMO_CLINICIAN.registrationNumber),
        ),
      );
    if (!nurse) throw new Error("seed: the demo nurse was not created");
    if (demoStaffHash) {
      await tx
        .insert(staff)
        .values({ email: DEMO_STAFF.email, name: DEMO_STAFF.name, passwordHash: demoStaffHash })
        .onConflictDoNothing({ target: staff.email });
    }
    return {
      ...result,
      demo: {
        inviteCode: DEMO_INVITE_CODE,
        clinicUsername: SEED_CLINIC.username,
        clinicPassword: DEMO_CLINIC_PASSWORD,
        staffEmail: DEMO_STAFF.email,
        staffPassword: DEMO_STAFF.password,
        clinicianId: nurse.id,
      },
    };
  });
}

/** The clinic's providers, oldest first: the first is the one the seed made. */
function providersOf(tx: Executor, clinicId: string) {
  return tx
    .select({ id: providers.id })
    .from(providers)
    .where(eq(providers.clinicId, clinicId))
    .orderBy(asc(providers.createdAt), asc(providers.id));
}
