import { stateOf, wasPaid } from "@ivdrips/contract/booking-state";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "@ivdrips/contract/languages";
import { priceLines } from "@ivdrips/contract/visit-day";
import { chargesOf } from "@ivdrips/contract/booking-charges";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { ownBookingRecord, type BookingRecord } from "../bookings/bookings.service";
import { renderCertificatePdf, renderReceiptPdf } from "./booking-documents";

export interface PdfDocument {
  filename: string;
  bytes: Uint8Array;
}

/** The language the booking's customer reads (users.language), which their documents are written in. */
function customerLanguage(record: BookingRecord): Language {
  return isLanguage(record.customerLanguage) ? record.customerLanguage : DEFAULT_LANGUAGE;
}

/**
 * PDFs of a customer's own bookings, in the customer's language: a receipt once paid, a certificate of
 * attendance once completed. The file names stay English, as the API names them.
 */
export function createDocumentsService(deps: { db: Database; clock: Clock; supportEmail: string }) {
  const ownRecord = (userId: string, id: string) => ownBookingRecord(deps.db, userId, id);

  return {
    async receipt(userId: string, id: string): Promise<PdfDocument> {
      const record = await ownRecord(userId, id);
      const { booking, serviceName, clinicName } = record;
      if (!wasPaid(stateOf(booking)) || booking.paidAt === null) {
        throw new AppError("INVALID_TRANSITION", "receiptNotYet");
      }
      const charges = chargesOf(booking);
      const bytes = await renderReceiptPdf({
        language: customerLanguage(record),
        reference: booking.reference,
        serviceName,
        date: booking.date,
        timeSlot: booking.timeSlot,
        windowStartsAt: booking.windowStartsAt,
        quantity: booking.quantity,
        unitPriceSen: booking.unitPriceSen,
        totalSen: booking.totalSen,
        creditSen: charges.creditSen,
        giftCardSen: charges.giftCardSen,
        dueSen: charges.dueSen,
        lines: priceLines(booking).map((line) => ({
          ...line,
          refundSen: booking.refundLines?.find((refunded) => refunded.kind === line.kind)?.refundSen ?? null,
        })),
        customerName: booking.customerName,
        customerEmail: booking.customerEmail,
        clinicName,
        paidAt: booking.paidAt,
        paymentMethod: booking.paymentMethod,
        paymentProvider: booking.paymentProvider,
        paymentReference: booking.paymentReference,
        refund:
          booking.refundStatus === null
            ? null
            : {
                amountSen: booking.refundSen ?? 0,
                giftCardSen: booking.giftCardRefundSen,
                feeSen: booking.cancellationFeeSen ?? 0,
                status: booking.refundStatus,
              },
        issuedAt: deps.clock(),
        supportEmail: deps.supportEmail,
      });
      return { filename: `IV-Drips-receipt-${booking.reference}.pdf`, bytes };
    },

    async certificate(userId: string, id: string): Promise<PdfDocument> {
      const record = await ownRecord(userId, id);
      const { booking, serviceName, clinicName } = record;
      if (stateOf(booking) !== "completed" || booking.completedAt === null) {
        throw new AppError("INVALID_TRANSITION", "certificateNotYet");
      }
      const bytes = await renderCertificatePdf({
        language: customerLanguage(record),
        reference: booking.reference,
        serviceName,
        date: booking.date,
        timeSlot: booking.timeSlot,
        windowStartsAt: booking.windowStartsAt,
        customerName: booking.customerName,
        clinicName,
        city: booking.city,
        country: booking.country,
        completedAt: booking.completedAt,
        issuedAt: deps.clock(),
        supportEmail: deps.supportEmail,
      });
      return { filename: `IV-Drips-certificate-${booking.reference}.pdf`, bytes };
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
