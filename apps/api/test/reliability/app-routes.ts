import diagnostics from "node:diagnostics_channel";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";

/** One route as Fastify registered it: one entry per method (Fastify adds a HEAD route beside each GET). */
export interface AppRoute {
  method: string;
  url: string;
  /** "METHOD /url", e.g. "GET /api/bookings/:id". */
  key: string;
  options: RouteOptions;
}

/**
 * Runs `build` (which creates the app) while listening to Fastify's "fastify.initialization" diagnostics
 * channel: the first instance announced there is the app, and an onRoute hook added before anything is
 * registered on it sees every route, whichever plugin adds it. Nothing here is listed by hand.
 */
export async function collectRoutes<T>(build: () => Promise<T>): Promise<{ built: T; routes: AppRoute[] }> {
  const routes: AppRoute[] = [];
  let seen: FastifyInstance | undefined;
  const collect = (message: unknown) => {
    if (seen) return;
    seen = (message as { fastify: FastifyInstance }).fastify;
    seen.addHook("onRoute", (route: RouteOptions) => {
      for (const method of [route.method].flat()) {
        routes.push({ method, url: route.url, key: `${method} ${route.url}`, options: route });
      }
    });
  };
  diagnostics.subscribe("fastify.initialization", collect);
  try {
    return { built: await build(), routes };
  } finally {
    diagnostics.unsubscribe("fastify.initialization", collect);
  }
}

export type GuardKind = "public" | "customer" | "clinic" | "staff" | "optionalCustomer";

type GuardFunction = (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) => unknown;

/** Whether `guard` lets a request with this Authorization header (or none) through. */
async function admits(app: FastifyInstance, guard: GuardFunction, token: string | undefined) {
  const request = {
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    server: app,
  } as unknown as FastifyRequest;
  try {
    await guard.call(app, request, {} as FastifyReply);
    return true;
  } catch {
    return false;
  }
}

/**
 * Which caller a route's preHandler admits, found by asking the guard itself (apps/api/src/plugins/auth.ts)
 * with no token and a customer, clinic and staff token: the route declares its authentication, the test only
 * reads it.
 */
export async function guardKindOf(
  app: FastifyInstance,
  route: AppRoute,
  tokens: { customer: string; clinic: string; staff: string },
): Promise<GuardKind> {
  const guards = [route.options.preHandler ?? []].flat() as unknown as GuardFunction[];
  if (guards.length === 0) return "public";
  const passes = async (token: string | undefined) => {
    for (const guard of guards) if (!(await admits(app, guard, token))) return false;
    return true;
  };
  if (await passes(undefined)) return (await passes(tokens.customer)) ? "optionalCustomer" : "public";
  const customer = await passes(tokens.customer);
  const clinic = await passes(tokens.clinic);
  const staff = await passes(tokens.staff);
  if (customer && !clinic && !staff) return "customer";
  if (clinic && !customer && !staff) return "clinic";
  if (staff && !customer && !clinic) return "staff";
  throw new Error(`${route.key}: guards admitting customer=${customer} clinic=${clinic} staff=${staff}`);
}
