import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { clinics, inviteCodes, providers, staff } from "../db/schema";
import { hashPassword } from "../lib/passwords";
import { rmToSen } from "@ivdrips/contract/money";
import { upsertServices } from "../modules/catalogue/catalogue.repository";
import { CATALOGUE } from "./catalogue-data";

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

export interface SeedResult {
  clinicId: string;
  providerId: string;
  demo?: {
    inviteCode: string;
    clinicUsername: string;
    clinicPassword: string;
    staffEmail: string;
    staffPassword: string;
  };
}

/**
 * Safe to run at every start: the catalogue is refreshed from code; the clinic, its provider, the demo
 * invite and the demo staff account are created only when missing, so an admin's changes (a revoked code, a
 * new password, a disabled account) stay.
 */
export async function seed(db: Database, options: { demo: boolean }): Promise<SeedResult> {
  const demoPasswordHash = options.demo ? await hashPassword(DEMO_CLINIC_PASSWORD) : null;
  const demoStaffHash = options.demo ? await hashPassword(DEMO_STAFF.password) : null;

  return db.transaction(async (tx) => {
    await upsertServices(
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
      })),
    );

    await tx
      .insert(clinics)
      .values({ name: SEED_CLINIC.name, username: SEED_CLINIC.username, passwordHash: demoPasswordHash })
      .onConflictDoNothing({ target: clinics.username });
    const [clinic] = await tx.select().from(clinics).where(eq(clinics.username, SEED_CLINIC.username));
    if (!clinic) throw new Error("seed: the clinic was not created");
    if (demoPasswordHash && clinic.passwordHash === null) {
      await tx.update(clinics).set({ passwordHash: demoPasswordHash }).where(eq(clinics.id, clinic.id));
    }

    await tx
      .insert(providers)
      .values({
        clinicId: clinic.id,
        name: SEED_PROVIDER.name,
        locations: [SEED_PROVIDER.city],
        capacityPerWindow: SEED_PROVIDER.capacity,
      })
      .onConflictDoNothing();
    const [provider] = await tx.select().from(providers).where(eq(providers.clinicId, clinic.id));
    if (!provider) throw new Error("seed: the provider was not created");

    if (!options.demo) return { clinicId: clinic.id, providerId: provider.id };
    await tx.insert(inviteCodes).values({ code: DEMO_INVITE_CODE }).onConflictDoNothing();
    if (demoStaffHash) {
      await tx
        .insert(staff)
        .values({ email: DEMO_STAFF.email, name: DEMO_STAFF.name, passwordHash: demoStaffHash })
        .onConflictDoNothing({ target: staff.email });
    }
    return {
      clinicId: clinic.id,
      providerId: provider.id,
      demo: {
        inviteCode: DEMO_INVITE_CODE,
        clinicUsername: SEED_CLINIC.username,
        clinicPassword: DEMO_CLINIC_PASSWORD,
        staffEmail: DEMO_STAFF.email,
        staffPassword: DEMO_STAFF.password,
      },
    };
  });
}
