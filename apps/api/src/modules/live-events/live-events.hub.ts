import type { TokenType } from "@ivdrips/contract/auth";
import type { DatabaseHandle } from "../../db/client";
import type { StopListening } from "../../db/listener";
import type { EventScope } from "./live-events.repository";

/** The channel the booking_events trigger (migration 0010) NOTIFYs at each commit. */
export const BOOKING_EVENTS_CHANNEL = "booking_events";
/** The channel the account and revoked_tokens triggers (migration 0018) NOTIFY when a session may have ended. */
export const SESSION_ENDED_CHANNEL = "session_ended";

type Wake = () => void;

/** The session an open stream was opened with: its account, and its token's id. */
export interface StreamSession {
  type: TokenType;
  sub: string;
  jti: string;
}

export interface LiveEventsHub {
  /** Calls `wake` whenever the scope may have new events; returns the unsubscribe. */
  subscribe(scope: EventScope, wake: Wake): () => void;
  /** Calls `wake` whenever the session's account or token may have been signed out; returns the unsubscribe. */
  watchSession(session: StreamSession, wake: Wake): () => void;
  close(): Promise<void>;
}

const EVERY_BOOKING = "all";
const keyOf = (scope: EventScope) =>
  scope === "all" ? EVERY_BOOKING : "clinicId" in scope ? `clinic:${scope.clinicId}` : `user:${scope.userId}`;
const accountKey = (type: string, sub: string) => `account:${type}:${sub}`;
const tokenKey = (jti: string) => `jti:${jti}`;

/** The JSON object a notification carries; undefined for a payload it cannot read. */
function payloadOf(payload: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(payload);
    return typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** Whose streams a booking event (`{id, clinicId, userId}`) concerns: the clinic's, the customer's, the staff's. */
function eventKeysOf(payload: string): string[] {
  const parsed = payloadOf(payload);
  if (!parsed) return [];
  const { clinicId, userId } = parsed;
  return [
    EVERY_BOOKING,
    ...(typeof clinicId === "string" ? [keyOf({ clinicId })] : []),
    ...(typeof userId === "string" ? [keyOf({ userId })] : []),
  ];
}

/** Whose sessions an ended-session notification (`{type, sub}` or `{jti}`) concerns. */
function sessionKeysOf(payload: string): string[] {
  const parsed = payloadOf(payload);
  if (!parsed) return [];
  const { type, sub, jti } = parsed;
  if (typeof jti === "string") return [tokenKey(jti)];
  return typeof type === "string" && typeof sub === "string" ? [accountKey(type, sub)] : [];
}

/** Subscribers by key, each woken by the notifications that name its key. */
function createSubscribers() {
  const byKey = new Map<string, Set<Wake>>();
  return {
    add(key: string, wake: Wake): () => void {
      const set = byKey.get(key) ?? new Set<Wake>();
      set.add(wake);
      byKey.set(key, set);
      return () => {
        set.delete(wake);
        if (set.size === 0 && byKey.get(key) === set) byKey.delete(key);
      };
    },
    wake(keys: Iterable<string>) {
      for (const wake of [...keys].flatMap((key) => [...(byKey.get(key) ?? [])])) wake();
    },
    wakeAll() {
      for (const wake of [...byKey.values()].flatMap((set) => [...set])) wake();
    },
    clear: () => byKey.clear(),
  };
}

/**
 * One per API process: LISTENs on `booking_events` and wakes the streams of the clinic and the customer a
 * notification names (and the console's, which follow every booking), and on `session_ended` and wakes the
 * streams of the account or token it names, which then check their session again. Streams read what is new
 * from the database themselves, so a notification carries no event; when a listening connection comes back
 * after a drop, every stream it serves is woken to catch up.
 */
export async function createLiveEventsHub(database: Pick<DatabaseHandle, "listen">): Promise<LiveEventsHub> {
  const events = createSubscribers();
  const sessions = createSubscribers();
  const stopEvents: StopListening = await database.listen(BOOKING_EVENTS_CHANNEL, {
    onNotify: (payload) => events.wake(eventKeysOf(payload)),
    onReconnect: () => events.wakeAll(),
  });
  let stopSessions: StopListening;
  try {
    stopSessions = await database.listen(SESSION_ENDED_CHANNEL, {
      onNotify: (payload) => sessions.wake(sessionKeysOf(payload)),
      onReconnect: () => sessions.wakeAll(),
    });
  } catch (error) {
    await stopEvents();
    throw error;
  }
  return {
    subscribe: (scope, wake) => events.add(keyOf(scope), wake),
    watchSession(session, wake) {
      const byAccount = sessions.add(accountKey(session.type, session.sub), wake);
      const byToken = sessions.add(tokenKey(session.jti), wake);
      return () => {
        byAccount();
        byToken();
      };
    },
    close: async () => {
      events.clear();
      sessions.clear();
      await Promise.all([stopEvents(), stopSessions()]);
    },
  };
}
