import { randomInt } from "node:crypto";
import net from "node:net";

/** The range this bench may listen on (the suites and other tools keep to other ports). */
export const BENCH_PORTS = { from: 3200, to: 3299 } as const;

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

/** Whether anything accepts a connection on the port (a server still closing may answer without being bindable). */
export function answers(port: number, host = "127.0.0.1"): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.setTimeout(500);
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("timeout", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/**
 * A port of BENCH_PORTS that nothing listens on or answers on, not in `skip`. The search starts at a random
 * port of the range, so two benches started at once (or one right after another's server) rarely want the same
 * one; the server started on it still proves it is the one listening (startApiServer).
 */
export async function freeBenchPort(skip: ReadonlySet<number> = new Set()): Promise<number> {
  const size = BENCH_PORTS.to - BENCH_PORTS.from + 1;
  const start = randomInt(size);
  for (let step = 0; step < size; step += 1) {
    const port = BENCH_PORTS.from + ((start + step) % size);
    if (!skip.has(port) && (await canListen(port)) && !(await answers(port))) return port;
  }
  throw new Error(`no free port in ${BENCH_PORTS.from}-${BENCH_PORTS.to}`);
}
