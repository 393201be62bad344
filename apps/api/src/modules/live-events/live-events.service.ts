import type { DatabaseHandle } from "../../db/client";
import { createLiveEventsHub, type LiveEventsHub } from "./live-events.hub";
import {
  bookingEventsAfter,
  latestBookingEventId,
  type BookingEventRecord,
  type EventScope,
} from "./live-events.repository";

/** At most this many events are read at once: a resume after a long absence gets the latest of what it missed. */
export type { BookingEventRecord, EventScope };

export const REPLAY_LIMIT = 200;

export interface FollowHandlers {
  /** Each event once, in id order. */
  send(event: BookingEventRecord): void;
  /** Reading failed: the follower is stopped, the caller ends its stream (the client resumes from its last id). */
  fail(error: unknown): void;
}

export interface LiveEventsService {
  /**
   * Follows a scope's events after `lastEventId` (replaying what is stored after it), or from now without one.
   * The table is the truth: a notification only says "read again", so replay and live events are one read.
   */
  follow(scope: EventScope, lastEventId: number | undefined, handlers: FollowHandlers): Promise<() => void>;
  close(): Promise<void>;
}

export function createLiveEventsService(database: Pick<DatabaseHandle, "db" | "listen">): LiveEventsService {
  const { db } = database;
  // The hub (and its listening connection) is made by the first stream, not by every app that never streams.
  let hub: Promise<LiveEventsHub> | undefined;
  const hubOf = () =>
    (hub ??= createLiveEventsHub(database).catch((error: unknown) => {
      hub = undefined;
      throw error;
    }));

  return {
    async follow(scope, lastEventId, handlers) {
      let stopped = false;
      let cursor: number | undefined;
      let reading = false;
      let again = false;

      const read = async () => {
        if (cursor === undefined || stopped) return;
        if (reading) {
          again = true;
          return;
        }
        reading = true;
        try {
          do {
            again = false;
            const events = await bookingEventsAfter(db, scope, cursor, REPLAY_LIMIT);
            for (const event of events) {
              if (stopped) return;
              cursor = event.id;
              handlers.send(event);
            }
          } while (again && !stopped);
        } catch (error) {
          stop();
          handlers.fail(error);
        } finally {
          reading = false;
        }
      };

      // Subscribed before the starting point is read: nothing committed after it can be missed.
      const unsubscribe = (await hubOf()).subscribe(scope, () => void read());
      const stop = () => {
        stopped = true;
        unsubscribe();
      };
      try {
        cursor = lastEventId ?? (await latestBookingEventId(db, scope));
      } catch (error) {
        stop();
        throw error;
      }
      void read();
      return stop;
    },
    close: async () => {
      const open = hub;
      hub = undefined;
      if (open) await (await open).close();
    },
  };
}
