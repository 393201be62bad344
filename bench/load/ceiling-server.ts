/**
 * The ceiling: a bare Fastify app with one route that answers the JSON body it is given (the catalogue as
 * GET /api/services answered it), no plugins, no database, no logging. Started as its own process by
 * bench/load.ts; what it serves per second on this machine is the most any route of the API could.
 * Environment: BENCH_CEILING_PORT, BENCH_CEILING_BODY (a JSON file).
 */
import { readFileSync } from "node:fs";
import Fastify from "fastify";

const port = Number(process.env.BENCH_CEILING_PORT);
const bodyFile = process.env.BENCH_CEILING_BODY;
if (!Number.isInteger(port) || !bodyFile) {
  console.error("BENCH_CEILING_PORT and BENCH_CEILING_BODY are required");
  process.exit(2);
}
const body: unknown = JSON.parse(readFileSync(bodyFile, "utf8"));

const app = Fastify({ logger: false });
app.get("/services", () => body);

const close = () => void app.close().then(() => process.exit(0));
process.on("SIGTERM", close);
process.on("SIGINT", close);

await app.listen({ port, host: "127.0.0.1" });
