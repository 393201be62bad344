import type { User } from "@ivdrips/contract/auth";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { findUserById, updateUserProfile, type UserRow } from "./users.repository";

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    phone: row.phone,
    createdAt: row.createdAt.toISOString(),
  };
}

const ACCOUNT_GONE_MESSAGE = "This account no longer exists. Please sign in again.";

export function createUsersService(db: Database) {
  return {
    async profile(userId: string): Promise<User> {
      const user = await findUserById(db, userId);
      if (!user) throw new AppError("INVALID_TOKEN", ACCOUNT_GONE_MESSAGE);
      return toUser(user);
    },

    /** Only fullName and phone change; `phone: undefined` leaves it as it is, null clears it. */
    async updateProfile(userId: string, changes: { fullName: string; phone?: string | null }): Promise<User> {
      const user = await updateUserProfile(db, userId, changes);
      if (!user) throw new AppError("INVALID_TOKEN", ACCOUNT_GONE_MESSAGE);
      return toUser(user);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
