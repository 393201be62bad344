import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const inviteCodes = pgTable(
  "invite_codes",
  {
    id: uuid().primaryKey().defaultRandom(),
    code: text().notNull(),
    /** Unlimited when null. */
    maxUses: integer(),
    uses: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("invite_codes_code_lower_key").on(sql`lower(${table.code})`),
    check("invite_codes_uses_check", sql`${table.uses} >= 0`),
    check("invite_codes_max_uses_check", sql`${table.maxUses} is null or ${table.maxUses} > 0`),
  ],
);

export const users = pgTable("users", {
  id: uuid().primaryKey().defaultRandom(),
  /** Stored trimmed and lower-cased, so equality is case-insensitive. */
  email: text().notNull().unique(),
  fullName: text().notNull(),
  phone: text(),
  passwordHash: text().notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const clinics = pgTable("clinics", {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  /** Stored lower-cased. */
  username: text().notNull().unique(),
  /** Null: the clinic cannot sign in until an admin sets a password. */
  passwordHash: text(),
  createdAt: createdAt(),
});

export const providers = pgTable(
  "providers",
  {
    id: uuid().primaryKey().defaultRandom(),
    clinicId: uuid()
      .notNull()
      .references(() => clinics.id, { onDelete: "restrict" }),
    name: text().notNull(),
    isActive: boolean().notNull().default(true),
    /** Cities served, e.g. ["Kuala Lumpur"]. */
    locations: text().array().notNull(),
    capacityPerWindow: integer().notNull().default(2),
    createdAt: createdAt(),
  },
  (table) => [
    index("providers_clinic_id_idx").on(table.clinicId),
    uniqueIndex("providers_clinic_id_name_key").on(table.clinicId, table.name),
    check("providers_capacity_check", sql`${table.capacityPerWindow} between 1 and 100`),
  ],
);

export const services = pgTable(
  "services",
  {
    /** The catalogue's slug, e.g. "nmn-150". */
    id: text().primaryKey(),
    name: text().notNull(),
    tagline: text().notNull(),
    description: text().notNull(),
    category: text({ enum: ["beauty", "wellness"] }).notNull(),
    /** Integer sen: RM 1,600.00 is 160000. */
    priceSen: integer().notNull(),
    duration: text().notNull(),
    image: text().notNull(),
    benefits: text().array().notNull(),
    ingredients: text().array().notNull(),
    popularity: integer().notNull().default(0),
    sortOrder: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("services_price_check", sql`${table.priceSen} >= 0`),
    check("services_category_check", sql`${table.category} in ('beauty', 'wellness')`),
  ],
);

/** Tokens signed out before they expire; rows past `expiresAt` can be dropped. */
export const revokedTokens = pgTable(
  "revoked_tokens",
  {
    jti: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index("revoked_tokens_expires_at_idx").on(table.expiresAt)],
);
