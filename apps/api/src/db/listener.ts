import pg from "pg";

/** What a listener is told: each notification's payload, and that it was deaf for a while and is back. */
export interface NotificationHandlers {
  onNotify(payload: string): void;
  /** The listening connection was lost and is open again: notifications sent meanwhile are gone. */
  onReconnect(): void;
  /** The listening connection dropped: until onReconnect, notifications are not heard. */
  onLost?(): void;
}

/** Stops listening and closes whatever connection listening needed. */
export type StopListening = () => Promise<void>;

const RETRY_MS = { first: 250, max: 10_000 };

/**
 * LISTEN on `channel` through a connection of its own (a pooled one would be handed to queries and lose it),
 * opened again with backoff whenever it drops, for as long as it is not stopped.
 */
export async function listenOnPostgres(
  connectionString: string,
  channel: string,
  handlers: NotificationHandlers,
  options: { connectMs?: number } = {},
): Promise<StopListening> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = RETRY_MS.first;

  const connect = async (): Promise<void> => {
    // Keep-alive, so that a server gone without a word (a frozen or unplugged host) is noticed and reconnected.
    const next = new pg.Client({
      connectionString,
      keepAlive: true,
      ...(options.connectMs === undefined ? {} : { connectionTimeoutMillis: options.connectMs }),
    });
    // A lost connection says so by an error and then `end`: one reconnect for both.
    next.on("error", () => undefined);
    next.on("notification", (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? "");
    });
    next.on("end", () => {
      const wasListening = client === next;
      if (wasListening) client = undefined;
      if (stopped) return;
      if (wasListening) handlers.onLost?.();
      schedule();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
  };

  const schedule = () => {
    if (retry || stopped) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().then(
        () => {
          delay = RETRY_MS.first;
          handlers.onReconnect();
        },
        () => {
          delay = Math.min(delay * 2, RETRY_MS.max);
          schedule();
        },
      );
    }, delay);
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const open = client;
    client = undefined;
    await open?.end().catch(() => undefined);
  };
}
