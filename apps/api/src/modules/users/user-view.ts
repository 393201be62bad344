import type { DeleteAccountResponse } from "@ivdrips/contract/account";
import type { User } from "@ivdrips/contract/auth";
import { senToRm } from "@ivdrips/contract/money";
import type { UserRow } from "./users.repository";

/** The customer as the API answers them (dates as ISO strings): made only at the route edge. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    phone: row.phone,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The answer to a deleted account: the bookings cancelled with it, their refunds in RM. */
export function toDeleteAccountResponse(
  cancelled: readonly { reference: string; refundSen: number }[],
): DeleteAccountResponse {
  return {
    deleted: true,
    cancelledBookings: cancelled.map((booking) => ({
      reference: booking.reference,
      refundAmount: senToRm(booking.refundSen),
    })),
  };
}
