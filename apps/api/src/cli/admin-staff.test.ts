import fs from "node:fs";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { cliOk, freshStore, useCliStores } from "../../test/cli-store";
import { runCli } from "../../test/run-cli";
import { freshClientAddress } from "../../test/test-app";

/** `npm run admin -- staff ...` as a child process, checked through the console's sign-in. */

const SLOW = 180_000;
useCliStores();

const staffLogin = (app: FastifyInstance, email: string, password: string) =>
  app.inject({
    method: "POST",
    url: "/api/admin/login",
    payload: { email, password },
    remoteAddress: freshClientAddress(),
  });

describe("admin CLI: staff", () => {
  it(
    "creates accounts (password given or piped), lists them, and disables one so it can no longer sign in",
    async () => {
      const store = await freshStore();
      expect(
        await cliOk(
          store,
          "staff",
          "create",
          "--email",
          "Siti@Example.com",
          "--name",
          "Siti Aminah",
          "--password",
          "Console2026",
        ),
      ).toMatch(/^Staff account created: Siti Aminah <siti@example.com> \(id [0-9a-f-]{36}\)\n$/);

      const piped = await runCli(
        ["staff", "create", "--email", "wei@example.com", "--name", "Tan Wei"],
        store.env,
        "Piped2026pass\n",
      );
      expect(piped).toMatchObject({ code: 0, stderr: "" });

      const duplicate = await runCli(
        ["staff", "create", "--email", "SITI@example.com", "--name", "Again", "--password", "Console2026"],
        store.env,
      );
      expect(duplicate).toMatchObject({
        code: 1,
        stderr: "Error: A staff account with this email already exists\n",
      });

      const list = await cliOk(store, "staff", "list");
      expect(list).toMatch(/^EMAIL +NAME +STATUS +CREATED\n/);
      expect(list).toMatch(/^siti@example.com +Siti Aminah +active +\d{4}-\d\d-\d\d \d\d:\d\d$/m);
      expect(list).toMatch(/^wei@example.com +Tan Wei +active /m);

      await store.withApp(async (app) => {
        expect((await staffLogin(app, "siti@example.com", "Console2026")).statusCode).toBe(200);
        expect((await staffLogin(app, "wei@example.com", "Piped2026pass")).statusCode).toBe(200);
      });

      expect(await cliOk(store, "staff", "disable", "--email", "SITI@example.com")).toBe(
        "Staff account siti@example.com is disabled; its sessions have ended.\n",
      );
      expect(await cliOk(store, "staff", "list")).toMatch(/^siti@example.com +Siti Aminah +disabled \d{4}/m);
      await store.withApp(async (app) => {
        expect((await staffLogin(app, "siti@example.com", "Console2026")).statusCode).toBe(403);
        expect((await staffLogin(app, "wei@example.com", "Piped2026pass")).statusCode).toBe(200);
      });
    },
    SLOW,
  );

  it.each([
    [
      ["staff", "create", "--name", "Siti Aminah", "--password", "Console2026"],
      "Error: staff create needs --email",
    ],
    [
      ["staff", "create", "--email", "x@example.com", "--password", "Console2026"],
      "Error: staff create needs --name",
    ],
    [
      ["staff", "create", "--email", "nope", "--name", "Siti", "--password", "Console2026"],
      'Error: --email must be an email address (got "nope")',
    ],
    [
      ["staff", "create", "--email", "x@example.com", "--name", "Siti", "--password", "weak"],
      "Error: Password must be at least 8 characters",
    ],
    [
      ["staff", "create", "--email", "x@example.com", "--name", "Siti"],
      "Error: staff create needs --password, or the password on standard input",
    ],
    [["staff", "disable"], "Error: staff disable needs --email"],
  ])("refuses %j before touching a store: %s", async (args, message) => {
    const store = await freshStore();
    const result = await runCli(args, store.env);
    expect(result.code).toBe(2);
    expect(result.stderr.split("\n")[0]).toBe(message);
    expect(fs.existsSync(store.env.DATA_DIR ?? "")).toBe(false);
  });

  it(
    "says when there is no such account to disable",
    async () => {
      const store = await freshStore();
      const result = await runCli(["staff", "disable", "--email", "nobody@example.com"], store.env);
      expect(result).toMatchObject({
        code: 1,
        stderr: "Error: No staff account has the email nobody@example.com\n",
      });
    },
    SLOW,
  );
});
