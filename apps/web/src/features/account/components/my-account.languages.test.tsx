import type { User } from "@ivdrips/contract/auth";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { AccountPage } from "../../../app/routes/account";
import { setLanguage } from "../../../lib/i18n/language-store";
import { booking } from "../../../test/bookings";
import { at, clearToasts, closest, fakeToken, findToast, mockApi, renderApp } from "../../../test/render-app";

// My Account's the tabs and dialogs load when first opened (issue 35: LCP): here, before the tests.
beforeAll(() =>
  Promise.all([import("./profile-tab"), import("./support-panel"), import("./account-dialogs")]),
);

const aisha: User = {
  id: "u1",
  email: "aisha@example.com",
  fullName: "Aisha Rahman",
  phone: null,
  createdAt: "2026-01-01T00:00:00.000Z",
};

const bookings = [
  booking({ _id: "soon", totalAmount: 1600 }),
  booking({
    _id: "done",
    date: "2026-05-02",
    windowStartsAt: "2026-05-02T12:00:00.000Z",
    timeSlot: "Night 8PM - 12AM",
    status: "completed",
    clinicApprovalStatus: "approved",
    paymentStatus: "partially_refunded",
    serviceId: { _id: "nutriboost", name: "" },
  }),
];

function renderAccount(extra: Parameters<typeof mockApi>[0] = {}) {
  mockApi({
    "GET /users/profile": () => ({ body: aisha }),
    "GET /bookings": () => ({ body: bookings }),
    ...extra,
  });
  const user = userEvent.setup();
  renderApp([{ path: "/account", element: <AccountPage /> }], "/account");
  return { user };
}

beforeEach(() => localStorage.setItem("auth_token", fakeToken()));
afterEach(async () => {
  clearToasts();
  vi.unstubAllGlobals();
  await act(() => setLanguage("en"));
});

describe("My Account in Malay", () => {
  it("shows the tabs, the page title and the booking cards in Malay", async () => {
    await act(() => setLanguage("ms"));
    renderAccount();

    expect(await screen.findByRole("heading", { name: "Akaun Saya", level: 1 })).toBeInTheDocument();
    expect(document.title).toBe("Akaun Saya | IV Drips");
    expect(await screen.findByRole("tab", { name: "Tempahan Saya" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(screen.getByRole("tab", { name: "Profil" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Sokongan" })).toBeInTheDocument();

    const upcoming = closest(await screen.findByRole("heading", { name: "Tempahan Akan Datang" }), "section");
    const card = at(within(upcoming).getAllByRole("listitem"), 0);
    expect(card).toHaveTextContent("Rabu, 1 Julai 2026");
    expect(card).toHaveTextContent("Pagi, 8 pagi - 12 tengah hari");
    expect(card).toHaveTextContent("RM 1,600");
    expect(card).toHaveTextContent("Ruj. IV-100001");
    expect(within(card).getByText("Menunggu kelulusan").closest("[data-slot=badge]")).toHaveClass(
      "text-warning",
    );
    expect(within(card).getByRole("button", { name: "Muat Turun Resit" })).toBeInTheDocument();

    const history = closest(screen.getByRole("heading", { name: "Sejarah Tempahan" }), "section");
    const done = at(within(history).getAllByRole("listitem"), 0);
    expect(done).toHaveTextContent("Perkhidmatan Terapi IV");
    expect(done).toHaveTextContent("Sabtu, 2 Mei 2026");
    expect(done).toHaveTextContent("Malam, 8 malam - 12 tengah malam");
    expect(within(done).getByText("Selesai").closest("[data-slot=badge]")).toHaveClass("text-success");
    expect(done).toHaveTextContent("Status tempahan: Selesai");
    expect(within(done).getByText("Bayaran: Dibayar balik sebahagian")).toHaveClass("text-warning");
    expect(
      within(done).getByRole("link", { name: "Tempah Lagi: Perkhidmatan Terapi IV" }),
    ).toBeInTheDocument();
    expect(within(done).getByRole("button", { name: "Beri Ulasan" })).toBeInTheDocument();
  });

  it("says in Malay that the profile was updated", async () => {
    await act(() => setLanguage("ms"));
    const { user } = renderAccount({
      "PUT /users/profile": ({ body }) => ({ body: { ...aisha, ...(body as Partial<User>) } }),
    });
    await user.click(await screen.findByRole("tab", { name: "Profil" }));
    expect(await screen.findByText("Tidak diberikan")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Sunting Profil" }));
    expect(screen.getByLabelText("E-mel")).toHaveAccessibleDescription("E-mel tidak boleh ditukar");
    await user.type(screen.getByLabelText("Telefon"), "+60 12-345 6789");
    await user.click(screen.getByRole("button", { name: "Simpan Perubahan" }));

    const toast = await findToast("Profil dikemas kini");
    expect(toast).toHaveTextContent("Profil anda telah berjaya dikemas kini.");
  });
});

describe("My Account in Chinese", () => {
  it("shows the tabs and the booking cards in Chinese, and follows a switch back to English", async () => {
    await act(() => setLanguage("zh"));
    renderAccount();

    expect(await screen.findByRole("heading", { name: "我的账户", level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole("tab", { name: "我的预约" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "个人资料" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "客户支持" })).toBeInTheDocument();

    const upcoming = closest(await screen.findByRole("heading", { name: "即将到来的预约" }), "section");
    const card = at(within(upcoming).getAllByRole("listitem"), 0);
    expect(card).toHaveTextContent("2026年7月1日星期三");
    expect(card).toHaveTextContent("上午（上午8点 - 中午12点）");
    expect(within(card).getByText("等待诊所审核")).toBeInTheDocument();

    const history = closest(screen.getByRole("heading", { name: "预约记录" }), "section");
    const done = at(within(history).getAllByRole("listitem"), 0);
    expect(within(done).getByText("已完成").closest("[data-slot=badge]")).toHaveClass("text-success");
    expect(done).toHaveTextContent("预约状态： 已完成");
    expect(done).toHaveTextContent("付款：部分退款");

    await act(() => setLanguage("en"));
    expect(card).toHaveTextContent("Wednesday, 1 July 2026");
    expect(within(card).getByText("Awaiting approval")).toBeInTheDocument();
  });

  it("shows the preferences dialog in Chinese, without a language control, and its toast", async () => {
    await act(() => setLanguage("zh"));
    const { user } = renderAccount({
      "GET /users/preferences": () => ({
        body: { emailReminders: true, marketingEmails: false, language: "zh" },
      }),
      "PUT /users/preferences": ({ body }) => ({ body: { ...(body as object), language: "zh" } }),
    });
    await user.click(await screen.findByRole("tab", { name: "客户支持" }));
    await user.click(await screen.findByRole("button", { name: "更新偏好设置" }));
    const dialog = await screen.findByRole("dialog", { name: "电子邮件偏好设置" });
    expect(await within(dialog).findByRole("switch", { name: "营销电子邮件" })).not.toBeChecked();
    expect(within(dialog).getAllByRole("switch")).toHaveLength(1);
    expect(dialog).toHaveTextContent("个人资料 → 消息");
    expect(within(dialog).queryByRole("combobox")).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "保存偏好设置" }));
    expect(await findToast("偏好设置已保存")).toHaveTextContent("我们将按照您的选择向您发送电子邮件。");
  });
});
