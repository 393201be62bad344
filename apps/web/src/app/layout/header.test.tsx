import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { setLanguage } from "../../lib/i18n/language-store";
import { clearToasts, fakeToken, findToast, mockApi, renderApp, requestAt } from "../../test/render-app";
import { LocationProvider } from "../../features/location/location-context";
import { Header } from "./header";

const aisha = {
  id: "user-1",
  email: "aisha@example.com",
  fullName: "Aisha Rahman",
  phone: "+60 12-345 6789",
  createdAt: "2026-01-01T00:00:00.000Z",
};

/** `whatsappNumber`: null while the site's configuration has not arrived. */
function renderHeader(whatsappNumber: string | null = "60123456789") {
  return renderApp([
    {
      path: "/",
      element: (
        <LocationProvider>
          <Header whatsappNumber={whatsappNumber ?? undefined} />
        </LocationProvider>
      ),
    },
  ]);
}

afterEach(async () => {
  clearToasts();
  await setLanguage("en");
  localStorage.clear();
});

describe("the header's language switcher", () => {
  it("switches the header to Malay and sets <html lang>, without calling the API for a visitor", async () => {
    const fetchMock = mockApi({});
    renderHeader();
    await userEvent.click(screen.getByRole("button", { name: /Language: English/ }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Bahasa Melayu" }));
    expect(await screen.findByRole("link", { name: "Sokongan" })).toHaveAttribute("href", "/support");
    expect(document.documentElement.lang).toBe("ms");
    expect(localStorage.getItem("language")).toBe("ms");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("saves a signed-in customer's new language with their email choices unchanged", async () => {
    localStorage.setItem("auth_token", fakeToken());
    const fetchMock = mockApi({
      "GET /users/profile": () => ({ body: aisha }),
      "GET /users/preferences": () => ({
        body: { emailReminders: false, marketingEmails: true, language: "en" },
      }),
      "PUT /users/preferences": ({ body }) => ({ body }),
    });
    renderHeader();
    await screen.findByRole("button", { name: /Aisha/ });
    await userEvent.click(screen.getByRole("button", { name: /Language: English/ }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "简体中文" }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(true));
    const put = fetchMock.mock.calls.findIndex(([, init]) => init?.method === "PUT");
    expect(requestAt(fetchMock, put).body).toEqual({
      emailReminders: false,
      marketingEmails: true,
      language: "zh",
    });
    expect(requestAt(fetchMock, put).headers.get("accept-language")).toBe("zh");
  });
});

describe("the bar", () => {
  it("labels the WhatsApp button 'WhatsApp' and keeps 'Book via WhatsApp' as its name", () => {
    mockApi({});
    renderHeader();
    const link = screen.getByRole("link", { name: "Book via WhatsApp" });
    expect(link).toHaveTextContent(/^WhatsApp$/);
    expect(link).toHaveAttribute("href", expect.stringContaining("60123456789"));
  });

  it("keeps the WhatsApp button's place, unseen and unnamed, until the number is known", () => {
    mockApi({});
    renderHeader(null);
    expect(screen.queryByRole("link", { name: "Book via WhatsApp" })).toBeNull();
    const nav = screen.getByRole("navigation", { name: "Main" });
    const placeholder = within(nav).getByText("WhatsApp", { selector: "span" });
    expect(placeholder).toHaveAttribute("aria-hidden", "true");
    expect(placeholder).toHaveClass("invisible");
    expect(document.querySelectorAll("a[href*='wa.me']")).toHaveLength(0);
  });

  it("has no WhatsApp button, and keeps no place for one, when there is no number", () => {
    mockApi({});
    renderHeader("");
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).queryByText("WhatsApp")).toBeNull();
  });
});

describe("the mobile menu", () => {
  it("logs out as the user menu does: signs out, toasts 'Logged out' and goes home", async () => {
    localStorage.setItem("auth_token", fakeToken());
    const fetchMock = mockApi({
      "GET /users/profile": () => ({ body: aisha }),
      "POST /auth/logout": () => ({ body: { message: "You have been signed out.", messageId: "signedOut" } }),
    });
    const { router } = renderApp(
      [
        { path: "/", element: <h1>Home</h1> },
        {
          path: "/services",
          element: (
            <LocationProvider>
              <Header whatsappNumber="60123456789" />
            </LocationProvider>
          ),
        },
      ],
      "/services",
    );
    const user = userEvent.setup();
    await screen.findByRole("button", { name: /Aisha Rahman/ });

    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const menu = await screen.findByRole("dialog", { name: "Menu" });
    expect(menu).toHaveTextContent("Welcome, Aisha Rahman");
    await user.click(within(menu).getByRole("button", { name: "Logout" }));

    expect(await findToast("Logged out")).toHaveTextContent("You have been successfully logged out.");
    expect(await screen.findByRole("heading", { name: "Home" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
    expect(localStorage.getItem("auth_token")).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith("/api/auth/logout", expect.objectContaining({ method: "POST" }));
  });
});
