import type {
  AdminService,
  AdminServiceList,
  ServiceTranslation,
  UpdateServiceRequest,
  UpdateServiceTranslationRequest,
} from "@ivdrips/contract/admin-catalogue";
import type { TranslationLanguage } from "@ivdrips/contract/translation-languages";
import { rmToSen, senToRm } from "@ivdrips/contract/money";
import { treatmentConsentVersion } from "@ivdrips/contract/consent-texts";
import { AppError } from "../../lib/app-error";
import { rulesOf } from "../clinical/clearances.service";
import { changedFields } from "../../lib/changed-fields";
import {
  staffEditableFields,
  translatedFields,
  type CatalogueService,
  type ServiceRow,
  type ServiceTranslationRow,
  type ServiceTranslations,
} from "../catalogue/catalogue.service";
import { recordAudit } from "./audit.repository";

function translationOf(row: ServiceTranslationRow | undefined): ServiceTranslation {
  return {
    name: row?.name ?? null,
    tagline: row?.tagline ?? null,
    description: row?.description ?? null,
    ingredients: row?.ingredients ?? null,
    benefits: row?.benefits ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

export function adminServiceOf(row: ServiceRow, translations: ServiceTranslations): AdminService {
  return {
    id: row.id,
    name: row.name,
    tagline: row.tagline,
    description: row.description,
    category: row.category,
    priceRm: senToRm(row.priceSen),
    duration: row.duration,
    image: row.image,
    ingredients: row.ingredients,
    benefits: row.benefits,
    isActive: row.isActive,
    updatedAt: row.updatedAt.toISOString(),
    translations: { ms: translationOf(translations.ms), zh: translationOf(translations.zh) },
    contraindications: rulesOf(row),
    consentVersion: treatmentConsentVersion(row.consentRevision),
  };
}

/**
 * The console's catalogue. Every API process keeps the public catalogue in memory per catalogue version, and
 * an edit's commit moves that version everywhere (the migration 0014 trigger NOTIFYs), so it shows on the next
 * request in every process. Bookings keep the unit price they were made at: a new price applies to new bookings
 * only.
 */
export function createAdminCatalogueService(catalogue: CatalogueService) {
  /** The service with its translations, as the console lists it. */
  async function one(id: string): Promise<AdminService> {
    const entry = (await catalogue.all()).find(({ row }) => row.id === id);
    if (!entry) throw new AppError("NOT_FOUND", "serviceNotFound");
    return adminServiceOf(entry.row, entry.translations);
  }

  return {
    async list(): Promise<AdminServiceList> {
      return {
        services: (await catalogue.all()).map(({ row, translations }) => adminServiceOf(row, translations)),
      };
    },

    async update(staffId: string, id: string, input: UpdateServiceRequest): Promise<AdminService> {
      const edit = {
        name: input.name,
        tagline: input.tagline,
        description: input.description,
        priceSen: rmToSen(input.priceRm),
        duration: input.duration,
        ingredients: input.ingredients,
        benefits: input.benefits,
        isActive: input.isActive,
        contraindications: input.contraindications,
      };
      const service = await catalogue.updateAsStaff(id, edit, async (tx, { before, after }) => {
        const diff = changedFields(staffEditableFields(before), staffEditableFields(after));
        await recordAudit(tx, {
          staffId,
          action: "service.update",
          targetType: "service",
          targetId: id,
          ...diff,
          note: input.note ?? null,
        });
      });
      if (!service) throw new AppError("NOT_FOUND", "serviceNotFound");
      return one(id);
    },

    /** A staff member's edit of the service's texts in Malay or Chinese, audited in its transaction. */
    async translate(
      staffId: string,
      id: string,
      language: TranslationLanguage,
      input: UpdateServiceTranslationRequest,
    ): Promise<AdminService> {
      const texts = {
        name: input.name,
        tagline: input.tagline,
        description: input.description,
        ingredients: input.ingredients,
        benefits: input.benefits,
      };
      const translation = await catalogue.translateAsStaff(
        id,
        language,
        texts,
        async (tx, { before, after }) => {
          const diff = changedFields(before ? translatedFields(before) : {}, translatedFields(after));
          await recordAudit(tx, {
            staffId,
            action: "service.translate",
            targetType: "service",
            targetId: id,
            before: { language, ...diff?.before },
            after: { language, ...diff?.after },
            note: input.note ?? null,
          });
        },
      );
      if (!translation) throw new AppError("NOT_FOUND", "serviceNotFound");
      return one(id);
    },
  };
}

export type AdminCatalogueService = ReturnType<typeof createAdminCatalogueService>;
