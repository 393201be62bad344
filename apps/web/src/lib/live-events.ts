import type { BookingEvent } from "@ivdrips/contract/clinic-calendar";
import type { EventSourceParser } from "eventsource-parser";
import { storedToken, type TokenKind } from "./stored-tokens";
import { isAccepted, openStream, streamRequest, type StreamRequest } from "./stream-request";
import { earlyRequest } from "./early-request";
import { takeHandedOver } from "./handed-over";
import { loader } from "./load-on-intent";
import { whenIdle } from "./when-idle";

/**
 * What reading the stream takes, the SSE parser and the events' schema (which brings zod): it comes once the
 * first connection is open and the page has painted it, not before.
 */
const streamReading = loader(() =>
  Promise.all([import("eventsource-parser"), import("@ivdrips/contract/clinic-calendar")]).then(
    ([{ createParser }, { BookingEventSchema }]) => ({ createParser, BookingEventSchema }),
  ),
);

/** Reconnect after 1 s, doubling to 30 s at most (with jitter, so a restarted server is not hit at once). */
const BACKOFF_MS = { first: 1_000, max: 30_000 };
/** How long a first stream's reading waits at most for the page to be idle. */
const READER_WAIT_MS = 2_000;
/** The server sends a comment every 20 s: this long without a byte means the connection is dead. */
const SILENCE_MS = 45_000;

export interface LiveEventsOptions {
  /** Under /api: "/clinics/events" or "/bookings/events". */
  path: string;
  /** The stored token sent as the Bearer header (EventSource cannot send one: hence fetch). */
  auth: TokenKind;
  onEvent(event: BookingEvent): void;
  /** Open (true), or lost and about to reconnect (false). */
  onConnection?(open: boolean): void;
  /**
   * The server refused the token (401): the session has ended (signed out, a new password, expired), so the
   * caller forgets it and shows the sign-in. The server ends an open stream the moment its session ends.
   */
  onSessionEnded?(): void;
  /** A first connection already asked for (`earlyLiveEvents`), taken instead of asking again. */
  first?: StreamRequest | undefined;
}

/**
 * A connection to the stream at `path` (under /api), sent with the stored token and, after a drop, the last
 * event read; the first one may have been asked for already by signed-in.html's script (decision 044).
 */
function requestStream(path: string, token: string, lastEventId: string | undefined): StreamRequest {
  const handed = lastEventId === undefined ? takeHandedOver(path, token) : undefined;
  return streamRequest(handed ?? openStream(path, token, lastEventId));
}

/**
 * A stream's first connection asked for as a page's code first runs, beside its session (issue 35: LCP: the
 * page says it is live as it first paints): `start()` it, and hand `take()` to `followLiveEvents` as `first`.
 * `isOpen()`: it is open already, so the page can say so in its first render. One that a changed token left
 * untaken is closed.
 */
export function earlyLiveEvents(path: string, auth: TokenKind) {
  const early = earlyRequest(
    () => storedToken(auth),
    () => {
      const token = storedToken(auth);
      return token ? requestStream(path, token, undefined) : undefined;
    },
    (request) => request?.abort(),
  );
  return {
    start: early.start,
    take: early.take,
    isOpen: () => early.peek()?.isOpen() ?? false,
    /** The server's answer to come, if it was asked for (with the token still stored). */
    response: () => early.peek()?.response,
  };
}

export function backoffMs(attempt: number, random = Math.random): number {
  const ceiling = Math.min(BACKOFF_MS.max, BACKOFF_MS.first * 2 ** attempt);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/**
 * Follows a Server-Sent Events stream of booking events with fetch, as long as it is not stopped: reconnects
 * with backoff when the connection drops or goes silent, sending Last-Event-ID so the server replays what was
 * missed. Stops for good when the server refuses the token (401/403) or none is stored: a stream the server
 * ended because its session did is not reopened (its token is refused, or gone after a sign-out). Returns the stop.
 */
export function followLiveEvents(options: LiveEventsOptions): () => void {
  const stopped = new AbortController();
  let lastEventId: string | undefined;

  /** The stream's parser, made once the parser and the schema have arrived (before the first byte is fed). */
  let parser: EventSourceParser | undefined;
  async function readyParser(): Promise<EventSourceParser> {
    const { createParser, BookingEventSchema } = await streamReading();
    parser ??= createParser({
      onEvent: (message) => {
        if (message.id) lastEventId = message.id;
        try {
          const parsed = BookingEventSchema.safeParse(JSON.parse(message.data));
          if (parsed.success) options.onEvent(parsed.data);
        } catch {
          // Not JSON: not an event of ours.
        }
      },
    });
    return parser;
  }

  /** The connection asked for ahead of this follower: its first attempt takes it. */
  let early = options.first;

  /** One connection, until it ends: "retry", "stop" when the server refuses us, "ended" when it refuses the token. */
  async function connect(): Promise<"retry" | "stop" | "ended"> {
    const token = storedToken(options.auth);
    const first = early;
    early = undefined;
    if (!token) {
      first?.abort();
      return "stop";
    }
    const request = first ?? requestStream(options.path, token, lastEventId);
    const onStop = () => request.abort();
    stopped.signal.addEventListener("abort", onStop);
    let silence = setTimeout(onStop, SILENCE_MS);
    try {
      const response = await request.response;
      // A token replaced meanwhile (this tab changed its password) is tried again; the stored one refused is the end.
      if (response.status === 401) return storedToken(options.auth) === token ? "ended" : "retry";
      if (response.status === 403) return "stop";
      if (!isAccepted(response)) return "retry";
      options.onConnection?.(true);
      // The page shows that it is live, and finishes painting, before it fetches and runs how to read the
      // stream (issue 35: LCP, TBT); what the server sends meanwhile waits in the response's body.
      if (!parser) await whenIdle(READER_WAIT_MS);
      const eventParser = await readyParser();
      eventParser.reset();
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return "retry";
        clearTimeout(silence);
        silence = setTimeout(onStop, SILENCE_MS);
        eventParser.feed(value);
      }
    } finally {
      clearTimeout(silence);
      stopped.signal.removeEventListener("abort", onStop);
    }
  }

  void (async () => {
    let attempt = 0;
    while (!stopped.signal.aborted) {
      const openedAt = Date.now();
      const outcome = await connect().catch(() => "retry" as const);
      if (stopped.signal.aborted) return;
      if (outcome === "ended") options.onSessionEnded?.();
      if (outcome !== "retry") return;
      options.onConnection?.(false);
      // A connection that lasted a while starts the backoff again.
      attempt = Date.now() - openedAt > SILENCE_MS ? 0 : attempt + 1;
      await new Promise((resolve) => setTimeout(resolve, backoffMs(attempt)));
    }
  })();

  return () => stopped.abort();
}
