import {
  DASHBOARD_LIST_SIZE,
  OUTCOME_DAYS,
  SALES_DAYS,
  type Dashboard,
} from "@ivdrips/contract/admin-bookings";
import { senToRm } from "@ivdrips/contract/money";
import type { GiftCardsService } from "../gift-cards/gift-cards.service";
import type { Purchases } from "../purchases/purchases.service";
import { addDays, klDateOf } from "@ivdrips/contract/time-windows";
import type { Database } from "../../db/client";
import type { Clock } from "../../lib/clock";
import { DECISION_CHASE_HOURS_BEFORE, decisionDueAt } from "../bookings/bookings.service";
import { failedMessageChains } from "../phone-messages/message-counts";
import {
  awaitingClinic,
  bookingsNeedingAttention,
  cryptoPaymentsNeedingAttention,
  newInboxCounts,
  refundsOpen,
  troubledEmails,
  unfinishedVisits,
  visitOutcomeCounts,
  visitsOn,
} from "./admin-bookings.repository";
import { toAdminSummary, toTimelineEmail } from "./admin-bookings-view";

export interface AdminDashboardDeps {
  db: Database;
  clock: Clock;
  clinicDecisionHours: number;
  purchases: Pick<Purchases, "salesSince">;
  giftCards: Pick<GiftCardsService, "liabilitySen">;
}

const BOOKINGS_PAGE = "/admin/bookings";
/**
 * Failed messages to phones are counted over every one the outbox keeps, as failed emails are: both outboxes
 * delete what is finished after the same retention (OUTBOX_RETENTION_DAYS).
 */
const EVERY_KEPT_MESSAGE = new Date(0);
const link = (path: string, query: Record<string, string> = {}) => ({ path, query });

/** What needs the team today: each tile a count, its first few rows, and the list it links to. */
export function createAdminDashboardService(deps: AdminDashboardDeps) {
  const { db, clock } = deps;
  const limit = DASHBOARD_LIST_SIZE;

  async function visits(date: string): Promise<Dashboard["today"]> {
    const { count, rows } = await visitsOn(db, date, limit);
    return {
      date,
      count,
      bookings: rows.map(toAdminSummary),
      link: link(BOOKINGS_PAGE, { from: date, to: date }),
    };
  }

  return {
    async dashboard(): Promise<Dashboard> {
      const now = clock();
      const today = klDateOf(now);
      const waiting = await awaitingClinic(db, deps.clinicDecisionHours, DECISION_CHASE_HOURS_BEFORE, limit);
      const attention = await bookingsNeedingAttention(db, limit);
      const crypto = await cryptoPaymentsNeedingAttention(db, limit);
      const refunds = await refundsOpen(db, limit);
      const emails = await troubledEmails(db, limit);
      const failedMessages = await failedMessageChains(db, EVERY_KEPT_MESSAGE);
      const inbox = await newInboxCounts(db);
      const unfinished = await unfinishedVisits(db, now, limit);
      const outcomes = await visitOutcomeCounts(
        db,
        new Date(now.getTime() - OUTCOME_DAYS * 24 * 60 * 60 * 1000),
      );
      const sales = await deps.purchases.salesSince(
        new Date(now.getTime() - SALES_DAYS * 24 * 60 * 60 * 1000),
      );
      const rm = ({ count, amountSen }: { count: number; amountSen: number }) => ({
        count,
        amount: senToRm(amountSen),
      });
      return {
        generatedAt: now.toISOString(),
        prepaid: {
          days: SALES_DAYS,
          packages: rm(sales.package),
          giftCards: rm(sales.gift_card),
          giftCardLiability: senToRm(await deps.giftCards.liabilitySen()),
          link: link("/admin/gift-cards"),
        },
        today: await visits(today),
        tomorrow: await visits(addDays(today, 1)),
        awaitingClinic: {
          count: waiting.count,
          bookings: waiting.rows.map((row) => {
            const due = decisionDueAt(row.booking, deps.clinicDecisionHours);
            return {
              ...toAdminSummary(row),
              decisionDueAt: due.toISOString(),
              minutesLeft: Math.floor((due.getTime() - now.getTime()) / 60_000),
            };
          }),
          link: link(BOOKINGS_PAGE, { status: "awaiting_clinic" }),
        },
        paymentAttention: {
          count: attention.count,
          bookings: attention.rows.map(toAdminSummary),
          link: link(BOOKINGS_PAGE, { status: "flagged" }),
          cryptoCount: crypto.count,
          cryptoPayments: crypto.rows.map(({ payment, reference }) => ({
            txHash: payment.txHash,
            bookingId: payment.bookingId,
            reference,
            token: payment.token,
            amountUnits: payment.amountUnits,
            expectedUnits: payment.expectedUnits,
            attentionReason: payment.attentionReason ?? "",
            createdAt: payment.createdAt.toISOString(),
          })),
        },
        visitDay: {
          unfinished: unfinished.count,
          bookings: unfinished.rows.map(toAdminSummary),
          outcomes,
          link: link(BOOKINGS_PAGE, { status: "approved" }),
        },
        refunds: {
          pending: refunds.pending,
          failed: refunds.failed,
          bookings: refunds.rows.map(toAdminSummary),
          pendingLink: link(BOOKINGS_PAGE, { refundStatus: "pending" }),
          failedLink: link(BOOKINGS_PAGE, { refundStatus: "failed" }),
        },
        outbox: {
          failed: emails.failed,
          retrying: emails.retrying,
          link: link(BOOKINGS_PAGE, { emails: "failing" }),
          emails: emails.rows.map((row) => ({
            ...toTimelineEmail(row),
            bookingId: row.bookingId,
            createdAt: row.createdAt.toISOString(),
          })),
        },
        phoneMessages: { failed: failedMessages },
        inbox: {
          ...inbox,
          partnerLink: link("/admin/inbox", { type: "partner", status: "new" }),
          messagesLink: link("/admin/inbox", { type: "message", status: "new" }),
        },
      };
    },
  };
}

export type AdminDashboardService = ReturnType<typeof createAdminDashboardService>;
