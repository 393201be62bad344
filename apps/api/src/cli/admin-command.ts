import type { ComingSoonCountry } from "@ivdrips/contract/countries";
import type { Language } from "@ivdrips/contract/languages";

/** What `npm run admin -- ...` asked for, fully validated: running it needs no further argument checks. */
export type AdminCommand =
  | { kind: "help"; text: string }
  | { kind: "seed" }
  | { kind: "invite-create"; code: string; maxUses: number | undefined; expiresOn: string | undefined }
  | { kind: "invite-list" }
  | { kind: "invite-revoke"; code: string }
  | {
      kind: "clinic-create";
      name: string;
      username: string;
      /** Undefined until the CLI has asked for it (or read it from standard input). */
      password: string | undefined;
      city: string | undefined;
      capacity: number | undefined;
      email: string | undefined;
    }
  | { kind: "clinic-list" }
  | { kind: "clinic-password"; username: string; password: string | undefined }
  | { kind: "staff-create"; email: string; name: string; password: string | undefined }
  | { kind: "staff-list" }
  | { kind: "staff-disable"; email: string }
  | { kind: "customer-marketing-list" }
  | { kind: "partner-list" }
  | { kind: "waitlist-list"; country: ComingSoonCountry | undefined; csv: boolean }
  /** `file` as typed: relative to where `npm` was run. Undefined: a name made of the time. */
  | { kind: "backup-create"; file: string | undefined }
  | { kind: "backup-restore"; file: string }
  /** Undefined: every language. */
  | { kind: "whatsapp-templates"; language: Language | undefined };

/** Bad arguments: the CLI prints the message and exits 2 without touching any database. */
export class UsageError extends Error {
  constructor(
    message: string,
    /** Print the whole help text too (e.g. when no command was given at all). */
    readonly showUsage = false,
  ) {
    super(message);
    this.name = "UsageError";
  }
}

export const USAGE_HINT = 'Run "npm run admin -- --help" for usage.';
