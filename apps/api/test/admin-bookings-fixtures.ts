import type { AdminBookingDetail } from "@ivdrips/contract/admin-bookings";
import type { Booking, BookingRequest } from "@ivdrips/contract/bookings";
import { and, asc, eq } from "drizzle-orm";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { Executor } from "../src/db/client";
import { auditLog, outboxEmails } from "../src/db/schema";
import { bookingRequest, holdWindow, paidBooking } from "./booking-fixtures";
import { injectAs } from "./test-app";

/** A booking request for a named customer on a day, the rest as bookingRequest makes it. */
export function requestFor(
  customer: Partial<BookingRequest["customerInfo"]>,
  overrides: Partial<BookingRequest> = {},
): Partial<BookingRequest> {
  return { ...overrides, customerInfo: { ...bookingRequest().customerInfo, ...customer } };
}

export { holdWindow, paidBooking, type Booking };

/** A booking paid with the wrong amount: flagged for support (attentionReason amount_mismatch). */
export async function flaggedBooking(
  app: FastifyInstance,
  token: string,
  overrides: Partial<BookingRequest> = {},
): Promise<Booking> {
  const held = await holdWindow(app, token, overrides);
  const result = await app.bookings.markPaid(held._id, {
    method: "card",
    provider: "sandbox",
    amountSen: 1,
  });
  expect(result.booking.booking.attentionReason).toBe("amount_mismatch");
  return { ...held, attentionReason: "amount_mismatch" };
}

/** Calls the console's API as a staff member. */
export function asStaff(app: FastifyInstance, token: string) {
  const send = injectAs(app, token);
  return {
    get: (url: string) => send({ method: "GET", url }),
    action: (
      method: "PUT" | "POST",
      id: string,
      action: string,
      payload: InjectOptions["payload"],
    ): Promise<LightMyRequestResponse> =>
      send({ method, url: `/api/admin/bookings/${id}/${action}`, payload: payload ?? {} }),
    detail: async (id: string): Promise<AdminBookingDetail> => {
      const response = await send({ method: "GET", url: `/api/admin/bookings/${id}` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    },
  };
}

export function auditRowsOf(db: Executor, bookingId: string) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, "booking"), eq(auditLog.targetId, bookingId)))
    .orderBy(asc(auditLog.createdAt));
}

export function emailsOf(db: Executor, bookingId: string) {
  return db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.bookingId, bookingId))
    .orderBy(asc(outboxEmails.createdAt));
}
