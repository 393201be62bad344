import { addDays, klDateOf } from "@ivdrips/contract/time-windows";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { cliOk, freshStore, useCliStores } from "../../test/cli-store";
import { runCli } from "../../test/run-cli";
import { freshClientAddress } from "../../test/test-app";

/**
 * The real CLI as a child process, on the store the server would use: an embedded DATA_DIR (api:pglite) or
 * a fresh PostgreSQL database (api:postgres). What it writes is then checked through the HTTP API.
 */

// A fresh embedded store is initialised on first use, which takes several seconds.
const SLOW = 180_000;

useCliStores();

/** The cells of the table row whose first cell is `first` (columns are at least two spaces apart). */
function tableRow(output: string, first: string): string[] | undefined {
  return output
    .split("\n")
    .map((line) => line.split(/\s{2,}/))
    .find((cells) => cells[0] === first);
}

async function verifyInvite(app: FastifyInstance, code: string): Promise<unknown> {
  const response = await app.inject({
    method: "POST",
    url: "/api/invite-codes/verify",
    payload: { code },
    remoteAddress: freshClientAddress(),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

function clinicLogin(app: FastifyInstance, username: string, password: string) {
  return app.inject({
    method: "POST",
    url: "/api/clinics/login",
    payload: { username, password },
    remoteAddress: freshClientAddress(),
  });
}

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

describe("admin CLI: invite codes", () => {
  it(
    "creates, lists and revokes codes that the API then honours",
    async () => {
      const store = await freshStore();
      const lastDay = addDays(klDateOf(new Date()), 365);

      expect(
        await cliOk(store, "invite", "create", "SPRING-2026", "--max-uses", "2", "--expires", lastDay),
      ).toBe(`Created invite code SPRING-2026 (max uses 2, expires end of ${lastDay} Kuala Lumpur time)\n`);
      expect(await cliOk(store, "invite", "create", "AUTUMN_2026")).toBe(
        "Created invite code AUTUMN_2026 (unlimited uses, no expiry)\n",
      );
      const listed = await cliOk(store, "invite", "list");
      expect(listed.split("\n")[0]).toMatch(/^CODE\s{2,}STATUS\s{2,}USES\s{2,}MAX USES\s{2,}EXPIRES$/);
      expect(tableRow(listed, "SPRING-2026")).toEqual(["SPRING-2026", "active", "0", "2", lastDay]);
      expect(tableRow(listed, "AUTUMN_2026")).toEqual(["AUTUMN_2026", "active", "0", "unlimited", "never"]);

      await store.withApp(async (app) => {
        // Trimmed and case-insensitive, and each valid check takes one of the two uses.
        expect(await verifyInvite(app, " spring-2026 ")).toEqual({ valid: true });
        expect(await verifyInvite(app, " spring-2026 ")).toEqual({ valid: true });
        expect(await verifyInvite(app, " spring-2026 ")).toEqual({ valid: false });
      });

      expect(await cliOk(store, "invite", "revoke", "autumn_2026")).toBe("Revoked invite code AUTUMN_2026\n");
      await store.withApp(async (app) => {
        expect(await verifyInvite(app, "AUTUMN_2026")).toEqual({ valid: false });
      });

      const after = await cliOk(store, "invite", "list");
      expect(tableRow(after, "SPRING-2026")).toEqual(["SPRING-2026", "used up", "2", "2", lastDay]);
      expect(tableRow(after, "AUTUMN_2026")).toEqual(["AUTUMN_2026", "revoked", "0", "unlimited", "never"]);
    },
    SLOW,
  );
});

describe("admin CLI: seed and clinics", () => {
  it(
    "seeds a fresh store, then creates a clinic that can sign in and whose provider serves bookings",
    async () => {
      const store = await freshStore();

      // Before any server has run: the CLI migrates the store itself.
      expect(await cliOk(store, "seed")).toBe(
        [
          "Seeded what was missing: 10 services, the clinic ivdrips-kl, its provider.",
          "Demo invite code: IVDRIPS-DEMO",
          "Demo clinic: username ivdrips-kl password DemoClinic2026",
          "Demo staff: email demo.staff@ivdrips.my password DemoStaff2026",
          "",
        ].join("\n"),
      );

      const created = await cliOk(
        store,
        "clinic",
        "create",
        "--name",
        "Bangsar Wellness",
        "--username",
        "bangsar",
        "--password",
        "Clinic2026x",
        "--capacity",
        "3",
      );
      const clinicId = new RegExp(`^Clinic created: Bangsar Wellness \\(id (${UUID})\\)$`, "m").exec(
        created,
      )?.[1];
      const providerId = new RegExp(
        `^Provider: Bangsar Wellness \\(id (${UUID})\\) serving Kuala Lumpur, 3 visits per window$`,
        "m",
      ).exec(created)?.[1];
      expect(clinicId, created).toBeDefined();
      expect(providerId, created).toBeDefined();
      if (!clinicId || !providerId) return;
      expect(clinicId).not.toBe(providerId);

      const listed = await cliOk(store, "clinic", "list");
      expect(tableRow(listed, clinicId)).toEqual([
        clinicId,
        "Bangsar Wellness",
        "bangsar",
        providerId,
        "Kuala Lumpur",
        "3",
      ]);
      expect(listed).toContain("ivdrips-kl");

      const duplicate = await runCli(
        ["clinic", "create", "--name", "Bangsar Two", "--username", "BANGSAR"],
        store.env,
        "Clinic2026x\n",
      );
      expect(duplicate).toMatchObject({ code: 1, stdout: "" });
      expect(duplicate.stderr).toContain("A clinic with username bangsar already exists");

      await store.withApp(async (app) => {
        const login = await clinicLogin(app, "bangsar", "Clinic2026x");
        expect(login.statusCode).toBe(200);
        expect(login.json()).toMatchObject({ clinic: { id: clinicId, name: "Bangsar Wellness" } });

        const provider = await app.inject({ method: "GET", url: `/api/providers/${providerId}` });
        expect(provider.statusCode).toBe(200);
        expect(provider.json()).toMatchObject({
          _id: providerId,
          capacityPerWindow: 3,
          locations: ["Kuala Lumpur"],
          isActive: true,
        });

        // The seeded demo data works too.
        expect((await clinicLogin(app, "ivdrips-kl", "DemoClinic2026")).statusCode).toBe(200);
        expect(await verifyInvite(app, "IVDRIPS-DEMO")).toEqual({ valid: true });
      });

      // Without --password, the first line of piped input is the password.
      expect(
        await runCli(["clinic", "password", "--username", " Bangsar "], store.env, "Changed2026y\nignored\n"),
      ).toEqual({
        code: 0,
        stdout: "Password set for clinic Bangsar Wellness (username bangsar)\n",
        stderr: "",
      });
      const unknown = await runCli(
        ["clinic", "password", "--username", "nobody", "--password", "Changed2026y"],
        store.env,
      );
      expect(unknown).toMatchObject({ code: 1, stdout: "" });
      expect(unknown.stderr).toContain("No clinic has the username nobody");

      await store.withApp(async (app) => {
        expect((await clinicLogin(app, "bangsar", "Clinic2026x")).statusCode).toBe(401);
        const login = await clinicLogin(app, "bangsar", "Changed2026y");
        expect(login.statusCode).toBe(200);
        expect(login.json()).toMatchObject({ clinic: { id: clinicId } });
      });
    },
    SLOW,
  );
});

describe("admin CLI: customers", () => {
  it(
    "lists only the customers who agreed to marketing emails, and never a deleted account",
    async () => {
      const store = await freshStore();
      expect(await cliOk(store, "customer", "marketing-list")).toBe(
        "No customer has agreed to marketing emails.\n",
      );
      await store.withApp(async (app) => {
        const register = async (email: string, fullName: string) => {
          const response = await app.inject({
            method: "POST",
            url: "/api/auth/register",
            payload: { email, fullName, password: "Sunrise2026" },
          });
          expect(response.statusCode).toBe(201);
          return (response.json() as { token: string }).token;
        };
        const consent = (token: string, marketingEmails: boolean) =>
          app.inject({
            method: "PUT",
            url: "/api/users/preferences",
            headers: { authorization: `Bearer ${token}` },
            payload: { emailReminders: true, marketingEmails },
          });
        const yes = await register("yes@example.com", "Nur Aina");
        expect((await consent(yes, true)).statusCode).toBe(200);
        await register("no@example.com", "Tan Mei");
        const gone = await register("gone@example.com", "Raj Kumar");
        expect((await consent(gone, true)).statusCode).toBe(200);
        const deleted = await app.inject({
          method: "DELETE",
          url: "/api/users/profile",
          headers: { authorization: `Bearer ${gone}` },
          payload: { password: "Sunrise2026" },
        });
        expect(deleted.statusCode).toBe(200);
      });
      const listed = await cliOk(store, "customer", "marketing-list");
      expect(tableRow(listed, "yes@example.com")).toEqual(["yes@example.com", "Nur Aina"]);
      expect(listed).not.toContain("no@example.com");
      expect(listed).not.toContain("gone@example.com");
      expect(listed).not.toContain("deleted");

      const unknown = await runCli(["customer", "list"], store.env);
      expect(unknown).toMatchObject({ code: 2 });
      expect(unknown.stderr).toContain('Unknown customer subcommand "list" (use marketing-list)');
    },
    SLOW,
  );
});

/** Posts a public form as a fresh client (each form takes 5 per client per 15 minutes). */
async function submit(app: FastifyInstance, url: string, payload: object, language = "en"): Promise<void> {
  const response = await app.inject({
    method: "POST",
    url,
    payload,
    headers: { "accept-language": language },
    remoteAddress: freshClientAddress(),
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
}

/** YYYY-MM-DD HH:MM in Kuala Lumpur, as the tables show when a row came. */
const KL_MINUTE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;

describe("admin CLI: partners and waitlist", () => {
  it(
    "lists partner applications as a table, oldest first",
    async () => {
      const store = await freshStore();
      expect(await cliOk(store, "partners", "list")).toBe("No partner applications yet.\n");
      await store.withApp(async (app) => {
        const apply = (overrides: object) =>
          submit(app, "/api/partners/applications", {
            name: "Dr. Siti Nurhaliza",
            profession: "doctor",
            licenceNumber: "54321",
            yearsOfExperience: 7,
            email: "siti@example.com",
            phone: "+60 12-345 6789",
            city: "Petaling Jaya",
            ...overrides,
          });
        await apply({});
        await apply({
          // What a visitor types reaches the terminal as one plain line.
          name: "Nurse\u001b[31m Lim\nMei",
          profession: "nurse",
          licenceNumber: "R/N 12345",
          yearsOfExperience: 0,
          email: "lim@example.com",
          city: "Kuala Lumpur",
        });
      });

      const listed = await cliOk(store, "partners", "list");
      const lines = listed.trimEnd().split("\n");
      expect(lines[0]).toMatch(
        /^DATE\s{2,}NAME\s{2,}PROFESSION\s{2,}LICENCE\s{2,}YEARS\s{2,}EMAIL\s{2,}PHONE\s{2,}CITY$/,
      );
      expect(lines).toHaveLength(3);
      const rows = lines.slice(1).map((line) => line.split(/\s{2,}/));
      expect(rows[0]?.[0]).toMatch(KL_MINUTE);
      expect(rows[0]?.slice(1)).toEqual([
        "Dr. Siti Nurhaliza",
        "Doctor",
        "54321",
        "7",
        "siti@example.com",
        "+60 12-345 6789",
        "Petaling Jaya",
      ]);
      expect(rows[1]?.slice(1)).toEqual([
        "Nurse [31m Lim Mei",
        "Nurse",
        "R/N 12345",
        "0",
        "lim@example.com",
        "+60 12-345 6789",
        "Kuala Lumpur",
      ]);
      expect(listed).not.toContain("\u001b");
    },
    SLOW,
  );

  it(
    "lists the waitlist as a table or as CSV, for every country or one",
    async () => {
      const store = await freshStore();
      expect(await cliOk(store, "waitlist", "list")).toBe("No one is on the waitlist yet.\n");
      expect(await cliOk(store, "waitlist", "list", "--csv")).toBe("date,email,country,language\r\n");

      await store.withApp(async (app) => {
        await submit(app, "/api/waitlist", { email: "amir@example.com", country: "France" }, "ms");
        await submit(app, "/api/waitlist", { email: "AMIR@example.com", country: "France" });
        await submit(app, "/api/waitlist", { email: "amir@example.com", country: "UAE" }, "zh");
        // A spreadsheet must not run this address as a formula.
        await submit(app, "/api/waitlist", { email: "-2+3@example.com", country: "France" });
      });

      const table = await cliOk(store, "waitlist", "list");
      const lines = table.trimEnd().split("\n");
      expect(lines[0]).toMatch(/^DATE\s{2,}EMAIL\s{2,}COUNTRY\s{2,}LANGUAGE$/);
      const rows = lines.slice(1).map((line) => line.split(/\s{2,}/));
      expect(rows.map((row) => row.slice(1))).toEqual([
        ["amir@example.com", "France", "ms"],
        ["amir@example.com", "UAE", "zh"],
        ["-2+3@example.com", "France", "en"],
      ]);
      for (const row of rows) expect(row[0]).toMatch(KL_MINUTE);

      const france = await cliOk(store, "waitlist", "list", "--country", "france");
      expect(france).not.toContain("UAE");
      expect(france.trimEnd().split("\n")).toHaveLength(3);
      expect(await cliOk(store, "waitlist", "list", "--country", "Monaco")).toBe(
        "No one is waiting for Monaco yet.\n",
      );

      const csv = await cliOk(store, "waitlist", "list", "--country", "France", "--csv");
      const records = csv.split("\r\n");
      // CRLF after every record, the last included.
      expect(records.pop()).toBe("");
      expect(records[0]).toBe("date,email,country,language");
      expect(records.slice(1).map((record) => record.split(",").slice(1))).toEqual([
        ["amir@example.com", "France", "ms"],
        ["'-2+3@example.com", "France", "en"],
      ]);
      for (const record of records.slice(1)) {
        expect(record.split(",")[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/);
      }

      const bad = await runCli(["waitlist", "list", "--country", "Malaysia"], store.env);
      expect(bad).toMatchObject({ code: 2, stdout: "" });
      expect(bad.stderr).toContain(
        '--country must be one of UAE, France, Monaco, St. Barts (got "Malaysia")',
      );
    },
    SLOW,
  );
});
