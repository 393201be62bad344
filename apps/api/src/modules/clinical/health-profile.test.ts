import { HEALTH_DATA_CONSENT_TEXTS, HEALTH_DATA_CONSENT_VERSION } from "@ivdrips/contract/consent-texts";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appUnderTest } from "../../../test/app-under-test";
import { HEALTHY_ANSWERS, giveHealthConsent, saveHealthProfile } from "../../../test/clinical-fixtures";
import { customerTokenAt } from "../../../test/booking-fixtures";
import { injectAs, registerCustomer } from "../../../test/test-app";
import { queryRows } from "../../db/client";

/** The customer's health screening and the consent to keep it (issue 36, items 1, 2 and 7). */

const t = appUnderTest({ now: "2026-06-01T09:00:00+08:00" });

const as = (token: string) => injectAs(t.app, token);
const readProfile = async (token: string) =>
  (await as(token)({ method: "GET", url: "/api/account/health-profile" })).json();

describe("the consent to keep health data", () => {
  it("is its own step: a profile is refused until it is given, in the customer's language", async () => {
    const { token } = await registerCustomer(t.app, { screened: false });
    expect(await readProfile(token)).toMatchObject({ status: "no_consent", consent: null, answers: null });

    const refused = await as(token)({
      method: "PUT",
      url: "/api/account/health-profile",
      payload: HEALTHY_ANSWERS,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "HEALTH_CONSENT_REQUIRED",
      messageId: "healthConsentRequired",
    });

    const text = await as(token)({
      method: "GET",
      url: "/api/account/health-consent",
      headers: { "accept-language": "ms" },
    });
    expect(text.json()).toEqual({
      version: HEALTH_DATA_CONSENT_VERSION,
      language: "ms",
      text: HEALTH_DATA_CONSENT_TEXTS.ms,
      given: null,
    });

    const outdated = await as(token)({
      method: "POST",
      url: "/api/account/health-consent",
      payload: { version: "2020-01-01" },
    });
    expect(outdated.statusCode).toBe(409);
    expect(outdated.json()).toMatchObject({ code: "CONSENT_OUTDATED" });

    const given = await as(token)({
      method: "POST",
      url: "/api/account/health-consent",
      payload: { version: HEALTH_DATA_CONSENT_VERSION },
      headers: { "accept-language": "zh-CN" },
    });
    expect(given.statusCode).toBe(200);
    expect(given.json().given).toEqual({
      version: HEALTH_DATA_CONSENT_VERSION,
      givenAt: "2026-06-01T01:00:00.000Z",
    });
    const [row] = await queryRows<{ language: string; version: string }>(
      t.database.db,
      sql`select language, version from health_consents where user_id = (select id from users where email = (select email from users order by created_at desc limit 1))`,
    );
    expect(row).toEqual({ language: "zh", version: HEALTH_DATA_CONSENT_VERSION });
    expect(await readProfile(token)).toMatchObject({ status: "missing" });
  });
});

describe("the health profile", () => {
  it("round-trips, is the customer's own, and holds only ciphertext in the database", async () => {
    const { token, user } = await registerCustomer(t.app, { screened: false });
    const other = await registerCustomer(t.app, { screened: false });
    await giveHealthConsent(t.app, token);
    const answers = {
      ...HEALTHY_ANSWERS,
      conditions: ["g6pd_deficiency", "diabetes"],
      drugAllergies: "Penicillin (rash)",
      medication: "Metformin 500 mg twice a day",
    };
    const saved = await as(token)({ method: "PUT", url: "/api/account/health-profile", payload: answers });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers["cache-control"]).toBe("private, no-store");
    expect(saved.json()).toEqual({
      status: "current",
      consent: { version: HEALTH_DATA_CONSENT_VERSION, givenAt: "2026-06-01T01:00:00.000Z" },
      answers,
      confirmedAt: "2026-06-01T01:00:00.000Z",
      validUntil: "2027-06-01T01:00:00.000Z",
    });
    expect(await readProfile(token)).toEqual(saved.json());
    // Another customer reads their own (none), never this one.
    expect(await readProfile(other.token)).toMatchObject({ status: "no_consent", answers: null });

    // Raw SQL sees a key id and ciphertext: no answer is readable from the database (or a backup of it).
    const rows = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`select * from health_profiles where user_id = ${user.id}`,
    );
    const stored = JSON.stringify(rows);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.key_id).toMatch(/^[0-9a-f]{12}$/);
    for (const secret of ["g6pd", "diabetes", "Penicillin", "Metformin", "1990-04-12", "Farid", "345 6789"]) {
      expect(stored).not.toContain(secret);
    }
  });

  it("is asked again 12 months after it was confirmed, and confirming it again renews it", async () => {
    const { token: first, user } = await registerCustomer(t.app, { screened: false });
    await giveHealthConsent(t.app, first);
    await saveHealthProfile(t.app, first);
    const start = t.clock();
    try {
      t.clock.advance(365 * 24 * 60 * 60_000 - 1000);
      expect(await readProfile(await customerTokenAt(t.clock, user.id))).toMatchObject({ status: "current" });
      t.clock.advance(1000);
      const token = await customerTokenAt(t.clock, user.id);
      expect(await readProfile(token)).toMatchObject({ status: "stale", answers: HEALTHY_ANSWERS });
      await saveHealthProfile(t.app, token);
      expect(await readProfile(token)).toMatchObject({ status: "current" });
    } finally {
      t.clock.set(start);
    }
  });

  it("refuses answers that are incomplete or impossible, with the field's message", async () => {
    const { token } = await registerCustomer(t.app, { screened: false });
    await giveHealthConsent(t.app, token);
    const put = (payload: Record<string, unknown>) =>
      as(token)({
        method: "PUT",
        url: "/api/account/health-profile",
        payload: { ...HEALTHY_ANSWERS, ...payload },
      });
    const cases: [Record<string, unknown>, string][] = [
      [{ dateOfBirth: "2015-02-30" }, "dateOfBirthInvalid"],
      [{ dateOfBirth: "2015-02-01" }, "patientTooYoung"],
      [{ conditions: [] }, "conditionsRequired"],
      [{ conditions: ["none", "diabetes"] }, "conditionsNoneAlone"],
      [{ conditions: ["flu"] }, "conditionsRequired"],
      [{ sex: "male", pregnancy: "pregnant" }, "pregnancyRequired"],
      [{ weightKg: 12 }, "weightInvalid"],
      [{ medication: "x".repeat(1001) }, "healthTextTooLong"],
      [{ emergencyContactPhone: "call me" }, "phoneInvalid"],
    ];
    for (const [payload, messageId] of cases) {
      const response = await put(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().messageId, JSON.stringify(payload)).toBe(messageId);
    }
    expect(await readProfile(token)).toMatchObject({ status: "missing" });
  });

  it("is deleted when the consent is withdrawn, and cannot be saved again until it is given again", async () => {
    const { token, user } = await registerCustomer(t.app, { screened: false });
    await giveHealthConsent(t.app, token);
    await saveHealthProfile(t.app, token);
    const withdrawn = await as(token)({ method: "DELETE", url: "/api/account/health-consent" });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({ messageId: "healthConsentWithdrawn" });
    expect(await readProfile(token)).toMatchObject({ status: "no_consent", answers: null, consent: null });
    const rows = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from health_profiles where user_id = ${user.id}`,
    );
    expect(rows[0]?.n).toBe(0);
    const [consent] = await queryRows<{ withdrawn: boolean }>(
      t.database.db,
      sql`select withdrawn_at is not null as withdrawn from health_consents where user_id = ${user.id}`,
    );
    expect(consent?.withdrawn).toBe(true);
    const refused = await as(token)({
      method: "PUT",
      url: "/api/account/health-profile",
      payload: HEALTHY_ANSWERS,
    });
    expect(refused.statusCode).toBe(409);
  });

  it("answers 401 without a customer's token", async () => {
    const response = await injectAs(t.app)({ method: "GET", url: "/api/account/health-profile" });
    expect(response.statusCode).toBe(401);
  });
});
