import type { TokenType } from "@ivdrips/contract/auth";
import type { DatabaseHandle } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import type { TokenClaims } from "../../lib/tokens";
import type { SessionValidator } from "../auth/auth-guards";
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
  /**
   * Calls `ended` once when the session a stream was opened with ends: its token expires, or it is signed out
   * (that token, or the whole account: a new password, sign out everywhere, deleted, disabled), whichever API
   * process or command did it. Returns the stop.
   */
  watchSession(type: TokenType, claims: TokenClaims, ended: () => void): Promise<() => void>;
  close(): Promise<void>;
}

/** setTimeout's longest delay (about 24.8 days); a later expiry is waited for in steps. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

export interface LiveEventsDeps {
  database: Pick<DatabaseHandle, "db" | "listen">;
  /** What the guards ask on every request: asked again when the database says a session may have ended. */
  validateSession: SessionValidator;
  clock: Clock;
}

export function createLiveEventsService({
  database,
  validateSession,
  clock,
}: LiveEventsDeps): LiveEventsService {
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
    async watchSession(type, claims, ended) {
      let stopped = false;
      let timer: NodeJS.Timeout | undefined;
      let unwatch: () => void = () => undefined;
      const stop = () => {
        stopped = true;
        clearTimeout(timer);
        unwatch();
      };
      const end = () => {
        if (stopped) return;
        stop();
        ended();
      };
      const check = async () => {
        try {
          await validateSession(type, claims);
        } catch (error) {
          // Only the session's answer ends the stream: a database that cannot answer now is asked again on the
          // next notification, on the listener's reconnection, and by the guard when the client reconnects.
          if (error instanceof AppError) end();
        }
      };
      // The token's life left, by the app's clock, is then waited for in real time (a test's clock may stand still).
      const deadline = Date.now() + (claims.exp * 1000 - clock().getTime());
      const arm = () => {
        const left = deadline - Date.now();
        if (left <= 0) return end();
        timer = setTimeout(arm, Math.min(left, LONGEST_TIMER_MS));
        timer.unref();
      };
      arm();
      try {
        unwatch = (await hubOf()).watchSession(
          { type, sub: claims.sub, jti: claims.jti },
          () => void check(),
        );
      } catch (error) {
        stop();
        throw error;
      }
      if (stopped) unwatch();
      // A session ended between the guard's check and the subscription was not heard of: checked once more.
      else await check();
      return stop;
    },
    close: async () => {
      const open = hub;
      hub = undefined;
      if (open) await (await open).close();
    },
  };
}
