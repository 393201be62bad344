import type { User } from "@ivdrips/contract/auth";
import { AccountSecurity } from "./account-security";
import { MessagesPanel } from "./messages-panel";
import { ProfilePanel } from "./profile-panel";
import { SavedPlacesPanel } from "./saved-places-panel";

/**
 * My Account's Profile tab: the details, preferences and deletion, the messages to the phone (issue 38), the
 * saved places (issue 37), then the sign-in's security.
 */
export function ProfileTab({ user }: { user: User }) {
  return (
    <div className="grid gap-6">
      <ProfilePanel user={user} />
      <MessagesPanel user={user} />
      <SavedPlacesPanel userId={user.id} />
      <AccountSecurity />
    </div>
  );
}
