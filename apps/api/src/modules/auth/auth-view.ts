import type { AuthResponse } from "@ivdrips/contract/auth";
import { toUser } from "../users/users.service";
import type { SignedIn } from "./auth.service";

/** A sign-in as the API answers it (the account's dates as ISO strings): made only at the route edge. */
export function toAuthResponse({ token, user }: SignedIn): AuthResponse {
  return { token, user: toUser(user) };
}
