import { spawn } from "node:child_process";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { freshStore, useCliStores } from "../../test/cli-store";
import { runCli } from "../../test/run-cli";
import { freshClientAddress } from "../../test/test-app";

/**
 * Every admin command that sets a password asks for it on a terminal when --password is absent: the real CLI
 * runs on a pseudo-terminal (util-linux `script`), and the answers are typed as a person would.
 */

const SLOW = 180_000;
const API_DIR = path.resolve(import.meta.dirname, "../..");
useCliStores();

interface Typed {
  code: number | null;
  /** Everything the terminal showed. */
  screen: string;
}

/** Runs the CLI on a pseudo-terminal, typing each answer once the screen shows its prompt. */
function runOnTerminal(
  args: readonly string[],
  env: Record<string, string>,
  answers: readonly { after: string; type: string }[],
): Promise<Typed> {
  const quote = (word: string) => `'${word.replaceAll("'", `'\\''`)}'`;
  const command = [process.execPath, "--import", "tsx", "src/cli/admin.ts", ...args].map(quote).join(" ");
  return new Promise((resolve, reject) => {
    const child = spawn("script", ["--quiet", "--return", "--command", command, "/dev/null"], {
      cwd: API_DIR,
      env: {
        PATH: process.env.PATH ?? "",
        HOME: os.tmpdir(),
        NODE_ENV: "development",
        LOG_LEVEL: "silent",
        ...env,
      },
      stdio: ["pipe", "pipe", "pipe"],
      timeout: 90_000,
    });
    let screen = "";
    let next = 0;
    let shownUpTo = 0;
    child.stdout.on("data", (chunk: Buffer) => {
      screen += chunk.toString();
      const answer = answers[next];
      const at = answer ? screen.indexOf(answer.after, shownUpTo) : -1;
      if (answer && at >= 0) {
        shownUpTo = at + answer.after.length;
        next += 1;
        child.stdin.write(`${answer.type}\r`);
      }
    });
    child.stderr.on("data", (chunk: Buffer) => (screen += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => {
      child.stdin.destroy();
      resolve({ code, screen });
    });
  });
}

const clinicLogin = (app: FastifyInstance, username: string, password: string) =>
  app.inject({
    method: "POST",
    url: "/api/clinics/login",
    payload: { username, password },
    remoteAddress: freshClientAddress(),
  });

const twice = (password: string) => [
  { after: "Password: ", type: password },
  { after: "Repeat the password: ", type: password },
];

describe("admin CLI: passwords asked for on a terminal", () => {
  it(
    "clinic create and clinic password ask twice without showing what is typed",
    async () => {
      const store = await freshStore();
      const created = await runOnTerminal(
        ["clinic", "create", "--name", "Bangsar Wellness", "--username", "bangsar"],
        store.env,
        twice("Typed2026pass"),
      );
      expect(created.code, created.screen).toBe(0);
      expect(created.screen).toContain("Clinic created: Bangsar Wellness");
      expect(created.screen).not.toContain("Typed2026pass");

      const changed = await runOnTerminal(
        ["clinic", "password", "--username", "bangsar"],
        store.env,
        twice("Changed2026pass"),
      );
      expect(changed.code, changed.screen).toBe(0);
      expect(changed.screen).toContain("Password set for clinic Bangsar Wellness (username bangsar)");
      expect(changed.screen).not.toContain("Changed2026pass");

      await store.withApp(async (app) => {
        expect((await clinicLogin(app, "bangsar", "Typed2026pass")).statusCode).toBe(401);
        expect((await clinicLogin(app, "bangsar", "Changed2026pass")).statusCode).toBe(200);
      });
    },
    SLOW,
  );

  it(
    "refuses two different answers, and a weak one, before opening the store",
    async () => {
      const store = await freshStore();
      const differ = await runOnTerminal(
        ["staff", "create", "--email", "a@example.com", "--name", "Siti"],
        store.env,
        [
          { after: "Password: ", type: "Console2026" },
          { after: "Repeat the password: ", type: "Console2027" },
        ],
      );
      expect(differ.code).toBe(2);
      expect(differ.screen).toContain("Error: the two passwords differ");

      const weak = await runOnTerminal(
        ["clinic", "password", "--username", "ivdrips-kl"],
        store.env,
        twice("weak"),
      );
      expect(weak.code).toBe(2);
      expect(weak.screen).toContain("Error: Password must be at least 8 characters");

      // Nothing was written: the store was never opened.
      const list = await runCli(["staff", "list"], store.env);
      expect(list.stdout).not.toContain("a@example.com");
    },
    SLOW,
  );
});
