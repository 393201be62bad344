import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appUnderTest } from "../../test/app-under-test";
import { freshClientAddress, VALID_PASSWORD } from "../../test/test-app";
import { serializeError } from "./error-serializer";

/**
 * No log line carries a query's values: a failed statement's parameters (emails, names, password hashes,
 * tokens) stay out of the error handler's line and every other `err`/`error` the logger writes.
 */

const logLines: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(...chunk.toString().split("\n").filter(Boolean));
    done();
  },
});
const t = appUnderTest({ logger: { level: "info", stream } });

/** Values no log line may hold. */
const CANARY_EMAIL = "leak.canary.7f3a@example.com";
const CANARY_NAME = "Zubaidah Canarywati";

describe("a failed query through a real route", () => {
  beforeAll(async () => {
    // Sign-ups fail in the database as a data error that quotes the value it refused (SQLSTATE 22P02), after
    // drizzle has put every parameter in its own message.
    await t.database.db.execute(
      sql.raw(`
        CREATE FUNCTION refuse_sign_up() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          PERFORM NEW.email::integer;
          RETURN NEW;
        END $$
      `),
    );
    await t.database.db.execute(
      sql.raw(
        "CREATE TRIGGER refuse_sign_up BEFORE INSERT ON users FOR EACH ROW EXECUTE FUNCTION refuse_sign_up()",
      ),
    );
  });
  afterAll(async () => {
    await t.database.db.execute(sql.raw("DROP TRIGGER refuse_sign_up ON users"));
    await t.database.db.execute(sql.raw("DROP FUNCTION refuse_sign_up()"));
  });

  it("answers 500 and logs the error's code and statement, not its values", async () => {
    logLines.length = 0;
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      remoteAddress: freshClientAddress(),
      payload: {
        email: CANARY_EMAIL,
        fullName: CANARY_NAME,
        password: VALID_PASSWORD,
        phone: "+60 12-345 6789",
      },
    });
    expect(response.statusCode, response.body).toBe(500);

    const failed = logLines
      .map((line) => JSON.parse(line) as { msg?: string; err?: Record<string, unknown> })
      .find((line) => line.msg === "request failed");
    expect(failed?.err, logLines.join("\n")).toBeDefined();
    // What helps: the statement with its placeholders and PostgreSQL's code, under the wrapped error.
    expect(failed?.err).toMatchObject({
      type: "DrizzleQueryError",
      query: expect.stringMatching(/insert into "users".*\$1/),
      cause: { code: "22P02", message: 'invalid input syntax for type integer: "[redacted]"' },
    });
    const everything = logLines.join("\n");
    expect(everything).not.toContain(CANARY_EMAIL);
    expect(everything).not.toContain(CANARY_NAME);
    expect(everything).not.toContain("argon2id");
    expect(everything).not.toContain("params:");
  });
});

describe("serializeError", () => {
  it("keeps a real drizzle error's statement and code, and none of its parameters", async () => {
    const secret = "reset-token-9c1e5be0";
    const error = await t.database.db
      .execute(sql`select ${secret}::uuid as id, ${CANARY_EMAIL} as email`)
      .then(
        () => undefined,
        (failure: unknown) => failure,
      );
    expect(error).toBeInstanceOf(Error);
    // The error as thrown says everything: what the serializer is for.
    expect(String((error as Error).message)).toContain(secret);

    const logged = serializeError(error);
    const text = JSON.stringify(logged);
    expect(text).not.toContain(secret);
    expect(text).not.toContain(CANARY_EMAIL);
    expect(logged).toMatchObject({
      type: "DrizzleQueryError",
      message: expect.stringMatching(/^Failed query: select \$1::uuid as id, \$2 as email$/),
      query: "select $1::uuid as id, $2 as email",
      cause: { code: "22P02", message: 'invalid input syntax for type uuid: "[redacted]"' },
    });
    expect(logged.stack.split("\n")[0]).toBe(`DrizzleQueryError: ${logged.message}`);
    expect(logged.stack).toMatch(/\n\s+at /);
  });

  it("drops the fields that carry row values (detail, where) and keeps the constraint", async () => {
    await t.database.db.execute(sql.raw("CREATE TEMP TABLE canary_keys (email text PRIMARY KEY)"));
    await t.database.db.execute(sql`insert into canary_keys values (${CANARY_EMAIL})`);
    const error = await t.database.db.execute(sql`insert into canary_keys values (${CANARY_EMAIL})`).then(
      () => undefined,
      (failure: unknown) => failure,
    );
    const cause = (error as { cause?: { detail?: string } }).cause;
    expect(cause?.detail).toContain(CANARY_EMAIL);

    const logged = serializeError(error);
    expect(JSON.stringify(logged)).not.toContain(CANARY_EMAIL);
    expect(logged.cause).toMatchObject({ code: "23505", constraint: "canary_keys_pkey" });
    expect(logged.cause).not.toHaveProperty("detail");
  });

  it("says what anything thrown is", () => {
    expect(serializeError("plain text")).toEqual({
      type: "string",
      message: "plain text",
      stack: "plain text",
    });
    expect(serializeError(new RangeError("out"))).toMatchObject({ type: "RangeError", message: "out" });
  });
});
