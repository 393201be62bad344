import type { VisitFees, VisitFeesList } from "@ivdrips/contract/visit-fees";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { appUnderTest } from "../../../test/app-under-test";
import { bookingRequest, postBooking } from "../../../test/booking-fixtures";
import { addStaff, type TestStaff } from "../../../test/staff-fixtures";
import { injectAs } from "../../../test/test-app";
import { auditLog } from "../../db/schema";

const t = appUnderTest({ now: "2026-06-01T09:00:00+08:00", signUpCustomer: true });

let staff: TestStaff;
beforeAll(async () => {
  staff = await addStaff(t.app, t.database.db);
});

const put = (city: string, payload: Record<string, unknown>) =>
  injectAs(t.app, staff.token)({ method: "PUT", url: `/api/admin/visit-fees/${city}`, payload });
const publicFees = (city: string) =>
  t.app.inject({ method: "GET", url: `/api/visit-fees?city=${encodeURIComponent(city)}` });

describe("a city's visit fees", () => {
  it("are public in RM: Kuala Lumpur's seeded row, the defaults for a city staff set none for", async () => {
    const kl = await publicFees("kuala lumpur");
    expect(kl.statusCode).toBe(200);
    expect(kl.json()).toEqual({
      city: "kuala lumpur",
      nightSurcharge: 100,
      sameDaySurcharge: 150,
      callOutFee: 100,
    });
    expect((await publicFees("Ipoh")).json()).toMatchObject({ nightSurcharge: 100, sameDaySurcharge: 150 });
    const list = (await injectAs(t.app, staff.token)({ method: "GET", url: "/api/admin/visit-fees" })).json();
    expect((list as VisitFeesList).cities).toContainEqual({
      city: "Kuala Lumpur",
      nightSurcharge: 100,
      sameDaySurcharge: 150,
      callOutFee: 100,
    });
    expect((await publicFees("")).statusCode).toBe(400);
  });

  it("staff set them, audited with before and after in sen, and new holds are priced with them", async () => {
    const response = await put("kuala%20lumpur", {
      nightSurcharge: 80.5,
      sameDaySurcharge: 0,
      callOutFee: 120,
    });
    expect(response.statusCode, response.body).toBe(200);
    // The row keeps the name it was seeded with, matched whatever the case.
    expect(response.json<VisitFees>()).toEqual({
      city: "Kuala Lumpur",
      nightSurcharge: 80.5,
      sameDaySurcharge: 0,
      callOutFee: 120,
    });
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, "Kuala Lumpur"));
    expect(audit).toMatchObject({
      staffId: staff.id,
      action: "visit_fees.update",
      targetType: "city",
      before: { nightSurchargeSen: 10_000, sameDaySurchargeSen: 15_000, callOutFeeSen: 10_000 },
      after: { nightSurchargeSen: 8_050, sameDaySurchargeSen: 0, callOutFeeSen: 12_000 },
    });
    expect((await publicFees("Kuala Lumpur")).json()).toMatchObject({ nightSurcharge: 80.5 });

    const night = { date: "2026-06-10", timeSlot: "Night 8PM - 12AM" } as const;
    const old = await postBooking(t.app, t.customer.token, bookingRequest({ ...night, totalAmount: 700 }));
    expect(old.json()).toMatchObject({ code: "AMOUNT_MISMATCH", params: { total: "RM 680.50" } });
    const held = await postBooking(t.app, t.customer.token, bookingRequest({ ...night, totalAmount: 680.5 }));
    expect(held.statusCode, held.body).toBe(201);
  });

  it("prices only a city we visit: one with no service areas is not found, and nothing is written", async () => {
    const audits = (await t.database.db.select().from(auditLog)).length;
    for (const city of ["Atlantis", "😀💉🩸"]) {
      const response = await put(encodeURIComponent(city), {
        nightSurcharge: 0,
        sameDaySurcharge: 0,
        callOutFee: 0,
      });
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toMatchObject({ messageId: "cityNotServed" });
    }
    expect((await t.database.db.select().from(auditLog)).length).toBe(audits);
  });

  it("refuses a negative, an over-large or a fraction-of-a-sen fee, writing nothing", async () => {
    const audits = (await t.database.db.select().from(auditLog)).length;
    for (const nightSurcharge of [-1, 10_001, 1.005, "100"]) {
      const response = await put("Penang", { nightSurcharge, sameDaySurcharge: 0, callOutFee: 0 });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: "VALIDATION_ERROR" });
    }
    expect((await t.database.db.select().from(auditLog)).length).toBe(audits);
    expect((await publicFees("Penang")).json()).toMatchObject({ nightSurcharge: 100 });
  });
});
