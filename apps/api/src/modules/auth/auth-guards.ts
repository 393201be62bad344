import type { ApiMessageId } from "@ivdrips/contract/api-messages";
import type { TokenType } from "@ivdrips/contract/auth";
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { TokenClaims, TokenService } from "../../lib/tokens";
import { isUuid } from "../../lib/uuid";
import type { AuthGuards } from "../../plugins/auth";
import { createSessionChecks } from "./revoked-tokens.repository";

const WRONG_ACCOUNT_MESSAGE: Record<TokenType, ApiMessageId> = {
  customer: "customerAccountNeeded",
  clinic: "clinicAccountNeeded",
  staff: "staffAccountNeeded",
};

/**
 * Whether a verified token's session is still open for a route of `type`: throws the AppError a guard answers
 * with when it is not (signed out, account deleted or disabled, an older session version, another kind of
 * account). One statement per call (createSessionChecks). The guards ask it on every request; an open event
 * stream asks it again whenever the database says a session of its account may have ended.
 */
export type SessionValidator = (type: TokenType, claims: TokenClaims) => Promise<void>;

export function createSessionValidator(db: Database): SessionValidator {
  const sessionOf = createSessionChecks(db);
  return async (type, claims) => {
    // The account of the route's kind named by the token (none when the token is of another kind).
    const session = await sessionOf(type, claims.jti, isUuid(claims.sub) ? claims.sub : null);
    if (session.revoked) throw new AppError("INVALID_TOKEN", "signedOutSignInAgain");
    if (claims.type !== type) throw new AppError("FORBIDDEN", WRONG_ACCOUNT_MESSAGE[type]);
    const version = session.sessionVersion;
    if (type === "customer") {
      if (version === undefined) throw new AppError("INVALID_TOKEN", "accountGone");
      if (claims.sv < version) throw new AppError("INVALID_TOKEN", "sessionEnded");
    } else if (type === "staff") {
      if (version === undefined) throw new AppError("INVALID_TOKEN", "sessionInvalid");
      if (session.disabled) throw new AppError("INVALID_TOKEN", "staffAccountDisabled");
      if (claims.sv < version) throw new AppError("INVALID_TOKEN", "sessionEnded");
    } else if (version !== undefined && claims.sv < version) {
      // A clinic that does not exist is the route's to refuse, as before.
      throw new AppError("INVALID_TOKEN", "sessionEnded");
    }
  };
}

/**
 * preHandlers that admit only a valid, unrevoked token of one type and put its claims on the request: a
 * signed-out token, a deleted or disabled account and an older session version are refused on the next request.
 */
export function createAuthGuards(validate: SessionValidator, tokens: TokenService): AuthGuards {
  const guard =
    (type: TokenType): preHandlerAsyncHookHandler =>
    async (request: FastifyRequest, _reply: FastifyReply) => {
      const header = request.headers.authorization;
      const match = header === undefined ? null : /^Bearer\s+(\S+)\s*$/i.exec(header);
      if (!match?.[1]) throw new AppError("UNAUTHORIZED", "signInToContinue");
      const claims = await tokens.verify(match[1]);
      await validate(type, claims);
      request.auth = claims;
    };
  const customer = guard("customer");
  /** For calls anyone may make that tell a signed-in customer more: a bad or missing token is no error. */
  const optionalCustomer: preHandlerAsyncHookHandler = async (request, reply) => {
    try {
      await customer.call(request.server, request, reply);
    } catch {
      request.auth = undefined;
    }
  };
  return { customer, clinic: guard("clinic"), staff: guard("staff"), optionalCustomer };
}
