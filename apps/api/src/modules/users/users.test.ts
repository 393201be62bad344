import { describe, expect, it } from "vitest";
import { appUnderTest } from "../../../test/app-under-test";
import { injectAs, registerCustomer, uniqueEmail } from "../../../test/test-app";

const t = appUnderTest();

describe("GET /api/users/profile", () => {
  it("returns the signed-in customer only", async () => {
    const email = uniqueEmail();
    const a = await registerCustomer(t.app, { email, fullName: "Customer A", phone: "0123456789" });
    await registerCustomer(t.app, { fullName: "Customer B" });
    const response = await injectAs(t.app, a.token)({ method: "GET", url: "/api/users/profile" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: a.user.id,
      email,
      fullName: "Customer A",
      phone: "0123456789",
      createdAt: expect.any(String),
    });
  });
});

describe("PUT /api/users/profile", () => {
  it("changes fullName and phone and nothing else, whatever else is sent", async () => {
    const email = uniqueEmail();
    const { token, user } = await registerCustomer(t.app, { email });
    const as = injectAs(t.app, token);
    const response = await as({
      method: "PUT",
      url: "/api/users/profile",
      payload: {
        fullName: " Siti Nurhaliza ",
        phone: "+60 3-2345 6789",
        email: "hijack@example.com",
        id: "x",
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: user.id,
      email,
      fullName: "Siti Nurhaliza",
      phone: "+60 3-2345 6789",
    });
    const again = await as({ method: "GET", url: "/api/users/profile" });
    expect(again.json()).toMatchObject({ email, fullName: "Siti Nurhaliza" });
  });

  it("keeps the phone when it is not sent and clears it when sent empty", async () => {
    const { token } = await registerCustomer(t.app, { phone: "0198765432" });
    const as = injectAs(t.app, token);
    const kept = await as({ method: "PUT", url: "/api/users/profile", payload: { fullName: "New Name" } });
    expect(kept.json()).toMatchObject({ fullName: "New Name", phone: "0198765432" });
    const cleared = await as({
      method: "PUT",
      url: "/api/users/profile",
      payload: { fullName: "New Name", phone: "" },
    });
    expect(cleared.json()).toMatchObject({ phone: null });
  });

  it.each([
    [{ fullName: "" }, "fullName", "Full name must be at least 2 characters"],
    [{}, "fullName", "Full name must be at least 2 characters"],
    [{ fullName: "Good Name", phone: "12" }, "phone", "Please enter a valid phone number"],
    [{ fullName: "Good Name", phone: 60123456789 }, "phone", "Please enter a valid phone number"],
  ])("refuses %j with the field's message", async (payload, field, message) => {
    const { token } = await registerCustomer(t.app);
    const response = await injectAs(t.app, token)({ method: "PUT", url: "/api/users/profile", payload });
    expect(response.statusCode).toBe(400);
    const body = response.json() as { message: string; details: Record<string, string> };
    expect(body.message).toBe(message);
    expect(body.details[field]).toBe(message);
  });

  it("needs a customer token", async () => {
    const response = await t.app.inject({
      method: "PUT",
      url: "/api/users/profile",
      payload: { fullName: "X Y" },
    });
    expect(response.statusCode).toBe(401);
  });
});
