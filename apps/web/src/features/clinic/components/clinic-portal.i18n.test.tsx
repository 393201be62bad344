import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ClinicPage } from "../../../app/routes/clinic";
import { setLanguage } from "../../../lib/i18n/language-store";
import { clinicBooking as booking } from "../../../test/bookings";
import { clearToasts, fakeToken, findToast, mockApi, renderApp } from "../../../test/render-app";
import { ClinicSessionProvider } from "../clinic-session";
import { clearance, clinician } from "../test/clinical-data";
import { ClinicPortal } from "./clinic-portal";

// The sign-in form loads when first shown (issue 35: the desk paints without it): here, before the tests.
beforeAll(() => import("./clinic-login-form"));

const CONFIG = {
  whatsappNumber: "60123456789",
  supportPhone: "+60 3-2785 0000",
  supportEmail: "care@ivdrips.my",
};
const PROFILE = { id: "c1", name: "KL Wellness Clinic", username: "klwellness", providers: [] };

function renderPortal() {
  return renderApp(
    [
      {
        path: "/",
        element: (
          <ClinicSessionProvider>
            <ClinicPortal />
          </ClinicSessionProvider>
        ),
      },
    ],
    "/",
    { session: false },
  );
}

async function speak(language: "ms" | "zh") {
  await act(async () => {
    await setLanguage(language);
  });
}

afterEach(async () => {
  clearToasts();
  vi.unstubAllGlobals();
  await act(async () => {
    await setLanguage("en");
  });
});

describe("the clinic portal in Bahasa Melayu", () => {
  it("names the page, signs in in Malay and translates the server's refusal", async () => {
    await speak("ms");
    mockApi({
      "GET /config": () => ({ body: { ...CONFIG, demoClinic: { username: "demo", password: "pw-123" } } }),
      "POST /clinics/login": () => ({
        status: 401,
        body: {
          message: "Invalid username or password",
          messageId: "invalidClinicLogin",
          statusCode: 401,
          code: "INVALID_CREDENTIALS",
        },
      }),
    });
    renderApp([{ path: "/clinic", element: <ClinicPage /> }], "/clinic", { session: false });
    const user = userEvent.setup();

    expect(await screen.findByRole("heading", { name: "Portal Klinik" })).toBeInTheDocument();
    expect(document.title).toBe("Portal Klinik | IV Drips");
    expect(screen.getByLabelText("Nama pengguna")).toHaveAttribute(
      "placeholder",
      "Masukkan nama pengguna anda",
    );
    const hint = await screen.findByRole("complementary", { name: "Butiran log masuk demo" });
    expect(hint).toHaveTextContent("Nama pengguna: demo");
    expect(hint).toHaveTextContent("Kata laluan: pw-123");
    await user.click(within(hint).getByRole("button", { name: "Guna butiran log masuk demo" }));

    await user.click(screen.getByRole("button", { name: "Log Masuk" }));
    const failed = await findToast("Log masuk gagal");
    expect(failed).toHaveTextContent("Nama pengguna atau kata laluan tidak sah");
  });

  it("shows the dashboard, its tabs and empty texts in Malay", async () => {
    localStorage.setItem("clinic_auth_token", fakeToken({ type: "clinic" }));
    await speak("ms");
    mockApi({
      "GET /config": () => ({ body: CONFIG }),
      "GET /clinics/profile": () => ({ body: PROFILE }),
      "GET /clinics/bookings": () => ({
        body: [
          booking({ _id: "a1", clinicApprovalStatus: "approved" }),
          booking({
            _id: "c1",
            status: "cancelled",
            cancellationReason: "customer",
            paymentStatus: "refunded",
          }),
        ],
      }),
    });
    renderPortal();

    expect(await screen.findByText("Papan Pemuka Pengurusan Klinik")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Log Keluar" })).toBeInTheDocument();
    expect(await screen.findByRole("tab", { name: "Menunggu (0)" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Diluluskan (1)" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Ditolak (0)" })).toBeInTheDocument();
    const panel = screen.getByRole("tabpanel");
    expect(panel).toHaveTextContent("Tiada tempahan yang menunggu");
    expect(within(panel).getByRole("heading", { name: "Dibatalkan oleh pelanggan (1)" })).toBeInTheDocument();
    expect(within(panel).getByRole("listitem")).toHaveTextContent("Rabu, 1 Julai 2026");
    expect(within(panel).getByRole("listitem")).toHaveTextContent("Pagi, 8 pagi - 12 tengah hari");

    await userEvent.setup().click(screen.getByRole("tab", { name: "Ditolak (0)" }));
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Tiada tempahan yang ditolak");
  });
});

describe("the clinic portal in Chinese", () => {
  it("shows a pending booking card, approves it and toasts in Chinese", async () => {
    localStorage.setItem("clinic_auth_token", fakeToken({ type: "clinic" }));
    await speak("zh");
    mockApi({
      "GET /config": () => ({ body: CONFIG }),
      "GET /clinics/profile": () => ({ body: PROFILE }),
      "GET /clinics/bookings": () => ({
        body: [
          booking({
            serviceId: { _id: "s", name: "" },
            clinicalFlags: ["diabetes", "pregnancy_or_breastfeeding"],
          }),
        ],
      }),
      "GET /clinics/bookings/b1/clearance": () => ({ body: clearance() }),
      "GET /clinics/clinicians": () => ({ body: [clinician()] }),
      "PUT /clinics/bookings/b1/status": () => ({
        body: booking({ clinicApprovalStatus: "approved", serviceId: { _id: "s", name: "" } }),
      }),
    });
    renderPortal();
    const user = userEvent.setup();

    expect(await screen.findByRole("tab", { name: "待处理 (1)" })).toBeInTheDocument();
    const card = within(screen.getByRole("tabpanel")).getByRole("listitem");
    expect(within(card).getByRole("heading", { name: "IV 疗法服务" })).toBeInTheDocument();
    expect(card).toHaveTextContent("编号 IV-100001");
    expect(card).toHaveTextContent("上午（上午8点 - 中午12点）");
    expect(card).toHaveTextContent("2026年7月1日星期三");
    expect(within(card).getByText("待处理").closest("[data-slot=badge]")).toHaveTextContent(
      "审批状态： 待处理",
    );
    expect(within(card).getByRole("button", { name: "拒绝" })).toBeEnabled();

    expect(card).toHaveTextContent("请先核查：糖尿病、怀孕或哺乳");

    await user.click(within(card).getByRole("button", { name: "批准" }));
    const dialog = await screen.findByRole("dialog", { name: "批准此患者" });
    expect(await within(dialog).findByRole("region", { name: "请先核查" })).toHaveTextContent("糖尿病");
    await user.click(within(dialog).getByRole("button", { name: "批准" }));
    expect(await within(dialog).findByText("请选择为此患者作出审核的临床人员")).toBeVisible();
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "批准人" }), "n1");
    await user.click(within(dialog).getByRole("button", { name: "批准" }));
    expect(await findToast("预订已更新")).toHaveTextContent("预订已被批准");
    expect(screen.getByRole("tab", { name: "已批准 (1)" })).toBeInTheDocument();
  });

  it("translates the server's message when a decision is refused and when bookings fail to load", async () => {
    localStorage.setItem("clinic_auth_token", fakeToken({ type: "clinic" }));
    await speak("zh");
    let fail = true;
    mockApi({
      "GET /config": () => ({ body: CONFIG }),
      "GET /clinics/profile": () => ({ body: PROFILE }),
      "GET /clinics/bookings": () =>
        fail
          ? {
              status: 500,
              body: {
                message: "Something went wrong on our side. Please try again.",
                messageId: "internalError",
                statusCode: 500,
                code: "INTERNAL_ERROR",
              },
            }
          : { body: [booking()] },
      "PUT /clinics/bookings/b1/status": () => ({
        status: 409,
        body: {
          message: "Booking has already been approved",
          messageId: "alreadyApproved",
          statusCode: 409,
          code: "ALREADY_DECIDED",
        },
      }),
    });
    renderPortal();
    const user = userEvent.setup();

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "加载预订时出错：我们这边出了点问题，请重试。",
    );
    fail = false;
    await user.click(screen.getByRole("button", { name: "重试" }));
    await user.click(await screen.findByRole("button", { name: "拒绝" }));
    const dialog = await screen.findByRole("dialog", { name: "拒绝此预订？" });
    await user.click(within(dialog).getByRole("button", { name: "拒绝预订" }));
    expect(await within(dialog).findByText("请向客户说明拒绝的原因")).toBeVisible();
    await user.type(within(dialog).getByRole("textbox", { name: "给客户的原因" }), "当晚没有护士");
    await user.click(within(dialog).getByRole("button", { name: "拒绝预订" }));
    expect(await findToast("更新失败")).toHaveTextContent("该预订已被批准");
  });
});
