import type { DatabaseHandle } from "../../db/client";
import type { StopListening } from "../../db/listener";
import { AppError } from "../../lib/app-error";

/**
 * The channel the catalogue triggers (migration 0014) NOTIFY in the transaction of every write to `services`,
 * `reviews` or `providers`: delivered at its commit, to every API process (PGlite: to this one).
 */
export const CATALOGUE_CHANNEL = "catalogue_changed";

export interface CatalogueVersion {
  /**
   * The catalogue's version as this process knows it, moved by every notification; undefined while it cannot
   * know (not listening yet, or the listening connection dropped): then nothing may be served from memory.
   */
  current(): number | undefined;
  close(): Promise<void>;
}

/**
 * One per API process, started by the first catalogue read: LISTENs on `catalogue_changed` through the
 * database's listening machinery (a connection of its own on PostgreSQL, reopened when it drops), and on the
 * pooled connections too, so that a change this process commits has moved the version before the commit returns.
 */
export function watchCatalogueVersion(database: Pick<DatabaseHandle, "listen">): CatalogueVersion {
  let version = 0;
  let listening = false;
  let closed = false;
  let starting: Promise<StopListening> | undefined;

  const start = () => {
    starting ??= database
      .listen(
        CATALOGUE_CHANNEL,
        {
          onNotify: () => (version += 1),
          onLost: () => {
            listening = false;
            version += 1;
          },
          onReconnect: () => {
            version += 1;
            listening = true;
          },
        },
        { ownCommits: true },
      )
      .then(
        (stop) => {
          if (closed) void stop();
          else listening = true;
          return stop;
        },
        (error: unknown) => {
          // Tried again by the next read; meanwhile every read goes to the database.
          starting = undefined;
          throw error;
        },
      );
    starting.catch(() => undefined);
  };

  return {
    current() {
      if (listening) return version;
      if (!closed) start();
      return undefined;
    },
    async close() {
      closed = true;
      listening = false;
      const stop = await starting?.catch(() => undefined);
      await stop?.();
    },
  };
}

/**
 * `compute` memoised per catalogue version: one computation per version however many requests ask at once.
 * A result is kept only if the version did not move while it was computed (a change committed meanwhile may be
 * half in it); those who asked still get it, as they would have a moment earlier. While the version is unknown,
 * every call computes.
 */
export function perCatalogueVersion<T>(
  version: CatalogueVersion,
  compute: () => Promise<T>,
): () => Promise<T> {
  let kept: { version: number; value: Promise<T> } | undefined;
  return () => {
    const now = version.current();
    if (now === undefined) return compute();
    if (kept?.version === now) return kept.value;
    const entry = { version: now, value: compute() };
    kept = entry;
    entry.value.then(
      () => {
        if (version.current() !== now && kept === entry) kept = undefined;
      },
      () => {
        if (kept === entry) kept = undefined;
      },
    );
    return entry.value;
  };
}

/**
 * Keeps what `make` returns for a key, up to `limit` keys: the answers one catalogue version makes on demand
 * (a service, a provider, a city's list). A key `make` refuses (throws) is never kept.
 */
export function keptUpTo<T>(limit: number, make: (key: string) => T): (key: string) => T {
  const kept = new Map<string, T>();
  return (key) => {
    const known = kept.get(key);
    if (known) return known;
    const made = make(key);
    if (kept.size < limit) kept.set(key, made);
    return made;
  };
}

/**
 * Refuses text the database could not hold (U+0000) as the database would have, with 400 `unstorableText`:
 * a lookup answered from memory must not answer such a key differently from one that queries.
 */
export function refuseUnstorableText(text: string): string {
  if (text.includes("\u0000")) throw new AppError("BAD_REQUEST", "unstorableText");
  return text;
}
