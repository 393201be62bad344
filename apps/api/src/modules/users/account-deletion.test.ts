import { type DeleteAccountResponse } from "@ivdrips/contract/account";
import type { Booking, BookingRequest } from "@ivdrips/contract/bookings";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { appUnderTest } from "../../../test/app-under-test";
import { holdWindow, demoNurse, SAME_DAY_SURCHARGE_RM } from "../../../test/booking-fixtures";
import {
  freshClientAddress,
  injectAs,
  loginDemoClinic,
  registerCustomer,
  uniqueEmail,
  VALID_PASSWORD,
} from "../../../test/test-app";
import { bookings, outboxEmails, users } from "../../db/schema";
import { toBooking } from "../bookings/bookings.service";
import { CRYPTO_ATTENTION_EMAIL_KIND } from "../notifications/outbox-email";
import { markEmailSent } from "../notifications/outbox.repository";
import { enqueueEmail } from "../notifications/outbox.service";

/**
 * DELETE /api/users/profile: upcoming bookings cancelled and refunded per the Refund Policy, personal data
 * erased from every table (bookings kept for accounting), every token revoked, the email free again.
 */

/** The customer registers and has a visit on 29 May; the account is deleted on Monday 1 June, 09:00 KL. */
const START = "2026-05-28T09:00:00+08:00";
const NOW = "2026-06-01T09:00:00+08:00";

const NAME = "Zenobia Quarterfield";
const EMAIL = uniqueEmail("zenobia.quarterfield");
const PHONE = "+60 17-555 0199";
const ADDRESS = "77 Jalan Unik Rahsia, 59100 Kuala Lumpur";
const HASH = `0x${"c0ffee00".repeat(7)}1234abcd`;
/** Everything that identifies her, and the distinctive parts of it, as a table might hold them. */
const PERSONAL = [
  NAME,
  "Zenobia",
  "Quarterfield",
  EMAIL,
  EMAIL.split("@")[0] as string,
  PHONE,
  "555 0199",
  "5550199",
  ADDRESS,
  "Unik Rahsia",
];

const t = appUnderTest({ now: START, signUpCustomer: { email: EMAIL, fullName: NAME, phone: PHONE } });
const booked = {} as Record<"past" | "later" | "soon" | "hold" | "crypto", Booking>;

const request = (overrides: Partial<BookingRequest>): Partial<BookingRequest> => ({
  customerInfo: { name: NAME, email: EMAIL, phone: PHONE, address: ADDRESS },
  ...overrides,
});

async function paidByCard(token: string, overrides: Partial<BookingRequest>): Promise<Booking> {
  const held = await holdWindow(t.app, token, request(overrides));
  const reference = `pay_${held._id.replaceAll("-", "").slice(0, 16)}`;
  return toBooking(
    (await t.app.bookings.markPaid(held._id, { method: "card", provider: "sandbox", reference })).booking,
    { actor: "customer", now: new Date() },
  );
}

async function approve(id: string): Promise<void> {
  const response = await injectAs(
    t.app,
    await loginDemoClinic(t.app, t.seeded),
  )({
    method: "PUT",
    url: `/api/clinics/bookings/${id}/status`,
    payload: { status: "approved", clinicianId: demoNurse(t.seeded) },
  });
  expect(response.statusCode, response.body).toBe(200);
}

function login(email: string, password: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    remoteAddress: freshClientAddress(),
    payload: { email, password },
  });
}

async function tokenOf(email: string, password = VALID_PASSWORD): Promise<string> {
  const response = await login(email, password);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { token: string }).token;
}

function deleteAccount(token: string, payload: unknown, remoteAddress = freshClientAddress()) {
  return t.app.inject({
    method: "DELETE",
    url: "/api/users/profile",
    remoteAddress,
    headers: { authorization: `Bearer ${token}` },
    payload: payload as Record<string, unknown>,
  });
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Every base table of the schema, each dumped as the JSON text of all its rows. */
async function dumpAllTables(): Promise<Map<string, string>> {
  const tables = rowsOf<{ table_name: string }>(
    await t.database.db.execute(
      sql`select table_name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
    ),
  ).map((row) => row.table_name);
  const dumps = new Map<string, string>();
  for (const table of tables) {
    const [row] = rowsOf<{ dump: string }>(
      await t.database.db.execute(
        sql`select coalesce(json_agg(t)::text, '') as dump from ${sql.identifier(table)} t`,
      ),
    );
    dumps.set(table, row?.dump ?? "");
  }
  return dumps;
}

/** "table: value" for each personal value found (case-insensitive) in each table. */
function personalDataIn(dumps: Map<string, string>): string[] {
  const found: string[] = [];
  for (const [table, dump] of dumps) {
    for (const value of PERSONAL)
      if (dump.toLowerCase().includes(value.toLowerCase())) found.push(`${table}: ${value}`);
  }
  return found;
}

const containsPersonalData = (text: string) =>
  PERSONAL.filter((value) => text.toLowerCase().includes(value.toLowerCase()));

beforeAll(async () => {
  // A visit on Friday 29 May, attended and reviewed.
  booked.past = await paidByCard(t.customer.token, { date: "2026-05-29", timeSlot: "Morning 8AM - 12PM" });
  await approve(booked.past._id);
  t.clock.set("2026-05-29T14:00:00+08:00"); // 2 h after the window: the sweep completes it
  expect((await t.app.bookings.sweep()).completed).toBe(1);
  const review = await injectAs(
    t.app,
    t.customer.token,
  )({
    method: "POST",
    url: `/api/bookings/${booked.past._id}/review`,
    payload: { rating: 5, comment: "Zenobia here: the nurse at 77 Jalan Unik Rahsia was wonderful" },
  });
  expect(review.statusCode, review.body).toBe(201);

  t.clock.set(NOW);
  // Wednesday morning, two days ahead (approved by the clinic): refunded in full.
  booked.later = await paidByCard(t.customer.token, { date: "2026-06-03", timeSlot: "Morning 8AM - 12PM" });
  await approve(booked.later._id);
  // This evening, seven hours ahead: the Refund Policy keeps 50 % of each line (two drips, RM 1,200, and
  // the same-day surcharge, RM 150).
  booked.soon = await paidByCard(t.customer.token, {
    date: "2026-06-01",
    timeSlot: "Evening 4PM - 8PM",
    quantity: 2,
    totalAmount: 1200 + SAME_DAY_SURCHARGE_RM,
  });
  // Held, not paid.
  booked.hold = await holdWindow(t.app, t.customer.token, request({ date: "2026-06-04" }));
  // Paid in USDC on Base: support sends the refund by hand.
  const cryptoHeld = await holdWindow(t.app, t.customer.token, request({ date: "2026-06-05" }));
  booked.crypto = toBooking(
    (await t.app.bookings.markPaid(cryptoHeld._id, { method: "usdc", provider: "crypto", reference: HASH }))
      .booking,
    { actor: "customer", now: new Date() },
  );
  expect(booked.crypto).toMatchObject({ status: "confirmed", paymentStatus: "paid" });

  // Support's notes about crypto payments that made no booking (the window filled meanwhile), as
  // crypto-payment.service.ts recordForSupport queues them: no booking id, the customer named in the text as typed.
  supportNotes.unsent = await queueCryptoNote(`${NAME}, ${EMAIL.toUpperCase()}, ${PHONE}`, "01");
  supportNotes.sent = await queueCryptoNote(`${NAME}, ${EMAIL}, ${PHONE}`, "02");
  await markEmailSent(t.database.db, supportNotes.sent, new Date(NOW));
  supportNotes.someoneElse = await queueCryptoNote(OTHER_CUSTOMER, "03");
});

const OTHER_CUSTOMER = "Bartholomew Ng, bart.ng@example.com, +60 12-000 1111";
const supportNotes = { unsent: "", sent: "", someoneElse: "" };

async function queueCryptoNote(customer: string, hashEnd: string): Promise<string> {
  const hash = `0x${"ab".repeat(31)}${hashEnd}`;
  const lines = [
    "A USDC payment was received on Base but did not pay a booking: This time window is full.",
    `Transaction: ${hash}`,
    `Customer: ${customer}`,
  ];
  await enqueueEmail(t.database.db, {
    kind: CRYPTO_ATTENTION_EMAIL_KIND,
    dedupeKey: `${CRYPTO_ATTENTION_EMAIL_KIND}:${hash}`,
    toAddress: "support@ivdrips.my",
    subject: `[Support] A crypto payment needs a person: ${hash.slice(0, 10)}`,
    textBody: `${lines.join("\n\n")}\n`,
    htmlBody: `<html><body>${lines.map((line) => `<p>${line}</p>`).join("")}</body></html>`,
  });
  const [row] = await t.database.db
    .select({ id: outboxEmails.id })
    .from(outboxEmails)
    .where(eq(outboxEmails.dedupeKey, `${CRYPTO_ATTENTION_EMAIL_KIND}:${hash}`));
  if (!row) throw new Error("the support note was not queued");
  return row.id;
}

describe("refused deletions", () => {
  it("with a wrong password: 403 and nothing changes in any table", async () => {
    const before = await dumpAllTables();
    // The search below finds her data while the account exists, so its silence later means something.
    const found = personalDataIn(before);
    for (const table of ["users", "bookings", "outbox_emails", "reviews"]) {
      expect(
        found.some((hit) => hit.startsWith(`${table}: `)),
        table,
      ).toBe(true);
    }

    const token = await tokenOf(EMAIL);
    const response = await deleteAccount(token, { password: "Wrong-password-1" });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: "INCORRECT_PASSWORD",
      message: "The password is incorrect.",
      messageId: "incorrectPassword",
    });

    expect(await dumpAllTables()).toEqual(before);
    const profile = await injectAs(t.app, token)({ method: "GET", url: "/api/users/profile" });
    expect(profile.json()).toMatchObject({ id: t.customer.id, fullName: NAME, email: EMAIL, phone: PHONE });
  });

  it("without a password: 400 with the contract's message", async () => {
    const token = await tokenOf(EMAIL);
    const before = await dumpAllTables();
    for (const payload of [{}, { password: "" }, { password: 42 }]) {
      const response = await deleteAccount(token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ code: "VALIDATION_ERROR" });
    }
    expect((await deleteAccount(token, {})).json()).toMatchObject({
      message: "Password is required",
      messageId: "passwordRequired",
    });
    expect(await dumpAllTables()).toEqual(before);
  });

  it("without a customer token: 401 with none, 403 with a clinic's", async () => {
    const none = await t.app.inject({
      method: "DELETE",
      url: "/api/users/profile",
      remoteAddress: freshClientAddress(),
      payload: { password: VALID_PASSWORD },
    });
    expect(none.statusCode).toBe(401);
    const clinic = await deleteAccount(await loginDemoClinic(t.app, t.seeded), { password: VALID_PASSWORD });
    expect(clinic.statusCode).toBe(403);
    expect(clinic.json()).toMatchObject({ code: "FORBIDDEN" });
  });

  it("after 10 wrong passwords from one client address: 429, even for the right one", async () => {
    const email = uniqueEmail("guesser");
    const { token } = await registerCustomer(t.app, { email, fullName: "Patient Guesser" });
    const address = freshClientAddress();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await deleteAccount(token, { password: `Guess-${attempt}` }, address);
      expect(response.statusCode, `attempt ${attempt}`).toBe(403);
    }
    const limited = await deleteAccount(token, { password: VALID_PASSWORD }, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: "RATE_LIMITED",
      message: "Too many attempts. Please try again in a minute.",
      messageId: "tooManyAttempts",
    });
    const profile = await injectAs(t.app, token)({ method: "GET", url: "/api/users/profile" });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ email, fullName: "Patient Guesser" });
  });
});

describe("deleting the account with the right password", () => {
  let tokens: string[];
  let response: Awaited<ReturnType<typeof deleteAccount>>;
  const queuedBefore = new Set<string>();

  beforeAll(async () => {
    tokens = [t.customer.token, await tokenOf(EMAIL), await tokenOf(EMAIL)];
    for (const token of tokens) {
      const as = injectAs(t.app, token);
      expect((await as({ method: "GET", url: "/api/users/profile" })).statusCode).toBe(200);
      expect((await as({ method: "GET", url: "/api/bookings" })).json()).toHaveLength(5);
    }
    for (const row of await t.database.db.select({ id: outboxEmails.id }).from(outboxEmails))
      queuedBefore.add(row.id);
    response = await deleteAccount(tokens[1] as string, { password: VALID_PASSWORD });
  });

  it("answers 200 with the cancelled bookings and their refunds under the Refund Policy", () => {
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as DeleteAccountResponse;
    expect(body.deleted).toBe(true);
    const byReference = (a: { reference: string }, b: { reference: string }) =>
      a.reference.localeCompare(b.reference);
    expect([...body.cancelledBookings].sort(byReference)).toEqual(
      [
        { reference: booked.later.reference, refundAmount: 600 },
        { reference: booked.soon.reference, refundAmount: 675 },
        { reference: booked.crypto.reference, refundAmount: 600 },
      ].sort(byReference),
    );
  });

  it("keeps every booking for accounting, cancelled and refunded as the policy says, without her details", async () => {
    const rows = await t.database.db.select().from(bookings).where(eq(bookings.userId, t.customer.id));
    expect(rows).toHaveLength(5);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const erased = {
      customerName: "Deleted customer",
      customerEmail: "",
      customerPhone: "",
      customerAddress: "",
    };
    for (const row of rows) expect(row).toMatchObject(erased);

    expect(byId.get(booked.past._id)).toMatchObject({
      status: "completed",
      paymentStatus: "paid",
      refundStatus: null,
    });
    expect(byId.get(booked.later._id)).toMatchObject({
      status: "cancelled",
      cancellationReason: "customer",
      paymentStatus: "paid",
      refundSen: 60_000,
      cancellationFeeSen: 0,
      refundStatus: "pending",
      cancelledAt: new Date(NOW),
    });
    expect(byId.get(booked.soon._id)).toMatchObject({
      status: "cancelled",
      totalSen: 135_000,
      refundSen: 67_500,
      cancellationFeeSen: 67_500,
      refundStatus: "pending",
    });
    expect(byId.get(booked.hold._id)).toMatchObject({
      status: "cancelled",
      paymentStatus: "cancelled",
      holdExpiresAt: null,
      refundSen: null,
      refundStatus: null,
    });
    expect(byId.get(booked.crypto._id)).toMatchObject({
      status: "cancelled",
      paymentProvider: "crypto",
      paymentReference: HASH,
      refundSen: 60_000,
      cancellationFeeSen: 0,
      refundStatus: "pending",
    });

    // The card refunds are due to the payment provider's refund run; the crypto one is support's.
    const due = (await t.app.bookings.listRefundsDue("sandbox")).map((row) => row.id);
    expect(due).toEqual(expect.arrayContaining([booked.later._id, booked.soon._id]));
    expect((await t.app.bookings.listRefundsDue("crypto")).map((row) => row.id)).toEqual([booked.crypto._id]);
  });

  it("leaves no personal data in any table", async () => {
    const dumps = await dumpAllTables();
    expect([...dumps.keys()]).toEqual(
      expect.arrayContaining(["users", "bookings", "outbox_emails", "reviews", "revoked_tokens"]),
    );
    expect(personalDataIn(dumps)).toEqual([]);

    const [account] = await t.database.db.select().from(users).where(eq(users.id, t.customer.id));
    expect(account).toMatchObject({ phone: null, deletedAt: new Date(NOW) });
    expect(account?.email).not.toBe(EMAIL);
  });

  it("tells the clinic of each cancelled paid visit and support of the crypto refund, without her details", async () => {
    const queued = (await t.database.db.select().from(outboxEmails)).filter(
      (row) => !queuedBefore.has(row.id),
    );
    const summary = queued.map((row) => `${row.kind} ${row.bookingId}`).sort();
    expect(summary).toEqual(
      [
        `clinic_booking_cancelled ${booked.later._id}`,
        `clinic_booking_cancelled ${booked.soon._id}`,
        `clinic_booking_cancelled ${booked.crypto._id}`,
        `support_manual_refund ${booked.crypto._id}`,
      ].sort(),
    );
    for (const email of queued) {
      const text = [
        email.toAddress,
        email.subject,
        email.textBody,
        email.htmlBody,
        JSON.stringify(email.attachments),
      ].join("\n");
      expect(containsPersonalData(text), email.kind).toEqual([]);
      expect(email.sentAt).toBeNull();
    }
    const refund = queued.find((row) => row.kind === "support_manual_refund");
    expect(refund?.toAddress).toBe("support@ivdrips.my");
    expect(refund?.textBody).toContain("RM 600");
    expect(refund?.textBody).toContain(HASH);
    const notice = queued.find((row) => row.kind === "clinic_booking_cancelled");
    expect(notice?.textBody).toContain("Deleted customer");

    // Nothing is left to go to her.
    const all = await t.database.db.select().from(outboxEmails);
    expect(all.filter((row) => row.toAddress.toLowerCase() === EMAIL)).toEqual([]);
  });

  it("erases her from support's unsent notes about crypto payments that made no booking, and drops sent ones", async () => {
    const notes = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.kind, CRYPTO_ATTENTION_EMAIL_KIND));
    const byId = new Map(notes.map((row) => [row.id, row]));
    expect(byId.has(supportNotes.sent)).toBe(false);

    const unsent = byId.get(supportNotes.unsent);
    expect(unsent?.sentAt).toBeNull();
    expect(unsent?.textBody).toContain("Customer: [erased], [erased], [erased]");
    expect(unsent?.htmlBody).toContain("<p>Customer: [erased], [erased], [erased]</p>");
    expect(unsent?.textBody).toContain("Transaction: 0x");
    expect(containsPersonalData(JSON.stringify(unsent))).toEqual([]);

    // Another customer's note is not hers: it goes out as it was.
    expect(byId.get(supportNotes.someoneElse)?.textBody).toContain(`Customer: ${OTHER_CUSTOMER}`);
  });

  it("revokes every token of the account", async () => {
    for (const token of tokens) {
      const as = injectAs(t.app, token);
      const profile = await as({ method: "GET", url: "/api/users/profile" });
      expect(profile.statusCode).toBe(401);
      expect(profile.json()).toMatchObject({ code: "INVALID_TOKEN" });
      expect((await as({ method: "GET", url: "/api/bookings" })).statusCode).toBe(401);
      expect((await as({ method: "GET", url: `/api/bookings/${booked.past._id}/receipt` })).statusCode).toBe(
        401,
      );
      expect((await deleteAccount(token, { password: VALID_PASSWORD })).statusCode).toBe(401);
    }
    expect((await login(EMAIL, VALID_PASSWORD)).statusCode).toBe(401);
  });

  it("keeps her review in the service's rating, without its comment, by a former customer", async () => {
    const reviews = await t.app.inject({ method: "GET", url: "/api/services/nutriglow/reviews" });
    expect(reviews.json()).toEqual({
      average: 5,
      count: 1,
      reviews: [
        {
          id: expect.any(String),
          rating: 5,
          comment: null,
          author: "Former customer",
          // Written when she reviewed it: once the sweep had completed the visit, 2 h after its window.
          createdAt: new Date("2026-05-29T14:00:00+08:00").toISOString(),
        },
      ],
    });
    const service = await t.app.inject({ method: "GET", url: "/api/services/nutriglow" });
    expect(service.json().rating).toEqual({ average: 5, count: 1 });
  });

  it("frees the email: it registers again as a fresh account that sees none of the old bookings", async () => {
    const again = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { email: EMAIL, fullName: NAME, password: "Moonrise2027", phone: PHONE },
    });
    expect(again.statusCode, again.body).toBe(201);
    const { token, user } = again.json() as { token: string; user: { id: string } };
    expect(user.id).not.toBe(t.customer.id);

    const as = injectAs(t.app, token);
    expect((await as({ method: "GET", url: "/api/bookings" })).json()).toEqual([]);
    expect((await as({ method: "GET", url: `/api/bookings/${booked.later._id}` })).statusCode).toBe(404);
    expect((await as({ method: "GET", url: `/api/bookings/${booked.past._id}/receipt` })).statusCode).toBe(
      404,
    );
    expect((await as({ method: "GET", url: "/api/users/preferences" })).json()).toEqual({
      emailReminders: true,
      marketingEmails: false,
      language: "en",
    });
    expect((await login(EMAIL, VALID_PASSWORD)).statusCode).toBe(401);
    expect((await login(EMAIL, "Moonrise2027")).statusCode).toBe(200);

    // The old review is not hers again under the new account.
    const reviews = await t.app.inject({ method: "GET", url: "/api/services/nutriglow/reviews" });
    expect(reviews.json().reviews[0]).toMatchObject({ author: "Former customer", comment: null });
  });
});
