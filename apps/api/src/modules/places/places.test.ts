import type { Booking } from "@ivdrips/contract/bookings";
import type { AccountExport } from "@ivdrips/contract/account-export";
import type { SavedPlace, ServiceArea } from "@ivdrips/contract/service-areas";
import { MAX_SAVED_PLACES } from "@ivdrips/contract/service-areas";
import type { VisitPlaceInput } from "@ivdrips/contract/visit-place";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { appUnderTest, freshDays } from "../../../test/app-under-test";
import {
  bookingRequest,
  customerTokenAt,
  holdWindow,
  paidBooking,
  postBooking,
} from "../../../test/booking-fixtures";
import { addStaff, type TestStaff } from "../../../test/staff-fixtures";
import { injectAs, registerCustomer, VALID_PASSWORD } from "../../../test/test-app";
import { auditLog, bookings, outboxEmails, savedPlaces, users } from "../../db/schema";

/** Issue 37, where to go: service areas, the hold's refusal outside them, saved places, the correction. */

const NOW = "2026-06-01T09:00:00+08:00";
const t = appUnderTest({
  now: NOW,
  signUpCustomer: true,
  signUpOtherCustomer: true,
  eachTest: "sweep, reset clock",
});
const freshDay = freshDays("2026-06-03");

const MID_VALLEY: VisitPlaceInput = {
  kind: "condominium",
  line1: "Residensi Mid Valley, Jalan Kerinchi",
  postcode: "59200",
  unit: "12-3",
  tower: "B",
  access: { guardhouseName: "Aisha Rahman", carPlate: "WXY 1234" },
};
const HOTEL: VisitPlaceInput = {
  kind: "hotel",
  line1: "Jalan Sultan Ismail",
  postcode: "50250",
  access: { hotelName: "Hotel Majestic", room: "1205", reservationName: "Aisha Rahman" },
};
/** Penang: outside Greater Kuala Lumpur. */
const PENANG: VisitPlaceInput = {
  kind: "landed_house",
  line1: "3 Jalan Burma",
  postcode: "10050",
  access: {},
};

const as = (token: string) => injectAs(t.app, token);

describe("GET /api/service-areas/{postcode}", () => {
  it("names the seeded area of a Greater KL postcode, the narrowest where ranges overlap", async () => {
    for (const [postcode, area] of [
      ["59200", "Bangsar / Mid Valley"],
      ["50480", "Mont Kiara"],
      ["50100", "Kuala Lumpur City Centre"],
      ["47500", "Subang Jaya / USJ"],
      ["46050", "Petaling Jaya"],
      ["63000", "Cyberjaya"],
    ] as const) {
      const response = await t.app.inject({ url: `/api/service-areas/${postcode}?city=Kuala%20Lumpur` });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ postcode, area, city: "Kuala Lumpur" });
    }
  });

  it("answers 404 outsideServiceArea outside every area, and 400 for a postcode that is not one", async () => {
    const outside = await t.app.inject({ url: "/api/service-areas/10050?city=Kuala%20Lumpur" });
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toMatchObject({ messageId: "outsideServiceArea", params: { postcode: "10050" } });
    const otherCity = await t.app.inject({ url: "/api/service-areas/59200?city=Ipoh" });
    expect(otherCity.statusCode).toBe(404);
    const invalid = await t.app.inject({ url: "/api/service-areas/5920?city=Kuala%20Lumpur" });
    expect(invalid.statusCode).toBe(400);
  });
});

describe("holding a window: the place must be in the service area", () => {
  it("keeps a structured place with the area of its postcode, and writes the one-line address from it", async () => {
    const booking = await holdWindow(t.app, t.customer.token, { date: freshDay(), place: MID_VALLEY });
    expect(booking.place).toMatchObject({
      kind: "condominium",
      postcode: "59200",
      area: "Bangsar / Mid Valley",
    });
    expect(booking.customerInfo.address).toBe(
      "12-3 · B, Residensi Mid Valley, Jalan Kerinchi, 59200 Bangsar / Mid Valley",
    );
  });

  it("sets the area on a one-line address that names its postcode", async () => {
    const booking = await holdWindow(t.app, t.customer.token, { date: freshDay() });
    expect(booking.place).toMatchObject({ postcode: "50450", area: "KLCC" });
    expect(booking.customerInfo.address).toBe("12 Jalan Ampang, 50450 Kuala Lumpur");
  });

  it("refuses a place outside the area (422) and a one-line address without a postcode (400), holding nothing", async () => {
    const date = freshDay();
    const outside = await postBooking(t.app, t.customer.token, bookingRequest({ date, place: PENANG }));
    expect(outside.statusCode, outside.body).toBe(422);
    expect(outside.json()).toMatchObject({
      code: "OUTSIDE_SERVICE_AREA",
      messageId: "outsideServiceArea",
      params: { postcode: "10050" },
    });
    const noPostcode = await postBooking(
      t.app,
      t.customer.token,
      bookingRequest({
        date,
        customerInfo: { ...bookingRequest().customerInfo, address: "12 Jalan Ampang, KL" },
      }),
    );
    expect(noPostcode.statusCode, noPostcode.body).toBe(400);
    expect(noPostcode.json()).toMatchObject({ messageId: "postcodeMissing" });
    const listed = await as(t.customer.token)({ url: "/api/bookings" });
    expect(listed.json<Booking[]>().filter((booking) => booking.date === date)).toEqual([]);
  });

  it("refuses a hotel without its room (400)", async () => {
    const { room: _room, ...access } = HOTEL.access ?? {};
    const response = await postBooking(
      t.app,
      t.customer.token,
      bookingRequest({ date: freshDay(), place: { ...HOTEL, access } as never }),
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ messageId: "hotelDetailsRequired" });
  });

  it("saves the place with savePlace, once however often it is booked", async () => {
    const { customer } = t;
    for (let i = 0; i < 2; i += 1) {
      await holdWindow(t.app, customer.token, { date: freshDay(), place: HOTEL, savePlace: true });
    }
    const listed = await as(customer.token)({ url: "/api/account/places" });
    const hotels = listed
      .json<{ places: SavedPlace[] }>()
      .places.filter((saved) => saved.place.kind === "hotel");
    expect(hotels).toHaveLength(1);
    expect(hotels[0]).toMatchObject({
      label: "Hotel Majestic",
      place: { postcode: "50250", access: HOTEL.access },
    });
  });
});

describe("saved places", () => {
  const save = (token: string, label: string, place: VisitPlaceInput = MID_VALLEY) =>
    as(token)({ method: "POST", url: "/api/account/places", payload: { label, place } });

  it("lists, adds and deletes the customer's own; another customer's is 404 and stays", async () => {
    const saved = await save(t.otherCustomer.token, "Office");
    expect(saved.statusCode, saved.body).toBe(201);
    const place = saved.json<SavedPlace>();
    expect(place).toMatchObject({ label: "Office", place: { kind: "condominium", postcode: "59200" } });

    const mine = await as(t.otherCustomer.token)({ url: "/api/account/places" });
    expect(mine.json<{ places: SavedPlace[] }>().places.map((entry) => entry.id)).toContain(place.id);
    const theirs = await as(t.customer.token)({ url: "/api/account/places" });
    expect(theirs.json<{ places: SavedPlace[] }>().places.map((entry) => entry.id)).not.toContain(place.id);

    const taken = await as(t.customer.token)({ method: "DELETE", url: `/api/account/places/${place.id}` });
    expect(taken.statusCode).toBe(404);
    const deleted = await as(t.otherCustomer.token)({
      method: "DELETE",
      url: `/api/account/places/${place.id}`,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const again = await as(t.otherCustomer.token)({
      method: "DELETE",
      url: `/api/account/places/${place.id}`,
    });
    expect(again.statusCode).toBe(404);
  });

  it(`keeps at most ${MAX_SAVED_PLACES}, saying so; savePlace past the limit still books`, async () => {
    const { token } = await registerScreened();
    for (let i = 0; i < MAX_SAVED_PLACES; i += 1) {
      expect((await save(token, `Place ${i}`, { ...MID_VALLEY, unit: `${i}-1` })).statusCode).toBe(201);
    }
    const over = await save(token, "One more");
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ messageId: "savedPlacesFull", params: { max: MAX_SAVED_PLACES } });
    await holdWindow(t.app, token, { date: freshDay(), place: HOTEL, savePlace: true });
    const listed = await as(token)({ url: "/api/account/places" });
    expect(listed.json<{ places: SavedPlace[] }>().places).toHaveLength(MAX_SAVED_PLACES);
  });

  it("is in the account's export, and goes with the account", async () => {
    const { token, userId } = await registerScreened();
    expect((await save(token, "Home")).statusCode).toBe(201);
    const held = await holdWindow(t.app, token, { date: freshDay(), place: MID_VALLEY });
    const exported = await as(token)({ url: "/api/account/export" });
    expect(exported.json<AccountExport>().savedPlaces).toEqual([
      expect.objectContaining({ label: "Home", place: expect.objectContaining({ postcode: "59200" }) }),
    ]);
    const gone = await as(token)({
      method: "DELETE",
      url: "/api/users/profile",
      payload: { password: VALID_PASSWORD },
    });
    expect(gone.statusCode, gone.body).toBe(200);
    // The account row stays anonymised; its places do not.
    expect(await t.database.db.select().from(users).where(eq(users.id, userId))).toHaveLength(1);
    expect(await t.database.db.select().from(savedPlaces).where(eq(savedPlaces.userId, userId))).toEqual([]);
    // The booking stays for accounting, without where the nurse was to go.
    const [kept] = await t.database.db.select().from(bookings).where(eq(bookings.id, held._id));
    expect(kept?.visitPlace).toEqual({ kind: "other", line1: "", postcode: null, area: null, access: {} });
  });
});

describe("PUT /api/bookings/{id}/place", () => {
  const correct = (token: string, id: string, place: VisitPlaceInput) =>
    as(token)({ method: "PUT", url: `/api/bookings/${id}/place`, payload: { place } });

  it("corrects a paid booking's place until 24 h before, and tells the clinic", async () => {
    const booking = await paidBooking(t.app, t.customer.token, { date: freshDay(), place: MID_VALLEY });
    const response = await correct(t.customer.token, booking._id, HOTEL);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Booking>()).toMatchObject({
      _id: booking._id,
      place: { kind: "hotel", postcode: "50250", area: "Kuala Lumpur City Centre" },
      customerInfo: { address: "Hotel Majestic, Jalan Sultan Ismail, 50250 Kuala Lumpur City Centre" },
    });
    const emails = await t.database.db
      .select()
      .from(outboxEmails)
      .where(
        and(eq(outboxEmails.bookingId, booking._id), eq(outboxEmails.kind, "clinic_booking_place_corrected")),
      );
    expect(emails).toHaveLength(1);
    expect(emails[0]?.textBody).toContain("Hotel Majestic");
  });

  it("refuses from 24 h before the window, outside the area, and for another customer's booking", async () => {
    const date = freshDay();
    const booking = await paidBooking(t.app, t.customer.token, { date, place: MID_VALLEY });

    const outside = await correct(t.customer.token, booking._id, PENANG);
    expect(outside.statusCode).toBe(422);
    const theirs = await correct(t.otherCustomer.token, booking._id, HOTEL);
    expect(theirs.statusCode).toBe(404);

    // The morning window starts at 08:00 KL: from 08:00 the day before, it can no longer be corrected.
    const windowStart = new Date(`${date}T08:00:00+08:00`);
    t.clock.set(new Date(windowStart.getTime() - 24 * 60 * 60 * 1000 - 60_000));
    const token = await customerTokenAt(t.clock, t.customer.id);
    expect((await correct(token, booking._id, HOTEL)).statusCode).toBe(200);
    t.clock.set(new Date(windowStart.getTime() - 24 * 60 * 60 * 1000));
    const late = await correct(token, booking._id, MID_VALLEY);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ messageId: "placeCorrectionClosed" });
    const read = await as(token)({ url: `/api/bookings/${booking._id}` });
    expect(read.json<Booking>().place).toMatchObject({ kind: "hotel" });
  });
});

describe("the console's service areas", () => {
  let staff: TestStaff;
  beforeAll(async () => {
    staff = await addStaff(t.app, t.database.db);
  });
  const auditOf = (targetId: string) =>
    t.database.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));

  it("adds, edits, switches off and deletes an area, each audited; the lookup follows", async () => {
    const created = await as(staff.token)({
      method: "POST",
      url: "/api/admin/service-areas",
      payload: {
        city: "Seremban",
        name: "Seremban 2",
        postcodeFrom: "70300",
        postcodeTo: "70300",
        note: "Pilot",
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const area = created.json<ServiceArea>();
    expect(area).toMatchObject({ city: "Seremban", name: "Seremban 2", isActive: true });
    expect(await auditOf(area.id)).toEqual([
      expect.objectContaining({ action: "service_area.create", staffId: staff.id, note: "Pilot" }),
    ]);
    const lookup = () => t.app.inject({ url: "/api/service-areas/70300?city=Seremban" });
    expect((await lookup()).json()).toEqual({ postcode: "70300", area: "Seremban 2", city: "Seremban" });

    const listed = await as(staff.token)({ url: "/api/admin/service-areas" });
    expect(listed.json<{ areas: ServiceArea[] }>().areas.map((entry) => entry.id)).toContain(area.id);

    const reversed = await as(staff.token)({
      method: "PATCH",
      url: `/api/admin/service-areas/${area.id}`,
      payload: { postcodeFrom: "70400" },
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ messageId: "serviceAreaRangeOrder" });

    const off = await as(staff.token)({
      method: "PATCH",
      url: `/api/admin/service-areas/${area.id}`,
      payload: { isActive: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await lookup()).statusCode).toBe(404);
    const update = (await auditOf(area.id)).find((row) => row.action === "service_area.update");
    expect(update).toMatchObject({ before: { isActive: true }, after: { isActive: false } });

    const deleted = await as(staff.token)({ method: "DELETE", url: `/api/admin/service-areas/${area.id}` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await auditOf(area.id)).map((row) => row.action)).toContain("service_area.delete");
    const missing = await as(staff.token)({ method: "DELETE", url: `/api/admin/service-areas/${area.id}` });
    expect(missing.statusCode).toBe(404);
  });
});

/** A customer of their own (screened, so they may book). */
async function registerScreened(): Promise<{ token: string; userId: string }> {
  const { token, user } = await registerCustomer(t.app);
  return { token, userId: user.id };
}
