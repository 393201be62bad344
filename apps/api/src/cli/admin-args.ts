import { parseArgs } from "node:util";
import { ClinicUsernameSchema } from "@ivdrips/contract/clinics";
import { DateOnlySchema, EmailSchema, NewPasswordSchema } from "@ivdrips/contract/common";
import { COMING_SOON_COUNTRIES, type ComingSoonCountry } from "@ivdrips/contract/countries";
import { InviteCodeFormatSchema } from "@ivdrips/contract/invites";
import { klDateOf } from "@ivdrips/contract/time-windows";

/** What `npm run admin -- ...` asked for, fully validated: running it needs no further argument checks. */
export type AdminCommand =
  | { kind: "help" }
  | { kind: "seed" }
  | { kind: "invite-create"; code: string; maxUses: number | undefined; expiresOn: string | undefined }
  | { kind: "invite-list" }
  | { kind: "invite-revoke"; code: string }
  | {
      kind: "clinic-create";
      name: string;
      username: string;
      password: string;
      city: string | undefined;
      capacity: number | undefined;
      email: string | undefined;
    }
  | { kind: "clinic-list" }
  | { kind: "clinic-password"; username: string; password: string }
  | { kind: "customer-marketing-list" }
  | { kind: "partner-list" }
  | { kind: "waitlist-list"; country: ComingSoonCountry | undefined; csv: boolean };

/** Bad arguments: the CLI prints the message and exits 2 without touching any database. */
export class UsageError extends Error {
  constructor(
    message: string,
    /** Print the whole usage text too (e.g. when no command was given at all). */
    readonly showUsage = false,
  ) {
    super(message);
    this.name = "UsageError";
  }
}

export const USAGE_HINT = 'Run "npm run admin -- --help" for usage.';

export const USAGE = `Usage: npm run admin -- <command> [options]

Invite codes (a customer needs one to register):
  invite create <CODE> [--max-uses N] [--expires YYYY-MM-DD]
        Create a code (4-64 letters, digits, dashes or underscores). Without --max-uses it can be used
        any number of times; --expires is the last day it works, in Kuala Lumpur time.
  invite list
        Every code with its status, uses, maximum uses and last valid day.
  invite revoke <CODE>
        Stop a code from working.

Clinics (each serves its city's bookings through one provider):
  clinic create --name NAME --username USER --password PASS [--city CITY] [--capacity N] [--email EMAIL]
        Create a clinic login and its provider. --city defaults to "Kuala Lumpur"; --capacity is the
        number of visits per time window (1-100, default 2); --email receives "new booking to review"
        (without it, SUPPORT_EMAIL does).
  clinic list
        Every clinic with its providers.
  clinic password --username USER --password PASS
        Set a clinic's password (in production the seeded clinic has none until you set one).

Customers:
  customer marketing-list
        Name and email of every customer who agreed to marketing emails (Update Preferences): the only
        addresses any newsletter may go to.

Partner applications (the partner page's form):
  partners list
        Every application, oldest first: when it came (Kuala Lumpur time), name, profession, MMC or MNC
        registration number, years of experience, email, phone and city.

Waitlist (Notify Me on a coming-soon country):
  waitlist list [--country NAME] [--csv]
        Everyone waiting, oldest first: when they joined (Kuala Lumpur time), email, country and language.
        --country keeps one country (${COMING_SOON_COUNTRIES.join(", ")}). --csv prints CSV (RFC 4180,
        header row, CRLF line ends) instead of a table, e.g. to import into a mailing tool.

Database:
  seed
        Load the catalogue and the Kuala Lumpur clinic and provider; outside production also the demo
        invite code and the demo clinic password. The server does this at every start, too.

  help, --help, -h
        Show this text.

Passwords need at least 8 characters with an uppercase letter, a lowercase letter and a number.
Commands use the server's database: DATABASE_URL when set, else the embedded store in DATA_DIR
(default ./data). The embedded store can be used by one process at a time, so stop the server first.
`;

const OPTIONS = {
  help: { type: "boolean", short: "h" },
  "max-uses": { type: "string" },
  expires: { type: "string" },
  name: { type: "string" },
  username: { type: "string" },
  password: { type: "string" },
  city: { type: "string" },
  capacity: { type: "string" },
  email: { type: "string" },
  country: { type: "string" },
  csv: { type: "boolean" },
} as const;

/** The options that take a value (--help and --csv are switches). */
type OptionName = Exclude<keyof typeof OPTIONS, "help" | "csv">;
type OptionValues = Partial<Record<OptionName, string>>;

const MAX_INT4 = 2_147_483_647;

/** Turns node's parseArgs errors into one short sentence each. */
function parseError(error: unknown): UsageError {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as NodeJS.ErrnoException).code;
  const option = /'(-[^' ]+)/.exec(message)?.[1];
  if (code === "ERR_PARSE_ARGS_UNKNOWN_OPTION" && option) return new UsageError(`Unknown option ${option}`);
  if (code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE" && option && message.includes("does not take")) {
    return new UsageError(`${option} is a switch and takes no value`);
  }
  if (code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE" && option) {
    // A value that starts with a dash looks like the next option to parseArgs.
    return message.includes("ambiguous")
      ? new UsageError(`${option} needs a value (to give one starting with "-", write ${option}=VALUE)`)
      : new UsageError(`${option} needs a value`);
  }
  return new UsageError(message.split("\n")[0] ?? message);
}

function parse(argv: readonly string[]) {
  try {
    return parseArgs({
      args: [...argv],
      options: OPTIONS,
      strict: true,
      allowPositionals: true,
      tokens: true,
    });
  } catch (error) {
    throw parseError(error);
  }
}

function onlyOptions(command: string, values: OptionValues, allowed: readonly OptionName[]): void {
  for (const name of Object.keys(values) as OptionName[]) {
    if (values[name] !== undefined && !allowed.includes(name)) {
      throw new UsageError(`${command} does not take --${name}`);
    }
  }
}

function noMorePositionals(command: string, extra: readonly string[]): void {
  if (extra.length > 0) throw new UsageError(`Unexpected argument "${extra[0]}" after ${command}`);
}

function required(command: string, values: OptionValues, name: OptionName): string {
  const value = values[name];
  if (value === undefined) throw new UsageError(`${command} needs --${name}`);
  return value;
}

function firstMessage(result: { error: { issues: readonly { message: string }[] } }): string {
  return result.error.issues[0]?.message ?? "Invalid value";
}

function newPassword(value: string): string {
  const password = NewPasswordSchema.safeParse(value);
  if (!password.success) throw new UsageError(firstMessage(password));
  return password.data;
}

function maxUses(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const number = /^\d+$/.test(value.trim()) ? Number(value.trim()) : NaN;
  if (!(number >= 1))
    throw new UsageError(`--max-uses must be a whole number of at least 1 (got "${value}")`);
  if (number > MAX_INT4) throw new UsageError(`--max-uses must be at most ${MAX_INT4}`);
  return number;
}

function expiresOn(value: string | undefined, now: Date): string | undefined {
  if (value === undefined) return undefined;
  const date = DateOnlySchema.safeParse(value.trim());
  if (!date.success) {
    throw new UsageError(`--expires must be a real calendar date written YYYY-MM-DD (got "${value}")`);
  }
  if (date.data < klDateOf(now)) {
    throw new UsageError("--expires must be today or a later day (Kuala Lumpur time)");
  }
  return date.data;
}

function clinicEmail(value: string): string {
  const parsed = EmailSchema.safeParse(value);
  if (!parsed.success) throw new UsageError(`--email must be an email address (got "${value}")`);
  return parsed.data;
}

function capacity(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const number = /^\d+$/.test(value.trim()) ? Number(value.trim()) : NaN;
  if (!(number >= 1 && number <= 100)) {
    throw new UsageError(`--capacity must be a whole number from 1 to 100 (got "${value}")`);
  }
  return number;
}

function lengthBetween(option: string, value: string, min: number, max: number): string {
  const trimmed = value.trim();
  if (trimmed.length < min || trimmed.length > max) {
    throw new UsageError(`--${option} must be ${min}-${max} characters`);
  }
  return trimmed;
}

function parseInvite(sub: string | undefined, rest: string[], values: OptionValues, now: Date): AdminCommand {
  switch (sub) {
    case "create": {
      onlyOptions("invite create", values, ["max-uses", "expires"]);
      const [rawCode, ...extra] = rest;
      if (rawCode === undefined) {
        throw new UsageError("invite create needs a code, e.g. invite create SPRING-2026");
      }
      noMorePositionals("invite create <CODE>", extra);
      const code = InviteCodeFormatSchema.safeParse(rawCode);
      if (!code.success) throw new UsageError(firstMessage(code));
      return {
        kind: "invite-create",
        code: code.data,
        maxUses: maxUses(values["max-uses"]),
        expiresOn: expiresOn(values.expires, now),
      };
    }
    case "list":
      onlyOptions("invite list", values, []);
      noMorePositionals("invite list", rest);
      return { kind: "invite-list" };
    case "revoke": {
      onlyOptions("invite revoke", values, []);
      const [code, ...extra] = rest;
      if (code === undefined || code.trim() === "") {
        throw new UsageError("invite revoke needs a code, e.g. invite revoke SPRING-2026");
      }
      noMorePositionals("invite revoke <CODE>", extra);
      return { kind: "invite-revoke", code: code.trim() };
    }
    case undefined:
      throw new UsageError("invite needs a subcommand: create, list or revoke");
    default:
      throw new UsageError(`Unknown invite subcommand "${sub}" (use create, list or revoke)`);
  }
}

function parseClinic(sub: string | undefined, rest: string[], values: OptionValues): AdminCommand {
  switch (sub) {
    case "create": {
      const command = "clinic create";
      onlyOptions(command, values, ["name", "username", "password", "city", "capacity", "email"]);
      noMorePositionals(command, rest);
      // A missing flag is reported before any value is judged.
      const rawName = required(command, values, "name");
      const rawUsername = required(command, values, "username");
      const password = required(command, values, "password");
      const username = ClinicUsernameSchema.safeParse(rawUsername);
      if (!username.success) throw new UsageError(firstMessage(username));
      return {
        kind: "clinic-create",
        name: lengthBetween("name", rawName, 2, 100),
        username: username.data,
        password: newPassword(password),
        city: values.city === undefined ? undefined : lengthBetween("city", values.city, 2, 100),
        capacity: capacity(values.capacity),
        email: values.email === undefined ? undefined : clinicEmail(values.email),
      };
    }
    case "list":
      onlyOptions("clinic list", values, []);
      noMorePositionals("clinic list", rest);
      return { kind: "clinic-list" };
    case "password": {
      const command = "clinic password";
      onlyOptions(command, values, ["username", "password"]);
      noMorePositionals(command, rest);
      // Looked up as stored: trimmed and lower-cased.
      const username = required(command, values, "username").trim().toLowerCase();
      const password = required(command, values, "password");
      if (username === "") throw new UsageError("--username must not be empty");
      return { kind: "clinic-password", username, password: newPassword(password) };
    }
    case undefined:
      throw new UsageError("clinic needs a subcommand: create, list or password");
    default:
      throw new UsageError(`Unknown clinic subcommand "${sub}" (use create, list or password)`);
  }
}

function parsePartners(sub: string | undefined, rest: string[], values: OptionValues): AdminCommand {
  if (sub !== "list") {
    throw new UsageError(
      sub === undefined
        ? "partners needs a subcommand: list"
        : `Unknown partners subcommand "${sub}" (use list)`,
    );
  }
  onlyOptions("partners list", values, []);
  noMorePositionals("partners list", rest);
  return { kind: "partner-list" };
}

/** A coming-soon country, whatever the case it is typed in ("st. barts" is St. Barts). */
function waitlistCountry(value: string | undefined): ComingSoonCountry | undefined {
  if (value === undefined) return undefined;
  const wanted = value.trim().toLowerCase();
  const country = COMING_SOON_COUNTRIES.find((name) => name.toLowerCase() === wanted);
  if (!country) {
    throw new UsageError(`--country must be one of ${COMING_SOON_COUNTRIES.join(", ")} (got "${value}")`);
  }
  return country;
}

function parseWaitlist(
  sub: string | undefined,
  rest: string[],
  values: OptionValues,
  csv: boolean,
): AdminCommand {
  if (sub !== "list") {
    throw new UsageError(
      sub === undefined
        ? "waitlist needs a subcommand: list"
        : `Unknown waitlist subcommand "${sub}" (use list)`,
    );
  }
  onlyOptions("waitlist list", values, ["country"]);
  noMorePositionals("waitlist list", rest);
  return { kind: "waitlist-list", country: waitlistCountry(values.country), csv };
}

function parseCommand(positionals: string[], options: OptionValues, csv: boolean, now: Date): AdminCommand {
  const [group, sub, ...rest] = positionals;
  switch (group) {
    case undefined:
      throw new UsageError("No command given", true);
    case "seed":
      onlyOptions("seed", options, []);
      noMorePositionals("seed", positionals.slice(1));
      return { kind: "seed" };
    case "invite":
      return parseInvite(sub, rest, options, now);
    case "clinic":
      return parseClinic(sub, rest, options);
    case "customer":
      if (sub !== "marketing-list") {
        throw new UsageError(
          sub === undefined
            ? "customer needs a subcommand: marketing-list"
            : `Unknown customer subcommand "${sub}" (use marketing-list)`,
        );
      }
      onlyOptions("customer marketing-list", options, []);
      noMorePositionals("customer marketing-list", rest);
      return { kind: "customer-marketing-list" };
    case "partners":
      return parsePartners(sub, rest, options);
    case "waitlist":
      return parseWaitlist(sub, rest, options, csv);
    default:
      throw new UsageError(
        `Unknown command "${group}" (use invite, clinic, customer, partners, waitlist, seed or help)`,
      );
  }
}

/**
 * Parses and validates every argument, so that bad ones are reported before any database is opened (and an
 * embedded store's directory is never created by a typo). `now` decides which `--expires` days are past.
 */
export function parseAdminArgs(argv: readonly string[], now: Date = new Date()): AdminCommand {
  const { values, positionals, tokens } = parse(argv);
  if (values.help || positionals[0] === "help") return { kind: "help" };

  const seen = new Set<string>();
  for (const token of tokens) {
    if (token.kind !== "option") continue;
    if (seen.has(token.name)) throw new UsageError(`--${token.name} is given more than once`);
    seen.add(token.name);
  }

  const { help: _help, csv = false, ...options } = values;
  const command = parseCommand(positionals, options, csv, now);
  if (csv && command.kind !== "waitlist-list") throw new UsageError("Only waitlist list takes --csv");
  return command;
}
