import { z } from "zod";

export const HealthResponseSchema = z.object({ status: z.literal("ok"), uptimeSeconds: z.number() });
export const ReadyResponseSchema = z.object({ status: z.literal("ready") });
