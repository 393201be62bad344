import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Clock } from "../../lib/clock";

const TestClockRequestSchema = z.object({
  /** How far ahead of real time the server should be (0 puts it back). */
  offsetMinutes: z
    .number()
    .int()
    .min(0)
    .max(366 * 24 * 60),
});

/**
 * Browser tests only (registered when NODE_ENV=test and TEST_CLOCK_CONTROL=true, which config refuses
 * elsewhere): moves the server's clock and sweeps at once, so a test can see a visit completed.
 */
export const testClockRoutes: FastifyPluginAsyncZod<{
  clock: Clock & { setOffset(ms: number): void };
  sweep: () => Promise<unknown>;
}> = async (app, { clock, sweep }) => {
  app.put(
    "/test/clock",
    {
      schema: {
        hide: true,
        body: TestClockRequestSchema,
        response: { 200: z.object({ now: z.string() }) },
      },
    },
    async (request) => {
      clock.setOffset(request.body.offsetMinutes * 60_000);
      await sweep();
      return { now: clock().toISOString() };
    },
  );
};
