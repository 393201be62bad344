import type {
  AdminService,
  AdminServiceList,
  UpdateServiceRequestInput,
} from "@ivdrips/contract/admin-catalogue";
import type { Service } from "@ivdrips/contract/catalogue";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { appUnderTest } from "../../../test/app-under-test";
import { bookingRequest, holdWindow, postBooking } from "../../../test/booking-fixtures";
import { addStaff, type TestStaff } from "../../../test/staff-fixtures";
import { buildTestApp, injectAs, TEST_JWT_SECRET } from "../../../test/test-app";
import { auditLog, bookings, services } from "../../db/schema";

const NOW = "2026-06-01T09:00:00+08:00";
const t = appUnderTest({ now: NOW, signUpCustomer: true, signUpOtherCustomer: true });

let staff: TestStaff;
beforeAll(async () => {
  staff = await addStaff(t.app, t.database.db);
});

const asStaff = () => injectAs(t.app, staff.token);
const publicGet = (url: string, headers: Record<string, string> = {}) =>
  injectAs(t.app, t.customer.token)({ method: "GET", url, headers });
const auditOf = (id: string) => t.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));

async function adminService(id: string): Promise<AdminService> {
  const list = (await asStaff()({ method: "GET", url: "/api/admin/services" })).json<AdminServiceList>();
  const service = list.services.find((entry) => entry.id === id);
  if (!service) throw new Error(`no service ${id}`);
  return service;
}

/** The editable fields of a service as the console would send them back, with changes. */
async function editBody(
  id: string,
  changes: Partial<UpdateServiceRequestInput>,
): Promise<UpdateServiceRequestInput> {
  const current = await adminService(id);
  return {
    name: current.name,
    tagline: current.tagline,
    description: current.description,
    priceRm: current.priceRm,
    duration: current.duration,
    ingredients: current.ingredients,
    benefits: current.benefits,
    isActive: current.isActive,
    ...changes,
  };
}

const edit = (id: string, payload: unknown) =>
  asStaff()({ method: "PUT", url: `/api/admin/services/${id}`, payload: payload as Record<string, unknown> });

describe("GET /api/admin/services", () => {
  it("lists every service, active or not, with its price in RM", async () => {
    const response = await asStaff()({ method: "GET", url: "/api/admin/services" });
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json<AdminServiceList>().services;
    expect(list.length).toBeGreaterThanOrEqual(10);
    expect(list.find((service) => service.id === "nutriglow")).toMatchObject({
      priceRm: 600,
      isActive: true,
    });
  });
});

describe("PUT /api/admin/services/:id", () => {
  it("changes the public catalogue at once; an ETag from before gets the new body, not 304", async () => {
    const before = await publicGet("/api/services/nutriboost");
    const etag = before.headers.etag;
    expect(typeof etag).toBe("string");
    const listBefore = await publicGet("/api/services");

    const response = await edit(
      "nutriboost",
      await editBody("nutriboost", { name: "Vitamin C Boost", priceRm: 455.5 }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ name: "Vitamin C Boost", priceRm: 455.5 });

    const after = await publicGet("/api/services/nutriboost", { "if-none-match": String(etag) });
    expect(after.statusCode).toBe(200);
    expect(after.json<Service>()).toMatchObject({ name: "Vitamin C Boost", price: 455.5 });
    const listAfter = await publicGet("/api/services", { "if-none-match": String(listBefore.headers.etag) });
    expect(listAfter.statusCode).toBe(200);
    expect(listAfter.json<Service[]>().find((service) => service.id === "nutriboost")?.price).toBe(455.5);

    const [stored] = await t.database.db.select().from(services).where(eq(services.id, "nutriboost"));
    expect(stored?.priceSen).toBe(45550);
    const rows = await auditOf("nutriboost");
    expect(rows).toEqual([
      expect.objectContaining({
        staffId: staff.id,
        action: "service.update",
        targetType: "service",
        before: { name: expect.any(String), priceSen: expect.any(Number) },
        after: { name: "Vitamin C Boost", priceSen: 45550 },
      }),
    ]);
  });

  it("shows the edit at once through another API process on the same database", async () => {
    // A second app is what a second process holds: its own plugins and memory, the same database.
    const other = await buildTestApp({ database: t.database, jwtSecret: TEST_JWT_SECRET, clock: t.clock });
    try {
      const readThroughOther = (headers: Record<string, string> = {}) =>
        injectAs(other, t.customer.token)({ method: "GET", url: "/api/services/nutrimmunity", headers });
      const before = await readThroughOther();
      expect(before.statusCode).toBe(200);

      const response = await edit(
        "nutrimmunity",
        await editBody("nutrimmunity", { duration: "50-70 minutes" }),
      );
      expect(response.statusCode, response.body).toBe(200);

      const after = await readThroughOther({ "if-none-match": String(before.headers.etag) });
      expect(after.statusCode).toBe(200);
      expect(after.json<Service>().duration).toBe("50-70 minutes");
    } finally {
      await other.close();
    }
  });

  it("prices a hold through another API process at the new price once the change has reached it", async () => {
    const other = await buildTestApp({ database: t.database, jwtSecret: TEST_JWT_SECRET, clock: t.clock });
    try {
      // A hold through the other process first: it reads the catalogue as it stands, and keeps it.
      const before = await holdWindow(other, t.customer.token, {
        serviceId: "nutribody",
        date: "2026-06-11",
        totalAmount: (await adminService("nutribody")).priceRm,
      });
      expect(before.totalAmount).toBe(600);
      expect((await edit("nutribody", await editBody("nutribody", { priceRm: 640 }))).statusCode).toBe(200);

      const at = (totalAmount: number, date: string) =>
        postBooking(other, t.customer.token, bookingRequest({ serviceId: "nutribody", date, totalAmount }));
      // Until the change reaches it, the other process refuses the new total (holding nothing).
      await expect
        .poll(async () => (await at(640, "2026-06-12")).statusCode, { timeout: 5000, interval: 20 })
        .toBe(201);
      expect((await at(600, "2026-06-13")).json()).toMatchObject({ code: "AMOUNT_MISMATCH" });
    } finally {
      await other.close();
    }
  });

  it("applies a new price to new bookings only", async () => {
    const earlier = await holdWindow(t.app, t.customer.token, { date: "2026-06-08" });
    expect(earlier.totalAmount).toBe(600);
    expect((await edit("nutriglow", await editBody("nutriglow", { priceRm: 650 }))).statusCode).toBe(200);

    const [kept] = await t.database.db.select().from(bookings).where(eq(bookings.id, earlier._id));
    expect(kept).toMatchObject({ unitPriceSen: 60000, totalSen: 60000 });
    const stale = await postBooking(t.app, t.otherCustomer.token, bookingRequest({ date: "2026-06-09" }));
    expect(stale.json()).toMatchObject({ code: "AMOUNT_MISMATCH" });
    const later = await holdWindow(t.app, t.otherCustomer.token, { date: "2026-06-09", totalAmount: 650 });
    expect(later.totalAmount).toBe(650);
  });

  it("takes an inactive service out of the public catalogue and out of booking", async () => {
    expect(
      (await edit("liver-cleanse", await editBody("liver-cleanse", { isActive: false }))).statusCode,
    ).toBe(200);
    const list = (await publicGet("/api/services")).json<Service[]>();
    expect(list.map((service) => service.id)).not.toContain("liver-cleanse");
    expect((await publicGet("/api/services/liver-cleanse")).statusCode).toBe(404);
    const price = (await adminService("liver-cleanse")).priceRm;
    const booking = await postBooking(
      t.app,
      t.customer.token,
      bookingRequest({ serviceId: "liver-cleanse", date: "2026-06-10", totalAmount: price }),
    );
    expect(booking.statusCode).toBe(404);
    expect((await adminService("liver-cleanse")).isActive).toBe(false);

    expect(
      (await edit("liver-cleanse", await editBody("liver-cleanse", { isActive: true }))).statusCode,
    ).toBe(200);
    expect((await publicGet("/api/services/liver-cleanse")).statusCode).toBe(200);
  });

  it("refuses an invalid edit and writes neither the change nor an audit row", async () => {
    const body = await editBody("nutrimmunity", {});
    const audit = (await t.database.db.select().from(auditLog)).length;
    for (const invalid of [
      { ...body, priceRm: -1 },
      { ...body, priceRm: 10.555 },
      { ...body, name: "" },
      { ...body, ingredients: "zinc" },
      { ...body, benefits: Array(31).fill("More energy") },
      { ...body, isActive: "yes" },
    ]) {
      const response = await edit("nutrimmunity", invalid);
      expect(response.statusCode, JSON.stringify(invalid)).toBe(400);
    }
    expect(await adminService("nutrimmunity")).toMatchObject({ priceRm: body.priceRm, name: body.name });
    expect((await t.database.db.select().from(auditLog)).length).toBe(audit);
  });

  it("answers 404 for an unknown service", async () => {
    const body = await editBody("nutrimmunity", {});
    expect((await edit("no-such-service", body)).statusCode).toBe(404);
  });
});
