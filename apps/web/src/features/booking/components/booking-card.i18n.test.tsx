import { apiMessagesZh } from "@ivdrips/contract/api-messages/zh";
import { apiMessagesMs } from "@ivdrips/contract/api-messages/ms";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setLanguage } from "../../../lib/i18n/language-store";
import { findToast } from "../../../test/render-app";
import { redirectTo } from "../../../lib/redirect";
import { mockBookingApi, renderBookingCard, resetCardTest, setCardNow, signIn } from "../test/render-booking";

vi.mock("../../../lib/redirect", () => ({ redirectTo: vi.fn() }));

// These flows type a lot; a busy machine needs more than the default 5 seconds.
vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  setCardNow();
});

afterEach(async () => {
  resetCardTest();
  await act(() => setLanguage("en"));
});

/**
 * Picks a day by its section heading and the day's long KL name, then the first open window: the date strip
 * and the window picker are labelled by their own (shared) texts, so only this card's headings are used.
 */
async function chooseDateAndFirstWindow(
  user: ReturnType<typeof userEvent.setup>,
  headings: { date: RegExp; time: string },
  day: string,
) {
  const dateSection = screen.getByRole("region", { name: headings.date });
  await user.click(within(dateSection).getByRole("button", { name: day }));
  const timeSection = await screen.findByRole("region", { name: headings.time });
  await waitFor(() => expect(within(timeSection).getAllByRole("button")[0]).toBeEnabled());
  await user.click(within(timeSection).getAllByRole("button")[0] as HTMLElement);
}

describe("BookingCard in Bahasa Melayu", () => {
  it("shows the card, the form and a validation message in Malay", async () => {
    await act(() => setLanguage("ms"));
    signIn();
    mockBookingApi();
    const user = userEvent.setup();
    renderBookingCard();

    expect(screen.getByRole("heading", { name: "Tempah Rawatan Anda" })).toBeInTheDocument();
    expect(screen.getByText("RM 1,600 seorang · jururawat berlesen datang kepada anda")).toBeInTheDocument();
    expect(screen.getByLabelText("Lokasi")).toHaveValue("Kuala Lumpur, Malaysia");
    expect(screen.getByText("Pilih tarikh untuk melihat slot masa yang tersedia.")).toBeInTheDocument();

    await chooseDateAndFirstWindow(
      user,
      { date: /^Pilih Tarikh/, time: "Pilih Slot Masa" },
      "Selasa, 2 Jun 2026",
    );
    const submit = await screen.findByRole("button", { name: "Lengkapkan Tempahan - RM 1,600" });
    await waitFor(() => expect(screen.getByLabelText("Nama Penuh")).toHaveValue("Aisha Rahman"));
    expect(screen.getByLabelText("E-mel")).toHaveValue("aisha@example.com");
    expect(screen.getByLabelText("Nombor Telefon")).toHaveValue("123456789");
    expect(screen.getByRole("radio", { name: "Kad" })).toBeChecked();
    expect(screen.getByRole("button", { name: "Tambah kuantiti" })).toBeEnabled();
    expect(screen.getByText("Sehingga 10 bagi setiap lawatan")).toBeInTheDocument();
    const summary = screen.getByRole("region", { name: "Ringkasan Tempahan" });
    expect(within(summary).getByText("Selasa, 2 Jun 2026")).toBeInTheDocument();
    expect(within(summary).getByText("Pagi, 8 pagi - 12 tengah hari")).toBeInTheDocument();

    // No address yet: the field is marked and focused, its message in Malay (no longer a general toast).
    await user.click(submit);
    const address = screen.getByLabelText("Alamat baris 1");
    await waitFor(() => expect(address).toHaveFocus());
    expect(address).toHaveAttribute("aria-invalid", "true");
    const addressMessage = document.getElementById("booking-place-line1-error");
    expect(addressMessage?.textContent).toBeTruthy();
    expect(addressMessage?.textContent).not.toMatch(/address/i);

    // A one-letter name: the contract's English message, shown translated under the field.
    await user.type(screen.getByLabelText("Alamat baris 1"), "Jalan Ampang 1, Kuala Lumpur");
    await user.clear(screen.getByLabelText("Nama Penuh"));
    await user.type(screen.getByLabelText("Nama Penuh"), "A");
    await user.click(submit);
    const message = await screen.findByText(apiMessagesMs.fullNameTooShort);
    expect(message).toHaveAttribute("id", "booking-name-error");
    expect(message).not.toHaveTextContent("Full name must be at least 2 characters");
    expect(redirectTo).not.toHaveBeenCalled();
  });
});

describe("BookingCard in Simplified Chinese", () => {
  it("shows the summary in Chinese and translates the server's reason in the 'Booking Failed' toast", async () => {
    await act(() => setLanguage("zh"));
    signIn();
    mockBookingApi({
      extra: {
        "POST /payments/create-checkout-session-with-booking": () => ({
          status: 409,
          body: {
            message: "This time window is fully booked. Please choose another time.",
            messageId: "windowFull",
            statusCode: 409,
            code: "WINDOW_FULL",
          },
        }),
      },
    });
    const user = userEvent.setup();
    renderBookingCard();

    expect(screen.getByRole("heading", { name: "预约您的疗程" })).toBeInTheDocument();
    expect(screen.getByLabelText("地点")).toHaveValue("马来西亚吉隆坡");

    await chooseDateAndFirstWindow(user, { date: /^选择日期/, time: "选择时段" }, "2026年6月2日星期二");
    const submit = await screen.findByRole("button", { name: "完成预约 - RM 1,600" });
    await waitFor(() => expect(screen.getByLabelText("全名")).toHaveValue("Aisha Rahman"));
    const summary = screen.getByRole("region", { name: "预约摘要" });
    expect(within(summary).getByText("上午（上午8点 - 中午12点）")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "银行卡" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "Apple Pay" })).toBeInTheDocument();

    await user.type(screen.getByLabelText("地址第 1 行"), "Jalan Ampang 1");
    await user.type(screen.getByLabelText("邮编"), "50450");
    // The postcode's area, said in Chinese.
    expect(await screen.findByText("区域：KLCC")).toBeInTheDocument();
    await user.click(submit);
    // The consent to treatment, signed in Chinese (issue 36), then the payment.
    await user.type(await screen.findByLabelText("请输入您的全名"), "Aisha Rahman");
    await user.click(screen.getByRole("checkbox", { name: "我已阅读并同意治疗同意书" }));
    await user.click(screen.getByRole("button", { name: "同意并付款 - RM 1,600" }));
    expect(await findToast("预约失败")).toHaveTextContent(apiMessagesZh.windowFull);
    expect(redirectTo).not.toHaveBeenCalled();
  });
});
