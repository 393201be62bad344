import { messageChannelsOf } from "@ivdrips/contract/phone-messages";
import type { Preferences, UpdatePreferencesRequest } from "@ivdrips/contract/account";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "@ivdrips/contract/languages";
import type { Database, Executor } from "../../db/client";
import { AppError } from "../../lib/app-error";
import type { Clock } from "../../lib/clock";
import { hashPassword, verifyPassword } from "../../lib/passwords";
import type { AccountExport } from "@ivdrips/contract/account-export";
import { inTransaction } from "../../db/transactions";
import { toBooking, type BookingsService } from "../bookings/bookings.service";
import type { ClinicalService } from "../clinical/clinical.service";
import { toUser } from "./user-view";
import { forgetSavedPlaces, savedPlacesOf } from "../places/places.service";
import { anonymiseReviewsOf } from "../reviews/reviews.service";
import {
  anonymiseUser,
  findUserByEmail,
  findUserById,
  insertUser,
  listMarketingRecipients,
  updateUserLanguage,
  updateUserPreferences,
  updateUserProfile,
  type UserRow,
} from "./users.repository";

export type { UserRow } from "./users.repository";
// The account as the API answers it, for the auth answers; services hand each other the row.
export { toUser } from "./user-view";

// What the auth module may do with the accounts (sign-up, sign-in, password reset and change).

/** The account that uses `email`, deleted or not; undefined when none does. */
export function accountByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  return findUserByEmail(db, email);
}

/** The account, or INVALID_TOKEN when it was deleted (or never was): whoever holds its token is signed out. */
export async function activeAccount(db: Executor, userId: string): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user || user.deletedAt !== null) throw new AppError("INVALID_TOKEN", "accountGone");
  return user;
}

/** A new customer account; EMAIL_TAKEN when an account uses the email, however close the race. */
export async function registerAccount(
  db: Executor,
  input: { email: string; fullName: string; phone: string | null; password: string; language: Language },
): Promise<UserRow> {
  if (await findUserByEmail(db, input.email)) throw new AppError("EMAIL_TAKEN", "emailTaken");
  const user = await insertUser(db, {
    email: input.email,
    fullName: input.fullName,
    phone: input.phone,
    passwordHash: await hashPassword(input.password),
    language: input.language,
  });
  if (!user) throw new AppError("EMAIL_TAKEN", "emailTaken");
  return user;
}

/** The language the customer's emails are written in from now on (a deleted account keeps none). */
export function rememberLanguage(db: Executor, userId: string, language: Language): Promise<void> {
  return updateUserLanguage(db, userId, language);
}

const toPreferences = (row: UserRow): Preferences => ({
  emailReminders: messageChannelsOf(row.messageChannels).reminders.email,
  marketingEmails: row.marketingEmails,
  language: isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE,
});

/** What the account needs of the clinical side: forgetting the customer, and their export. */
type AccountClinical = Pick<ClinicalService, "forgetCustomer" | "exportOf">;

export function createUsersService(
  db: Database,
  bookings: BookingsService,
  clinical: AccountClinical,
  clock: Clock,
) {
  const activeUser = (userId: string) => activeAccount(db, userId);

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
     * Everything the account holds, for the customer to keep (PDPA access and portability): the account, the
     * consents, the health profile, the bookings and their clinical records (read in one transaction), and
     * the saved places.
     */
    async exportAccount(userId: string): Promise<AccountExport> {
      const user = await activeUser(userId);
      const now = clock();
      const [records, clinicalData, savedPlaces] = await Promise.all([
        bookings.listOwn(userId),
        inTransaction(db, (tx) => clinical.exportOf(tx, userId)),
        savedPlacesOf(db, userId),
      ]);
      return {
        exportedAt: now.toISOString(),
        account: { ...toUser(user), preferences: toPreferences(user) },
        ...clinicalData,
        bookings: records.map((record) => toBooking(record, { actor: "customer", now })),
        savedPlaces,
      };
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
        await anonymiseReviewsOf(tx, userId);
        await clinical.forgetCustomer(tx, userId);
        // The account row stays (anonymised), so its saved places would not go by the foreign key's cascade.
        await forgetSavedPlaces(tx, userId);
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
