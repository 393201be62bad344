import { stateOf } from "@ivdrips/contract/booking-state";
import { ADMIN_PAGE_SIZE } from "@ivdrips/contract/admin";
import type {
  AdminBookingDetail,
  AdminBookingList,
  AdminBookingSearchQuerySchema,
  AdminCancelRequestSchema,
  AdminMoveRequestSchema,
  AdminResendEmailRequestSchema,
  AdminResolvePaymentRequestSchema,
} from "@ivdrips/contract/admin-bookings";
import { senToRm } from "@ivdrips/contract/money";
import type { z } from "zod";
import type { Clearance } from "@ivdrips/contract/clinical";
import type { Database, Executor } from "../../db/client";
import { inTransaction } from "../../db/transactions";
import { AppError } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { isUuid } from "../../lib/uuid";
import {
  decisionDueAt,
  staffActionsFor,
  type BookingsService,
  type StaffChangeHook,
} from "../bookings/bookings.service";
import {
  clearCryptoAttention,
  findAdminBooking,
  listAuditOfBooking,
  listCryptoPaymentsOfBooking,
  listEmailsOfBooking,
  listPaymentSessionsOfBooking,
  searchBookings,
  type BookingRow,
} from "./admin-bookings.repository";
import type { ClinicalGate } from "../clinical/clinical.service";
import { buildTimeline, toAdminDetail, toAdminSummary } from "./admin-bookings-view";
import { auditRecordNames, recordAudit, recordsMentioned } from "./audit.repository";

export interface AdminBookingsDeps {
  db: Database;
  clock: Clock;
  bookings: BookingsService;
  /** CLINIC_DECISION_HOURS: when an undecided paid booking is chased. */
  clinicDecisionHours: number;
  /** Bookings' clinical records, read by staff only by a stated reason (break-glass). */
  clinical: Pick<ClinicalGate, "read">;
}

type Parsed<T extends z.ZodType> = z.output<T>;

/** Not worth an audit line (`updatedAt`), or personal data the audit log must not keep (the client's network). */
const ignored = new Set<string>(["updatedAt", "clientNetwork", "clientSite"]);

const comparable = (value: unknown): unknown => (value instanceof Date ? value.toISOString() : value);

/** The columns an action changed, as `before` and `after` snapshots (dates as ISO strings). */
export function changedFields(
  before: BookingRow,
  after: BookingRow,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const was: Record<string, unknown> = {};
  const is: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof BookingRow)[]) {
    if (ignored.has(key)) continue;
    const old = comparable(before[key]);
    const now = comparable(after[key]);
    if (JSON.stringify(old) !== JSON.stringify(now)) {
      was[key] = old;
      is[key] = now;
    }
  }
  return { before: was, after: is };
}

/** The console's bookings: search, a booking's whole story, and the staff actions, each audited. */
export function createAdminBookingsService(deps: AdminBookingsDeps) {
  const { db, bookings } = deps;

  /** Writes the audit row of a booking action in the action's own transaction. */
  const audited =
    (
      staffId: string,
      action: string,
      note: string | null,
      extra?: (tx: Executor) => Promise<{ before: Record<string, unknown>; after: Record<string, unknown> }>,
    ): StaffChangeHook =>
    async (tx, change) => {
      const diff = changedFields(change.before, change.after);
      const more = extra ? await extra(tx) : { before: {}, after: {} };
      await recordAudit(tx, {
        staffId,
        action,
        targetType: "booking",
        targetId: change.before.id,
        before: { reference: change.before.reference, ...diff.before, ...more.before },
        after: { reference: change.after.reference, ...diff.after, ...more.after },
        note,
      });
    };

  async function detail(id: string): Promise<AdminBookingDetail> {
    const row = isUuid(id) ? await findAdminBooking(db, id) : undefined;
    if (!row) throw new AppError("NOT_FOUND", "bookingNotFound");
    const [sessions, cryptoPayments, emails, audit] = await Promise.all([
      listPaymentSessionsOfBooking(db, id),
      listCryptoPaymentsOfBooking(db, id),
      listEmailsOfBooking(db, id),
      listAuditOfBooking(db, id),
    ]);
    const due =
      stateOf(row.booking) === "awaiting_clinic"
        ? decisionDueAt(row.booking, deps.clinicDecisionHours)
        : null;
    const { cancelRefundSen, ...actions } = staffActionsFor(row.booking, deps.clock());
    const names = await auditRecordNames(
      db,
      audit.flatMap((entry) =>
        recordsMentioned({ targetType: "booking", targetId: id, before: entry.before, after: entry.after }),
      ),
    );
    return {
      booking: toAdminDetail(row, due),
      timeline: buildTimeline({ row, sessions, cryptoPayments, emails, audit }),
      names,
      actions: {
        ...actions,
        cancelRefund: cancelRefundSen && {
          policy: senToRm(cancelRefundSen.policy),
          full: senToRm(cancelRefundSen.full),
        },
      },
    };
  }

  return {
    /**
     * A booking's clinical record for staff, by a stated reason (break-glass): the reading and its reason are
     * written to the audit log in the same transaction, or nothing is read.
     */
    async clearance(staffId: string, id: string, reason: string): Promise<Clearance> {
      const row = isUuid(id) ? await findAdminBooking(db, id) : undefined;
      if (!row) throw new AppError("NOT_FOUND", "bookingNotFound");
      return inTransaction(db, async (tx) => {
        const record = await deps.clinical.read(tx, id, row.booking.serviceId);
        if (!record) throw new AppError("NOT_FOUND", "clearanceNotFound");
        await recordAudit(tx, {
          staffId,
          action: "clearance.read",
          targetType: "booking",
          targetId: id,
          before: { reference: row.booking.reference },
          after: null,
          note: reason,
        });
        return record;
      });
    },

    async search(query: Parsed<typeof AdminBookingSearchQuerySchema>): Promise<AdminBookingList> {
      const { page, status, ...filter } = query;
      const { rows, total } = await searchBookings(
        db,
        { ...filter, state: status },
        { limit: ADMIN_PAGE_SIZE, offset: (page - 1) * ADMIN_PAGE_SIZE },
      );
      return { bookings: rows.map(toAdminSummary), page, pageSize: ADMIN_PAGE_SIZE, total };
    },

    detail,

    async cancel(
      staffId: string,
      id: string,
      request: Parsed<typeof AdminCancelRequestSchema>,
    ): Promise<AdminBookingDetail> {
      await bookings.staffCancel(
        id,
        { refund: request.refund, reason: request.reason },
        audited(staffId, "booking.cancel", request.reason, async () => ({
          before: {},
          after: { refundChoice: request.refund },
        })),
      );
      return detail(id);
    },

    async move(
      staffId: string,
      id: string,
      request: Parsed<typeof AdminMoveRequestSchema>,
    ): Promise<AdminBookingDetail> {
      const { reason, ...move } = request;
      await bookings.staffMove(id, move, audited(staffId, "booking.move", reason));
      return detail(id);
    },

    async resendEmail(
      staffId: string,
      id: string,
      request: Parsed<typeof AdminResendEmailRequestSchema>,
    ): Promise<AdminBookingDetail> {
      await bookings.staffResendEmail(
        id,
        request.kind,
        audited(staffId, "booking.resend_email", request.note ?? null, async () => ({
          before: {},
          after: { emailKind: request.kind },
        })),
      );
      return detail(id);
    },

    async resolvePayment(
      staffId: string,
      id: string,
      request: Parsed<typeof AdminResolvePaymentRequestSchema>,
    ): Promise<AdminBookingDetail> {
      await bookings.staffResolvePayment(
        id,
        audited(staffId, "booking.resolve_payment", request.note, async (tx) => {
          // The booking's crypto payments carry the same flag on the dashboard: settled with it.
          const cleared = await clearCryptoAttention(tx, id);
          if (cleared.length === 0) return { before: {}, after: {} };
          return {
            before: { cryptoPayments: cleared },
            after: { cryptoPayments: cleared.map(({ txHash }) => ({ txHash, attentionReason: null })) },
          };
        }),
      );
      return detail(id);
    },
  };
}

export type AdminBookingsService = ReturnType<typeof createAdminBookingsService>;
