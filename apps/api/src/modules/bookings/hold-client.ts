import { languageFromAcceptLanguage } from "@ivdrips/contract/languages";
import type { FastifyRequest } from "fastify";
import type { HoldClient } from "./booking-holds.service";

/** Who asks for a hold: where from (the per-network caps), and the language the consent was read in. */
export function holdClientOf(request: FastifyRequest): HoldClient {
  return { address: request.ip, language: languageFromAcceptLanguage(request.headers["accept-language"]) };
}
