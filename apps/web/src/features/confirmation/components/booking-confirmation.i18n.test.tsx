import { act, screen, within } from "@testing-library/react";
import { useSearchParams } from "../../../lib/router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setLanguage } from "../../../lib/i18n/language-store";
import { booking } from "../../../test/bookings";
import { fakeToken, mockApi, renderApp } from "../../../test/render-app";
import { readConfirmationParams } from "../lib/confirmation-details";
import { BookingConfirmation } from "./booking-confirmation";

const CONFIG = {
  whatsappNumber: "60123456789",
  supportPhone: "+60 3-2785 0000",
  supportEmail: "care@ivdrips.my",
};

const USER = {
  id: "user-1",
  email: "aisha@example.com",
  fullName: "Aisha Rahman",
  phone: "+60123456789",
  createdAt: "2026-01-01T00:00:00.000Z",
};

function Page() {
  const [search] = useSearchParams();
  return <BookingConfirmation params={readConfirmationParams(search)} />;
}

function renderPage(path: string) {
  return renderApp([{ path: "/booking-confirmation", element: <Page /> }], path);
}

function detail(term: string) {
  return screen.getByText(term, { selector: "dt" }).nextElementSibling as HTMLElement;
}

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await act(() => setLanguage("en"));
});

describe("BookingConfirmation in Simplified Chinese", () => {
  it("shows the loaded booking with its KL date and time window in Chinese", async () => {
    await act(() => setLanguage("zh"));
    localStorage.setItem("auth_token", fakeToken({ type: "customer" }));
    mockApi({
      "GET /config": () => ({ body: CONFIG }),
      "GET /users/profile": () => ({ body: USER }),
      "POST /payments/complete-payment": () => ({ body: { status: "paid", bookingId: "b1" } }),
      "GET /bookings/session/cs_zh": () => ({ body: booking() }),
    });
    renderPage("/booking-confirmation?session_id=cs_zh");
    expect(screen.getByRole("status")).toHaveTextContent("正在加载预约详情……");

    expect(await screen.findByRole("heading", { name: "预约已确认！" })).toBeInTheDocument();
    expect(screen.getByText("您的 IV 疗程预约已完成，正在等待诊所批准。")).toBeInTheDocument();
    expect(screen.getByText("后续步骤：").closest("p")).toHaveTextContent(
      "后续步骤：诊所将在 15-30 分钟内审核并批准您的预约。",
    );
    expect(detail("预约编号")).toHaveTextContent("IV-100001");
    expect(detail("服务")).toHaveTextContent("NMN 150mg");
    // 2026-07-01 is a Wednesday in Kuala Lumpur (the tests run in New York).
    expect(detail("日期")).toHaveTextContent("2026年7月1日星期三");
    expect(detail("时间")).toHaveTextContent("上午（上午8点 - 中午12点）");
    expect(detail("总计")).toHaveTextContent("RM 1,200");

    const whatsNext = screen.getByRole("heading", { name: "接下来会怎样？" }).parentElement as HTMLElement;
    expect(within(whatsNext).getAllByRole("listitem")).toHaveLength(4);
    expect(within(whatsNext).getByText("请准备好有效身份证件以供核实。")).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: /联系我们/ })).toHaveAccessibleName(
      "联系我们（通过 WhatsApp，在新标签页中打开）",
    );
    expect(screen.getByRole("link", { name: "查看我的预约" })).toHaveAttribute("href", "/account");
    expect(screen.getByRole("link", { name: "care@ivdrips.my" }).parentElement).toHaveTextContent(
      "需要帮助？请发送电子邮件至 care@ivdrips.my 或致电 +60 3-2785 0000",
    );
  });

  it("says in Chinese that a booking named only by the address was not found", async () => {
    await act(() => setLanguage("zh"));
    mockApi({ "GET /config": () => ({ body: CONFIG }) });
    renderPage("/booking-confirmation?price=600");

    expect(await screen.findByRole("heading", { name: "未找到预约" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "预约已确认！" })).not.toBeInTheDocument();
  });

  it("says the booking was not found in Chinese", async () => {
    await act(() => setLanguage("zh"));
    mockApi({ "GET /config": () => ({ body: CONFIG }) });
    renderPage("/booking-confirmation");
    expect(screen.getByRole("heading", { name: "未找到预约" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "返回服务列表" })).toHaveAttribute("href", "/services");
  });

  it("tells a rejected booking and its full refund in Chinese", async () => {
    await act(() => setLanguage("zh"));
    localStorage.setItem("auth_token", fakeToken({ type: "customer" }));
    mockApi({
      "GET /config": () => ({ body: CONFIG }),
      "GET /users/profile": () => ({ body: USER }),
      "POST /payments/complete-payment": () => ({ body: { status: "paid", bookingId: "b1" } }),
      "GET /bookings/session/cs_zh_rejected": () => ({
        body: booking({
          status: "cancelled",
          clinicApprovalStatus: "rejected",
          paymentStatus: "refunded",
          cancellationReason: "clinic_rejected",
          refund: { amount: 1200, cancellationFee: 0, status: "pending" },
        }),
      }),
    });
    renderPage("/booking-confirmation?session_id=cs_zh_rejected");
    expect(await screen.findByRole("heading", { name: "预约未被接受" })).toBeInTheDocument();
    expect(
      screen.getByText("您支付的 RM 1,200 将全额退还。退款将在 5-7 个工作日内到账。"),
    ).toBeInTheDocument();
    expect(detail("退款状态")).toHaveTextContent("处理中");
    expect(screen.queryByText("预约已确认！")).not.toBeInTheDocument();
  });

  it("asks a signed-out visitor with a session id to sign in, in Malay", async () => {
    await act(() => setLanguage("ms"));
    mockApi({
      "GET /config": () => ({ body: CONFIG }),
      "POST /payments/complete-payment": () => ({ body: { status: "paid" } }),
    });
    renderPage("/booking-confirmation?session_id=cs_ms");
    expect(
      await screen.findByRole("heading", { name: "Log masuk untuk melihat tempahan anda" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Log Masuk" })).toBeInTheDocument();
  });
});
