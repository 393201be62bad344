import { beforeAll, describe, expect, it } from "vitest";
import { appUnderTest } from "../../../test/app-under-test";
import { freshClientAddress } from "../../../test/test-app";
import { createInvitesService } from "./invites.service";

const t = appUnderTest({ now: "2026-06-01T10:00:00+08:00" });
let invites: ReturnType<typeof createInvitesService>;

beforeAll(() => {
  invites = createInvitesService(t.database.db, t.clock);
});

function verify(code: unknown, remoteAddress = freshClientAddress()) {
  return t.app.inject({ method: "POST", url: "/api/invite-codes/verify", payload: { code }, remoteAddress });
}

describe("POST /api/invite-codes/verify", () => {
  it("accepts the seeded demo code, trimmed and in any case", async () => {
    const response = await verify("  ivdrips-demo ");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ valid: true });
  });

  it("answers valid:false (not an error) for an unknown code", async () => {
    const response = await verify("NO-SUCH-CODE");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ valid: false });
  });

  it("counts one use per valid verification and stops at maxUses", async () => {
    await invites.create({ code: "TWICE-ONLY", maxUses: 2 });
    expect((await verify("twice-only")).json()).toEqual({ valid: true });
    expect((await verify("TWICE-ONLY")).json()).toEqual({ valid: true });
    expect((await verify("TWICE-ONLY")).json()).toEqual({ valid: false });
    const [listed] = (await invites.list()).filter((invite) => invite.code === "TWICE-ONLY");
    expect(listed).toMatchObject({ uses: 2, status: "used up" });
  });

  it("never counts more uses than maxUses under concurrent verifications", async () => {
    await invites.create({ code: "RACE-3", maxUses: 3 });
    const answers = await Promise.all(Array.from({ length: 12 }, () => verify("RACE-3")));
    const valid = answers.filter((response) => (response.json() as { valid: boolean }).valid);
    expect(valid).toHaveLength(3);
  });

  it("treats an unlimited code as valid however often it is used", async () => {
    await invites.create({ code: "OPEN-HOUSE" });
    for (let i = 0; i < 5; i += 1) expect((await verify("OPEN-HOUSE")).json()).toEqual({ valid: true });
  });

  it("honours expiry at the end of the expiry day in Kuala Lumpur", async () => {
    await invites.create({ code: "JUNE-ONLY", expiresOn: "2026-06-02" });
    t.clock.set("2026-06-02T23:59:00+08:00");
    expect((await verify("JUNE-ONLY")).json()).toEqual({ valid: true });
    t.clock.set("2026-06-03T00:00:00+08:00");
    expect((await verify("JUNE-ONLY")).json()).toEqual({ valid: false });
    t.clock.set("2026-06-01T10:00:00+08:00");
  });

  it("refuses a revoked code", async () => {
    await invites.create({ code: "REVOKE-ME" });
    expect((await verify("REVOKE-ME")).json()).toEqual({ valid: true });
    await invites.revoke("revoke-me");
    expect((await verify("REVOKE-ME")).json()).toEqual({ valid: false });
  });

  it("rejects an empty or missing code with a clear message", async () => {
    for (const code of ["   ", undefined, 42]) {
      const response = await verify(code);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: "VALIDATION_ERROR", statusCode: 400 });
      expect((response.json() as { message: string }).message).toBe("Please enter your invite code");
    }
  });

  it("limits a client to 10 attempts a minute", async () => {
    const client = freshClientAddress();
    for (let i = 0; i < 10; i += 1) expect((await verify(`GUESS-${i}`, client)).statusCode).toBe(200);
    const limited = await verify("GUESS-11", client);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      message: "Too many attempts. Please try again in a minute.",
      messageId: "tooManyAttempts",
      statusCode: 429,
      code: "RATE_LIMITED",
    });
    // Another client is not affected.
    expect((await verify("GUESS-12")).statusCode).toBe(200);
  });
});

describe("invites service (used by the admin CLI)", () => {
  it("refuses a duplicate code whatever its case", async () => {
    await invites.create({ code: "Summer-Party" });
    await expect(invites.create({ code: "SUMMER-PARTY" })).rejects.toMatchObject({ code: "CONFLICT" });
  });

  it("refuses bad codes, limits and past expiry dates", async () => {
    await expect(invites.create({ code: "a b" })).rejects.toMatchObject({ code: "VALIDATION_ERROR" });
    await expect(invites.create({ code: "ZERO-USES", maxUses: 0 })).rejects.toMatchObject({
      code: "VALIDATION_ERROR",
    });
    await expect(invites.create({ code: "TOO-LATE", expiresOn: "2026-05-31" })).rejects.toMatchObject({
      code: "VALIDATION_ERROR",
    });
  });

  it("revoking an unknown code is a NOT_FOUND", async () => {
    await expect(invites.revoke("NOPE-NOPE")).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
