import {
  AdminBookingIdParamsSchema,
  AdminBookingMessageParamsSchema,
  AdminResendMessageRequestSchema,
} from "@ivdrips/contract/admin-bookings";
import { ErrorBodySchema } from "@ivdrips/contract/errors";
import { BookingMessagesSchema } from "@ivdrips/contract/phone-messages";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { authOf } from "../../plugins/auth";
import type { AdminBookingMessagesService } from "./admin-booking-messages.service";
import { staffErrors, staffSecurity } from "./staff-route-schemas";

export interface AdminBookingMessagesOptions {
  bookingMessages: AdminBookingMessagesService;
}

const tags = ["admin"];

/** A booking's messages to phones with their statuses, and sending a failed one again (audited). */
export const adminBookingMessagesRoutes: FastifyPluginAsyncZod<AdminBookingMessagesOptions> = async (
  app,
  { bookingMessages },
) => {
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
    async (request) => ({ messages: await bookingMessages.list(request.params.id) }),
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
    async (request) => ({
      messages: await bookingMessages.resend(
        authOf(request).sub,
        request.params.id,
        request.params.messageId,
        request.body.note,
      ),
    }),
  );
};
