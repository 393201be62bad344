import { BookingEventSchema, type BookingEvent } from "@ivdrips/contract/clinic-calendar";
import type { TokenType } from "@ivdrips/contract/auth";
import { ErrorBodySchema } from "@ivdrips/contract/errors";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { PassThrough } from "node:stream";
import { z } from "zod";
import { authOf, type AuthGuards } from "../../plugins/auth";
import type { BookingEventRecord, EventScope, LiveEventsService } from "./live-events.service";

/** A comment line this often keeps proxies and browsers from closing a quiet stream. */
export const HEARTBEAT_MS = 20_000;
/** How long a browser's EventSource waits before reconnecting (our own client has its own backoff). */
const RETRY_MS = 3_000;

export const EVENT_STREAM = "text/event-stream";

const StreamHeadersSchema = z.object({
  "last-event-id": z
    .string()
    .regex(/^\d{1,15}$/, "Last-Event-ID must be an event id from this stream")
    .optional()
    .describe("Resume after this event: the events stored after it are sent first (at most 200)."),
});
const streamSchema = (tag: string, summary: string, description: string) => ({
  tags: [tag],
  summary,
  description:
    `${description} text/event-stream: each event has \`id:\` (for Last-Event-ID), \`event:\` (its type) and ` +
    "`data:` (JSON: id, type, bookingId, reference, createdAt); a comment every 20 s keeps it open.",
  security: [{ bearerAuth: [] }],
  headers: StreamHeadersSchema,
  response: {
    200: {
      description: "A stream of Server-Sent Events",
      content: { [EVENT_STREAM]: { schema: z.string() } },
    },
    400: ErrorBodySchema,
    401: ErrorBodySchema,
    403: ErrorBodySchema,
  },
});

/** One Server-Sent Event: its id for Last-Event-ID, its type as the event name, the contract's JSON. */
export function formatEvent(event: BookingEventRecord): string {
  const data: BookingEvent = BookingEventSchema.parse({
    id: event.id,
    type: event.type,
    bookingId: event.bookingId,
    reference: event.reference,
    createdAt: event.createdAt.toISOString(),
  });
  return `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(data)}\n\n`;
}

export const liveEventsRoutes: FastifyPluginAsyncZod<{
  live: LiveEventsService;
  guards: AuthGuards;
}> = async (app, { live, guards }) => {
  /** Ends each open stream; `closing`: the server is shutting down, so the connection goes too. */
  const open = new Set<(closing: boolean) => void>();
  app.addHook("preClose", (done) => {
    for (const end of [...open]) end(true);
    done();
  });

  /**
   * Streams `scope`'s events to the holder of a `type` token (checked by the route's guard) for as long as its
   * session lasts: the stream ends when the token expires or is signed out (decision 034), and the client
   * reconnects with a fresh token or is refused.
   */
  async function stream(request: FastifyRequest, reply: FastifyReply, type: TokenType, scope: EventScope) {
    const header = request.headers["last-event-id"];
    const lastEventId = typeof header === "string" ? Number(header) : undefined;
    reply
      .header("content-type", "text/event-stream; charset=utf-8")
      .header("cache-control", "no-store")
      .header("x-accel-buffering", "no");
    if (request.method === "HEAD") return reply.send("");

    const body = new PassThrough();
    let heartbeat: NodeJS.Timeout | undefined;
    let stop: () => void = () => undefined;
    const end = (closing: boolean) => {
      if (!open.delete(end)) return;
      stop();
      clearInterval(heartbeat);
      // A kept-alive connection would hold the server's close open until it times out. (app.inject's
      // stand-in socket has nothing to destroy.)
      const socket: { destroy?: unknown } | null = request.raw.socket;
      if (closing && typeof socket?.destroy === "function") {
        reply.raw.once("finish", () => request.raw.socket.destroy());
      }
      body.end();
    };
    open.add(end);
    reply.raw.once("close", () => end(false));
    let following: () => void;
    try {
      const watching = await live.watchSession(type, authOf(request), () => end(false));
      try {
        const reading = await live.follow(scope, lastEventId, {
          send: (event) => body.write(formatEvent(event)),
          fail: (error) => {
            request.log.warn({ err: error }, "live events: reading failed, the stream ends");
            end(false);
          },
        });
        following = () => {
          reading();
          watching();
        };
      } catch (error) {
        watching();
        throw error;
      }
    } catch (error) {
      end(false);
      throw error; // Nothing sent yet: the error handler answers.
    }
    if (open.has(end)) {
      stop = following;
      heartbeat = setInterval(() => body.write(": ping\n\n"), HEARTBEAT_MS).unref();
      // The first bytes send the headers at once: the client knows it is connected.
      body.write(`retry: ${RETRY_MS}\n: connected\n\n`);
    } else {
      following(); // The client left (or the server began closing) while the stream was starting.
    }
    return reply.send(body);
  }

  app.get(
    "/clinics/events",
    {
      preHandler: guards.clinic,
      // Compressing would hold events back until a block fills: a stream goes out as it is written.
      compress: false,
      schema: streamSchema(
        "clinics",
        "Live events of the clinic's bookings (Server-Sent Events)",
        "New paid bookings, cancellations, reschedules and decisions at the clinic's providers, as they happen.",
      ),
    },
    (request, reply) => stream(request, reply, "clinic", { clinicId: authOf(request).sub }),
  );

  app.get(
    "/bookings/events",
    {
      preHandler: guards.customer,
      compress: false,
      schema: streamSchema(
        "bookings",
        "Live events of the customer's own bookings (Server-Sent Events)",
        "The clinic's decisions and every other change to the signed-in customer's bookings, as they happen.",
      ),
    },
    (request, reply) => stream(request, reply, "customer", { userId: authOf(request).sub }),
  );

  app.get(
    "/admin/events",
    {
      preHandler: guards.staff,
      compress: false,
      schema: streamSchema(
        "admin",
        "Live events of every booking, for the operations console (Server-Sent Events)",
        "New paid bookings, cancellations, reschedules and decisions at every clinic, as they happen.",
      ),
    },
    (request, reply) => stream(request, reply, "staff", "all"),
  );
};
