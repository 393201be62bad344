import { vi } from "vitest";

/** A Server-Sent Events body the test writes into, as the server would, and ends when it likes. */
export function eventStreamBody() {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start: (made) => {
      controller = made;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: () =>
      new Response(body, { status: 200, headers: { "content-type": "text/event-stream; charset=utf-8" } }),
    write: (text: string) => controller?.enqueue(encoder.encode(text)),
    /** One booking event, as the API formats it. */
    event: (id: number, type: string, reference: string) =>
      controller?.enqueue(
        encoder.encode(
          `id: ${id}\nevent: ${type}\ndata: ${JSON.stringify({
            id,
            type,
            bookingId: `b-${id}`,
            reference,
            createdAt: "2026-06-01T01:00:00.000Z",
          })}\n\n`,
        ),
      ),
    end: () => controller?.close(),
  };
}

/** Stubs fetch: `answer` for each call in turn (its index given), recording what was asked. */
export function stubFetch(answer: (call: number, url: string, init?: RequestInit) => Response) {
  let calls = 0;
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    calls += 1;
    return Promise.resolve(answer(calls - 1, String(input), init));
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}
