import { describe, expect, it } from "vitest";
import { dateTimeFormat, displayNames, numberFormat } from "./intl-formatters";

describe("Intl formatters", () => {
  it("builds one formatter per locale and options, and reuses it", () => {
    const options = { minimumFractionDigits: 2 };
    expect(numberFormat("en-MY", options)).toBe(numberFormat("en-MY", { minimumFractionDigits: 2 }));
    expect(numberFormat("en-MY", options)).not.toBe(numberFormat("ms-MY", options));
    expect(numberFormat("en-MY", options)).not.toBe(numberFormat("en-MY", { minimumFractionDigits: 1 }));
  });

  it("formats as Intl does", () => {
    expect(numberFormat("en-MY", { maximumFractionDigits: 2 }).format(1600.5)).toBe(
      new Intl.NumberFormat("en-MY", { maximumFractionDigits: 2 }).format(1600.5),
    );
    const day = new Date("2026-07-01T12:00:00+08:00");
    const options: Intl.DateTimeFormatOptions = {
      timeZone: "Asia/Kuala_Lumpur",
      month: "long",
      year: "numeric",
    };
    expect(dateTimeFormat("zh-CN", options).format(day)).toBe(
      new Intl.DateTimeFormat("zh-CN", options).format(day),
    );
    expect(displayNames("ms-MY", { type: "region" }).of("SG")).toBe(
      new Intl.DisplayNames(["ms-MY"], { type: "region" }).of("SG"),
    );
  });
});
