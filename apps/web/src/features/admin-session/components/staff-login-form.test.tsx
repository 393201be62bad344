import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, afterEach, describe, expect, it, vi } from "vitest";
import { loadAdminTexts } from "../../../lib/i18n/admin-texts";
import { mockApi, renderApp, requestAt } from "../../../test/render-app";
import { StaffSessionProvider, useStaffSession } from "../staff-session";
import { StaffLoginForm } from "./staff-login-form";

const STAFF = {
  id: "9f0c2f4e-8b1d-4c55-9d7e-2f5e1c6a7b80",
  email: "demo.staff@ivdrips.my",
  name: "Demo Staff",
};

function Who() {
  const { status, staff } = useStaffSession();
  return <p data-testid="who">{status === "authenticated" ? staff?.name : status}</p>;
}

function renderForm() {
  return renderApp(
    [
      {
        path: "/",
        element: (
          <StaffSessionProvider>
            <StaffLoginForm />
            <Who />
          </StaffSessionProvider>
        ),
      },
    ],
    "/",
    { session: false },
  );
}

beforeAll(async () => {
  await loadAdminTexts("en");
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the staff sign-in form", () => {
  it("signs in with email and password and keeps the staff token under its own key", async () => {
    const fetchMock = mockApi({
      "POST /admin/login": () => ({ body: { token: "staff.token.value", staff: STAFF } }),
    });
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Email"), "demo.staff@ivdrips.my");
    await user.type(screen.getByLabelText("Password"), "DemoStaff2026");
    await user.click(screen.getByRole("button", { name: "Sign in" }));

    expect(await screen.findByTestId("who")).toHaveTextContent("Demo Staff");
    expect(requestAt(fetchMock, 0)).toMatchObject({
      url: "/api/admin/login",
      method: "POST",
      body: { email: "demo.staff@ivdrips.my", password: "DemoStaff2026" },
    });
    expect(localStorage.getItem("staff_auth_token")).toBe("staff.token.value");
    expect(localStorage.getItem("auth_token")).toBeNull();
    expect(localStorage.getItem("clinic_auth_token")).toBeNull();
  });

  it("shows the API's refusal by its message id, and stays signed out", async () => {
    mockApi({
      "POST /admin/login": () => ({
        status: 401,
        body: {
          message: "Invalid email or password",
          statusCode: 401,
          code: "INVALID_CREDENTIALS",
          messageId: "invalidStaffLogin",
        },
      }),
    });
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Email"), "demo.staff@ivdrips.my");
    await user.type(screen.getByLabelText("Password"), "wrong-password");
    await user.click(screen.getByRole("button", { name: "Sign in" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid email or password");
    expect(screen.getByTestId("who")).toHaveTextContent("unauthenticated");
    expect(localStorage.getItem("staff_auth_token")).toBeNull();
  });

  it("says a disabled account is disabled", async () => {
    mockApi({
      "POST /admin/login": () => ({
        status: 403,
        body: {
          message: "This staff account has been disabled.",
          statusCode: 403,
          code: "FORBIDDEN",
          messageId: "staffAccountDisabled",
        },
      }),
    });
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Email"), "gone@ivdrips.my");
    await user.type(screen.getByLabelText("Password"), "whatever-1");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This staff account has been disabled.");
  });

  it("checks the fields before calling the server", async () => {
    const fetchMock = mockApi({});
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Email"), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Password")).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
