import type { Language } from "@ivdrips/contract/languages";
import type { TranslationLanguage } from "@ivdrips/contract/translation-languages";
import type { Database, Executor } from "../../db/client";
import { inTransaction, type AlsoInTransaction } from "../../db/transactions";
import { AppError } from "../../lib/app-error";
import { changedFields } from "../../lib/changed-fields";
import type { Clock } from "../../lib/clock";
import { perCatalogueVersion, type CatalogueVersion } from "./catalogue-version";
import {
  findActiveService,
  listActiveServices,
  listAllServices,
  listServiceTranslations,
  lockService,
  lockServiceTranslation,
  ratingsByService,
  saveServiceTranslation,
  updateService,
  type RatingSummary,
  type ServiceChanges,
  type ServiceRow,
  type ServiceTranslationRow,
  type TranslatedTexts,
} from "./catalogue.repository";

export type {
  ServiceChanges,
  ServiceRow,
  ServiceTranslationRow,
  TranslatedTexts,
} from "./catalogue.repository";

/** A service's translations, by language: a language it has none in is absent. */
export type ServiceTranslations = Partial<Record<TranslationLanguage, ServiceTranslationRow>>;

/** Every service's translations, by service id. */
function translationsByService(rows: ServiceTranslationRow[]): Map<string, ServiceTranslations> {
  const byService = new Map<string, ServiceTranslations>();
  for (const row of rows)
    byService.set(row.serviceId, { ...byService.get(row.serviceId), [row.language]: row });
  return byService;
}

/**
 * The service as a reader of `language` sees it: each text field its translation's, when that has one, else
 * the English (field by field, so a half-translated service still reads whole). The one place this rule lives.
 */
export function inLanguage(
  row: ServiceRow,
  translations: ServiceTranslations,
  language: Language,
): ServiceRow {
  const translation = language === "en" ? undefined : translations[language];
  if (!translation) return row;
  return {
    ...row,
    name: translation.name ?? row.name,
    tagline: translation.tagline ?? row.tagline,
    description: translation.description ?? row.description,
    benefits: translation.benefits ?? row.benefits,
    ingredients: translation.ingredients ?? row.ingredients,
  };
}

// What other modules may read of the catalogue: bookings price a visit, reviews rate a service.

/** An active service; undefined when `id` names none, or an inactive one. */
export function activeService(db: Executor, id: string): Promise<ServiceRow | undefined> {
  return findActiveService(db, id);
}

/** Every active service, in display order. */
export function activeServices(db: Executor): Promise<ServiceRow[]> {
  return listActiveServices(db);
}

/** The customers' rating of each of `serviceIds` that has one. */
export function ratingsOf(db: Executor, serviceIds: string[]): Promise<Map<string, RatingSummary>> {
  return ratingsByService(db, serviceIds);
}

/** What a staff member may change of a service: the tagline, omitted, stays as it is. */
/** A staff edit: an omitted tagline or set of clinical rules stays as it is; the consent revision is derived. */
export type ServiceEdit = Omit<
  ServiceChanges,
  "tagline" | "absoluteContraindications" | "relativeContraindications" | "consentRevision"
> & {
  tagline?: string | undefined;
  contraindications?: { absolute: string[]; relative: string[] } | undefined;
};

/** A service as it was before a staff edit and as the edit left it. */
export interface ServiceEditResult {
  before: ServiceRow;
  after: ServiceRow;
}

const NO_RATING: RatingSummary = { average: null, count: 0 };

/** A service as the catalogue holds it (price in sen, English texts), with its translations and rating. */
export interface CatalogueEntry {
  row: ServiceRow;
  translations: ServiceTranslations;
  rating: RatingSummary;
}

/** A service's translation into one language as it was before a staff edit and as the edit left it. */
export interface TranslationEditResult {
  before: ServiceTranslationRow | undefined;
  after: ServiceTranslationRow;
}

/** The active catalogue as one read: every active service with its rating, in display order. */
export interface CatalogueSnapshot {
  entries: CatalogueEntry[];
  byId: Map<string, CatalogueEntry>;
}

export function createCatalogueService(db: Database, clock: Clock) {
  return {
    async snapshot(): Promise<CatalogueSnapshot> {
      const [rows, translationRows, ratings] = await Promise.all([
        listActiveServices(db),
        listServiceTranslations(db),
        ratingsByService(db),
      ]);
      const translations = translationsByService(translationRows);
      const entries = rows.map((row) => ({
        row,
        translations: translations.get(row.id) ?? {},
        rating: ratings.get(row.id) ?? NO_RATING,
      }));
      return { entries, byId: new Map(entries.map((entry) => [entry.row.id, entry])) };
    },

    /** Every service, active or not, with its translations (the operations console's list). */
    async all(): Promise<{ row: ServiceRow; translations: ServiceTranslations }[]> {
      const [rows, translationRows] = await Promise.all([listAllServices(db), listServiceTranslations(db)]);
      const translations = translationsByService(translationRows);
      return rows.map((row) => ({ row, translations: translations.get(row.id) ?? {} }));
    },

    /**
     * A staff member's edit of a service's texts in `language` (null: none, read the English), with what
     * `alsoInTransaction` writes (the audit row). An edit that changes nothing writes nothing. Undefined when
     * there is no such service. The commit moves the catalogue's version (migration 0020's trigger).
     */
    async translateAsStaff(
      id: string,
      language: TranslationLanguage,
      texts: TranslatedTexts,
      alsoInTransaction?: AlsoInTransaction<TranslationEditResult>,
    ): Promise<ServiceTranslationRow | undefined> {
      return inTransaction(db, async (tx) => {
        if (!(await lockService(tx, id))) return undefined;
        const before = await lockServiceTranslation(tx, id, language);
        if (before && !changedFields(translatedFields(before), translatedFields(texts))) return before;
        const after = await saveServiceTranslation(tx, id, language, texts, clock());
        await alsoInTransaction?.(tx, { before, after });
        return after;
      });
    },

    /**
     * A staff member's edit of a service, with what `alsoInTransaction` writes (the console's audit row). An
     * edit that changes nothing writes nothing: the service keeps its updatedAt. Returns the service as it now
     * is; undefined when there is no such service. The commit moves the catalogue's version (migration 0014),
     * so every process shows the edit on its next request; bookings keep the price they were made at.
     */
    async updateAsStaff(
      id: string,
      edit: ServiceEdit,
      alsoInTransaction?: AlsoInTransaction<ServiceEditResult>,
    ): Promise<ServiceRow | undefined> {
      return inTransaction(db, async (tx) => {
        const before = await lockService(tx, id);
        if (!before) return undefined;
        const { contraindications, ...texts } = edit;
        const rules = {
          absoluteContraindications: contraindications?.absolute ?? before.absoluteContraindications,
          relativeContraindications: contraindications?.relative ?? before.relativeContraindications,
        };
        const rulesChanged = changedFields(clinicalRulesOf(before), clinicalRulesOf(rules)) !== undefined;
        const changes: ServiceChanges = {
          ...texts,
          tagline: edit.tagline ?? before.tagline,
          ...rules,
          // New rules make a new consent to treatment: customers sign the new version.
          consentRevision: rulesChanged ? before.consentRevision + 1 : before.consentRevision,
        };
        if (!changedFields(staffEditableFields(before), staffEditableFields(changes))) return before;
        const after = await updateService(tx, id, changes, clock());
        if (!after) return undefined;
        await alsoInTransaction?.(tx, { before, after });
        return after;
      });
    },
  };
}

/** A service's clinical rules, compared as sets (the order staff list them in does not matter). */
const clinicalRulesOf = (
  row: Pick<ServiceChanges, "absoluteContraindications" | "relativeContraindications">,
) => ({
  absoluteContraindications: [...(row.absoluteContraindications ?? [])].sort(),
  relativeContraindications: [...(row.relativeContraindications ?? [])].sort(),
});

/** The fields a staff edit may change. */
export const staffEditableFields = (row: ServiceChanges): Record<string, unknown> => ({
  ...clinicalRulesOf(row),
  name: row.name,
  tagline: row.tagline,
  description: row.description,
  priceSen: row.priceSen,
  duration: row.duration,
  ingredients: row.ingredients,
  benefits: row.benefits,
  isActive: row.isActive,
});

/** The fields a staff member translates. */
export const translatedFields = (texts: TranslatedTexts): Record<string, unknown> => ({
  name: texts.name,
  tagline: texts.tagline,
  description: texts.description,
  benefits: texts.benefits,
  ingredients: texts.ingredients,
});

/** The service `id` of the snapshot, or NOT_FOUND (an inactive service is not shown to customers). */
export function entryOf(snapshot: CatalogueSnapshot, id: string): CatalogueEntry {
  const entry = snapshot.byId.get(id);
  if (!entry) throw new AppError("NOT_FOUND", "serviceNotFound");
  return entry;
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;

/** An active service's name by id, read from the catalogue kept per version (the invite gate's chat text). */
export function serviceNames(
  catalogue: CatalogueService,
  version: CatalogueVersion,
): (id: string) => Promise<string | undefined> {
  const names = perCatalogueVersion(version, async () => {
    const { entries } = await catalogue.snapshot();
    return new Map(entries.map(({ row }) => [row.id, row.name]));
  });
  return async (id) => (await names()).get(id);
}
