import type { Executor } from "../../db/client";
import type { TokenClaims } from "../../lib/tokens";
import {
  endClinicSessions,
  endCustomerSessions,
  endStaffSessions,
  purgeExpiredRevocations,
  revokeToken,
} from "./revoked-tokens.repository";

/** Signing out: this token is refused from now on, though it has not expired. */
export async function endSession(db: Executor, claims: TokenClaims, now: Date): Promise<void> {
  await revokeToken(db, claims.jti, new Date(claims.exp * 1000));
  await purgeExpiredRevocations(db, now);
}

/** Every token of the account is refused from now on (sign out everywhere, a new password). */
export async function endEverySession(
  db: Executor,
  account: Pick<TokenClaims, "type" | "sub">,
): Promise<void> {
  if (account.type === "customer") await endCustomerSessions(db, account.sub);
  else if (account.type === "staff") await endStaffSessions(db, account.sub);
  else await endClinicSessions(db, account.sub);
}
