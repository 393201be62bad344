import type { AdminService } from "@ivdrips/contract/admin-catalogue";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadAdminTexts } from "../../../lib/i18n/admin-texts";
import { clearToasts, findToast, mockApi, renderApp } from "../../../test/render-app";
import { CataloguePage } from "./catalogue-page";

const SERVICE: AdminService = {
  id: "nmn-150",
  name: "NMN 150",
  tagline: "Cellular energy",
  description: "A long description of NMN 150 for the catalogue.",
  category: "wellness",
  priceRm: 1600,
  duration: "60 minutes",
  image: "/images/nmn.jpg",
  ingredients: ["NMN 150 mg", "Saline"],
  benefits: ["Energy"],
  isActive: true,
  updatedAt: "2026-11-20T02:00:00.000Z",
  translations: {
    ms: {
      name: null,
      tagline: "Tenaga sel",
      description: null,
      ingredients: null,
      benefits: ["Tenaga"],
      updatedAt: "2026-11-21T02:00:00.000Z",
    },
    zh: {
      name: null,
      tagline: null,
      description: null,
      ingredients: null,
      benefits: null,
      updatedAt: null,
    },
  },
  contraindications: { absolute: ["pregnancy_or_breastfeeding"], relative: ["g6pd_deficiency"] },
  consentVersion: "1.2",
};

beforeAll(async () => {
  await loadAdminTexts("en");
});
afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
});

describe("the catalogue editor", () => {
  it("saves a new price with the lists one item a line", async () => {
    const put = vi.fn(({ body }: { body: unknown }) => ({ body: { ...SERVICE, ...(body as object) } }));
    mockApi({
      "GET /admin/services": () => ({ body: { services: [SERVICE] } }),
      "PUT /admin/services/nmn-150": put,
    });
    renderApp([{ path: "/", element: <CataloguePage /> }], "/", { session: false });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Edit: NMN 150" }));
    const dialog = await screen.findByRole("dialog");
    const english = within(dialog).getByRole("tabpanel", { name: "English" });
    const price = within(english).getByLabelText("Price (RM)");
    await user.clear(price);
    await user.type(price, "1750.50");
    await user.type(within(english).getByLabelText("Benefits"), "\n\nFocus ");
    await user.click(within(english).getByRole("button", { name: "Save changes" }));

    expect(await findToast("Service saved")).toBeInTheDocument();
    expect(put.mock.calls[0]?.[0].body).toEqual({
      name: "NMN 150",
      description: SERVICE.description,
      priceRm: 1750.5,
      duration: "60 minutes",
      ingredients: ["NMN 150 mg", "Saline"],
      benefits: ["Energy", "Focus"],
      isActive: true,
    });
  });

  it("saves the clinical rules chosen, warning that the consent to treatment gets a new version", async () => {
    const put = vi.fn(({ body }: { body: unknown }) => ({ body: { ...SERVICE, ...(body as object) } }));
    mockApi({
      "GET /admin/services": () => ({ body: { services: [SERVICE] } }),
      "PUT /admin/services/nmn-150": put,
    });
    renderApp([{ path: "/", element: <CataloguePage /> }], "/", { session: false });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Edit: NMN 150" }));
    const english = within(await screen.findByRole("dialog")).getByRole("tabpanel", { name: "English" });
    const rules = within(english).getByRole("group", { name: "Clinical rules" });
    expect(rules).toHaveTextContent("Consent to treatment: version 1.2.");
    expect(within(rules).getByLabelText("Pregnancy or breastfeeding")).toHaveValue("absolute");
    expect(within(rules).getByLabelText("G6PD deficiency")).toHaveValue("relative");
    expect(within(rules).getByLabelText("Kidney disease")).toHaveValue("none");
    expect(within(rules).queryByRole("note")).toBeNull();

    await user.selectOptions(within(rules).getByLabelText("G6PD deficiency"), "Absolute");
    await user.selectOptions(within(rules).getByLabelText("Kidney disease"), "Relative");
    await user.selectOptions(within(rules).getByLabelText("Latex allergy"), "Relative");
    await user.selectOptions(within(rules).getByLabelText("Pregnancy or breastfeeding"), "None");
    expect(within(rules).getByRole("note")).toHaveTextContent(
      "The rules have changed: saving replaces consent version 1.2 with a new one",
    );
    await user.click(within(english).getByRole("button", { name: "Save changes" }));

    expect(await findToast("Service saved")).toBeInTheDocument();
    expect(put.mock.calls[0]?.[0].body).toMatchObject({
      name: "NMN 150",
      priceRm: 1600,
      contraindications: {
        absolute: ["g6pd_deficiency"],
        relative: ["kidney_disease", "latex_allergy"],
      },
    });
  });

  it("leaves the rules out when a choice is changed back", async () => {
    const put = vi.fn(({ body }: { body: unknown }) => ({ body: { ...SERVICE, ...(body as object) } }));
    mockApi({
      "GET /admin/services": () => ({ body: { services: [SERVICE] } }),
      "PUT /admin/services/nmn-150": put,
    });
    renderApp([{ path: "/", element: <CataloguePage /> }], "/", { session: false });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Edit: NMN 150" }));
    const english = within(await screen.findByRole("dialog")).getByRole("tabpanel", { name: "English" });
    const g6pd = within(english).getByLabelText("G6PD deficiency");
    await user.selectOptions(g6pd, "None");
    expect(within(english).getByRole("note")).toBeInTheDocument();
    await user.selectOptions(g6pd, "Relative");
    expect(within(english).queryByRole("note")).toBeNull();
    await user.click(within(english).getByRole("button", { name: "Save changes" }));
    expect(await findToast("Service saved")).toBeInTheDocument();
    expect(put.mock.calls[0]?.[0].body).not.toHaveProperty("contraindications");
  });

  it("saves the Malay texts, English showing through the empty fields, and shows a refusal on its field", async () => {
    const saved = { ...SERVICE, name: "NMN 150" };
    const put = vi
      .fn<(request: { body: unknown }) => { status?: number; body: unknown }>()
      .mockReturnValueOnce({
        status: 400,
        body: {
          message: "A service name must be 2-100 characters",
          statusCode: 400,
          code: "VALIDATION_ERROR",
          messageId: "serviceNameLength",
          params: { min: 2, max: 100 },
          details: { name: "A service name must be 2-100 characters" },
          detailMessages: { name: { messageId: "serviceNameLength", params: { min: 2, max: 100 } } },
        },
      })
      .mockReturnValueOnce({ body: saved });
    mockApi({
      "GET /admin/services": () => ({ body: { services: [SERVICE] } }),
      "PUT /admin/services/nmn-150/translations/ms": put,
    });
    renderApp([{ path: "/", element: <CataloguePage /> }], "/", { session: false });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Edit: NMN 150" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("tab", { name: "Bahasa Melayu" }));
    const malay = within(dialog).getByRole("tabpanel", { name: "Bahasa Melayu" });
    expect(malay).toHaveTextContent(/customers reading this language see the English text/);

    // An empty field shows the English text it falls back to.
    const name = within(malay).getByLabelText("Name");
    const description = within(malay).getByLabelText("Description");
    expect(name).toHaveValue("");
    expect(name).toHaveAttribute("placeholder", "NMN 150");
    expect(description).toHaveAttribute("placeholder", SERVICE.description);
    expect(within(malay).getByLabelText("Tagline")).toHaveValue("Tenaga sel");
    await user.type(name, "NMN 150 Malaysia");
    await user.type(description, "Huraian panjang NMN 150 untuk katalog.");
    await user.click(within(malay).getByRole("button", { name: "Save changes" }));

    // The server's refusal stands under its field.
    await waitFor(() => expect(name).toHaveAttribute("aria-invalid", "true"));
    expect(name).toHaveAccessibleDescription("A service name must be 2-100 characters");
    expect(put.mock.calls[0]?.[0].body).toEqual({
      name: "NMN 150 Malaysia",
      tagline: "Tenaga sel",
      description: "Huraian panjang NMN 150 untuk katalog.",
      ingredients: null,
      benefits: ["Tenaga"],
    });

    await user.clear(name);
    await user.type(name, "NMN Malaysia");
    await user.click(within(malay).getByRole("button", { name: "Save changes" }));
    expect(await findToast("Texts saved")).toBeInTheDocument();
    expect(put).toHaveBeenCalledTimes(2);
    expect(put.mock.calls[1]?.[0].body).toMatchObject({ name: "NMN Malaysia" });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
