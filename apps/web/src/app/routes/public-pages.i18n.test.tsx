import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LocationProvider } from "../../features/location/location-context";
import { setLanguage } from "../../lib/i18n/language-store";
import { mockApi, renderApp } from "../../test/render-app";
import { service } from "../../test/services";
import { Footer } from "../layout/footer";
import { HomePage } from "./home";
import { PrivacyPolicyPage } from "./privacy-policy";
import { ServicesPage } from "./services";

const SERVICES = [
  service({ rating: { average: 4.46, count: 12 } }),
  service({
    id: "nutriglow",
    name: "NutriGlow",
    category: "beauty",
    price: 650,
    duration: "45-60 min",
    benefits: ["Radiant skin"],
    keyNutrients: ["Glutathione"],
  }),
];

function renderPage(path: string, element: ReactNode) {
  mockApi({
    "GET /services": () => ({ body: SERVICES }),
    "GET /config": () => ({ body: { supportEmail: "care@ivdrips.my", supportPhone: "+60 3-2785 0000" } }),
  });
  renderApp(
    [
      {
        path,
        element: (
          <LocationProvider>
            {element}
            <Footer />
          </LocationProvider>
        ),
      },
    ],
    path,
    { session: false },
  );
  return userEvent.setup();
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => setLanguage("en"));
});

describe("the public pages in Chinese and Malay", () => {
  it("shows the services page in Chinese: headings, filters, summary, cards, durations and ratings", async () => {
    await act(() => setLanguage("zh"));
    const user = renderPage("/services", <ServicesPage />);

    expect(screen.getByRole("heading", { level: 1, name: "我们的静脉点滴疗程" })).toBeInTheDocument();
    expect(await screen.findByText("显示 2 项，共 2 项疗程")).toBeInTheDocument();
    expect(document.title).toBe("静脉点滴疗程 | IV Drips");
    // Service data stays as the API sends it; the words around it are Chinese.
    expect(screen.getByRole("heading", { name: "NMN 150mg" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "查看详情并预约：NMN 150mg" })).toBeInTheDocument();
    expect(screen.getByText("60-90 分钟")).toBeInTheDocument();
    expect(screen.getByText("★ 4.5 (12 条评价)")).toBeInTheDocument();
    expect(screen.getByText("评分 4.5（满分 5 分），共 12 条评价")).toHaveClass("sr-only");

    const filters = screen.getByRole("region", { name: "筛选疗程" });
    await user.click(within(filters).getByRole("radio", { name: "美容" }));
    expect(await screen.findByText("显示 1 项，共 2 项疗程")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "NMN 150mg" })).not.toBeInTheDocument();
    await user.click(within(filters).getByRole("radio", { name: "RM 1,500 以上" }));
    expect(await screen.findByRole("heading", { name: "没有符合筛选条件的疗程" })).toBeInTheDocument();
    await user.click(screen.getAllByRole("button", { name: "重置筛选" })[0] as HTMLElement);
    expect(await screen.findByText("显示 2 项，共 2 项疗程")).toBeInTheDocument();
  });

  it("shows the home page and the footer in Chinese, with translated country names", async () => {
    await act(() => setLanguage("zh"));
    renderPage("/", <HomePage />);

    expect(
      screen.getByRole("heading", { level: 1, name: "高端静脉点滴疗法，送到您家门口" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "探索静脉点滴疗法" })).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "日出时分，吉隆坡天际线前的一袋静脉点滴" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "我们的医护团队" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Dr. Aisha Rahman" })).toBeInTheDocument();
    expect(screen.getByText("医疗总监、健康与医学美容医生")).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "立即预约：NMN 150mg" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "借记卡 / 信用卡" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Apple Pay" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "国家" })).toHaveTextContent("马来西亚");
    expect(screen.getByRole("combobox", { name: "城市" })).toHaveTextContent("吉隆坡");
    expect(screen.getByText("服务时间：上午8点至午夜12点")).toBeInTheDocument();

    const where = screen.getByRole("list", { name: "服务地区" });
    expect(within(where).getByText("马来西亚（吉隆坡）— 现已开放")).toBeInTheDocument();
    expect(within(where).getByText("阿联酋 — 即将推出")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "隐私政策" })).toHaveAttribute("href", "/privacy-policy");
    expect(screen.getByText("© 2025 IV Drips。保留所有权利。")).toBeInTheDocument();
  });

  it("keeps the English texts as they were", async () => {
    renderPage("/", <HomePage />);
    expect(
      screen.getByRole("heading", { level: 1, name: "Premium IV Therapy, Delivered to Your Door" }),
    ).toBeInTheDocument();
    expect(await screen.findByText("60-90 min")).toBeInTheDocument();
    // The hours the time windows cover: Morning opens at 8 AM, Night closes at 12 AM.
    expect(screen.getByText("Sessions from 8 AM to 12 AM")).toBeInTheDocument();
    expect(screen.getByText("Malaysia (Kuala Lumpur) — available now")).toBeInTheDocument();
    expect(screen.getByText("St. Barts — coming soon")).toBeInTheDocument();
    expect(document.title).toBe("Premium IV Therapy at Home in Kuala Lumpur | IV Drips");
  });

  it("frames a policy in Malay, says the English text governs, and marks the English body", async () => {
    await act(() => setLanguage("ms"));
    renderPage("/privacy-policy", <PrivacyPolicyPage />);

    expect(screen.getByRole("heading", { level: 1, name: "Dasar Privasi" })).toBeInTheDocument();
    expect(screen.getByText("Dikemas kini: Januari 2025")).toBeInTheDocument();
    expect(screen.getByRole("note")).toHaveTextContent(
      "Dokumen ini hanya tersedia dalam bahasa Inggeris. Teks bahasa Inggeris ialah versi yang sah dan terpakai.",
    );
    const section = screen.getByRole("heading", { name: /Information we collect/ });
    expect(section.closest("[lang]")).toHaveAttribute("lang", "en");
    const others = screen.getByRole("navigation", { name: "Dasar lain" });
    expect(within(others).getByRole("link", { name: "Terma & Syarat" })).toBeInTheDocument();
    expect(within(others).queryByRole("link", { name: "Dasar Privasi" })).not.toBeInTheDocument();
    expect(document.title).toBe("Dasar Privasi | IV Drips");
  });

  it("shows no language note on an English policy", () => {
    renderPage("/privacy-policy", <PrivacyPolicyPage />);
    expect(screen.getByText("Last updated: January 2025")).toBeInTheDocument();
    expect(screen.queryByRole("note")).not.toBeInTheDocument();
  });
});
