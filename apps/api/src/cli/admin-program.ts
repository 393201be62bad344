import { COMING_SOON_COUNTRIES } from "@ivdrips/contract/countries";
import { Command } from "commander";
import { UsageError, type AdminCommand } from "./admin-command";
import {
  capacity,
  clinicEmail,
  clinicUsername,
  expiresOn,
  inviteCode,
  label,
  language,
  maxUses,
  newPassword,
  staffEmail,
  staffName,
  waitlistCountry,
} from "./admin-values";
import { commandPath, flattenedHelp, reportStrayWords, translateErrors } from "./commander-setup";

/** What a command's action reads: its argument and options as typed, before any validation. */
interface Given {
  argument: string | undefined;
  option(name: string): string | undefined;
  /** The value of an option the command cannot do without; a UsageError names it when missing. */
  required(name: string): string;
  flag(name: string): boolean;
}

interface CommandSpec {
  name: string;
  /** One line for the list of commands. */
  summary: string;
  /** The command's own --help; the summary when absent. */
  description?: string;
  argument?: { name: string; description: string; missing?: string; optional?: boolean };
  options?: readonly { flags: string; description: string }[];
  build(given: Given): AdminCommand;
}

interface GroupSpec {
  name: string;
  /** The heading of its commands in the help. */
  heading: string;
  commands: readonly CommandSpec[];
}

const REVOKE_NEEDS_A_CODE = "invite revoke needs a code, e.g. invite revoke SPRING-2026";

/** Every command that sets a password takes it from --password, a terminal or piped input. */
const ASKED_FOR =
  "Without --password it is asked for twice (not shown as you type), or read from the first line of " +
  "standard input.";

const PASSWORD_RULE =
  "Passwords need at least 8 characters with an uppercase letter, a lowercase letter and a number.";

function groups(now: Date): GroupSpec[] {
  return [
    {
      name: "invite",
      heading: "Invite codes (a customer needs one to register):",
      commands: [
        {
          name: "create",
          summary: "Create an invite code",
          description:
            "Create an invite code. Without --max-uses it can be used any number of times; --expires is the " +
            "last day it works, in Kuala Lumpur time.",
          argument: {
            name: "CODE",
            description: "4-64 letters, digits, dashes or underscores",
            missing: "invite create needs a code, e.g. invite create SPRING-2026",
          },
          options: [
            { flags: "--max-uses <N>", description: "how many registrations it allows (default: unlimited)" },
            {
              flags: "--expires <YYYY-MM-DD>",
              description: "the last day it works (default: never expires)",
            },
          ],
          build: (given) => ({
            kind: "invite-create",
            code: inviteCode(given.argument ?? ""),
            maxUses: maxUses(given.option("max-uses")),
            expiresOn: expiresOn(given.option("expires"), now),
          }),
        },
        {
          name: "list",
          summary: "Every code with its status, uses, maximum uses and last valid day",
          build: () => ({ kind: "invite-list" }),
        },
        {
          name: "revoke",
          summary: "Stop a code from working",
          argument: {
            name: "CODE",
            description: "the code, in any case",
            missing: REVOKE_NEEDS_A_CODE,
          },
          build: (given) => {
            const code = given.argument?.trim();
            if (!code) throw new UsageError(REVOKE_NEEDS_A_CODE);
            return { kind: "invite-revoke", code };
          },
        },
      ],
    },
    {
      name: "clinic",
      heading: "Clinics (each serves its city's bookings through one provider):",
      commands: [
        {
          name: "create",
          summary: "Create a clinic login and its provider",
          description: `Create a clinic login and its provider. ${ASKED_FOR} ${PASSWORD_RULE}`,
          options: [
            { flags: "--name <NAME>", description: "the clinic's name, 2-100 characters (required)" },
            { flags: "--username <USER>", description: "its login (required)" },
            { flags: "--password <PASS>", description: "its password (default: asked for)" },
            { flags: "--city <CITY>", description: 'the city it serves (default: "Kuala Lumpur")' },
            { flags: "--capacity <N>", description: "visits per time window, 1-100 (default: 2)" },
            {
              flags: "--email <EMAIL>",
              description: 'receives "new booking to review" (default: SUPPORT_EMAIL does)',
            },
          ],
          build: (given) => {
            // A missing option is reported before any value is judged.
            const name = given.required("name");
            const username = given.required("username");
            return {
              kind: "clinic-create",
              name: label("name", name),
              username: clinicUsername(username),
              password: mapDefined(given.option("password"), newPassword),
              city: mapDefined(given.option("city"), (city) => label("city", city)),
              capacity: capacity(given.option("capacity")),
              email: clinicEmail(given.option("email")),
            };
          },
        },
        {
          name: "list",
          summary: "Every clinic with its providers",
          build: () => ({ kind: "clinic-list" }),
        },
        {
          name: "password",
          summary: "Set a clinic's password, ending its sessions",
          description:
            "Set a clinic's password, which signs the clinic out everywhere (in production the seeded clinic " +
            `has none until you set one). ${ASKED_FOR} ${PASSWORD_RULE}`,
          options: [
            { flags: "--username <USER>", description: "the clinic's login, in any case (required)" },
            { flags: "--password <PASS>", description: "the new password (default: asked for)" },
          ],
          build: (given) => {
            // Looked up as stored: trimmed and lower-cased.
            const username = given.required("username").trim().toLowerCase();
            if (username === "") throw new UsageError("--username must not be empty");
            return {
              kind: "clinic-password",
              username,
              password: mapDefined(given.option("password"), newPassword),
            };
          },
        },
      ],
    },
    {
      name: "staff",
      heading: "Staff (our own team, who sign in to the console at /admin):",
      commands: [
        {
          name: "create",
          summary: "Create a staff account for the console",
          description:
            "Create a staff account for the console at /admin. Without --password it is asked for (not " +
            `shown as you type), or read from the first line of standard input. ${PASSWORD_RULE}`,
          options: [
            { flags: "--email <EMAIL>", description: "their sign-in email (required)" },
            { flags: "--name <NAME>", description: "their name, 2-100 characters (required)" },
            { flags: "--password <PASS>", description: "their password (default: asked for)" },
          ],
          build: (given) => {
            const email = given.required("email");
            const name = given.required("name");
            return {
              kind: "staff-create",
              email: staffEmail(email),
              name: staffName(name),
              password: mapDefined(given.option("password"), newPassword),
            };
          },
        },
        {
          name: "list",
          summary: "Every staff account and whether it is active",
          build: () => ({ kind: "staff-list" }),
        },
        {
          name: "disable",
          summary: "Stop a staff account from signing in, ending its sessions",
          options: [{ flags: "--email <EMAIL>", description: "the account's email, in any case (required)" }],
          build: (given) => ({ kind: "staff-disable", email: staffEmail(given.required("email")) }),
        },
      ],
    },
    {
      name: "customer",
      heading: "Customers:",
      commands: [
        {
          name: "marketing-list",
          summary: "Who agreed to marketing emails (Update Preferences)",
          description:
            "Name and email of every customer who agreed to marketing emails (Update Preferences): the " +
            "only addresses any newsletter may go to.",
          build: () => ({ kind: "customer-marketing-list" }),
        },
      ],
    },
    {
      name: "partners",
      heading: "Partner applications (the partner page's form):",
      commands: [
        {
          name: "list",
          summary: "Every partner application, oldest first",
          description:
            "Every application, oldest first: when it came (Kuala Lumpur time), name, profession, MMC or " +
            "MNC registration number, years of experience, email, phone and city.",
          build: () => ({ kind: "partner-list" }),
        },
      ],
    },
    {
      name: "waitlist",
      heading: "Waitlist (Notify Me on a coming-soon country):",
      commands: [
        {
          name: "list",
          summary: "Everyone waiting, oldest first, as a table or CSV",
          description:
            "Everyone waiting, oldest first: when they joined (Kuala Lumpur time), email, country and " +
            "language.",
          options: [
            {
              flags: "--country <NAME>",
              description: `only this country, in any case: ${COMING_SOON_COUNTRIES.join(", ")}`,
            },
            {
              flags: "--csv",
              description:
                "print CSV (RFC 4180, header row, CRLF line ends) instead of a table, e.g. for a mailing tool",
            },
          ],
          build: (given) => ({
            kind: "waitlist-list",
            country: waitlistCountry(given.option("country")),
            csv: given.flag("csv"),
          }),
        },
      ],
    },
    {
      name: "backup",
      heading: "Backups (of the whole database; see DEPLOY.md for a restore drill):",
      commands: [
        {
          name: "create",
          summary: "Write a backup of the database to a file",
          description:
            "Write a backup of the database to FILE, which must not exist yet: plain SQL made by pg_dump " +
            "when DATABASE_URL is set, else the embedded store's own dump (a .tar.gz), which needs the " +
            "server stopped. The file holds every account's data: keep it private.",
          argument: {
            name: "FILE",
            description: "where to write it (default: ivdrips-backup-<time>.sql or .tar.gz, here)",
            optional: true,
          },
          build: (given) => ({ kind: "backup-create", file: given.argument }),
        },
        {
          name: "restore",
          summary: "Load a backup into an empty database",
          description:
            "Load a backup made by backup create into an empty store: a new PostgreSQL database (psql runs " +
            "it in one transaction) when DATABASE_URL is set, else an empty DATA_DIR. A store that already " +
            "holds data is refused.",
          argument: {
            name: "FILE",
            description: "the backup file",
            missing: "backup restore needs a file, e.g. backup restore ivdrips-backup.sql",
          },
          build: (given) => {
            const file = given.argument ?? "";
            if (file.trim() === "") throw new UsageError("backup restore needs a file");
            return { kind: "backup-restore", file };
          },
        },
      ],
    },
    {
      name: "whatsapp",
      heading: "WhatsApp (messages to phones):",
      commands: [
        {
          name: "templates",
          summary: "The templates to submit to WhatsApp, as JSON",
          description:
            "Print every message template in every language as a JSON array: each object is the body of the " +
            "Graph API's POST /<WHATSAPP_BUSINESS_ACCOUNT_ID>/message_templates, or what to type into " +
            "WhatsApp Manager. Business-initiated messages are sent only once WhatsApp has approved their " +
            "template. Needs no database.",
          options: [{ flags: "--language <CODE>", description: "only this language: en, ms or zh" }],
          build: (given) => ({ kind: "whatsapp-templates", language: language(given.option("language")) }),
        },
      ],
    },
  ];
}

const SEED: CommandSpec = {
  name: "seed",
  summary: "Add what is missing of the catalogue and the Kuala Lumpur clinic and provider",
  description:
    "Add what is missing of the catalogue and the Kuala Lumpur clinic and provider; outside production also " +
    "the demo invite code, the demo clinic password and the demo staff account. What exists is never " +
    "changed, so staff edits stay. The server does this at every start, too.",
  build: () => ({ kind: "seed" }),
};

const ABOUT_THE_DATABASE = `
Commands use the server's database: DATABASE_URL when set, else the embedded store in DATA_DIR
(default ./data). The embedded store can be used by one process at a time, so stop the server first.
whatsapp templates needs no database.
`;

function mapDefined<T, U>(value: T | undefined, map: (value: T) => U): U | undefined {
  return value === undefined ? undefined : map(value);
}

/** What an action was given, read from its parsed command. */
function givenTo(command: Command): Given {
  const value = (name: string): unknown => {
    const option = command.options.find((candidate) => candidate.long === `--${name}`);
    return option ? command.getOptionValue(option.attributeName()) : undefined;
  };
  const option = (name: string) => {
    const raw = value(name);
    return typeof raw === "string" ? raw : undefined;
  };
  return {
    argument: command.args[0],
    option,
    required: (name) => {
      const raw = option(name);
      if (raw === undefined) throw new UsageError(`${commandPath(command)} needs --${name}`);
      return raw;
    },
    flag: (name) => value(name) === true,
  };
}

function addCommand(parent: Command, spec: CommandSpec, heading: string, done: (c: AdminCommand) => void) {
  const command = parent
    .command(spec.name)
    .summary(spec.summary)
    .description(spec.description ?? spec.summary)
    .helpGroup(heading)
    .allowExcessArguments(false);
  if (spec.argument) {
    const { name, optional, description } = spec.argument;
    command.argument(optional ? `[${name}]` : `<${name}>`, description);
  }
  for (const option of spec.options ?? []) command.option(option.flags, option.description);

  // commander keeps the last of repeated options; a repeat is more likely a mistake than a correction.
  const seen = new Set<string>();
  for (const option of command.options) {
    command.on(`option:${option.name()}`, () => {
      if (seen.has(option.name())) throw new UsageError(`--${option.name()} is given more than once`);
      seen.add(option.name());
    });
  }
  translateErrors(command, spec.argument?.missing);
  command.action(() => done(spec.build(givenTo(command))));
}

/**
 * The admin CLI's commands on commander, with help generated from them. Actions only validate: `done`
 * receives the finished AdminCommand, and every problem is thrown as a UsageError.
 */
export function buildAdminProgram(
  now: Date,
  output: { writeOut(text: string): void; writeErr(text: string): void },
  done: (command: AdminCommand) => void,
): Command {
  const program = new Command("npm run admin --")
    .usage("<command> [options]")
    .description("Manage invite codes, clinics and the lists the team reads, on the server's database.")
    .configureOutput({ ...output, outputError: () => undefined })
    .configureHelp(flattenedHelp)
    .showSuggestionAfterError(false)
    // The program and its groups report stray words themselves, naming the commands there are.
    .allowExcessArguments(true)
    .allowUnknownOption(true)
    .addHelpText("after", `\n${PASSWORD_RULE}${ABOUT_THE_DATABASE}`);
  translateErrors(program);
  reportStrayWords(program);

  for (const spec of groups(now)) {
    const group = program
      .command(spec.name)
      .description(spec.heading.replace(/:$/, ""))
      .helpGroup(spec.heading)
      .allowExcessArguments(true);
    translateErrors(group);
    reportStrayWords(group);
    for (const command of spec.commands) addCommand(group, command, spec.heading, done);
  }
  addCommand(program, SEED, "Database:", done);
  program.commandsGroup("Help:").helpCommand("help [command]", "show the help of a command");
  return program;
}
