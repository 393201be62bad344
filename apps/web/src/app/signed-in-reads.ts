import { handOver } from "../lib/handed-over";
import { hasInviteFlag } from "../lib/invite-flag";
import { usableToken, type TokenKind } from "../lib/stored-tokens";
import { openStream } from "../lib/stream-request";
import type { SIGNED_IN_PAGES } from "./page-modules";

/** A read under /api, sent with the usable stored token of its kind (none: without a token). */
interface Read {
  path: string;
  token: TokenKind | null;
  /** A live stream, asked for as lib/live-events.ts asks. */
  stream?: true;
}

/** main.tsx's, past the invite gate, on a page the server did not prerender. */
const CONFIG: Read = { path: "/config", token: null };
/** lib/session.tsx's, on every page, for a customer's token. */
const PROFILE: Read = { path: "/users/profile", token: "customer" };

/**
 * What each signed-in page's code asks for as it first runs, asked for from its HTML instead (decision 044):
 * the same reads, sent with the same token, each only when the app would make it. None of them depends on
 * the reader's language, so they are sent without it.
 */
export const SIGNED_IN_READS: Record<(typeof SIGNED_IN_PAGES)[number], Read[]> = {
  // routes/account.tsx: the customer's bookings.
  "/account": [CONFIG, PROFILE, { path: "/bookings", token: "customer" }],
  // routes/clinic.tsx: the clinic, its bookings and its live stream.
  "/clinic": [
    CONFIG,
    PROFILE,
    { path: "/clinics/profile", token: "clinic" },
    { path: "/clinics/bookings", token: "clinic" },
    { path: "/clinics/events", token: "clinic", stream: true },
  ],
};

const isSignedInPage = (pathname: string): pathname is keyof typeof SIGNED_IN_READS =>
  Object.hasOwn(SIGNED_IN_READS, pathname);

/** Starts the reads of the page at `pathname` and hands them to the app (lib/handed-over.ts). */
export function startSignedInReads(pathname: string): void {
  if (!isSignedInPage(pathname)) return;
  for (const { path, token: kind, stream } of SIGNED_IN_READS[pathname]) {
    const token = kind ? usableToken(kind) : null;
    if (kind ? !token : !hasInviteFlag()) continue;
    const connection = new AbortController();
    const read =
      stream && token
        ? openStream(path, token, undefined)
        : {
            response: fetch(`/api${path}`, {
              headers: token ? { authorization: `Bearer ${token}` } : {},
              credentials: "same-origin",
              signal: connection.signal,
            }),
            abort: () => connection.abort(),
          };
    // The app reads a failure; one aborted before it was taken has nobody to tell.
    read.response.catch(() => undefined);
    handOver(path, { token, ...read });
  }
}
