/** One Server-Sent Event as a test reads it. */
export interface StreamedEvent {
  id: string;
  event: string;
  data: string;
}

export interface EventStreamReader {
  status: number;
  headers: Headers;
  /** The next event (comments skipped), or an error after `timeoutMs`. */
  next(timeoutMs?: number): Promise<StreamedEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/**
 * Opens `url` with fetch and reads its body as Server-Sent Events, as a browser's fetch-based client does:
 * what the server wrote, when it wrote it, over a real connection.
 */
export async function openEventStream(
  url: string,
  headers: Record<string, string>,
): Promise<EventStreamReader> {
  const abort = new AbortController();
  const response = await fetch(url, { headers, signal: abort.signal });
  const queue: StreamedEvent[] = [];
  const waiting: ((event: StreamedEvent) => void)[] = [];
  const deliver = (event: StreamedEvent) => {
    const waiter = waiting.shift();
    if (waiter) waiter(event);
    else queue.push(event);
  };
  const ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk, { stream: true });
        let end = buffer.indexOf("\n\n");
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = { id: "", event: "", data: "" };
          for (const line of block.split("\n")) {
            const match = /^(id|event|data): ?(.*)$/.exec(line);
            if (match?.[1]) fields[match[1] as keyof typeof fields] = match[2] ?? "";
          }
          if (fields.event || fields.data) deliver(fields);
          end = buffer.indexOf("\n\n");
        }
      }
    } catch {
      // Aborted by close().
    }
  })();
  return {
    status: response.status,
    headers: response.headers,
    ended,
    next: (timeoutMs = 5_000) => {
      const queued = queue.shift();
      if (queued) return Promise.resolve(queued);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(onEvent), 1);
          reject(new Error(`no event within ${timeoutMs} ms from ${url}`));
        }, timeoutMs);
        const onEvent = (event: StreamedEvent) => {
          clearTimeout(timer);
          resolve(event);
        };
        waiting.push(onEvent);
      });
    },
    close: () => abort.abort(),
  };
}
