import type { AdminClinic, AdminClinicList, AdminProvider } from "@ivdrips/contract/admin-clinics";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { appUnderTest } from "../../../test/app-under-test";
import { addClinic, bookingRequest, paidBooking, postBooking } from "../../../test/booking-fixtures";
import { addStaff, type TestStaff } from "../../../test/staff-fixtures";
import { freshClientAddress, injectAs, VALID_PASSWORD } from "../../../test/test-app";
import { auditLog, clinics, providers } from "../../db/schema";
import { createTokenService } from "../../lib/tokens";
import { createClinicsService } from "../clinics/clinics.service";

const NOW = "2026-06-01T09:00:00+08:00";
const t = appUnderTest({ now: NOW, signUpCustomer: true, eachTest: "reset clock" });

let staff: TestStaff;
beforeAll(async () => {
  staff = await addStaff(t.app, t.database.db);
});

const asStaff = () => injectAs(t.app, staff.token);
const auditOf = (targetId: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));
let counter = 0;
const username = () => `clinic-${process.pid}-${(counter += 1)}`;

const clinicLogin = (name: string, password: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/clinics/login",
    remoteAddress: freshClientAddress(),
    payload: { username: name, password },
  });

async function createClinic(payload: Record<string, unknown> = {}): Promise<AdminClinic> {
  const response = await asStaff()({
    method: "POST",
    url: "/api/admin/clinics",
    payload: { name: "Klinik Bangsar", username: username(), password: VALID_PASSWORD, ...payload },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe("GET /api/admin/clinics", () => {
  it("lists each clinic with its providers, pending decisions and decision times", async () => {
    const clinic = await addClinic(t.app, t.database.db, { username: username(), city: "Ipoh" });
    const request = { location: { country: "Malaysia", city: "Ipoh" }, providerId: clinic.providerId };
    const decided = await paidBooking(t.app, t.customer.token, { ...request, date: "2026-06-04" });
    await paidBooking(t.app, t.customer.token, { ...request, date: "2026-06-05" });
    t.clock.advance(3 * 60 * 60 * 1000);
    const approve = await injectAs(
      t.app,
      clinic.token,
    )({
      method: "PUT",
      url: `/api/clinics/bookings/${decided._id}/status`,
      payload: { status: "approved", clinicianId: clinic.clinicianId },
    });
    expect(approve.statusCode, approve.body).toBe(200);
    // Rejected by the system when its window starts, undecided: not one of the clinic's decisions.
    const undecided = await paidBooking(t.app, t.customer.token, { ...request, date: "2026-06-02" });
    t.clock.set("2026-06-02T08:00:00+08:00");
    await t.app.bookings.sweep();
    const swept = await injectAs(
      t.app,
      t.customer.token,
    )({ method: "GET", url: `/api/bookings/${undecided._id}` });
    expect(swept.json()).toMatchObject({ status: "cancelled" });
    t.clock.set(NOW); // the staff token is short-lived

    const response = await asStaff()({ method: "GET", url: "/api/admin/clinics" });
    expect(response.statusCode, response.body).toBe(200);
    const entry = response.json<AdminClinicList>().clinics.find((c) => c.id === clinic.clinicId);
    expect(entry).toMatchObject({
      pendingCount: 1,
      decisionTimes: { count: 1, medianHours: 3, averageHours: 3 },
      providers: [{ id: clinic.providerId, cities: ["Ipoh"], capacityPerWindow: 2, isActive: true }],
    });
  });
});

describe("POST /api/admin/clinics", () => {
  it("creates a clinic and its provider, audited without the password", async () => {
    const created = await createClinic({ city: "Shah Alam", capacity: 3, email: "desk@bangsar.example" });
    expect(created).toMatchObject({
      name: "Klinik Bangsar",
      email: "desk@bangsar.example",
      pendingCount: 0,
      providers: [{ name: "Klinik Bangsar", cities: ["Shah Alam"], capacityPerWindow: 3, isActive: true }],
    });
    expect((await clinicLogin(created.username, VALID_PASSWORD)).statusCode).toBe(200);
    const [row] = await auditOf(created.id);
    expect(row).toMatchObject({ staffId: staff.id, action: "clinic.create", targetType: "clinic" });
    expect(JSON.stringify(row)).not.toContain(VALID_PASSWORD);
    expect(JSON.stringify(row)).not.toContain("argon2");
  });

  it("refuses a taken username with 409 and writes nothing", async () => {
    const first = await createClinic();
    const before = await t.database.db.select().from(auditLog);
    const again = await asStaff()({
      method: "POST",
      url: "/api/admin/clinics",
      payload: { name: "Other", username: first.username, password: VALID_PASSWORD },
    });
    expect(again.statusCode).toBe(409);
    expect(await t.database.db.select().from(auditLog)).toHaveLength(before.length);
  });

  it("validates the body", async () => {
    const response = await asStaff()({
      method: "POST",
      url: "/api/admin/clinics",
      payload: { name: "K", username: username(), password: "short" },
    });
    expect(response.json()).toMatchObject({ statusCode: 400, messageId: "adminClinicNameLength" });
  });
});

describe("PUT /api/admin/clinics/:id", () => {
  it("renames a clinic, with before and after of what changed", async () => {
    const created = await createClinic();
    const response = await asStaff()({
      method: "PUT",
      url: `/api/admin/clinics/${created.id}`,
      payload: { name: "Klinik Bangsar South", email: null, note: "Rebranded" },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ name: "Klinik Bangsar South", email: null });
    const rows = (await auditOf(created.id)).filter((row) => row.action === "clinic.update");
    expect(rows).toEqual([
      expect.objectContaining({
        before: { name: "Klinik Bangsar" },
        after: { name: "Klinik Bangsar South" },
        note: "Rebranded",
      }),
    ]);
  });

  it("sets the coordinator's mobile for WhatsApp in E.164, keeps it when left out, clears it with an empty one", async () => {
    const created = await createClinic();
    const put = (payload: Record<string, unknown>) =>
      asStaff()({
        method: "PUT",
        url: `/api/admin/clinics/${created.id}`,
        payload: { name: created.name, email: null, ...payload },
      });
    const set = await put({ coordinatorPhone: "012-345 6789" });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ coordinatorPhone: "+60123456789" });
    expect((await put({})).json()).toMatchObject({ coordinatorPhone: "+60123456789" });
    const refused = await put({ coordinatorPhone: "12345678" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      messageId: "mobileNumberInvalid",
      details: { coordinatorPhone: expect.any(String) },
    });
    expect((await put({ coordinatorPhone: "" })).json()).toMatchObject({ coordinatorPhone: null });
    const rows = (await auditOf(created.id)).filter((row) => row.action === "clinic.update");
    expect(rows.map((row) => [row.before, row.after])).toEqual([
      [{ coordinatorPhone: null }, { coordinatorPhone: "+60123456789" }],
      [{ coordinatorPhone: "+60123456789" }, { coordinatorPhone: null }],
    ]);
  });

  it("answers 404 for an unknown clinic and 400 for an id that is not one", async () => {
    const payload = { name: "Nobody", email: null };
    const unknown = await asStaff()({
      method: "PUT",
      url: "/api/admin/clinics/00000000-0000-4000-8000-000000000000",
      payload,
    });
    expect(unknown.statusCode).toBe(404);
    expect((await asStaff()({ method: "PUT", url: "/api/admin/clinics/x", payload })).statusCode).toBe(400);
  });
});

describe("POST /api/admin/clinics/:id/password", () => {
  it("sets a new password and ends every session of the clinic", async () => {
    const created = await createClinic();
    const login = await clinicLogin(created.username, VALID_PASSWORD);
    const oldToken = login.json<{ token: string }>().token;
    const response = await asStaff()({
      method: "POST",
      url: `/api/admin/clinics/${created.id}/password`,
      payload: { password: "Moonrise2027" },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ messageId: "clinicPasswordReset" });
    const profile = await injectAs(t.app, oldToken)({ method: "GET", url: "/api/clinics/profile" });
    expect(profile.statusCode).toBe(401);
    expect((await clinicLogin(created.username, VALID_PASSWORD)).statusCode).toBe(401);
    expect((await clinicLogin(created.username, "Moonrise2027")).statusCode).toBe(200);
    const [row] = (await auditOf(created.id)).filter((entry) => entry.action === "clinic.password_reset");
    expect(row).toBeDefined();
    expect(JSON.stringify(row)).not.toContain("Moonrise2027");
  });

  it("refuses a weak password and changes nothing", async () => {
    const created = await createClinic();
    const response = await asStaff()({
      method: "POST",
      url: `/api/admin/clinics/${created.id}/password`,
      payload: { password: "weak" },
    });
    expect(response.statusCode).toBe(400);
    expect((await clinicLogin(created.username, VALID_PASSWORD)).statusCode).toBe(200);
    expect((await auditOf(created.id)).map((row) => row.action)).toEqual(["clinic.create"]);
  });
});

describe("PUT /api/admin/providers/:id", () => {
  const edit = (id: string, payload: Record<string, unknown>) =>
    asStaff()({ method: "PUT", url: `/api/admin/providers/${id}`, payload });

  it("edits name, cities, capacity and activity, audited field by field", async () => {
    const created = await createClinic();
    const provider = created.providers[0];
    if (!provider) throw new Error("no provider");
    const response = await edit(provider.id, {
      name: "Bangsar Team",
      cities: ["Kuala Lumpur", "Petaling Jaya"],
      capacityPerWindow: 5,
      isActive: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdminProvider>()).toEqual({
      id: provider.id,
      name: "Bangsar Team",
      cities: ["Kuala Lumpur", "Petaling Jaya"],
      capacityPerWindow: 5,
      isActive: false,
    });
    const [row] = (await auditOf(provider.id)).filter((entry) => entry.action === "provider.update");
    expect(row).toMatchObject({
      before: { name: "Klinik Bangsar", cities: ["Kuala Lumpur"], capacityPerWindow: 2, isActive: true },
      after: {
        name: "Bangsar Team",
        cities: ["Kuala Lumpur", "Petaling Jaya"],
        capacityPerWindow: 5,
        isActive: false,
      },
    });
  });

  it("refuses capacity below what a window holds, with 409 naming the count, and writes nothing", async () => {
    const clinic = await addClinic(t.app, t.database.db, {
      username: username(),
      city: "Melaka",
      capacity: 3,
    });
    const request = {
      location: { country: "Malaysia", city: "Melaka" },
      providerId: clinic.providerId,
      date: "2026-06-10",
    };
    await paidBooking(t.app, t.customer.token, request);
    await paidBooking(t.app, t.customer.token, request);
    const payload = { name: "Melaka Team", cities: ["Melaka"], isActive: true };

    const refused = await edit(clinic.providerId, { ...payload, capacityPerWindow: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "CONFLICT", messageId: "capacityBelowBooked" });
    expect(refused.json<{ message: string }>().message).toContain("2 visits are already booked");
    const [stored] = await t.database.db.select().from(providers).where(eq(providers.id, clinic.providerId));
    expect(stored?.capacityPerWindow).toBe(3);
    expect(await auditOf(clinic.providerId)).toEqual([]);

    expect((await edit(clinic.providerId, { ...payload, capacityPerWindow: 2 })).statusCode).toBe(200);
    // The lowered capacity holds at once: the window with two bookings is full.
    const full = await postBooking(t.app, t.customer.token, bookingRequest(request));
    expect(full.statusCode, full.body).toBe(409);
  });

  it("refuses a name another provider of the clinic has (409) and validates the body", async () => {
    const created = await createClinic();
    const provider = created.providers[0];
    if (!provider) throw new Error("no provider");
    await t.database.db
      .insert(providers)
      .values({ clinicId: created.id, name: "Second Team", locations: ["Kuala Lumpur"] });
    const base = { cities: ["Kuala Lumpur"], capacityPerWindow: 2, isActive: true };
    expect((await edit(provider.id, { ...base, name: "Second Team" })).statusCode).toBe(409);
    const invalid = await edit(provider.id, { ...base, name: "Team", capacityPerWindow: 101 });
    expect(invalid.json()).toMatchObject({ statusCode: 400, messageId: "adminCapacityRange" });
    const noCity = await edit(provider.id, { ...base, name: "Team", cities: [] });
    expect(noCity.json()).toMatchObject({ statusCode: 400, messageId: "adminCitiesRequired" });
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, provider.id), eq(auditLog.action, "provider.update")));
    expect(rows).toEqual([]);
  });
});

describe("an audit row that cannot be written", () => {
  it("takes the change with it: neither the clinic nor its provider is created", async () => {
    const service = createClinicsService(t.database.db, createTokenService("x".repeat(40), t.clock), t.clock);
    const name = username();
    await expect(
      service.create({ name: "No Audit Clinic", username: name, password: VALID_PASSWORD }, async () => {
        throw new Error("the audit log is unavailable");
      }),
    ).rejects.toThrow("the audit log is unavailable");
    expect(await t.database.db.select().from(clinics).where(eq(clinics.username, name))).toEqual([]);
    expect(await t.database.db.select().from(providers).where(eq(providers.name, "No Audit Clinic"))).toEqual(
      [],
    );
  });
});
