import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/** What helmet does to a response with these options: the headers it sets and those it removes, in order. */
type HeaderStep = { set: string; value: string | number | readonly string[] } | { remove: string };

/**
 * Helmet's headers, worked out once: its options name no nonce and no function of the request, so every
 * response gets the same ones (run helmet on a stand-in response and replay what it did). @fastify/helmet
 * rebuilt the middleware, CSP parsing included, in two hooks on every request.
 */
function helmetSteps(options: HelmetOptions): HeaderStep[] {
  const steps: HeaderStep[] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      steps.push({ set: name, value });
      return recorder;
    },
    removeHeader(name: string) {
      steps.push({ remove: name });
    },
  };
  let failure: unknown;
  helmet(options)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => (failure = error),
  );
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return steps;
}

/** Helmet's security headers on every response, the web app's pages and the API's errors included. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const steps = helmetSteps(HELMET_OPTIONS);
  app.addHook("onRequest", (_request, reply, done) => {
    const response = reply.raw;
    for (const step of steps) {
      if ("set" in step) response.setHeader(step.set, step.value);
      else response.removeHeader(step.remove);
    }
    done();
  });
}
