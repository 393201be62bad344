import type { Preferences, UpdatePreferencesRequest } from "@ivdrips/contract/account";
import { DEFAULT_LANGUAGE, isLanguage } from "@ivdrips/contract/languages";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { verifyPassword } from "../../lib/passwords";
import type { BookingsService } from "../bookings/bookings.service";
import { anonymiseReviewsOfUser } from "../reviews/reviews.service";
import {
  anonymiseUser,
  findUserById,
  listMarketingRecipients,
  updateUserPreferences,
  updateUserProfile,
  type UserRow,
} from "./users.repository";

// What the auth module may use of the accounts' records (sign-up, sign-in, password reset).
export {
  findUserByEmail,
  findUserById,
  insertUser,
  updateUserLanguage,
  type UserRow,
} from "./users.repository";
// The account as the API answers it, for the auth answers; services hand each other the row.
export { toUser } from "./user-view";

const toPreferences = (row: UserRow): Preferences => ({
  emailReminders: row.emailReminders,
  marketingEmails: row.marketingEmails,
  language: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
});

export function createUsersService(db: Database, bookings: BookingsService, clock: Clock) {
  async function activeUser(userId: string): Promise<UserRow> {
    const user = await findUserById(db, userId);
    if (!user || user.deletedAt !== null) throw new AppError("INVALID_TOKEN", "accountGone");
    return user;
  }

  return {
    async profile(userId: string): Promise<UserRow> {
      return activeUser(userId);
    },

    /** Only fullName and phone change; `phone: undefined` leaves it as it is, null clears it. */
    async updateProfile(
      userId: string,
      changes: { fullName: string; phone?: string | null },
    ): Promise<UserRow> {
      const user = await updateUserProfile(db, userId, changes);
      if (!user) throw new AppError("INVALID_TOKEN", "accountGone");
      return user;
    },

    async preferences(userId: string): Promise<Preferences> {
      return toPreferences(await activeUser(userId));
    },

    /** Without `language` the stored language stays as it is. */
    async updatePreferences(userId: string, preferences: UpdatePreferencesRequest): Promise<Preferences> {
      const user = await updateUserPreferences(db, userId, preferences);
      if (!user) throw new AppError("INVALID_TOKEN", "accountGone");
      return toPreferences(user);
    },

    /**
     * Deletes the account once the password is confirmed: upcoming bookings are cancelled and refunded per the
     * Refund Policy, personal data is erased everywhere (bookings stay for accounting, anonymised), and every
     * token of the account stops working because the guard admits only accounts that exist. Answers the bookings
     * cancelled with it, with their refunds in sen.
     */
    async deleteAccount(
      userId: string,
      password: string,
    ): Promise<{ reference: string; refundSen: number }[]> {
      const user = await activeUser(userId);
      if (!(await verifyPassword(user.passwordHash, password))) {
        throw new AppError("INCORRECT_PASSWORD", "incorrectPassword");
      }
      return bookings.closeAccount(userId, user, async (tx) => {
        await anonymiseReviewsOfUser(tx, userId);
        if (!(await anonymiseUser(tx, userId, clock()))) {
          throw new AppError("INVALID_TOKEN", "accountGone");
        }
      });
    },
  };
}

/**
 * Name and email of every customer who agreed to marketing emails, whose account still exists: the only
 * addresses a newsletter may go to. Outside createUsersService because it needs none of its dependencies
 * (the bookings service is for closing accounts), so the admin CLI can call it on a bare database.
 */
export function marketingRecipients(db: Database): Promise<{ email: string; fullName: string }[]> {
  return listMarketingRecipients(db);
}

export type UsersService = ReturnType<typeof createUsersService>;
