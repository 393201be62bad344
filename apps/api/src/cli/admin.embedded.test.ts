import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "../../test/run-cli";
import { openEmbeddedDatabase } from "../db/client";

/** CLI behaviour that needs no database, or only the embedded one; run by the api:pglite project only. */

// A fresh embedded store is initialised on first use, which takes several seconds.
const SLOW = 180_000;

let tempRoot: string;
beforeAll(() => {
  tempRoot = fs.mkdtempSync(path.join(os.tmpdir(), "ivdrips-admin-cli-"));
});
afterAll(() => {
  fs.rmSync(tempRoot, { recursive: true, force: true });
});

let dirCounter = 0;
/** A DATA_DIR path that does not exist yet. */
function freshDataDir(): string {
  dirCounter += 1;
  return path.join(tempRoot, `data-${dirCounter}`);
}

// These never reach a database; they also show that no DATA_DIR is created.
describe("admin CLI: arguments", () => {
  it.each([
    ["no command", [], "Error: No command given"],
    ["an unknown command", ["frobnicate"], 'Error: Unknown command "frobnicate"'],
    ["invite create without a code", ["invite", "create"], "Error: invite create needs a code"],
    [
      "--max-uses 0",
      ["invite", "create", "CODE1", "--max-uses", "0"],
      "Error: --max-uses must be a whole number",
    ],
    [
      "--max-uses abc",
      ["invite", "create", "CODE1", "--max-uses", "abc"],
      "Error: --max-uses must be a whole number",
    ],
    [
      "--expires 2026-02-30",
      ["invite", "create", "CODE1", "--expires", "2026-02-30"],
      'Error: --expires must be a real calendar date written YYYY-MM-DD (got "2026-02-30")',
    ],
    [
      "clinic create without --password",
      ["clinic", "create", "--name", "Bangsar Wellness", "--username", "bangsar"],
      "Error: clinic create needs --password, or the password on standard input",
    ],
    [
      "a weak password",
      ["clinic", "create", "--name", "Bangsar Wellness", "--username", "bangsar", "--password", "weakpass"],
      "Error: Password must contain at least one uppercase letter, one lowercase letter, and one number",
    ],
    ["an unknown flag", ["invite", "list", "--verbose"], "Error: Unknown option --verbose"],
  ])(
    "exits 2 for %s, before creating the data directory",
    async (_label, args, message) => {
      const dataDir = freshDataDir();
      const result = await runCli(args, { DATA_DIR: dataDir });
      expect(result.code).toBe(2);
      expect(result.stdout).toBe("");
      expect(result.stderr).toContain(message);
      expect(result.stderr).toMatch(
        args.length === 0 ? /Usage: npm run admin/ : /Run "npm run admin -- --help"/,
      );
      expect(fs.existsSync(dataDir)).toBe(false);
    },
    60_000,
  );

  it("prints usage for --help on stdout, naming every command", async () => {
    const dataDir = freshDataDir();
    const result = await runCli(["--help"], { DATA_DIR: dataDir });
    expect(result).toMatchObject({ code: 0, stderr: "" });
    for (const command of [
      "invite create",
      "invite list",
      "invite revoke",
      "clinic create",
      "clinic list",
      "clinic password",
      "whatsapp templates",
      "seed",
    ]) {
      expect(result.stdout).toContain(command);
    }
    expect(fs.existsSync(dataDir)).toBe(false);
  }, 60_000);

  it("prints a command's generated help on stdout", async () => {
    const dataDir = freshDataDir();
    const result = await runCli(["clinic", "password", "--help"], { DATA_DIR: dataDir });
    expect(result).toMatchObject({ code: 0, stderr: "" });
    expect(result.stdout).toMatch(/^Usage: npm run admin -- clinic password \[options\]\n/);
    expect(result.stdout).toMatch(/^ {2}--username <USER> +the clinic's login/m);
    expect(result.stdout).toMatch(/^ {2}--password <PASS> +the new password/m);
    expect(result.stdout).not.toContain("invite");
    expect(fs.existsSync(dataDir)).toBe(false);
  }, 60_000);
});

describe("admin CLI: whatsapp templates", () => {
  /** Every credential the server could hold for messages to phones, set where the CLI would read them. */
  const CREDENTIALS = {
    WHATSAPP_PHONE_NUMBER_ID: "109876543210987",
    WHATSAPP_ACCESS_TOKEN: "EAAJB-whatsapp-access-token-for-the-test",
    WHATSAPP_APP_SECRET: "whatsapp-app-secret-for-the-test",
    WHATSAPP_VERIFY_TOKEN: "whatsapp-verify-token-for-the-test",
    TWILIO_ACCOUNT_SID: `AC${"1".repeat(32)}`,
    TWILIO_AUTH_TOKEN: "twilio-auth-token-for-the-test",
    TWILIO_FROM: "+60312345678",
    JWT_SECRET: "jwt-secret-for-the-test-0123456789abcdef",
  };

  it("prints every template in every language as JSON, without a database or a credential", async () => {
    const dataDir = freshDataDir();
    const result = await runCli(["whatsapp", "templates"], { DATA_DIR: dataDir, ...CREDENTIALS });
    expect(result).toMatchObject({ code: 0, stderr: "" });
    const requests = JSON.parse(result.stdout) as { name: string; category: string; language: string }[];
    expect(requests).toHaveLength(9 * 3);
    expect(new Set(requests.map((request) => request.name)).size).toBe(9);
    expect(new Set(requests.map((request) => request.language))).toEqual(new Set(["en", "ms", "zh_CN"]));
    expect(requests.find((request) => request.name === "verification_code")).toMatchObject({
      category: "AUTHENTICATION",
    });
    for (const value of Object.values(CREDENTIALS)) expect(result.stdout).not.toContain(value);
    expect(fs.existsSync(dataDir)).toBe(false);

    const malay = await runCli(["whatsapp", "templates", "--language", "ms"], { DATA_DIR: dataDir });
    expect(malay).toMatchObject({ code: 0, stderr: "" });
    const malayRequests = JSON.parse(malay.stdout) as { language: string }[];
    expect(malayRequests).toHaveLength(9);
    expect(malayRequests.every((request) => request.language === "ms")).toBe(true);
    expect(fs.existsSync(dataDir)).toBe(false);
  }, 60_000);

  it("exits 2 for a language it does not have", async () => {
    const dataDir = freshDataDir();
    const result = await runCli(["whatsapp", "templates", "--language", "fr"], { DATA_DIR: dataDir });
    expect(result).toMatchObject({ code: 2, stdout: "" });
    expect(result.stderr).toContain('Error: --language must be one of en, ms, zh (got "fr")');
    expect(fs.existsSync(dataDir)).toBe(false);
  }, 60_000);
});

describe("admin CLI: exit codes", () => {
  it(
    "exits 0 when done, 1 when the command fails, 2 for bad arguments",
    async () => {
      const dataDir = freshDataDir();
      expect(await runCli(["invite", "list"], { DATA_DIR: dataDir })).toMatchObject({
        code: 0,
        stdout: "No invite codes yet.\n",
        stderr: "",
      });
      const failed = await runCli(["invite", "revoke", "NO-SUCH-CODE"], { DATA_DIR: dataDir });
      expect(failed).toMatchObject({ code: 1, stdout: "" });
      expect(failed.stderr).toContain("Error: No invite code NO-SUCH-CODE");
      const bad = await runCli(["invite", "revoke", "A", "B"], { DATA_DIR: dataDir });
      expect(bad).toMatchObject({ code: 2, stdout: "" });
      expect(bad.stderr).toContain('Error: Unexpected argument "B" after invite revoke <CODE>');
    },
    SLOW,
  );
});

describe("admin CLI: embedded store lock", () => {
  it(
    "refuses while another process holds the store, and works once it is released",
    async () => {
      const dataDir = freshDataDir();
      const held = await openEmbeddedDatabase(dataDir);
      let released = false;
      try {
        const refused = await runCli(["invite", "list"], { DATA_DIR: dataDir });
        expect(refused.code).toBe(1);
        expect(refused.stdout).toBe("");
        expect(refused.stderr).toContain(`is in use by another process (pid ${process.pid})`);
        await held.close();
        released = true;

        const result = await runCli(["invite", "list"], { DATA_DIR: dataDir });
        expect(result).toMatchObject({ code: 0, stdout: "No invite codes yet.\n", stderr: "" });
      } finally {
        if (!released) await held.close();
      }
    },
    SLOW,
  );
});
