import { describe, expect, it } from "vitest";
import { cva } from "./variants";

describe("cva", () => {
  const button = cva("base", {
    variants: {
      variant: { default: "solid", outline: "border" },
      size: { default: "h-11", sm: "h-9" },
      wide: { true: "w-full", false: "w-auto" },
    },
    defaultVariants: { variant: "default", size: "default" },
  });

  it("joins the base, each variant chosen or its default, then class and className", () => {
    expect(button()).toBe("base solid h-11");
    expect(button({ variant: "outline", size: "sm", className: "mt-2" })).toBe("base border h-9 mt-2");
    expect(button({ wide: true, class: "a" })).toBe("base solid h-11 w-full a");
    expect(button({ wide: false })).toBe("base solid h-11 w-auto");
  });

  it("chooses none for a variant given null", () => {
    expect(button({ size: null })).toBe("base solid");
  });
});
