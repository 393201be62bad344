import net from "node:net";

/** The range this bench may listen on (the suites and other tools keep to other ports). */
export const BENCH_PORTS = { from: 3200, to: 3299 } as const;

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

/** The first port of BENCH_PORTS that nothing listens on and that is not in `skip`. */
export async function freeBenchPort(skip: ReadonlySet<number> = new Set()): Promise<number> {
  for (let port = BENCH_PORTS.from; port <= BENCH_PORTS.to; port += 1) {
    if (!skip.has(port) && (await isFree(port))) return port;
  }
  throw new Error(`no free port in ${BENCH_PORTS.from}-${BENCH_PORTS.to}`);
}
