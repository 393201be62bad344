import type { Language } from "@ivdrips/contract/languages";
import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "../../../lib/i18n/language-store";
import { ServiceHours } from "./service-hours";

afterEach(async () => {
  await act(() => setLanguage("en"));
});

describe("the service hours", () => {
  it.each<[Language, string, string]>([
    ["en", "Service Hours", "8 AM - 12 AM"],
    ["ms", "Waktu Perkhidmatan", "8 pagi - 12 tengah malam"],
    ["zh", "服务时间", "上午8点 - 午夜12点"],
  ])(
    "in %s, span the bookable windows: from the Morning window's start to the Night window's end",
    async (language, title, hours) => {
      await act(() => setLanguage(language));
      render(<ServiceHours />);
      const section = screen.getByRole("region", { name: title });
      expect(section).toHaveTextContent(hours);
    },
  );
});
