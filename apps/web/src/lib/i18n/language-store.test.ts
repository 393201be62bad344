import { LANGUAGE_COOKIE_NAME } from "@ivdrips/contract/languages";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ms } from "../../locales/ms/ms";
import { zh } from "../../locales/zh/zh";
import { formatKlDay, formatRm } from "../format";
import {
  currentCatalogue,
  currentLanguage,
  initLanguage,
  LANGUAGE_KEY,
  setLanguage,
  subscribeLanguage,
} from "./language-store";

afterEach(async () => {
  vi.restoreAllMocks();
  await setLanguage("en");
  localStorage.clear();
});

/** The languages this browser says its reader prefers, best first (jsdom's own: en-US). */
const browserPrefers = (...tags: string[]) => vi.spyOn(navigator, "languages", "get").mockReturnValue(tags);

describe("the language store", () => {
  it("switches the texts, <html lang> and the remembered choice, and tells subscribers", async () => {
    let calls = 0;
    const unsubscribe = subscribeLanguage(() => calls++);
    await setLanguage("zh");
    unsubscribe();
    expect(currentLanguage()).toBe("zh");
    expect(currentCatalogue()).toBe(zh);
    expect(document.documentElement.lang).toBe("zh-CN");
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe("zh");
    expect(calls).toBe(1);
  });

  it("tells the server the language in a cookie, as it prerenders pages in English only", async () => {
    await setLanguage("ms");
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE_NAME}=ms`);
    await setLanguage("en");
    expect(document.cookie).not.toContain(LANGUAGE_COOKIE_NAME);
  });

  it("starts in the language this browser chose before", async () => {
    localStorage.setItem(LANGUAGE_KEY, "ms");
    await initLanguage();
    expect(currentLanguage()).toBe("ms");
    expect(currentCatalogue()).toBe(ms);
    expect(document.documentElement.lang).toBe("ms");
  });

  it("on a first visit, starts in the browser's own language when it is one of ours, without remembering it", async () => {
    browserPrefers("fr-FR", "zh-TW", "en");
    await initLanguage();
    expect(currentLanguage()).toBe("zh");
    expect(currentCatalogue()).toBe(zh);
    expect(localStorage.getItem(LANGUAGE_KEY)).toBeNull();
    browserPrefers("fr-FR", "de");
    await initLanguage();
    expect(currentLanguage()).toBe("en");
  });

  it("prefers the language chosen here over the browser's", async () => {
    browserPrefers("ms-MY");
    localStorage.setItem(LANGUAGE_KEY, "en");
    await initLanguage();
    expect(currentLanguage()).toBe("en");
  });

  it("starts in English when the remembered value is not a language", async () => {
    localStorage.setItem(LANGUAGE_KEY, "klingon");
    await initLanguage();
    expect(currentLanguage()).toBe("en");
    expect(document.documentElement.lang).toBe("en");
  });

  it("formats dates in the chosen language, in Kuala Lumpur's calendar", async () => {
    expect(formatKlDay("2026-07-01")).toBe("Wednesday, 1 July 2026");
    await setLanguage("ms");
    expect(formatKlDay("2026-07-01")).toBe("Rabu, 1 Julai 2026");
    await setLanguage("zh");
    expect(formatKlDay("2026-07-01")).toBe("2026年7月1日星期三");
    expect(formatRm(1600.5)).toBe("RM 1,600.50");
  });
});
