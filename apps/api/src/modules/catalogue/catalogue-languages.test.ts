import { ServiceListSchema, ServiceSchema, type Service } from "@ivdrips/contract/catalogue";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appUnderTest } from "../../../test/app-under-test";
import { serviceTranslations } from "../../db/schema";
import { CATALOGUE } from "../../seed/catalogue-data";
import { CATALOGUE_TRANSLATIONS } from "../../seed/catalogue-translations";
import { seed } from "../../seed/seed";

/** Issue 35 item 9: the catalogue answers in the reader's language, English where a text has no translation. */

const t = appUnderTest();

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });

const one = async (id: string, acceptLanguage?: string): Promise<Service> =>
  ServiceSchema.parse(
    (await get(`/api/services/${id}`, acceptLanguage ? { "accept-language": acceptLanguage } : {})).json(),
  );

const inList = async (id: string, acceptLanguage: string): Promise<Service | undefined> =>
  ServiceListSchema.parse((await get("/api/services", { "accept-language": acceptLanguage })).json()).find(
    (service) => service.id === id,
  );

const english = CATALOGUE.find((entry) => entry.id === "nutriglow");
if (!english) throw new Error("nutriglow is not in the code's catalogue");
const malay = CATALOGUE_TRANSLATIONS.ms.nutriglow;
const chinese = CATALOGUE_TRANSLATIONS.zh.nutriglow;
if (!malay || !chinese) throw new Error("nutriglow has no seeded translation");

const translation = (serviceId: string, language: "ms" | "zh") =>
  and(eq(serviceTranslations.serviceId, serviceId), eq(serviceTranslations.language, language));

describe("the catalogue in the reader's language", () => {
  it("answers Malay and Chinese texts, in the list and for one service, the name kept as the brand's", async () => {
    for (const [acceptLanguage, texts] of [
      ["ms", malay],
      ["ms-MY,ms;q=0.9,en;q=0.8", malay],
      ["zh-CN,zh;q=0.9", chinese],
    ] as const) {
      for (const service of [
        await one("nutriglow", acceptLanguage),
        await inList("nutriglow", acceptLanguage),
      ]) {
        expect(service, acceptLanguage).toMatchObject({
          name: "NutriGlow",
          tagline: texts.tagline,
          description: texts.description,
          benefits: texts.benefits,
          ingredients: texts.ingredients,
          keyNutrients: texts.ingredients,
          // What is not a text stays as it is.
          price: 600,
          duration: "45-60 min",
        });
      }
    }
  });

  it("answers English without a header, for English, and for a language it does not hold", async () => {
    for (const acceptLanguage of [undefined, "en", "fr-FR,fr;q=0.9", "*"]) {
      const service = await one("nutriglow", acceptLanguage);
      expect(service.tagline, acceptLanguage).toBe(english.tagline);
      expect(service.ingredients, acceptLanguage).toEqual(english.ingredients);
    }
  });

  it("has a translation for every text of every seeded service in both languages", async () => {
    for (const language of ["ms", "zh"] as const) {
      const list = ServiceListSchema.parse(
        (await get("/api/services", { "accept-language": language })).json(),
      );
      for (const service of list) {
        const source = CATALOGUE.find((entry) => entry.id === service.id);
        expect(service.description, `${service.id} ${language}`).not.toBe(source?.description);
        expect(service.tagline, `${service.id} ${language}`).not.toBe(source?.tagline);
        expect(service.benefits, `${service.id} ${language}`).not.toEqual(source?.benefits);
      }
    }
  });

  it("says its language and that it varies with Accept-Language, under a different ETag per language", async () => {
    const inEnglish = await get("/api/services/nutriglow");
    const inMalay = await get("/api/services/nutriglow", { "accept-language": "ms" });
    expect(inMalay.headers["content-language"]).toBe("ms");
    expect(inEnglish.headers["content-language"]).toBe("en");
    expect(String(inMalay.headers.vary)).toContain("accept-language");
    expect(inMalay.headers.etag).not.toBe(inEnglish.headers.etag);
    // A browser holding the English copy asking in Malay gets the Malay body, not a 304.
    const revalidated = await get("/api/services/nutriglow", {
      "accept-language": "ms",
      "if-none-match": String(inEnglish.headers.etag),
    });
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.json<Service>().tagline).toBe(malay.tagline);
    // The list is large enough to be compressed: it varies on both.
    const list = await get("/api/services", { "accept-language": "zh", "accept-encoding": "gzip" });
    expect(String(list.headers.vary)).toMatch(/accept-language.*accept-encoding/);
  });

  it("falls back to English field by field, and wholly for a service without a translation", async () => {
    const db = t.database.db;
    await db
      .update(serviceTranslations)
      .set({ description: null, ingredients: null })
      .where(translation("nutriglow", "ms"));
    await db.delete(serviceTranslations).where(translation("nutribody", "ms"));
    try {
      // Shown on the next request: a write to the translations moves the catalogue's version.
      const partly = await one("nutriglow", "ms");
      expect(partly.tagline).toBe(malay.tagline);
      expect(partly.benefits).toEqual(malay.benefits);
      expect(partly.description).toBe(english.description);
      expect(partly.ingredients).toEqual(english.ingredients);
      const untranslated = await inList("nutribody", "ms");
      expect(untranslated?.tagline).toBe(CATALOGUE.find((entry) => entry.id === "nutribody")?.tagline);
    } finally {
      await seed(db, { demo: false });
      await db
        .update(serviceTranslations)
        .set({ description: malay.description, ingredients: malay.ingredients })
        .where(translation("nutriglow", "ms"));
    }
    // The seed put back the missing one.
    expect((await one("nutribody", "ms")).tagline).toBe(CATALOGUE_TRANSLATIONS.ms.nutribody?.tagline);
  });

  it("never overwrites a translation when the seed runs again", async () => {
    const db = t.database.db;
    await db
      .update(serviceTranslations)
      .set({ tagline: "Diubah oleh staf." })
      .where(translation("nmn-150", "ms"));
    try {
      await seed(db, { demo: true });
      expect((await one("nmn-150", "ms")).tagline).toBe("Diubah oleh staf.");
      const rows = await db.select().from(serviceTranslations);
      expect(rows).toHaveLength(CATALOGUE.length * 2);
    } finally {
      await db
        .update(serviceTranslations)
        .set({ tagline: CATALOGUE_TRANSLATIONS.ms["nmn-150"]?.tagline })
        .where(translation("nmn-150", "ms"));
    }
  });
});
