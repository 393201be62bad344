import { createClinicians } from "../src/modules/clinical/clinicians.service";
import { NIGHT_SURCHARGE_RM, SEEDED_CONSENT_VERSION } from "./booking-fixtures";
import { screenInsertedCustomers } from "./clinical-fixtures";
import { TEST_CLINICAL_KEY } from "./test-app";
import type { Booking, BookingRequest } from "@ivdrips/contract/bookings";
import {
  TIME_WINDOWS,
  addDays,
  findTimeWindow,
  klDateOf,
  windowBounds,
} from "@ivdrips/contract/time-windows";
import { sql } from "drizzle-orm";
import type { Database, Executor } from "../src/db/client";
import { users } from "../src/db/schema";
import { seed } from "../src/seed/seed";
import { testInviteCodeId } from "./test-app";
import { systemClock } from "../src/lib/clock";
import { createTokenService } from "../src/lib/tokens";
import { insertClinic } from "../src/modules/clinics/clinics.repository";
import { insertProvider } from "../src/modules/providers/providers.repository";

/**
 * Shared by the reliability suites, which drive real server processes (main.ts) over HTTP and then look at
 * the store with SQL: customers and a clinic written straight into the store, tokens signed with the secret
 * the servers are given, and the store's consistency check.
 */

/** Every process of a reliability test seals and opens clinical data with the same key. */
export const RELIABILITY_CLINICAL_KEY = TEST_CLINICAL_KEY;

export const RELIABILITY_JWT_SECRET = "reliability-secret-that-is-long-enough-for-hs256-0123456789";

/** The Redis the multi-process suites share rate limits through; they cannot run without it. */
export function requireRedisUrl(): string {
  const url = process.env.TEST_REDIS_URL;
  if (!url) {
    throw new Error(
      "TEST_REDIS_URL is not set: the reliability suite needs a Redis server (e.g. redis://127.0.0.1:6379), " +
        "as .ci/run sets it",
    );
  }
  return url;
}

/** Prints a test's figures in its output, one labelled line. */
export function printFigures(label: string, figures: Record<string, number | string>): void {
  const parts = Object.entries(figures).map(([key, value]) => `${key}=${value}`);
  console.log(`[reliability] ${label}: ${parts.join(" ")}`);
}

export interface TestCustomer {
  id: string;
  email: string;
  token: string;
}

/**
 * The catalogue and the demo data, as the server's own start-up seeds them (idempotent), and the test invite
 * code whose passes the suites' clients carry (`inviteCodeId`).
 */
export async function seedStore(db: Database) {
  const seeded = await seed(db, { demo: true });
  return { ...seeded, inviteCodeId: await testInviteCodeId(db) };
}

/** Customers straight into the table (password hashes would only slow the tests), with signed tokens. */
export async function insertCustomers(
  db: Database,
  count: number,
  prefix: string,
  passwordHash = "not-used",
): Promise<TestCustomer[]> {
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `${prefix}.${i}@example.com`,
        fullName: `${prefix} ${i}`,
        passwordHash,
      })),
    )
    .returning({ id: users.id, email: users.email });
  // Each screened as a customer must be before booking.
  await screenInsertedCustomers(
    db,
    rows.map((row) => row.id),
    systemClock,
  );
  const signer = createTokenService(RELIABILITY_JWT_SECRET, systemClock);
  return Promise.all(
    rows.map(async (row) => ({ ...row, token: (await signer.sign(row.id, "customer")).token })),
  );
}

/** A clinic with one provider in Kuala Lumpur serving `capacity` visits per window, and its token. */
export async function insertTestClinic(
  db: Database,
  options: { username: string; capacity: number },
): Promise<{ clinicId: string; providerId: string; clinicToken: string; clinicianId: string }> {
  const clinic = await insertClinic(db, {
    name: `Clinic ${options.username}`,
    username: options.username,
    passwordHash: null,
    email: `${options.username}@clinic.example.com`,
  });
  if (!clinic) throw new Error(`clinic ${options.username} exists`);
  const provider = await insertProvider(db, {
    clinicId: clinic.id,
    name: `Provider ${options.username}`,
    locations: ["Kuala Lumpur"],
    capacityPerWindow: options.capacity,
  });
  if (!provider) throw new Error("provider not created");
  const signer = createTokenService(RELIABILITY_JWT_SECRET, systemClock);
  const nurse = await createClinicians(db).register(clinic.id, {
    name: "Nurse Load Test",
    role: "nurse",
    registrationBody: "LJM",
    registrationNumber: `LJM-${options.username}`,
  });
  return {
    clinicId: clinic.id,
    providerId: provider.id,
    clinicToken: (await signer.sign(clinic.id, "clinic")).token,
    clinicianId: nurse.id,
  };
}

/** The Kuala Lumpur day `days` after today: bookable in every window for days >= 1 (the horizon is 90). */
export function daysFromToday(days: number): string {
  return addDays(klDateOf(new Date()), days);
}

/** The nth distinct (day, window) from tomorrow on. */
export function nthWindow(n: number): { date: string; timeSlot: BookingRequest["timeSlot"] } {
  const window = TIME_WINDOWS[n % TIME_WINDOWS.length];
  if (!window) throw new Error("no window");
  return { date: daysFromToday(1 + Math.floor(n / TIME_WINDOWS.length)), timeSlot: window.timeSlot };
}

/**
 * A valid booking request (nutriglow, RM 600 each) for one provider's window of a day after today: a Night
 * window carries Kuala Lumpur's surcharge (issue 37).
 */
export function bookingFor(
  providerId: string,
  window: { date: string; timeSlot: BookingRequest["timeSlot"] },
  customer: { email: string },
  quantity = 1,
): BookingRequest {
  return {
    serviceId: "nutriglow",
    providerId,
    ...window,
    location: { country: "Malaysia", city: "Kuala Lumpur" },
    customerInfo: {
      name: "Aisha Rahman",
      email: customer.email,
      phone: "+60 12-345 6789",
      address: "12 Jalan Ampang, 50450 Kuala Lumpur",
    },
    totalAmount: 600 * quantity + (window.timeSlot === "Night 8PM - 12AM" ? NIGHT_SURCHARGE_RM : 0),
    currency: "MYR",
    quantity,
    consent: { version: SEEDED_CONSENT_VERSION, signedName: "Aisha Rahman", agreed: true },
  };
}

/** Whether a 2xx booking answer describes what was asked (amounts, window, provider). */
export function answerMatchesRequest(booking: Booking, request: BookingRequest): boolean {
  const window = findTimeWindow(request.timeSlot);
  if (!window) return false;
  const { startsAt } = windowBounds(request.date, window);
  return (
    booking.date === request.date &&
    booking.timeSlot === request.timeSlot &&
    new Date(booking.windowStartsAt).getTime() === startsAt.getTime() &&
    booking.providerId === request.providerId &&
    booking.quantity === request.quantity &&
    booking.totalAmount === request.totalAmount
  );
}

export interface StoredBooking {
  id: string;
  reference: string;
  providerId: string;
  date: string;
  timeSlot: string;
  windowStartsAt: Date;
  quantity: number;
  unitPriceSen: number;
  /** The Night window's and the same-day surcharges (issue 37): part of the total. */
  surchargesSen: number;
  totalSen: number;
  status: string;
  paymentStatus: string;
  clinicApprovalStatus: string;
  paidAt: Date | null;
}

export type Row = Record<string, unknown>;

/** The rows of a raw SQL query, on either store. */
export async function queryRows(db: Executor, query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

const asDate = (value: unknown): Date | null =>
  value === null || value === undefined ? null : new Date(value as string | Date);

/** Every booking in the store, by id. */
export async function storedBookings(db: Executor): Promise<Map<string, StoredBooking>> {
  const found = await queryRows(
    db,
    sql`select id, reference, provider_id, date::text as date, time_slot, window_starts_at, quantity,
      unit_price_sen, night_surcharge_sen + same_day_surcharge_sen as surcharges_sen, total_sen, status,
      payment_status, clinic_approval_status, paid_at from bookings`,
  );
  return new Map(
    found.map((row) => [
      String(row.id),
      {
        id: String(row.id),
        reference: String(row.reference),
        providerId: String(row.provider_id),
        date: String(row.date),
        timeSlot: String(row.time_slot),
        windowStartsAt: asDate(row.window_starts_at) ?? new Date(NaN),
        quantity: Number(row.quantity),
        unitPriceSen: Number(row.unit_price_sen),
        surchargesSen: Number(row.surcharges_sen),
        totalSen: Number(row.total_sen),
        status: String(row.status),
        paymentStatus: String(row.payment_status),
        clinicApprovalStatus: String(row.clinic_approval_status),
        paidAt: asDate(row.paid_at),
      },
    ]),
  );
}

/**
 * What "whole" means for this schema, checked with SQL over the entire store: each query lists the rows that
 * break one rule (a half-written booking, an orphan, an overbooked window), and the result names them.
 * Rules: amounts agree with the catalogue and quantity; a booking's states agree with each other (a pending
 * hold has a hold expiry and no payment; a confirmed one is paid; cancelled has its time; decided has its
 * time); a paid booking has its two notices queued (customer and clinic) and, when paid through a checkout,
 * its session closed as paid; an approved one has its approval email; a session the provider holds as paid
 * belongs to a paid booking; every booking email points at a booking; no window holds more than its capacity;
 * every window matches its day and label.
 */
export async function storeViolations(db: Executor): Promise<string[]> {
  const rules: [string, ReturnType<typeof sql>][] = [
    [
      "amounts disagree with the catalogue, the quantity or the surcharges",
      sql`select b.id from bookings b join services s on s.id = b.service_id
        where b.total_sen <> b.unit_price_sen * b.quantity + b.night_surcharge_sen + b.same_day_surcharge_sen
          or b.unit_price_sen <> s.price_sen`,
    ],
    [
      "pending booking without a hold or with a payment",
      sql`select id from bookings where status = 'pending'
        and (payment_status <> 'pending' or paid_at is not null or hold_expires_at is null)`,
    ],
    [
      "confirmed booking that is not paid",
      sql`select id from bookings where status = 'confirmed'
        and (payment_status <> 'paid' or paid_at is null or hold_expires_at is not null)`,
    ],
    [
      "cancelled booking without its time",
      sql`select id from bookings where status = 'cancelled' and cancelled_at is null`,
    ],
    [
      "decided booking without its time",
      sql`select id from bookings where clinic_approval_status <> 'pending' and decided_at is null`,
    ],
    [
      "paid booking without its customer notice",
      sql`select b.id from bookings b where b.paid_at is not null and b.attention_reason is null
        and not exists (select 1 from outbox_emails o where o.booking_id = b.id and o.kind = 'booking_received')`,
    ],
    [
      "paid booking without its clinic notice",
      sql`select b.id from bookings b where b.paid_at is not null and b.attention_reason is null
        and not exists (select 1 from outbox_emails o where o.booking_id = b.id and o.kind = 'clinic_new_booking')`,
    ],
    [
      "paid booking whose checkout session is not closed as paid",
      sql`select b.id from bookings b where b.paid_at is not null and b.payment_session_id is not null
        and not exists (select 1 from payment_sessions p where p.id = b.payment_session_id and p.status = 'paid')`,
    ],
    [
      "approved booking without its approval email",
      sql`select b.id from bookings b where b.clinic_approval_status = 'approved'
        and not exists (select 1 from outbox_emails o where o.booking_id = b.id and o.kind = 'booking_approved')`,
    ],
    [
      "checkout session paid at the provider for a booking not paid",
      sql`select p.id from payment_sessions p join bookings b on b.id = p.booking_id
        where p.status = 'paid' and b.paid_at is null`,
    ],
    [
      "booking email that names no booking",
      sql`select o.id from outbox_emails o where (o.kind like 'booking_%' or o.kind like 'clinic_%')
        and (o.booking_id is null or not exists (select 1 from bookings b where b.id = o.booking_id))`,
    ],
    [
      "email sent and given up on at once",
      sql`select id from outbox_emails where sent_at is not null and failed_at is not null`,
    ],
    [
      // The window's capacity on its date (the clinic's week, closures and overrides), as the trigger reads it.
      "window holding more than its capacity",
      sql`select b.provider_id || ' ' || b.window_starts_at::text as id from bookings b
        where b.status in ('pending', 'confirmed')
        group by b.provider_id, b.window_starts_at, b.date, b.time_slot
        having count(*) > coalesce(window_capacity(b.provider_id, b.date, b.time_slot), 0)`,
    ],
  ];
  const violations: string[] = [];
  for (const [rule, query] of rules) {
    const broken = await queryRows(db, query);
    if (broken.length > 0) {
      violations.push(
        `${rule}: ${broken.length} (${broken
          .slice(0, 5)
          .map((row) => String(row.id))
          .join(", ")})`,
      );
    }
  }
  for (const booking of (await storedBookings(db)).values()) {
    const window = findTimeWindow(booking.timeSlot);
    const startsAt = window ? windowBounds(booking.date, window).startsAt.getTime() : NaN;
    if (booking.windowStartsAt.getTime() !== startsAt) {
      violations.push(
        `booking ${booking.id}: window ${booking.windowStartsAt.toISOString()} is not ${booking.date} ${booking.timeSlot}`,
      );
    }
  }
  return violations;
}
