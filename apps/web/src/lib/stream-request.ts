/*
 * How a live stream's connection is asked for and read as open: shared by lib/live-events.ts and by
 * signed-in.html's own script (app/signed-in-reads.ts), which is built apart from the app: this imports
 * nothing.
 */

/** One connection asked for: its response to come, and how to end it. */
export interface StreamRequest {
  response: Promise<Response>;
  abort(): void;
  /** The server has answered and accepted it: the stream is open. */
  isOpen(): boolean;
}

/** The server accepted the connection: a stream is open to read. */
export function isAccepted(response: Response): response is Response & { body: ReadableStream<Uint8Array> } {
  return response.ok && response.body !== null;
}

/**
 * Asks for the stream at `path` (under /api) with the token as the Bearer header (EventSource cannot send one:
 * hence fetch) and, after a drop, the last event read, so the server replays what was missed.
 */
export function openStream(
  path: string,
  token: string,
  lastEventId: string | undefined,
): Pick<StreamRequest, "response" | "abort"> {
  const connection = new AbortController();
  const response = fetch(`/api${path}`, {
    headers: {
      accept: "text/event-stream",
      authorization: `Bearer ${token}`,
      ...(lastEventId === undefined ? {} : { "last-event-id": lastEventId }),
    },
    credentials: "same-origin",
    cache: "no-store",
    signal: connection.signal,
  });
  return { response, abort: () => connection.abort() };
}

/** A connection asked for, that says whether it is open yet. */
export function streamRequest({ response, abort }: Pick<StreamRequest, "response" | "abort">): StreamRequest {
  let open = false;
  // Its connection reads a failure; one closed before it was taken has nobody to tell.
  response.then(
    (answer) => (open = isAccepted(answer)),
    () => undefined,
  );
  return { response, abort, isOpen: () => open };
}
