import type { DatabaseHandle } from "../../db/client";
import type { StopListening } from "../../db/listener";
import type { EventScope } from "./live-events.repository";

/** The channel the booking_events trigger (migration 0010) NOTIFYs at each commit. */
export const BOOKING_EVENTS_CHANNEL = "booking_events";

type Wake = () => void;

export interface LiveEventsHub {
  /** Calls `wake` whenever the scope may have new events; returns the unsubscribe. */
  subscribe(scope: EventScope, wake: Wake): () => void;
  close(): Promise<void>;
}

const keyOf = (scope: EventScope) =>
  "clinicId" in scope ? `clinic:${scope.clinicId}` : `user:${scope.userId}`;

/** Who a notification's payload (`{id, clinicId, userId}`) concerns; nothing for a payload it cannot read. */
function keysOf(payload: string): string[] {
  try {
    const parsed: unknown = JSON.parse(payload);
    if (typeof parsed !== "object" || parsed === null) return [];
    const { clinicId, userId } = parsed as { clinicId?: unknown; userId?: unknown };
    return [
      ...(typeof clinicId === "string" ? [keyOf({ clinicId })] : []),
      ...(typeof userId === "string" ? [keyOf({ userId })] : []),
    ];
  } catch {
    return [];
  }
}

/**
 * One per API process: LISTENs on `booking_events` and wakes the streams of the clinic and the customer a
 * notification names. Streams read what is new from the table themselves, so a notification carries no
 * event; when the listening connection comes back after a drop, every stream is woken to catch up.
 */
export async function createLiveEventsHub(database: Pick<DatabaseHandle, "listen">): Promise<LiveEventsHub> {
  const subscribers = new Map<string, Set<Wake>>();
  const wakeAll = (wakes: Iterable<Wake>) => {
    for (const wake of [...wakes]) wake();
  };
  const stop: StopListening = await database.listen(BOOKING_EVENTS_CHANNEL, {
    onNotify: (payload) => {
      for (const key of keysOf(payload)) wakeAll(subscribers.get(key) ?? []);
    },
    onReconnect: () => wakeAll([...subscribers.values()].flatMap((set) => [...set])),
  });
  return {
    subscribe(scope, wake) {
      const key = keyOf(scope);
      const set = subscribers.get(key) ?? new Set<Wake>();
      set.add(wake);
      subscribers.set(key, set);
      return () => {
        set.delete(wake);
        if (set.size === 0 && subscribers.get(key) === set) subscribers.delete(key);
      };
    },
    close: async () => {
      subscribers.clear();
      await stop();
    },
  };
}
