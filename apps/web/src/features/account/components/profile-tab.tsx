import type { User } from "@ivdrips/contract/auth";
import { AccountSecurity } from "./account-security";
import { ProfilePanel } from "./profile-panel";

/** My Account's Profile tab: the details, preferences and deletion, then the sign-in's security. */
export function ProfileTab({ user }: { user: User }) {
  return (
    <div className="grid gap-6">
      <ProfilePanel user={user} />
      <AccountSecurity />
    </div>
  );
}
