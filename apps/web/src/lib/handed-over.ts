/*
 * Reads that signed-in.html's own script started before the app's entry ran (app/signed-in-reads.ts, decision
 * 044), handed to the app: the data a signed-in page first shows is asked for while the app is still
 * downloading, not after it has run. The app's own request for the same path with the same token takes the read
 * instead of asking again, once; what nobody took by the first render is aborted. The two are built apart, so
 * the reads are kept under a registered symbol on the page's global object.
 */

/** One read under /api: its answer to come, with the token it was made with, and how to end it. */
export interface HandedOverRead {
  token: string | null;
  response: Promise<Response>;
  abort(): void;
}

const READS = Symbol.for("ivdrips.handed-over-reads");
type Holder = { [READS]?: Map<string, HandedOverRead> };
const reads = () => ((globalThis as Holder)[READS] ??= new Map());

/** For signed-in.html's script: the read of `path` (under /api) is under way. */
export function handOver(path: string, read: HandedOverRead): void {
  reads().set(path, read);
}

/** The read of `path` handed over with this token, taken: nobody else gets it. */
export function takeHandedOver(path: string, token: string | null): HandedOverRead | undefined {
  const read = reads().get(path);
  if (read?.token !== token) return undefined;
  reads().delete(path);
  return read;
}

/** Ends every read nobody took (one the app would make with another token, or no longer makes). */
export function dropHandedOver(): void {
  for (const read of reads().values()) read.abort();
  reads().clear();
}
