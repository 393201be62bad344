import type { ApiMessageId } from "@ivdrips/contract/api-messages";
import type { TokenType } from "@ivdrips/contract/auth";
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { TokenService } from "../../lib/tokens";
import { isUuid } from "../../lib/uuid";
import type { AuthGuards } from "../../plugins/auth";
import {
  clinicSessionVersion,
  customerSessionVersion,
  isTokenRevoked,
  staffSession,
} from "./revoked-tokens.repository";

const WRONG_ACCOUNT_MESSAGE: Record<TokenType, ApiMessageId> = {
  customer: "customerAccountNeeded",
  clinic: "clinicAccountNeeded",
  staff: "staffAccountNeeded",
};

/** preHandlers that admit only a valid, unrevoked token of one type and put its claims on the request. */
export function createAuthGuards(db: Database, tokens: TokenService): AuthGuards {
  const guard =
    (type: TokenType): preHandlerAsyncHookHandler =>
    async (request: FastifyRequest, _reply: FastifyReply) => {
      const header = request.headers.authorization;
      const match = header === undefined ? null : /^Bearer\s+(\S+)\s*$/i.exec(header);
      if (!match?.[1]) throw new AppError("UNAUTHORIZED", "signInToContinue");
      const claims = await tokens.verify(match[1]);
      if (await isTokenRevoked(db, claims.jti)) {
        throw new AppError("INVALID_TOKEN", "signedOutSignInAgain");
      }
      if (claims.type !== type) throw new AppError("FORBIDDEN", WRONG_ACCOUNT_MESSAGE[type]);
      if (type === "customer") {
        const version = isUuid(claims.sub) ? await customerSessionVersion(db, claims.sub) : undefined;
        if (version === undefined) throw new AppError("INVALID_TOKEN", "accountGone");
        if (claims.sv < version) throw new AppError("INVALID_TOKEN", "sessionEnded");
      } else if (type === "staff") {
        const session = isUuid(claims.sub) ? await staffSession(db, claims.sub) : undefined;
        if (!session) throw new AppError("INVALID_TOKEN", "sessionInvalid");
        if (session.disabledAt) throw new AppError("INVALID_TOKEN", "staffAccountDisabled");
        if (claims.sv < session.sessionVersion) throw new AppError("INVALID_TOKEN", "sessionEnded");
      } else if (isUuid(claims.sub)) {
        // A clinic that does not exist is the route's to refuse, as before.
        const version = await clinicSessionVersion(db, claims.sub);
        if (version !== undefined && claims.sv < version) {
          throw new AppError("INVALID_TOKEN", "sessionEnded");
        }
      }
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
