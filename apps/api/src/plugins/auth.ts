import type { TokenType } from "@ivdrips/contract/auth";
import type { FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { AppError } from "../lib/app-error";
import type { TokenClaims } from "../lib/tokens";

declare module "fastify" {
  interface FastifyRequest {
    auth?: TokenClaims;
  }
}

/** The preHandlers routes put in front of what needs a signed-in account (made by modules/auth/auth-guards). */
export type AuthGuards = Record<TokenType | "optionalCustomer", preHandlerAsyncHookHandler>;

/** The claims a guard put on the request; routes call this only behind a guard. */
export function authOf(request: FastifyRequest): TokenClaims {
  if (!request.auth) throw new AppError("UNAUTHORIZED", "signInToContinue");
  return request.auth;
}
