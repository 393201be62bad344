import type { UpdateProfileRequest, User } from "@ivdrips/contract/auth";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { useSession } from "../../../lib/session";

/** PUT /api/users/profile: only fullName and phone (SPEC §5 "Profile edit"); answers the updated user. */
export function updateProfile(body: UpdateProfileRequest): Promise<User> {
  return apiFetch<User>("/users/profile", { method: "PUT", auth: "customer", body });
}

/** The session's user is the profile's one copy on the client: a saved change replaces it. */
export function useUpdateProfile() {
  const { setUser } = useSession();
  return useMutation({ mutationFn: updateProfile, onSuccess: (user) => setUser(user) });
}
