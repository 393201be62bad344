import { CONTRAINDICATION_NAMES } from "@ivdrips/contract/consent-texts";
import { describe, expect, it } from "vitest";
import { appUnderTest } from "../../../test/app-under-test";

/** GET /api/services/{id}/consent: the consent to treatment, per service, versioned, in three languages. */

const t = appUnderTest();

describe("the consent to treatment", () => {
  it("names the material risks and the drip's contraindications, in the request's language", async () => {
    const english = await t.app.inject({ method: "GET", url: "/api/services/nutrimmunity/consent" });
    expect(english.statusCode).toBe(200);
    const consent = english.json();
    expect(consent).toMatchObject({ serviceId: "nutrimmunity", version: "1.1", language: "en" });
    expect(consent.contraindications.absolute).toEqual([
      "kidney_disease",
      "heart_disease",
      "g6pd_deficiency",
    ]);
    for (const risk of ["bruising", "vein", "infection", "fainting", "anaphylaxis"]) {
      expect(consent.text).toContain(risk);
    }
    expect(consent.text).toContain("This drip must not be given to anyone with:\n- Kidney disease");
    expect(consent.text).toContain(`- ${CONTRAINDICATION_NAMES.en.g6pd_deficiency}`);

    const malay = await t.app.inject({
      method: "GET",
      url: "/api/services/nutrimmunity/consent",
      headers: { "accept-language": "ms" },
    });
    expect(malay.json()).toMatchObject({ language: "ms", version: "1.1" });
    expect(malay.json().text).toContain("anafilaksis");
    expect(malay.json().text).toContain(CONTRAINDICATION_NAMES.ms.g6pd_deficiency);

    const chinese = await t.app.inject({
      method: "GET",
      url: "/api/services/nutrimmunity/consent",
      headers: { "accept-language": "zh-CN" },
    });
    expect(chinese.json().text).toContain(CONTRAINDICATION_NAMES.zh.g6pd_deficiency);
  });

  it("answers 404 for a service that does not exist", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/services/no-such-drip/consent" });
    expect(response.statusCode).toBe(404);
  });
});
