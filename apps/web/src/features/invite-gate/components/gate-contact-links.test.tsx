import type { Language } from "@ivdrips/contract/languages";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setLanguage } from "../../../lib/i18n/language-store";
import { clearToasts, mockApi, renderApp } from "../../../test/render-app";
import { openedFrom } from "../opened-from";
import { InviteGateDialog } from "./invite-gate-dialog";

const CONTACT = {
  whatsappNumber: "60123456789",
  supportPhone: "+60 3-2785 0000",
  supportEmail: "care@ivdrips.my",
};

/** The gate over a page at `path`; the server names the service it is asked about. */
function gateAt(path: string) {
  const fetchMock = mockApi({
    "GET /invite-codes/contact": ({ url }) => ({
      body: { ...CONTACT, serviceName: url.searchParams.get("service") === "nmn-150" ? "NMN 150" : null },
    }),
  });
  renderApp([{ path: "*", element: <InviteGateDialog onGranted={() => {}} /> }], path, { session: false });
  return fetchMock;
}

/** The links once the numbers have arrived, in their navigation landmark named `label`. */
async function links(label = "Contact our team") {
  await screen.findByRole("link", { name: /WhatsApp/ });
  return screen.getByRole("navigation", { name: label });
}
/** The text a WhatsApp link opens the chat with. */
const chatOf = (link: HTMLElement) => new URL(link.getAttribute("href") ?? "").searchParams.get("text");

afterEach(async () => {
  clearToasts();
  vi.unstubAllGlobals();
  await act(() => setLanguage("en"));
});

describe("the gate's ways to ask for a code", () => {
  it("links WhatsApp with a prefilled message naming the service page, email and phone", async () => {
    const fetchMock = gateAt("/service/nmn-150");
    const nav = await links();
    const whatsapp = within(nav).getByRole("link", { name: /WhatsApp/ });
    expect(whatsapp.getAttribute("href")).toMatch(/^https:\/\/wa\.me\/60123456789\?text=/);
    expect(whatsapp).toHaveAttribute("target", "_blank");
    expect(chatOf(whatsapp)).toBe(
      "Hi! I'd like an invite code for IV Drips. I'm interested in NMN 150. Can you help me?",
    );
    expect(within(nav).getByRole("link", { name: /Email/ })).toHaveAttribute(
      "href",
      "mailto:care@ivdrips.my",
    );
    expect(within(nav).getByRole("link", { name: /Call/ })).toHaveAttribute("href", "tel:+60327850000");
    expect(within(nav).getByText("+60 3-2785 0000")).toBeInTheDocument();
    // SPEC's footer stays word for word above the links.
    expect(screen.getByText("Don't have an invite code? Contact our support team.")).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      "/api/invite-codes/contact?service=nmn-150",
    ]);
  });

  it("names a booking reference found in the address, and nothing on other pages", async () => {
    gateAt("/account?booking=ivd-w922ax");
    expect(chatOf(within(await links()).getByRole("link", { name: /WhatsApp/ }))).toBe(
      "Hi! I need an invite code for IV Drips to see my booking IVD-W922AX. Can you help me?",
    );
  });

  it("asks without naming anything on a page about nothing in particular", async () => {
    gateAt("/services");
    expect(chatOf(within(await links()).getByRole("link", { name: /WhatsApp/ }))).toBe(
      "Hi! I'd like an invite code for IV Drips. Can you help me?",
    );
  });

  const inLanguage: [Language, string, RegExp, RegExp, string][] = [
    [
      "ms",
      "Hubungi pasukan kami",
      /E-mel/,
      /Telefon/,
      "Hai! Saya ingin mendapatkan kod jemputan untuk IV Drips. Saya berminat dengan NMN 150. Boleh bantu saya?",
    ],
    [
      "zh",
      "联系我们的团队",
      /电子邮件/,
      /致电/,
      "您好！我想获取 IV Drips 的邀请码。我对 NMN 150 感兴趣，可以帮我吗？",
    ],
  ];
  it.each(inLanguage)(
    "speaks %s: the links and the prefilled message",
    async (language, label, email, call, chat) => {
      await act(() => setLanguage(language));
      gateAt("/service/nmn-150");
      const nav = await links(label);
      expect(chatOf(within(nav).getByRole("link", { name: /WhatsApp/ }))).toBe(chat);
      expect(within(nav).getByRole("link", { name: email })).toHaveAttribute(
        "href",
        "mailto:care@ivdrips.my",
      );
      expect(within(nav).getByRole("link", { name: call })).toHaveAttribute("href", "tel:+60327850000");
    },
  );
});

describe("the gate's toasts", () => {
  it("closes a failed attempt's toast when the next attempt lets the visitor in", async () => {
    let attempts = 0;
    mockApi({
      "GET /invite-codes/contact": () => ({ body: { ...CONTACT, serviceName: null } }),
      "POST /invite-codes/verify": () => {
        attempts += 1;
        return { body: { valid: attempts > 1 } };
      },
    });
    const onGranted = vi.fn();
    renderApp([{ path: "/", element: <InviteGateDialog onGranted={onGranted} /> }], "/", { session: false });
    const user = userEvent.setup();
    const field = await screen.findByLabelText("Invite Code");
    await user.type(field, "WRONG");
    await user.click(screen.getByRole("button", { name: "Verify & Enter" }));
    const notifications = await screen.findByRole("region", { name: /Notifications/ });
    expect(await within(notifications).findByText("Invalid Code")).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, "IVDRIPS-DEMO");
    await user.click(screen.getByRole("button", { name: "Verify & Enter" }));
    expect(await within(notifications).findByText("Access Granted")).toBeInTheDocument();
    await waitFor(() => expect(within(notifications).queryByText("Invalid Code")).toBeNull());
    expect(onGranted).toHaveBeenCalledTimes(1);
  });
});

describe("openedFrom", () => {
  it("reads the service page's id, else a booking reference anywhere in the address", () => {
    expect(openedFrom("/service/nmn-150", "")).toEqual({ serviceId: "nmn-150" });
    expect(openedFrom("/service/nmn-150/", "?ref=IVD-W922AX")).toEqual({ serviceId: "nmn-150" });
    expect(openedFrom("/booking-confirmation", "?reference=ivd-w922ax")).toEqual({ reference: "IVD-W922AX" });
    expect(openedFrom("/account/IVD-W922AX", "")).toEqual({ reference: "IVD-W922AX" });
    expect(openedFrom("/services", "?q=ivd")).toBeNull();
    expect(openedFrom("/", "?x=%E0%A4%A")).toBeNull();
  });
});
