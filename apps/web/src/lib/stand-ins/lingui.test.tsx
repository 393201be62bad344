import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "../i18n/language-store";
import { say } from "./lingui";
import { sayNodes } from "./say-nodes";

afterEach(() => setLanguage("en"));

describe("say", () => {
  it("fills each value in where the language puts it", async () => {
    expect(say("header.welcomeName", { name: "Aisha" })).toBe("Welcome, Aisha");
    await setLanguage("zh");
    expect(say("location.notify.title", { country: "新加坡" })).toBe("即将登陆新加坡");
  });

  it("chooses the plural by the language's own rules, with the count in its digits", async () => {
    expect(say("catalogue.rating.reviews", { count: 1 })).toBe("1 review");
    expect(say("catalogue.rating.reviews", { count: 1234 })).toBe("1,234 reviews");
    expect(say("servicePages.filters.summary", { shown: 1, total: 1 })).toBe("Showing 1 of 1 service");
    expect(say("confirmation.awaitingPayment.text", { count: 1 })).toContain("for 1 more minute.");
    await setLanguage("ms");
    expect(say("catalogue.rating.reviews", { count: 1 })).toBe("1 ulasan");
    expect(say("catalogue.rating.reviews", { count: 12 })).toBe("12 ulasan");
  });
});

describe("sayNodes", () => {
  it("puts elements inside the sentence, in the translation's word order", async () => {
    await setLanguage("zh");
    render(<p>{sayNodes("gate.noCode", { link: <a href="/support">联系我们</a> })}</p>);
    const link = screen.getByRole("link", { name: "联系我们" });
    expect(link).toHaveAttribute("href", "/support");
    expect(link.parentElement?.textContent?.endsWith("联系我们")).toBe(true);
  });
});
