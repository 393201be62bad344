import type { AdminDripPackage, DripPackage } from "@ivdrips/contract/drip-packages";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { appUnderTest } from "../../../test/app-under-test";
import { addStaff, type TestStaff } from "../../../test/staff-fixtures";
import { injectAs } from "../../../test/test-app";
import { auditLog, dripPackageServices } from "../../db/schema";

/** Issue 39, drip packages: staff define what is sold (audited); everyone sees what is on sale. */

const t = appUnderTest({ signUpCustomer: true });
const as = (token: string) => injectAs(t.app, token);
let staff: TestStaff;
beforeAll(async () => {
  staff = await addStaff(t.app, t.database.db);
});

const auditOf = (targetId: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));
const onSale = async () => (await t.app.inject({ url: "/api/packages" })).json<{ packages: DripPackage[] }>();
const define = (payload: object) => as(staff.token)({ method: "POST", url: "/api/admin/packages", payload });

const FOUR_NMN = {
  name: "4 × NMN 150",
  serviceIds: ["nmn-150", "nmn-150"],
  credits: 4,
  price: 5200.5,
  validMonths: 6,
  note: "Launch offer",
};

describe("drip packages", () => {
  it("staff define a package, audited; it is on sale with its services, its price in RM", async () => {
    const created = await define(FOUR_NMN);
    expect(created.statusCode, created.body).toBe(201);
    const nmn = created.json<AdminDripPackage>();
    expect(nmn).toMatchObject({
      name: "4 × NMN 150",
      credits: 4,
      price: 5200.5,
      validMonths: 6,
      isActive: true,
      // The same service twice counts once.
      services: [{ id: "nmn-150", name: expect.stringContaining("NMN") }],
    });
    expect(await auditOf(nmn.id)).toEqual([
      expect.objectContaining({
        action: "package.create",
        staffId: staff.id,
        note: "Launch offer",
        after: expect.objectContaining({ priceSen: 520_050, credits: 4, serviceIds: ["nmn-150"] }),
      }),
    ]);
    const listed = (await onSale()).packages.find((entry) => entry.id === nmn.id);
    expect(listed).toEqual({
      id: nmn.id,
      name: "4 × NMN 150",
      credits: 4,
      price: 5200.5,
      validMonths: 6,
      services: nmn.services,
    });
    expect(listed).not.toHaveProperty("isActive");
  });

  it("changes a package's price and services, audited with before and after; off sale, it is not listed", async () => {
    const nmn = (await define({ ...FOUR_NMN, name: "Changing package" })).json<AdminDripPackage>();
    const changed = await as(staff.token)({
      method: "PATCH",
      url: `/api/admin/packages/${nmn.id}`,
      payload: { price: 4999, serviceIds: ["nmn-150", "nmn-300"], note: "Price drop" },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<AdminDripPackage>()).toMatchObject({ price: 4999, credits: 4 });
    expect(
      changed
        .json<AdminDripPackage>()
        .services.map((service) => service.id)
        .sort(),
    ).toEqual(["nmn-150", "nmn-300"]);
    const update = (await auditOf(nmn.id)).find((row) => row.action === "package.update");
    expect(update).toMatchObject({
      note: "Price drop",
      before: { priceSen: 520_050, serviceIds: ["nmn-150"] },
      after: { priceSen: 499_900 },
    });

    const off = await as(staff.token)({
      method: "PATCH",
      url: `/api/admin/packages/${nmn.id}`,
      payload: { isActive: false },
    });
    expect(off.json<AdminDripPackage>().isActive).toBe(false);
    expect((await onSale()).packages.map((entry) => entry.id)).not.toContain(nmn.id);
    const all = (await as(staff.token)({ url: "/api/admin/packages" })).json<{
      packages: AdminDripPackage[];
    }>();
    expect(all.packages.find((entry) => entry.id === nmn.id)).toMatchObject({ isActive: false });
    // Nothing changed: no audit row for it.
    await as(staff.token)({
      method: "PATCH",
      url: `/api/admin/packages/${nmn.id}`,
      payload: { isActive: false },
    });
    expect((await auditOf(nmn.id)).filter((row) => row.action === "package.update")).toHaveLength(2);
  });

  it("refuses what is not a package, writing nothing", async () => {
    const refusals: [object, string][] = [
      [{ ...FOUR_NMN, serviceIds: ["no-such-drip"] }, "packageServiceUnknown"],
      [{ ...FOUR_NMN, serviceIds: [] }, "packageServicesRequired"],
      [{ ...FOUR_NMN, credits: 0 }, "packageCreditsInvalid"],
      [{ ...FOUR_NMN, credits: 21 }, "packageCreditsInvalid"],
      [{ ...FOUR_NMN, credits: 2.5 }, "packageCreditsInvalid"],
      [{ ...FOUR_NMN, price: 0 }, "packagePriceInvalid"],
      [{ ...FOUR_NMN, price: 10.001 }, "servicePriceInvalid"],
      [{ ...FOUR_NMN, validMonths: 25 }, "packageValidityInvalid"],
      [{ ...FOUR_NMN, name: " " }, "packageNameLength"],
    ];
    const before = (await t.database.db.select().from(dripPackageServices)).length;
    for (const [payload, messageId] of refusals) {
      const response = await define(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().messageId, JSON.stringify(payload)).toBe(messageId);
    }
    expect((await t.database.db.select().from(dripPackageServices)).length).toBe(before);
    const unknown = await as(staff.token)({
      method: "PATCH",
      url: "/api/admin/packages/00000000-0000-4000-8000-000000000000",
      payload: { price: 10 },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().messageId).toBe("packageNotFound");
  });

  it("is the console's alone to define: a customer is refused", async () => {
    const refused = await as(t.customer.token)({
      method: "POST",
      url: "/api/admin/packages",
      payload: FOUR_NMN,
    });
    expect(refused.statusCode).toBe(403);
  });
});
