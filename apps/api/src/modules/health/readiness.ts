import type { FastifyInstance } from "fastify";

/**
 * Whether this process takes new work. A stopping process drains first: /api/ready answers 503 so the proxy's
 * health check takes it out of rotation, every answer closes its connection so no kept-alive socket brings it
 * new requests, and it still serves what arrives meanwhile. Only then does it stop accepting (app.close()).
 */
export interface Readiness {
  readonly draining: boolean;
  /** From now on: not ready, and each answer closes its connection. */
  drain(): void;
}

export function createReadiness(): Readiness {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
  };
}

/** While draining, each answer tells the client (the proxy) to close its connection after it. */
export function registerDrainingConnectionClose(app: FastifyInstance, readiness: Readiness): void {
  app.addHook("onSend", async (request, reply) => {
    if (readiness.draining && request.raw.httpVersionMajor === 1) reply.header("connection", "close");
  });
}
