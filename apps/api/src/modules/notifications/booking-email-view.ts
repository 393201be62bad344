import type { Language } from "@ivdrips/contract/languages";
import type { VisitOutcome } from "@ivdrips/contract/visit-day";

/** What every booking email is built from: a booking as it stands after the change it announces. */
export interface BookingEmailView {
  bookingId: string;
  reference: string;
  serviceName: string;
  /** KL calendar day YYYY-MM-DD */
  date: string;
  /** e.g. "Morning 8AM - 12PM" */
  timeSlot: string;
  windowStartsAt: Date;
  windowEndsAt: Date;
  quantity: number;
  unitPriceSen: number;
  totalSen: number;
  customerName: string;
  /** The contact address typed into the booking form: shown to the clinic, never written to. */
  customerEmail: string;
  /** Where the customer's emails go: the account's own address, never one typed into a booking form. */
  accountEmail: string;
  customerPhone: string;
  customerAddress: string;
  city: string;
  country: string;
  clinicName: string;
  refundSen: number | null;
  cancellationFeeSen: number | null;
  /** Who called a cancelled booking off, and our support's reason when it was them (shown to the customer). */
  cancelledBy: "customer" | "support" | null;
  cancellationNote: string | null;
  /**
   * A clinician declined the customer on medical grounds: the email says only that, and to consult a doctor.
   * Why is in the clinic's clinical record, never in a message.
   */
  clinicalDecline: boolean;
  paid: boolean;
  /** How often the booking was rescheduled: each new window has its own emails and invite sequence. */
  rescheduleCount: number;
  /** e.g. http://localhost:3000, for links to /account and /clinic */
  publicUrl: string;
  supportEmail: string;
  /** The customer's language (users.language): emails to the customer are written in it. */
  language: Language;
  /** Who the clinic sends (issue 37): named in the "on the way" email, with the ETA they gave. */
  clinicianName: string | null;
  etaAt: Date | null;
  /** Why a visit could not take place, when it could not (issue 37). */
  visitOutcome: VisitOutcome | null;
}
