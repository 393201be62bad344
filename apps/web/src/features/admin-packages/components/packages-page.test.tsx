import type { AdminService } from "@ivdrips/contract/admin-catalogue";
import type { AdminDripPackage } from "@ivdrips/contract/drip-packages";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadAdminTexts } from "../../../lib/i18n/admin-texts";
import { at, clearToasts, findToast, mockApi, renderApp, type ApiHandler } from "../../../test/render-app";
import { PackagesPage } from "./packages-page";

const service = (
  fields: Pick<AdminService, "id" | "name" | "priceRm"> & Partial<AdminService>,
): AdminService => ({
  tagline: "",
  description: "",
  category: "wellness",
  duration: "60 minutes",
  image: "/images/drip.jpg",
  ingredients: [],
  benefits: [],
  isActive: true,
  updatedAt: "2026-11-20T02:00:00.000Z",
  translations: {
    ms: { name: null, tagline: null, description: null, ingredients: null, benefits: null, updatedAt: null },
    zh: { name: null, tagline: null, description: null, ingredients: null, benefits: null, updatedAt: null },
  },
  contraindications: { absolute: [], relative: [] },
  consentVersion: "1.0",
  ...fields,
});

const NMN_150 = service({ id: "nmn-150", name: "NMN 150", priceRm: 1600 });
const NMN_300 = service({ id: "nmn-300", name: "NMN 300", priceRm: 2600 });
const LIVER = service({ id: "liver-cleanse", name: "Liver Cleanse", priceRm: 900, isActive: false });

const pack = (
  fields: Partial<AdminDripPackage> & Pick<AdminDripPackage, "id" | "name">,
): AdminDripPackage => ({
  credits: 4,
  price: 5200.5,
  validMonths: 6,
  services: [{ id: NMN_150.id, name: NMN_150.name }],
  isActive: true,
  updatedAt: "2026-11-29T02:00:00.000Z",
  ...fields,
});

const FOUR_NMN = pack({ id: "6f1c1d7e-0d0a-4e55-9a59-2b1f3c4d5e01", name: "4 × NMN 150" });
const TEN_MIXED = pack({
  id: "6f1c1d7e-0d0a-4e55-9a59-2b1f3c4d5e02",
  name: "10 × NMN",
  credits: 10,
  price: 18000,
  validMonths: 1,
  services: [
    { id: NMN_150.id, name: NMN_150.name },
    { id: NMN_300.id, name: NMN_300.name },
  ],
  isActive: false,
});

/** The console's reads: these packages and the catalogue's services, and any writes the test gives. */
function consoleApi(packages: () => AdminDripPackage[], writes: Record<string, ApiHandler> = {}) {
  return mockApi({
    "GET /admin/packages": () => ({ body: { packages: packages() } }),
    "GET /admin/services": () => ({ body: { services: [NMN_150, NMN_300, LIVER] } }),
    ...writes,
  });
}

function renderPage() {
  renderApp([{ path: "/", element: <PackagesPage /> }], "/", { session: false });
  return userEvent.setup();
}

/** A package's row in the desktop table, by its name (the row's header cell). */
async function tableRow(name: string) {
  const table = await screen.findByRole("table", { name: "Packages" });
  const header = await within(table).findByRole("rowheader", { name });
  const row = header.closest("tr");
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

/** The dialog's submit: the request goes once the form is valid. */
const save = (dialog: ReturnType<typeof within>, user: ReturnType<typeof userEvent.setup>) =>
  user.click(dialog.getByRole("button", { name: "Save" }));

beforeAll(async () => {
  await loadAdminTexts("en");
});
afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
});

describe("the drip packages list", () => {
  it("shows each package's drips, price, price per drip, services, validity and whether it is on sale", async () => {
    consoleApi(() => [FOUR_NMN, TEN_MIXED]);
    renderPage();

    const four = await tableRow("4 × NMN 150");
    const cells = (row: HTMLElement) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent);
    // RM 5,200.50 over 4 drips: RM 1,300.125 a drip, shown to the sen.
    expect(cells(four)).toEqual([
      "4 × NMN 150",
      "NMN 150",
      "4",
      "RM 5,200.50",
      "RM 1,300.13",
      "6 months",
      "On sale",
      "Edit 4 × NMN 150",
    ]);
    expect(cells(await tableRow("10 × NMN"))).toEqual([
      "10 × NMN",
      "NMN 150, NMN 300",
      "10",
      "RM 18,000",
      "RM 1,800",
      "1 month",
      "Off sale",
      "Edit 10 × NMN",
    ]);
    const headers = within(screen.getByRole("table")).getAllByRole("columnheader");
    expect(headers.map((header) => header.textContent)).toEqual([
      "Package",
      "Services covered",
      "Drips",
      "Price",
      "Per drip",
      "Valid for",
      "Status",
      "Actions",
    ]);

    // On a phone the same figures, a card a package.
    const cards = within(screen.getByRole("list", { name: "Packages" })).getAllByRole("listitem");
    expect(cards).toHaveLength(2);
    const card = within(at(cards, 1));
    expect(card.getByRole("heading", { name: "10 × NMN" })).toBeInTheDocument();
    expect(card.getByText("Per drip").nextSibling).toHaveTextContent("RM 1,800");
    expect(card.getByText("Services covered").nextSibling).toHaveTextContent("NMN 150, NMN 300");
    expect(card.getByText("Off sale")).toBeInTheDocument();
  });

  it("says so when there is no package yet", async () => {
    consoleApi(() => []);
    renderPage();
    expect(await screen.findByText("No packages yet: customers pay for each drip on its own.")).toBeVisible();
    expect(screen.queryByRole("table")).toBeNull();
  });
});

describe("the package form", () => {
  it("refuses what the contract refuses before sending, then posts the package and lists it", async () => {
    let packages: AdminDripPackage[] = [];
    const post = vi.fn(({ body }: { body: unknown }) => {
      const input = body as { serviceIds: string[] } & Omit<
        AdminDripPackage,
        "services" | "id" | "updatedAt"
      >;
      const created = pack({
        id: "6f1c1d7e-0d0a-4e55-9a59-2b1f3c4d5e10",
        name: input.name,
        credits: input.credits,
        price: input.price,
        validMonths: input.validMonths,
        isActive: input.isActive,
        services: [NMN_150, NMN_300]
          .filter((item) => input.serviceIds.includes(item.id))
          .map(({ id, name }) => ({ id, name })),
      });
      packages = [created];
      return { status: 201, body: created };
    });
    consoleApi(() => packages, { "POST /admin/packages": post });
    const user = renderPage();
    await user.click(await screen.findByRole("button", { name: "New package" }));
    const dialog = within(await screen.findByRole("dialog", { name: "New package" }));
    // The catalogue's services as checkboxes, with their prices; an inactive one says so.
    expect(await dialog.findByRole("checkbox", { name: /NMN 150\s*RM 1,600/ })).not.toBeChecked();
    expect(dialog.getByRole("checkbox", { name: /Liver Cleanse\s*RM 900 · inactive/ })).toBeInTheDocument();
    expect(dialog.getByRole("switch", { name: "On sale: customers can buy it" })).toBeChecked();

    await save(dialog, user);
    expect(dialog.getByLabelText("Package name")).toHaveAccessibleDescription(
      "Name the package in 2 to 100 characters",
    );
    expect(dialog.getByLabelText("Drips in the package")).toHaveAccessibleDescription(
      /A package holds 1 to 20 drips/,
    );
    expect(dialog.getByLabelText("Price (RM)")).toHaveAttribute("aria-invalid", "true");
    expect(dialog.getByRole("group", { name: "Services it covers" })).toHaveAccessibleDescription(
      /Choose the drips the package covers/,
    );
    expect(dialog.getByLabelText("Valid for (months)")).toHaveAccessibleDescription(
      /A package lasts 1 to 24 months/,
    );

    await user.type(dialog.getByLabelText("Package name"), "4 × NMN 150");
    await user.type(dialog.getByLabelText("Drips in the package"), "21");
    await user.type(dialog.getByLabelText("Price (RM)"), "0");
    await user.type(dialog.getByLabelText("Valid for (months)"), "6");
    await user.click(dialog.getByRole("checkbox", { name: /NMN 150/ }));
    await save(dialog, user);
    expect(dialog.getByLabelText("Drips in the package")).toHaveAccessibleDescription(
      /A package holds 1 to 20 drips/,
    );
    expect(dialog.getByLabelText("Price (RM)")).toHaveAccessibleDescription(
      /Give the package a price above RM 0/,
    );
    expect(post).not.toHaveBeenCalled();

    await user.clear(dialog.getByLabelText("Drips in the package"));
    await user.type(dialog.getByLabelText("Drips in the package"), "4");
    await user.clear(dialog.getByLabelText("Price (RM)"));
    await user.type(dialog.getByLabelText("Price (RM)"), "5200.50");
    await save(dialog, user);
    expect(await findToast("Package added")).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(1);
    // The contract's payload: price in RM, no note when none was typed.
    expect(post.mock.calls[0]?.[0].body).toEqual({
      name: "4 × NMN 150",
      serviceIds: ["nmn-150"],
      credits: 4,
      price: 5200.5,
      validMonths: 6,
      isActive: true,
    });
    expect(screen.getByText("4 × NMN 150: 4 drips for RM 5,200.50.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await tableRow("4 × NMN 150")).toHaveTextContent("RM 1,300.13");
  });

  it("shows the server's refusal of a field under that field, and keeps what was typed", async () => {
    const post = vi.fn(() => ({
      status: 400,
      body: {
        message: "Name the package in 2 to 100 characters",
        statusCode: 400,
        code: "VALIDATION_ERROR",
        messageId: "packageNameLength",
        details: { name: "Name the package in 2 to 100 characters" },
        detailMessages: { name: { messageId: "packageNameLength" } },
      },
    }));
    consoleApi(() => [], { "POST /admin/packages": post });
    const user = renderPage();
    await user.click(await screen.findByRole("button", { name: "New package" }));
    const dialog = within(await screen.findByRole("dialog"));
    await fillValidPackage(dialog, user);
    await save(dialog, user);

    const name = dialog.getByLabelText("Package name");
    await waitFor(() => expect(name).toHaveAccessibleDescription("Name the package in 2 to 100 characters"));
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveFocus();
    expect(name).toHaveValue("4 × NMN 150");
    expect(dialog.getByLabelText("Price (RM)")).not.toHaveAttribute("aria-invalid");
    expect(post).toHaveBeenCalledTimes(1);
  });

  it("shows a refusal of the services chosen at the services and in the dialog", async () => {
    consoleApi(() => [], {
      "POST /admin/packages": () => ({
        status: 400,
        body: {
          message: "A package can only cover drips of the catalogue",
          statusCode: 400,
          code: "VALIDATION_ERROR",
          messageId: "packageServiceUnknown",
        },
      }),
    });
    const user = renderPage();
    await user.click(await screen.findByRole("button", { name: "New package" }));
    const dialog = within(await screen.findByRole("dialog"));
    await fillValidPackage(dialog, user);
    await save(dialog, user);

    expect(await dialog.findByRole("alert")).toHaveTextContent(
      "A package can only cover drips of the catalogue",
    );
    expect(dialog.getByRole("group", { name: "Services it covers" })).toHaveAccessibleDescription(
      /A package can only cover drips of the catalogue/,
    );
    expect(dialog.getByRole("checkbox", { name: /NMN 150/ })).toHaveFocus();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("edits a package with its values filled in, and takes it off sale with a note for the audit log", async () => {
    let packages = [FOUR_NMN];
    const patch = vi.fn(({ body }: { body: unknown }) => {
      const saved = { ...FOUR_NMN, ...(body as Partial<AdminDripPackage>) };
      packages = [saved];
      return { body: saved };
    });
    consoleApi(() => packages, { [`PATCH /admin/packages/${FOUR_NMN.id}`]: patch });
    const user = renderPage();
    const row = within(await tableRow("4 × NMN 150"));
    await user.click(row.getByRole("button", { name: /^Edit\s*4 × NMN 150$/ }));

    const dialog = within(await screen.findByRole("dialog", { name: "Edit 4 × NMN 150" }));
    expect(dialog.getByLabelText("Package name")).toHaveValue("4 × NMN 150");
    expect(dialog.getByLabelText("Drips in the package")).toHaveValue(4);
    expect(dialog.getByLabelText("Price (RM)")).toHaveValue(5200.5);
    expect(dialog.getByLabelText("Valid for (months)")).toHaveValue(6);
    expect(await dialog.findByRole("checkbox", { name: /NMN 150/ })).toBeChecked();
    expect(dialog.getByRole("checkbox", { name: /NMN 300/ })).not.toBeChecked();
    const onSale = dialog.getByRole("switch", { name: "On sale: customers can buy it" });
    expect(onSale).toBeChecked();

    await user.click(onSale);
    await user.type(dialog.getByLabelText("Note for the audit log (optional)"), "NMN out of stock");
    await save(dialog, user);
    expect(await findToast("Package saved")).toBeInTheDocument();
    expect(patch.mock.calls[0]?.[0].body).toEqual({
      name: "4 × NMN 150",
      serviceIds: ["nmn-150"],
      credits: 4,
      price: 5200.5,
      validMonths: 6,
      isActive: false,
      note: "NMN out of stock",
    });
    await waitFor(async () => expect(await tableRow("4 × NMN 150")).toHaveTextContent("Off sale"));
  });
});

/** A package the contract accepts: 4 × NMN 150 at RM 5,200.50 for 6 months. */
async function fillValidPackage(dialog: ReturnType<typeof within>, user: ReturnType<typeof userEvent.setup>) {
  await user.type(dialog.getByLabelText("Package name"), "4 × NMN 150");
  await user.type(dialog.getByLabelText("Drips in the package"), "4");
  await user.type(dialog.getByLabelText("Price (RM)"), "5200.50");
  await user.type(dialog.getByLabelText("Valid for (months)"), "6");
  await user.click(await dialog.findByRole("checkbox", { name: /NMN 150/ }));
}
