import {
  AdminBookingIdParamsSchema,
  AdminBookingMessageParamsSchema,
  AdminResendMessageRequestSchema,
} from "@ivdrips/contract/admin-bookings";
import { ErrorBodySchema } from "@ivdrips/contract/errors";
import { BookingMessagesSchema } from "@ivdrips/contract/phone-messages";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { authOf } from "../../plugins/auth";
import type { BookingMessagesService } from "../phone-messages/booking-messages.service";
import { findAdminBooking } from "./admin-bookings.repository";
import { recordAudit } from "./audit.repository";
import { staffErrors, staffSecurity } from "./staff-route-schemas";

export interface AdminBookingMessagesOptions {
  db: Database;
  bookingMessages: BookingMessagesService;
}

const tags = ["admin"];

/** A booking's messages to phones with their statuses, and sending a failed one again (audited). */
export const adminBookingMessagesRoutes: FastifyPluginAsyncZod<AdminBookingMessagesOptions> = async (
  app,
  { db, bookingMessages },
) => {
  async function requireBooking(id: string) {
    const row = await findAdminBooking(db, id);
    if (!row) throw new AppError("NOT_FOUND", "bookingNotFound");
    return row;
  }

  app.get(
    "/admin/bookings/:id/messages",
    {
      schema: {
        tags,
        summary: "The booking's WhatsApp and SMS messages, with their delivery statuses",
        security: staffSecurity,
        params: AdminBookingIdParamsSchema,
        response: { 200: BookingMessagesSchema, ...staffErrors, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      await requireBooking(request.params.id);
      return { messages: await bookingMessages.ofBooking(request.params.id) };
    },
  );

  app.post(
    "/admin/bookings/:id/messages/:messageId/resend",
    {
      schema: {
        tags,
        summary: "Send a failed message again, on WhatsApp first, as a new message",
        security: staffSecurity,
        params: AdminBookingMessageParamsSchema,
        body: AdminResendMessageRequestSchema,
        response: {
          200: BookingMessagesSchema,
          400: ErrorBodySchema,
          ...staffErrors,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const { id, messageId } = request.params;
      const booking = await requireBooking(id);
      const staffId = authOf(request).sub;
      const messages = await bookingMessages.resend(id, messageId, (tx, message, again) =>
        recordAudit(tx, {
          staffId,
          action: "booking.resend_message",
          targetType: "booking",
          targetId: id,
          before: { reference: booking.booking.reference, messageId: message.id, status: message.status },
          after: { reference: booking.booking.reference, messageId: again.id, kind: again.kind },
          note: request.body.note ?? null,
        }).then(() => undefined),
      );
      return { messages };
    },
  );
};
