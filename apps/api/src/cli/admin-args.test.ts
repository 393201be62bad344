import { describe, expect, it } from "vitest";
import { parseAdminArgs, UsageError } from "./admin-args";
import { csvField, formatCsv } from "../lib/format-csv";
import { formatTable } from "./format-table";

// 10:00 on 2026-03-10 in Kuala Lumpur.
const NOW = new Date("2026-03-10T02:00:00Z");
const parse = (...argv: string[]) => parseAdminArgs(argv, NOW);

function usageError(argv: string[]): UsageError {
  try {
    parseAdminArgs(argv, NOW);
  } catch (error) {
    if (error instanceof UsageError) return error;
    throw error;
  }
  throw new Error(`expected a usage error for: ${argv.join(" ")}`);
}

describe("parseAdminArgs: valid commands", () => {
  it("reads invite commands", () => {
    expect(parse("invite", "create", " SPRING-2026 ", "--max-uses", "5", "--expires=2026-12-31")).toEqual({
      kind: "invite-create",
      code: "SPRING-2026",
      maxUses: 5,
      expiresOn: "2026-12-31",
    });
    expect(parse("invite", "create", "OPEN_CODE")).toEqual({
      kind: "invite-create",
      code: "OPEN_CODE",
      maxUses: undefined,
      expiresOn: undefined,
    });
    // Today in KL is still allowed: the code works until the end of the day.
    expect(parse("invite", "create", "TODAY", "--expires", "2026-03-10")).toMatchObject({
      expiresOn: "2026-03-10",
    });
    expect(parse("invite", "list")).toEqual({ kind: "invite-list" });
    expect(parse("invite", "revoke", "spring-2026")).toEqual({ kind: "invite-revoke", code: "spring-2026" });
  });

  it("reads clinic commands, normalising the username", () => {
    expect(
      parse(
        "clinic",
        "create",
        "--name",
        " Bangsar Wellness ",
        "--username",
        " Bangsar ",
        "--password",
        "Clinic2026x",
      ),
    ).toEqual({
      kind: "clinic-create",
      name: "Bangsar Wellness",
      username: "bangsar",
      password: "Clinic2026x",
      city: undefined,
      capacity: undefined,
      email: undefined,
    });
    expect(
      parse(
        "clinic",
        "create",
        "--name=Penang Drips",
        "--username=penang",
        "--password=Clinic2026x",
        "--city",
        "George Town",
        "--capacity",
        "100",
        "--email",
        " Bookings@PenangDrips.my ",
      ),
    ).toMatchObject({ city: "George Town", capacity: 100, email: "bookings@penangdrips.my" });
    expect(parse("clinic", "list")).toEqual({ kind: "clinic-list" });
    expect(parse("clinic", "password", "--username", "IVDRIPS-KL ", "--password", "NewPass2026")).toEqual({
      kind: "clinic-password",
      username: "ivdrips-kl",
      password: "NewPass2026",
    });
    // Without --password it is left for the CLI to ask for.
    expect(parse("clinic", "create", "--name", "Bangsar", "--username", "bangsar")).toMatchObject({
      kind: "clinic-create",
      password: undefined,
    });
    expect(parse("clinic", "password", "--username", "bangsar")).toEqual({
      kind: "clinic-password",
      username: "bangsar",
      password: undefined,
    });
    expect(parse("seed")).toEqual({ kind: "seed" });
  });

  it("reads the backup commands, whose file is optional only for create", () => {
    expect(parse("backup", "create")).toEqual({ kind: "backup-create", file: undefined });
    expect(parse("backup", "create", "nightly.sql")).toEqual({ kind: "backup-create", file: "nightly.sql" });
    expect(parse("backup", "restore", "nightly.sql")).toEqual({
      kind: "backup-restore",
      file: "nightly.sql",
    });
    expect(() => parse("backup", "restore")).toThrow(
      "backup restore needs a file, e.g. backup restore ivdrips-backup.sql",
    );
    expect(() => parse("backup", "create", "a.sql", "b.sql")).toThrow(
      'Unexpected argument "b.sql" after backup create [FILE]',
    );
  });

  it("reads the partners and waitlist lists, matching a country whatever its case", () => {
    expect(parse("partners", "list")).toEqual({ kind: "partner-list" });
    expect(parse("waitlist", "list")).toEqual({ kind: "waitlist-list", country: undefined, csv: false });
    expect(parse("waitlist", "list", "--country", " st. barts ", "--csv")).toEqual({
      kind: "waitlist-list",
      country: "St. Barts",
      csv: true,
    });
    expect(parse("waitlist", "list", "--csv", "--country=uae")).toEqual({
      kind: "waitlist-list",
      country: "UAE",
      csv: true,
    });
  });

  it("reads whatsapp templates, with or without one language in any case", () => {
    expect(parse("whatsapp", "templates")).toEqual({ kind: "whatsapp-templates", language: undefined });
    expect(parse("whatsapp", "templates", "--language", " MS ")).toEqual({
      kind: "whatsapp-templates",
      language: "ms",
    });
    expect(parse("whatsapp", "templates", "--language=zh")).toMatchObject({ language: "zh" });
  });

  it("answers help in every spelling, even after a command", () => {
    for (const argv of [["--help"], ["-h"], ["help"], ["invite", "create", "--help"], ["clinic", "-h"]]) {
      expect(parseAdminArgs(argv, NOW)).toMatchObject({ kind: "help" });
    }
  });
});

/** The help text parseAdminArgs returns for these arguments. */
function helpFor(...argv: string[]): string {
  const command = parseAdminArgs(argv, NOW);
  if (command.kind !== "help") throw new Error(`expected help for: ${argv.join(" ")}`);
  return command.text;
}

describe("parseAdminArgs: generated help", () => {
  it("lists every command in full under its group's heading, with the notes on passwords and the store", () => {
    const help = helpFor("--help");
    expect(help).toMatch(/^Usage: npm run admin -- <command> \[options\]\n/);
    const lines = help.split("\n");
    const heading = (start: string) => lines.findIndex((line) => line.startsWith(start));
    const command = (term: string) => lines.findIndex((line) => line.trimStart().startsWith(`${term}  `));
    expect(heading("Invite codes")).toBeLessThan(command("invite create [options] <CODE>"));
    expect(command("invite create [options] <CODE>")).toBeLessThan(command("invite list"));
    expect(command("invite revoke <CODE>")).toBeLessThan(heading("Clinics"));
    for (const term of [
      "clinic create [options]",
      "clinic list",
      "clinic password [options]",
      "customer marketing-list",
      "partners list",
      "waitlist list [options]",
      "backup create [FILE]",
      "backup restore <FILE>",
      "whatsapp templates [options]",
      "seed",
      "help [command]",
    ]) {
      expect(command(term), term).toBeGreaterThan(heading("Clinics"));
    }
    expect(help).toContain("Passwords need at least 8 characters");
    expect(help).toContain("DATABASE_URL when set, else the embedded store in DATA_DIR");
    // Every spelling gives the same text.
    expect(helpFor("-h")).toBe(help);
    expect(helpFor("help")).toBe(help);
  });

  it("shows a command's own usage, argument and options", () => {
    const help = helpFor("invite", "create", "--help");
    expect(help).toMatch(/^Usage: npm run admin -- invite create \[options\] <CODE>\n/);
    expect(help).toMatch(/^ {2}CODE +4-64 letters, digits, dashes or underscores$/m);
    expect(help).toMatch(/^ {2}--max-uses <N> +how many registrations/m);
    expect(help).toMatch(/^ {2}--expires <YYYY-MM-DD> +the last day it works/m);
    expect(help).not.toContain("clinic");
    expect(helpFor("help", "waitlist")).toMatch(/waitlist list \[options\] +Everyone waiting/);
    expect(helpFor("waitlist", "list", "-h")).toMatch(
      /^ {2}--country <NAME> +only this country, in any case: UAE, /m,
    );
  });
});

describe("parseAdminArgs: bad arguments", () => {
  it.each([
    [[], "No command given"],
    [
      ["frobnicate"],
      'Unknown command "frobnicate" (use invite, clinic, staff, customer, partners, waitlist, backup, whatsapp, seed or help)',
    ],
    [["partners"], "partners needs a subcommand: list"],
    [["partners", "approve"], 'Unknown partners subcommand "approve" (use list)'],
    [["partners", "list", "all"], 'Unexpected argument "all" after partners list'],
    [["partners", "list", "--country", "France"], "partners list does not take --country"],
    [["partners", "list", "--csv"], "Only waitlist list takes --csv"],
    [["waitlist"], "waitlist needs a subcommand: list"],
    [["whatsapp"], "whatsapp needs a subcommand: templates"],
    [["whatsapp", "send"], 'Unknown whatsapp subcommand "send" (use templates)'],
    [["whatsapp", "templates", "--language", "fr"], '--language must be one of en, ms, zh (got "fr")'],
    [["whatsapp", "templates", "--language", "zh_CN"], '--language must be one of en, ms, zh (got "zh_CN")'],
    [["whatsapp", "templates", "--language"], "--language needs a value"],
    [["whatsapp", "templates", "--csv"], "Only waitlist list takes --csv"],
    [["whatsapp", "templates", "en"], 'Unexpected argument "en" after whatsapp templates'],
    [["waitlist", "export"], 'Unknown waitlist subcommand "export" (use list)'],
    [["waitlist", "list", "France"], 'Unexpected argument "France" after waitlist list'],
    [
      ["waitlist", "list", "--country", "Malaysia"],
      '--country must be one of UAE, France, Monaco, St. Barts (got "Malaysia")',
    ],
    [["waitlist", "list", "--country"], "--country needs a value"],
    [["waitlist", "list", "--csv", "--csv"], "--csv is given more than once"],
    [["waitlist", "list", "--csv=yes"], "--csv is a switch and takes no value"],
    [["waitlist", "list", "--name", "x"], "waitlist list does not take --name"],
    [["invite", "list", "--csv"], "Only waitlist list takes --csv"],
    [
      ["frobnicate", "--csv"],
      'Unknown command "frobnicate" (use invite, clinic, staff, customer, partners, waitlist, backup, whatsapp, seed or help)',
    ],
    [
      [
        "clinic",
        "create",
        "--name",
        "Penang",
        "--username",
        "penang",
        "--password",
        "Clinic2026x",
        "--email",
        "no",
      ],
      '--email must be an email address (got "no")',
    ],
    [["invite"], "invite needs a subcommand: create, list or revoke"],
    [["invite", "delete", "X"], 'Unknown invite subcommand "delete" (use create, list or revoke)'],
    [["clinic", "remove"], 'Unknown clinic subcommand "remove" (use create, list or password)'],
    [["invite", "create"], "invite create needs a code, e.g. invite create SPRING-2026"],
    [["invite", "create", "ab"], "An invite code is 4-64 letters, digits, dashes or underscores"],
    [["invite", "create", "A B C D"], "An invite code is 4-64 letters, digits, dashes or underscores"],
    [["invite", "create", "CODE", "EXTRA"], 'Unexpected argument "EXTRA" after invite create <CODE>'],
    [
      ["invite", "create", "CODE", "--max-uses", "0"],
      '--max-uses must be a whole number of at least 1 (got "0")',
    ],
    [
      ["invite", "create", "CODE", "--max-uses", "abc"],
      '--max-uses must be a whole number of at least 1 (got "abc")',
    ],
    [
      ["invite", "create", "CODE", "--max-uses", "2.5"],
      '--max-uses must be a whole number of at least 1 (got "2.5")',
    ],
    [
      ["invite", "create", "CODE", "--max-uses", "-3"],
      '--max-uses needs a value (to give one starting with "-", write --max-uses=VALUE)',
    ],
    [["invite", "create", "CODE", "--max-uses", "99999999999"], "--max-uses must be at most 2147483647"],
    [["invite", "create", "CODE", "--max-uses"], "--max-uses needs a value"],
    [
      ["invite", "create", "CODE", "--expires", "2026-02-30"],
      '--expires must be a real calendar date written YYYY-MM-DD (got "2026-02-30")',
    ],
    [
      ["invite", "create", "CODE", "--expires", "31/12/2026"],
      '--expires must be a real calendar date written YYYY-MM-DD (got "31/12/2026")',
    ],
    [
      ["invite", "create", "CODE", "--expires", "2026-03-09"],
      "--expires must be today or a later day (Kuala Lumpur time)",
    ],
    [["invite", "list", "--name", "x"], "invite list does not take --name"],
    [["invite", "list", "all"], 'Unexpected argument "all" after invite list'],
    [["invite", "revoke"], "invite revoke needs a code, e.g. invite revoke SPRING-2026"],
    [["invite", "revoke", "CODE", "--max-uses", "3"], "invite revoke does not take --max-uses"],
    [["invite", "list", "--verbose"], "Unknown option --verbose"],
    [["invite", "list", "-v"], "Unknown option -v"],
    [
      ["clinic", "create", "--username", "bangsar", "--password", "Clinic2026x"],
      "clinic create needs --name",
    ],
    [
      ["clinic", "create", "--name", "B", "--username", "bangsar", "--password", "Clinic2026x"],
      "--name must be 2-100 characters",
    ],
    [
      ["clinic", "create", "--name", "Bangsar", "--username", "no spaces", "--password", "Clinic2026x"],
      "A username is 3-64 letters, digits, dots, dashes or underscores",
    ],
    [
      ["clinic", "create", "--name", "Bangsar", "--username", "bangsar", "--password", "weakpass"],
      "Password must contain at least one uppercase letter, one lowercase letter, and one number",
    ],
    [
      ["clinic", "create", "--name", "Bangsar", "--username", "bangsar", "--password", "Ab1"],
      "Password must be at least 8 characters",
    ],
    [
      [
        "clinic",
        "create",
        "--name",
        "Bangsar",
        "--username",
        "bangsar",
        "--password",
        "Clinic2026x",
        "--capacity",
        "101",
      ],
      '--capacity must be a whole number from 1 to 100 (got "101")',
    ],
    [
      [
        "clinic",
        "create",
        "--name",
        "Bangsar",
        "--username",
        "bangsar",
        "--password",
        "Clinic2026x",
        "--capacity",
        "0",
      ],
      '--capacity must be a whole number from 1 to 100 (got "0")',
    ],
    [
      [
        "clinic",
        "create",
        "--name",
        "Bangsar",
        "--username",
        "bangsar",
        "--password",
        "Clinic2026x",
        "--city",
        "K",
      ],
      "--city must be 2-100 characters",
    ],
    [["clinic", "create", "--name", "A", "--name", "B"], "--name is given more than once"],
    [["clinic", "password", "--username", " ", "--password", "Clinic2026x"], "--username must not be empty"],
    [
      ["clinic", "password", "--username", "bangsar", "--password", "lowercase1"],
      "Password must contain at least one uppercase letter, one lowercase letter, and one number",
    ],
    [
      ["clinic", "password", "--username", "bangsar", "--password", "Clinic2026x", "--city", "KL"],
      "clinic password does not take --city",
    ],
    [["clinic", "list", "extra"], 'Unexpected argument "extra" after clinic list'],
    [["seed", "--name", "x"], "seed does not take --name"],
    [["seed", "now"], 'Unexpected argument "now" after seed'],
    [
      ["help", "frobnicate"],
      'Unknown command "frobnicate" (use invite, clinic, staff, customer, partners, waitlist, backup, whatsapp, seed or help)',
    ],
    [["--csv", "waitlist", "list"], "--csv comes after its command, e.g. waitlist list --csv"],
    [
      ["clinic", "create", "--name", "--username", "x"],
      '--name needs a value (to give one starting with "-", write --name=VALUE)',
    ],
  ])("%j → %s", (argv, message) => {
    expect(usageError(argv).message).toBe(message);
  });

  it("asks for the whole usage text only when no command was given", () => {
    expect(usageError([]).showUsage).toBe(true);
    expect(usageError(["frobnicate"]).showUsage).toBe(false);
  });
});

describe("formatTable", () => {
  it("pads every column to its widest cell and trims line ends", () => {
    expect(
      formatTable(
        ["CODE", "USES"],
        [
          ["SPRING-2026", "0"],
          ["A", "12"],
        ],
      ),
    ).toBe(["CODE         USES", "SPRING-2026  0", "A            12"].join("\n"));
  });
});

describe("formatCsv", () => {
  it("writes a header row and CRLF after every record, quoting only where RFC 4180 needs it", () => {
    expect(
      formatCsv(
        ["date", "email", "note"],
        [
          ["2026-06-01", "a@example.com", "plain"],
          ["2026-06-02", "b@example.com", 'says "hi", twice'],
          ["2026-06-03", "c@example.com", "two\nlines"],
          ["2026-06-04", "d@example.com", ""],
        ],
      ),
    ).toBe(
      [
        "date,email,note\r\n",
        "2026-06-01,a@example.com,plain\r\n",
        '2026-06-02,b@example.com,"says ""hi"", twice"\r\n',
        '2026-06-03,c@example.com,"two\nlines"\r\n',
        "2026-06-04,d@example.com,\r\n",
      ].join(""),
    );
  });

  it.each([
    ['=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ["+60 12-345 6789", "'+60 12-345 6789"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tcmd", "'\tcmd"],
    ["=1,2", '"\'=1,2"'],
    ["a=b", "a=b"],
    ["user+tag@example.com", "user+tag@example.com"],
  ])("keeps a spreadsheet from running %j as a formula: %s", (value, field) => {
    expect(csvField(value)).toBe(field);
  });
});
