import type { AdminService } from "@ivdrips/contract/admin-catalogue";
import { screen, within } from "@testing-library/react";
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
} as AdminService;

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
    const price = within(dialog).getByLabelText("Price (RM)");
    await user.clear(price);
    await user.type(price, "1750.50");
    await user.type(within(dialog).getByLabelText("Benefits"), "\n\nFocus ");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));

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
});
