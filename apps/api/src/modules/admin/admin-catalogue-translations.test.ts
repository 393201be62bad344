import type { AdminService, AdminServiceList } from "@ivdrips/contract/admin-catalogue";
import type { Service } from "@ivdrips/contract/catalogue";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { appUnderTest } from "../../../test/app-under-test";
import { addStaff, type TestStaff } from "../../../test/staff-fixtures";
import { injectAs } from "../../../test/test-app";
import { auditLog } from "../../db/schema";
import { CATALOGUE } from "../../seed/catalogue-data";

/** Issue 35 item 9: staff edit each language's texts in the console, audited; English stays the fallback. */

const t = appUnderTest({ signUpCustomer: true });

let staff: TestStaff;
beforeAll(async () => {
  staff = await addStaff(t.app, t.database.db);
});

const asStaff = () => injectAs(t.app, staff.token);
const translate = (id: string, language: string, payload: Record<string, unknown>) =>
  asStaff()({ method: "PUT", url: `/api/admin/services/${id}/translations/${language}`, payload });
const publicGet = (id: string, language: string) =>
  injectAs(
    t.app,
    t.customer.token,
  )({
    method: "GET",
    url: `/api/services/${id}`,
    headers: { "accept-language": language },
  });
const translationAudits = (id: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, id), eq(auditLog.action, "service.translate")));

const MALAY = {
  name: "NutriBoost Tenaga",
  tagline: "Titisan tenaga untuk hari yang sibuk.",
  description: "Campuran vitamin B dan magnesium yang menyokong tenaga semula jadi anda.",
  ingredients: ["Vitamin B Kompleks", "Magnesium"],
  benefits: ["Menyokong tenaga", "Membantu tumpuan"],
};

describe("PUT /api/admin/services/:id/translations/:language", () => {
  it("lists each service's Malay and Chinese texts for the console", async () => {
    const list = (await asStaff()({ method: "GET", url: "/api/admin/services" })).json<AdminServiceList>();
    const nutriglow = list.services.find((service) => service.id === "nutriglow");
    expect(nutriglow?.translations.ms.description).toMatch(/glutation/i);
    expect(nutriglow?.translations.zh.description).toMatch(/谷胱甘肽/);
    // Brand names are not translated: the name reads the English one.
    expect(nutriglow?.translations.ms.name).toBeNull();
  });

  it("saves a language's texts, shows them to its readers at once, and audits the change", async () => {
    const response = await translate("nutriboost", "ms", { ...MALAY, note: "Semakan penterjemah" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdminService>().translations.ms).toMatchObject(MALAY);

    const shown = (await publicGet("nutriboost", "ms")).json<Service>();
    expect(shown).toMatchObject({ ...MALAY, keyNutrients: MALAY.ingredients });
    // Other languages are untouched.
    expect((await publicGet("nutriboost", "en")).json<Service>().name).toBe("NutriBoost");

    const audits = await translationAudits("nutriboost");
    expect(audits).toEqual([
      expect.objectContaining({
        staffId: staff.id,
        targetType: "service",
        note: "Semakan penterjemah",
        before: expect.objectContaining({ language: "ms", name: null }),
        after: expect.objectContaining({ language: "ms", name: MALAY.name, benefits: MALAY.benefits }),
      }),
    ]);

    // The same texts again change nothing, and write no audit row.
    expect((await translate("nutriboost", "ms", MALAY)).statusCode).toBe(200);
    expect(await translationAudits("nutriboost")).toHaveLength(1);
  });

  it("reads an emptied field in English", async () => {
    const english = CATALOGUE.find((entry) => entry.id === "nutribeauty");
    const response = await translate("nutribeauty", "zh", {
      name: "",
      tagline: "  ",
      description: "",
      ingredients: [],
      benefits: ["支持头发健康生长"],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdminService>().translations.zh).toMatchObject({
      name: null,
      tagline: null,
      description: null,
      ingredients: null,
      benefits: ["支持头发健康生长"],
    });
    const shown = (await publicGet("nutribeauty", "zh")).json<Service>();
    expect(shown).toMatchObject({
      name: english?.name,
      tagline: english?.tagline,
      description: english?.description,
      ingredients: english?.ingredients,
      benefits: ["支持头发健康生长"],
    });
  });

  it("refuses texts outside the English fields' bounds, an unknown language or service, and non-staff", async () => {
    const tooShort = await translate("nutriglow", "ms", { ...MALAY, description: "Pendek" });
    expect(tooShort.statusCode).toBe(400);
    const tooLong = await translate("nutriglow", "ms", { ...MALAY, name: "x".repeat(101) });
    expect(tooLong.statusCode).toBe(400);
    const badItem = await translate("nutriglow", "ms", { ...MALAY, benefits: ["x".repeat(201)] });
    expect(badItem.statusCode).toBe(400);
    for (const language of ["en", "fr", "MS"]) {
      expect((await translate("nutriglow", language, MALAY)).statusCode, language).toBe(400);
    }
    expect((await translate("no-such-service", "ms", MALAY)).statusCode).toBe(404);
    const asCustomer = await injectAs(
      t.app,
      t.customer.token,
    )({
      method: "PUT",
      url: "/api/admin/services/nutriglow/translations/ms",
      payload: MALAY,
    });
    expect([401, 403]).toContain(asCustomer.statusCode);
    // Nothing of it was written.
    expect(await translationAudits("nutriglow")).toEqual([]);
    expect((await publicGet("nutriglow", "ms")).json<Service>().description).not.toBe(MALAY.description);
  });
});
