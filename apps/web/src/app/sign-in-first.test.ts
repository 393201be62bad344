import { afterEach, describe, expect, it } from "vitest";
import { consumeReturnTo, forgetReturnTo } from "../features/auth/return-to";
import { browserLocation } from "../lib/router";
import { fakeToken } from "../test/render-app";
import { needsCustomerSession, signInFirstAtStart } from "./sign-in-first";

afterEach(() => {
  forgetReturnTo();
  window.history.replaceState(null, "", "/");
});

describe("the pages that need a customer's session", () => {
  it("are /account alone: the clinic portal and the console have sessions of their own", () => {
    expect(needsCustomerSession("/account")).toBe(true);
    for (const pathname of [
      "/",
      "/services",
      "/clinic",
      "/admin",
      "/admin/bookings",
      "/booking-confirmation",
    ]) {
      expect(needsCustomerSession(pathname), pathname).toBe(false);
    }
  });
});

describe("signInFirstAtStart (before the app's first render)", () => {
  it("turns a visitor with no token away from /account: home, the dialog, and the way back", () => {
    window.history.replaceState(null, "", "/account?tab=profile#top");
    expect(signInFirstAtStart()).toBe("login");
    const here = browserLocation();
    expect(`${here.pathname}${here.search}${here.hash}`).toBe("/");
    // The entry carries what was asked for, as the page's own <Redirect> leaves it.
    expect(here.state).toMatchObject({
      from: { pathname: "/account", search: "?tab=profile", hash: "#top" },
    });
    expect(here.key).not.toBe("default");
    expect(consumeReturnTo()).toBe("/account?tab=profile#top");
  });

  it("turns away a visitor whose stored token has expired", () => {
    localStorage.setItem("auth_token", fakeToken({ exp: Math.floor(Date.now() / 1000) - 60 }));
    window.history.replaceState(null, "", "/account");
    expect(signInFirstAtStart()).toBe("login");
    expect(browserLocation().pathname).toBe("/");
  });

  it("lets a visitor with a usable token through to the page, which loads the session", () => {
    localStorage.setItem("auth_token", fakeToken());
    window.history.replaceState(null, "", "/account");
    expect(signInFirstAtStart()).toBeNull();
    expect(browserLocation().pathname).toBe("/account");
    expect(consumeReturnTo()).toBeNull();
  });

  it("leaves every other page alone", () => {
    for (const address of ["/", "/services", "/clinic", "/admin"]) {
      window.history.replaceState(null, "", address);
      expect(signInFirstAtStart(), address).toBeNull();
      expect(browserLocation().pathname).toBe(address);
    }
    expect(consumeReturnTo()).toBeNull();
  });
});
