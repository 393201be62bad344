import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { clinics as clinicsTable } from "../../db/schema";
import { appUnderTest } from "../../../test/app-under-test";
import { freshClientAddress, injectAs } from "../../../test/test-app";
import { createClinicsService } from "./clinics.service";
import { createTokenService } from "../../lib/tokens";
import { systemClock } from "../../lib/clock";

const t = appUnderTest();

const login = (payload: object, remoteAddress = freshClientAddress()) =>
  t.app.inject({ method: "POST", url: "/api/clinics/login", payload, remoteAddress });
const demo = () => {
  if (!t.seeded.demo) throw new Error("no demo data");
  return { username: t.seeded.demo.clinicUsername, password: t.seeded.demo.clinicPassword };
};

describe("POST /api/clinics/login", () => {
  it("signs the demo clinic in and returns {token, clinic:{id,name}}", async () => {
    const response = await login({ ...demo(), username: ` ${demo().username.toUpperCase()} ` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      clinic: { id: t.seeded.clinicId, name: "IV Drips Clinic Kuala Lumpur" },
    });
    const [, payload] = (response.json() as { token: string }).token.split(".");
    expect(JSON.parse(Buffer.from(payload ?? "", "base64url").toString())).toMatchObject({ type: "clinic" });
  });

  it("gives the same 401 for a wrong password and an unknown username", async () => {
    const wrong = await login({ username: demo().username, password: "Wrong-pass1" });
    const unknown = await login({ username: "nobody-here", password: "Wrong-pass1" });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({
      message: "Invalid username or password",
      messageId: "invalidClinicLogin",
      statusCode: 401,
      code: "INVALID_CREDENTIALS",
    });
  });

  it("requires both fields", async () => {
    expect((await login({ username: "", password: "x" })).json()).toMatchObject({
      statusCode: 400,
      message: "Username is required",
      messageId: "usernameRequired",
    });
    expect((await login({ username: "someone" })).json()).toMatchObject({
      statusCode: 400,
      message: "Password is required",
      messageId: "passwordRequired",
    });
  });

  it("refuses a clinic that has no password yet", async () => {
    const clinics = createClinicsService(
      t.database.db,
      createTokenService("x".repeat(40), systemClock),
      systemClock,
    );
    const created = await clinics.create({
      name: "No Pass Clinic",
      username: "nopass",
      password: "Temp-pass1",
    });
    // As the production seed leaves its clinic until an admin sets a password.
    await t.database.db
      .update(clinicsTable)
      .set({ passwordHash: null })
      .where(eq(clinicsTable.id, created.clinic.id));
    expect((await login({ username: "nopass", password: "Temp-pass1" })).statusCode).toBe(401);
  });

  it("limits a client to 10 attempts a minute", async () => {
    const client = freshClientAddress();
    for (let i = 0; i < 10; i += 1) {
      expect((await login({ username: "guess", password: `guess-${i}` }, client)).statusCode).toBe(401);
    }
    const limited = await login({ ...demo() }, client);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      message: "Too many attempts. Please try again in a minute.",
      messageId: "tooManyAttempts",
      code: "RATE_LIMITED",
    });
  });
});

describe("GET /api/clinics/profile and POST /api/clinics/logout", () => {
  it("returns the clinic and its providers, then refuses the token after logout", async () => {
    const { token } = (await login(demo())).json() as { token: string };
    const as = injectAs(t.app, token);
    const profile = await as({ method: "GET", url: "/api/clinics/profile" });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toEqual({
      id: t.seeded.clinicId,
      name: "IV Drips Clinic Kuala Lumpur",
      username: "ivdrips-kl",
      providers: [{ _id: t.seeded.providerId, name: "IV Drips Kuala Lumpur", locations: ["Kuala Lumpur"] }],
    });
    expect((await as({ method: "POST", url: "/api/clinics/logout" })).statusCode).toBe(200);
    expect((await as({ method: "GET", url: "/api/clinics/profile" })).statusCode).toBe(401);
  });

  it("needs a token", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/clinics/profile" })).statusCode).toBe(401);
  });
});

describe("clinics service: setPassword", () => {
  const service = () =>
    createClinicsService(t.database.db, createTokenService("x".repeat(40), systemClock), systemClock);

  it("sets the password and ends the clinic's sessions", async () => {
    await service().create({ name: "Reset Clinic", username: "reset-me", password: "First-pass1" });
    const { token } = (await login({ username: "reset-me", password: "First-pass1" })).json() as {
      token: string;
    };
    expect((await service().setPassword("reset-me", "Second-pass2"))?.username).toBe("reset-me");
    const profile = await injectAs(t.app, token)({ method: "GET", url: "/api/clinics/profile" });
    expect(profile.statusCode).toBe(401);
    expect((await login({ username: "reset-me", password: "First-pass1" })).statusCode).toBe(401);
    expect((await login({ username: "reset-me", password: "Second-pass2" })).statusCode).toBe(200);
  });

  it("returns undefined for an unknown username and refuses a weak password", async () => {
    expect(await service().setPassword("nobody-at-all", "Second-pass2")).toBeUndefined();
    await expect(service().setPassword("reset-me", "weakpass")).rejects.toMatchObject({
      code: "VALIDATION_ERROR",
    });
  });
});
