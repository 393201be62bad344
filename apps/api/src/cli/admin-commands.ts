import { PROFESSION_LABELS } from "@ivdrips/contract/partners";
import { klDateOf } from "@ivdrips/contract/time-windows";
import type { Database } from "../db/client";
import { SEED_CLINIC, seed } from "../seed/seed";
import { AppError } from "../lib/app-error";
import { systemClock, type Clock } from "../lib/clock";
import { createTokenService } from "../lib/tokens";
import { createStaffService } from "../modules/admin/staff.service";
import { createClinicsService } from "../modules/clinics/clinics.service";
import { createInvitesService, type InviteSummary } from "../modules/invites/invites.service";
import { oneLine } from "../modules/messages/form-emails";
import { listApplications } from "../modules/partners/partners.service";
import { marketingRecipients } from "../modules/users/users.service";
import { waitlistCsv } from "../modules/waitlist/waitlist-csv";
import { createWaitlistService } from "../modules/waitlist/waitlist.service";
import { klTimestamp } from "../lib/kl-timestamp";
import type { AdminCommand } from "./admin-command";
import { formatTable } from "./format-table";

/** Backups do not go through the API's connection (see backup.ts); the WhatsApp templates need no database. */
export type DatabaseCommand = Exclude<
  AdminCommand,
  { kind: "help" | "backup-create" | "backup-restore" | "whatsapp-templates" }
>;

export interface CommandContext {
  db: Database;
  isProduction: boolean;
  clock?: Clock;
}

/** The clinics service needs a token service for logins; the CLI never signs a token, so any secret will do. */
function clinicsService(db: Database, clock: Clock) {
  return createClinicsService(db, createTokenService("unused-for-cli-".padEnd(40, "x"), clock), clock);
}

/** The staff service needs a token service for sign-ins, which the CLI never makes: any secret will do. */
function staffService(db: Database, clock: Clock) {
  return createStaffService(db, createTokenService("unused-for-cli-".padEnd(40, "x"), clock), clock);
}

/** The password admin.ts asked for or read before opening the database. */
function passwordOf(command: { kind: string; password: string | undefined }): string {
  if (command.password === undefined) throw new Error(`${command.kind}: the password was not read`);
  return command.password;
}

/** The KL day on which a code is last valid: it stops working at the start of the next one. */
function lastValidDay(expiresAt: Date): string {
  return klDateOf(new Date(expiresAt.getTime() - 1));
}

function describeLimits(invite: InviteSummary): string {
  const uses = invite.maxUses === null ? "unlimited uses" : `max uses ${invite.maxUses}`;
  const expiry =
    invite.expiresAt === null
      ? "no expiry"
      : `expires end of ${lastValidDay(invite.expiresAt)} Kuala Lumpur time`;
  return `${uses}, ${expiry}`;
}

/** "2026-06-01 10:05", for tables. */
function klMinute(instant: Date): string {
  return klTimestamp(instant).slice(0, 16).replace("T", " ");
}

/**
 * A table cell from what a visitor typed: one line, no control characters (a name cannot move the
 * cursor or recolour the admin's terminal), "-" when empty.
 */
function cell(value: string): string {
  return oneLine(value) || "-";
}

/** Runs one validated command and returns the lines to print. Domain failures throw AppError. */
export async function runAdminCommand(command: DatabaseCommand, context: CommandContext): Promise<string[]> {
  const { db } = context;
  const clock = context.clock ?? systemClock;

  switch (command.kind) {
    case "seed": {
      const seeded = await seed(db, { demo: !context.isProduction });
      const { services, clinic, provider } = seeded.inserted;
      const added = [
        ...(services.length > 0 ? [`${services.length} service${services.length === 1 ? "" : "s"}`] : []),
        ...(clinic ? [`the clinic ${SEED_CLINIC.username}`] : []),
        ...(provider ? ["its provider"] : []),
      ];
      const lines = [
        added.length > 0
          ? `Seeded what was missing: ${added.join(", ")}.`
          : "Nothing was missing: the services, clinic and provider that exist are left as they are.",
      ];
      if (seeded.demo) {
        lines.push(
          `Demo invite code: ${seeded.demo.inviteCode}`,
          `Demo clinic: username ${seeded.demo.clinicUsername} password ${seeded.demo.clinicPassword}`,
          `Demo staff: email ${seeded.demo.staffEmail} password ${seeded.demo.staffPassword}`,
        );
      }
      return lines;
    }

    case "invite-create": {
      const invite = await createInvitesService(db, clock).create({
        code: command.code,
        maxUses: command.maxUses,
        expiresOn: command.expiresOn,
      });
      return [`Created invite code ${invite.code} (${describeLimits(invite)})`];
    }

    case "invite-list": {
      const invites = await createInvitesService(db, clock).list();
      if (invites.length === 0) return ["No invite codes yet."];
      const rows = invites.map((invite) => [
        invite.code,
        invite.status,
        String(invite.uses),
        invite.maxUses === null ? "unlimited" : String(invite.maxUses),
        invite.expiresAt === null ? "never" : lastValidDay(invite.expiresAt),
      ]);
      return [formatTable(["CODE", "STATUS", "USES", "MAX USES", "EXPIRES"], rows)];
    }

    case "invite-revoke": {
      const invite = await createInvitesService(db, clock).revoke(command.code);
      return [`Revoked invite code ${invite.code}`];
    }

    case "clinic-create": {
      const { clinic, providers } = await clinicsService(db, clock).create({
        name: command.name,
        username: command.username,
        password: passwordOf(command),
        city: command.city,
        capacity: command.capacity,
        email: command.email,
      });
      const lines = [`Clinic created: ${clinic.name} (id ${clinic.id})`];
      for (const provider of providers) {
        lines.push(
          `Provider: ${provider.name} (id ${provider.id}) serving ${provider.locations.join(", ")}, ` +
            `${provider.capacityPerWindow} visits per window`,
        );
      }
      return lines;
    }

    case "staff-create": {
      const member = await staffService(db, clock).create({
        email: command.email,
        name: command.name,
        password: passwordOf(command),
      });
      return [`Staff account created: ${member.name} <${member.email}> (id ${member.id})`];
    }

    case "staff-list": {
      const members = await staffService(db, clock).list();
      if (members.length === 0) return ["No staff accounts yet."];
      const rows = members.map((member) => [
        member.email,
        cell(member.name),
        member.disabledAt ? `disabled ${klMinute(member.disabledAt)}` : "active",
        klMinute(member.createdAt),
      ]);
      return [formatTable(["EMAIL", "NAME", "STATUS", "CREATED"], rows)];
    }

    case "staff-disable": {
      const member = await staffService(db, clock).disable(command.email);
      return [`Staff account ${member.email} is disabled; its sessions have ended.`];
    }

    case "customer-marketing-list": {
      const customers = await marketingRecipients(db);
      if (customers.length === 0) return ["No customer has agreed to marketing emails."];
      return [
        formatTable(
          ["EMAIL", "NAME"],
          customers.map((customer) => [customer.email, customer.fullName]),
        ),
      ];
    }

    case "partner-list": {
      const applications = await listApplications(db);
      if (applications.length === 0) return ["No partner applications yet."];
      const rows = applications.map((application) => [
        klMinute(application.createdAt),
        cell(application.name),
        PROFESSION_LABELS[application.profession],
        cell(application.licenceNumber),
        String(application.yearsOfExperience),
        cell(application.email),
        cell(application.phone),
        cell(application.city),
      ]);
      return [
        formatTable(["DATE", "NAME", "PROFESSION", "LICENCE", "YEARS", "EMAIL", "PHONE", "CITY"], rows),
      ];
    }

    case "waitlist-list": {
      const entries = await createWaitlistService(db, clock).list(command.country);
      if (command.csv) {
        const csv = waitlistCsv(entries);
        // The CLI prints what it is given plus "\n": leave that to end the last record's CRLF.
        return [csv.slice(0, -1)];
      }
      if (entries.length === 0) {
        return [
          command.country
            ? `No one is waiting for ${command.country} yet.`
            : "No one is on the waitlist yet.",
        ];
      }
      const rows = entries.map((entry) => [
        klMinute(entry.createdAt),
        cell(entry.email),
        entry.country,
        entry.language,
      ]);
      return [formatTable(["DATE", "EMAIL", "COUNTRY", "LANGUAGE"], rows)];
    }

    case "clinic-list": {
      const clinics = await clinicsService(db, clock).list();
      if (clinics.length === 0) return ["No clinics yet."];
      const rows = clinics.map(({ clinic, providers }) => [
        clinic.id,
        clinic.name,
        clinic.username,
        providers.map((provider) => provider.id).join(", ") || "-",
        [...new Set(providers.flatMap((provider) => provider.locations))].join(", ") || "-",
        providers.map((provider) => String(provider.capacityPerWindow)).join(", ") || "-",
      ]);
      return [formatTable(["CLINIC ID", "NAME", "USERNAME", "PROVIDER ID", "CITIES", "CAPACITY"], rows)];
    }

    case "clinic-password": {
      // The service ends the clinic's sessions along with the old password.
      const clinic = await clinicsService(db, clock).setPassword(command.username, passwordOf(command));
      if (!clinic) {
        throw new AppError("NOT_FOUND", "clinicUsernameUnknown", { username: command.username });
      }
      return [`Password set for clinic ${clinic.name} (username ${clinic.username})`];
    }
  }
}
