import type { ServiceArea } from "@ivdrips/contract/service-areas";
import type { VisitFees } from "@ivdrips/contract/visit-fees";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadAdminTexts } from "../../../lib/i18n/admin-texts";
import { clearToasts, findToast, mockApi, renderApp, type ApiHandler } from "../../../test/render-app";
import { VisitAreasPage } from "./visit-areas-page";

const area = (fields: Partial<ServiceArea> & Pick<ServiceArea, "id" | "name">): ServiceArea => ({
  city: "Kuala Lumpur",
  postcodeFrom: "50000",
  postcodeTo: "50999",
  isActive: true,
  updatedAt: "2026-11-20T02:00:00.000Z",
  ...fields,
});

const CITY_CENTRE = area({ id: "0b6f3c1e-1a2b-4c3d-8e4f-5a6b7c8d9e01", name: "Kuala Lumpur City Centre" });
const KLCC = area({
  id: "0b6f3c1e-1a2b-4c3d-8e4f-5a6b7c8d9e02",
  name: "KLCC",
  postcodeFrom: "50450",
  postcodeTo: "50450",
});
const KEPONG = area({
  id: "0b6f3c1e-1a2b-4c3d-8e4f-5a6b7c8d9e03",
  name: "Kepong",
  postcodeFrom: "52000",
  postcodeTo: "52999",
  isActive: false,
});
const GEORGE_TOWN = area({
  id: "0b6f3c1e-1a2b-4c3d-8e4f-5a6b7c8d9e04",
  city: "Penang",
  name: "George Town",
  postcodeFrom: "10000",
  postcodeTo: "10999",
});

const KL_FEES: VisitFees = {
  city: "Kuala Lumpur",
  nightSurcharge: 100,
  sameDaySurcharge: 150,
  callOutFee: 100,
};
/** The defaults, as GET /api/visit-fees answers them for a city with no fees of its own. */
const DEFAULT_FEES = { nightSurcharge: 100, sameDaySurcharge: 150, callOutFee: 100 };

/** The console's reads: these areas and fees rows, and the defaults for any other city. */
function consoleApi(
  areas: () => ServiceArea[],
  fees: () => VisitFees[] = () => [KL_FEES],
  writes: Record<string, ApiHandler> = {},
) {
  return mockApi({
    "GET /admin/service-areas": () => ({ body: { areas: areas() } }),
    "GET /admin/visit-fees": () => ({ body: { cities: fees() } }),
    "GET /visit-fees": ({ url }) => ({ body: { city: url.searchParams.get("city"), ...DEFAULT_FEES } }),
    ...writes,
  });
}

function renderPage() {
  renderApp([{ path: "/", element: <VisitAreasPage /> }], "/", { session: false });
  return userEvent.setup();
}

/** The card of a city's fees. */
async function feesCard(city: string) {
  const fees = await screen.findByRole("region", { name: "Visit fees" });
  const heading = await within(fees).findByRole("heading", { level: 3, name: city });
  const card = heading.closest("li");
  if (!card) throw new Error(`no fees card for ${city}`);
  return within(card);
}

/** The row of a service area in the list. */
function areaRow(name: string) {
  const row = screen.getAllByRole("listitem").find((item) => within(item).queryAllByText(name).length > 0);
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
}

beforeAll(async () => {
  await loadAdminTexts("en");
});
afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
});

describe("the visit areas and fees page", () => {
  it("lists each city's fees in RM, the defaults where a city has none, and its areas with their ranges", async () => {
    const fetchMock = consoleApi(() => [CITY_CENTRE, KLCC, KEPONG, GEORGE_TOWN]);
    renderPage();

    const kl = await feesCard("Kuala Lumpur");
    expect(kl.getByText("Night surcharge").nextSibling).toHaveTextContent("RM 100");
    expect(kl.getByText("Same-day surcharge").nextSibling).toHaveTextContent("RM 150");
    expect(kl.getByText("Call-out fee").nextSibling).toHaveTextContent("RM 100");
    expect(kl.queryByText("Default fees")).toBeNull();
    // Penang has areas but no fees of its own: the defaults it charges, read as the booking card reads them.
    const penang = await feesCard("Penang");
    expect(penang.getByText("Default fees")).toBeInTheDocument();
    expect(await penang.findAllByText("RM 150")).toHaveLength(1);
    const asked = fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.includes("/visit-fees?"));
    expect(asked).toEqual(["/api/visit-fees?city=Penang"]);

    const klAreas = screen.getByRole("list", { name: "Kuala Lumpur" });
    expect(within(klAreas).getAllByRole("listitem")).toHaveLength(3);
    expect(screen.getByText("3 areas")).toBeInTheDocument();
    expect(areaRow("Kuala Lumpur City Centre").getByText("Postcodes 50000 to 50999")).toBeInTheDocument();
    expect(areaRow("KLCC").getByText("Postcode 50450")).toBeInTheDocument();
    expect(areaRow("Kepong").getByText("Inactive")).toBeInTheDocument();
    expect(areaRow("George Town").getByText("Active")).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Penang" })).toBeInTheDocument();
  });

  it("adds an area with the contract's payload, after checking the range's order itself", async () => {
    let areas = [CITY_CENTRE];
    const post = vi.fn(({ body }: { body: unknown }) => {
      const created = area({
        id: "0b6f3c1e-1a2b-4c3d-8e4f-5a6b7c8d9e10",
        ...(body as Partial<ServiceArea>),
      } as ServiceArea);
      areas = [...areas, created];
      return { status: 201, body: created };
    });
    consoleApi(() => areas, undefined, { "POST /admin/service-areas": post });
    const user = renderPage();
    await user.click(await screen.findByRole("button", { name: "New service area" }));
    const dialog = within(await screen.findByRole("dialog"));
    // The first city with areas is offered.
    const city = dialog.getByLabelText("City");
    expect(city).toHaveValue("Kuala Lumpur");
    await user.clear(city);
    await user.type(city, "Ipoh");
    await user.type(dialog.getByLabelText("Area name"), "Ipoh Garden");
    await user.type(dialog.getByLabelText("First postcode"), "31499");
    await user.type(dialog.getByLabelText("Last postcode"), "31400");
    await user.click(dialog.getByRole("button", { name: "Save" }));
    expect(dialog.getByLabelText("Last postcode")).toHaveAccessibleDescription(
      "The range's first postcode must not come after its last",
    );
    expect(post).not.toHaveBeenCalled();

    await user.clear(dialog.getByLabelText("First postcode"));
    await user.type(dialog.getByLabelText("First postcode"), "31400");
    await user.clear(dialog.getByLabelText("Last postcode"));
    await user.type(dialog.getByLabelText("Last postcode"), "31499");
    await user.click(dialog.getByRole("button", { name: "Save" }));
    expect(await findToast("Service area added")).toBeInTheDocument();
    expect(post.mock.calls[0]?.[0].body).toEqual({
      city: "Ipoh",
      name: "Ipoh Garden",
      postcodeFrom: "31400",
      postcodeTo: "31499",
      isActive: true,
    });
    // The list is read again: Ipoh has its area, and a fees card with the defaults.
    expect(await screen.findByRole("list", { name: "Ipoh" })).toHaveTextContent("Postcodes 31400 to 31499");
    expect((await feesCard("Ipoh")).getByText("Default fees")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows the server's refusal of a field under that field, and keeps what was typed", async () => {
    const post = vi.fn(() => ({
      status: 400,
      body: {
        message: "Name the area in 2 to 100 characters",
        statusCode: 400,
        code: "VALIDATION_ERROR",
        messageId: "serviceAreaNameLength",
        details: { name: "Name the area in 2 to 100 characters" },
        detailMessages: { name: { messageId: "serviceAreaNameLength" } },
      },
    }));
    consoleApi(() => [CITY_CENTRE], undefined, { "POST /admin/service-areas": post });
    const user = renderPage();
    await user.click(await screen.findByRole("button", { name: "New service area" }));
    const dialog = within(await screen.findByRole("dialog"));
    await user.type(dialog.getByLabelText("Area name"), "Bangsar South");
    await user.type(dialog.getByLabelText("First postcode"), "59200");
    await user.type(dialog.getByLabelText("Last postcode"), "59200");
    await user.click(dialog.getByRole("button", { name: "Save" }));

    const name = dialog.getByLabelText("Area name");
    await waitFor(() => expect(name).toHaveAccessibleDescription("Name the area in 2 to 100 characters"));
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveFocus();
    expect(name).toHaveValue("Bangsar South");
    expect(dialog.getByLabelText("First postcode")).not.toHaveAttribute("aria-invalid");
    expect(post).toHaveBeenCalledTimes(1);
  });

  it("edits a city's fees in RM, to the sen, and shows them saved", async () => {
    let fees = [KL_FEES];
    const put = vi.fn(({ body }: { body: unknown }) => {
      fees = [{ ...KL_FEES, ...(body as Partial<VisitFees>) }];
      return { body: fees[0] };
    });
    consoleApi(
      () => [CITY_CENTRE],
      () => fees,
      { "PUT /admin/visit-fees/Kuala%20Lumpur": put },
    );
    const user = renderPage();
    await user.click(await screen.findByRole("button", { name: /^Edit fees\s*Kuala Lumpur$/ }));
    const dialog = within(await screen.findByRole("dialog", { name: "Visit fees in Kuala Lumpur" }));
    const night = dialog.getByLabelText("Night surcharge (RM)");
    expect(night).toHaveValue(100);
    expect(dialog.getByLabelText("Same-day surcharge (RM)")).toHaveValue(150);
    expect(dialog.getByLabelText("Call-out fee (RM)")).toHaveValue(100);

    // Less than a sen is refused before anything is sent.
    await user.clear(night);
    await user.type(night, "120.555");
    await user.click(dialog.getByRole("button", { name: "Save" }));
    expect(night).toHaveAccessibleDescription(/Enter each fee in RM, from 0 to 10,?000, to the sen/);
    expect(put).not.toHaveBeenCalled();

    await user.clear(night);
    await user.type(night, "120.50");
    await user.click(dialog.getByRole("button", { name: "Save" }));
    expect(await findToast("Fees saved")).toBeInTheDocument();
    expect(put.mock.calls[0]?.[0].body).toEqual({
      nightSurcharge: 120.5,
      sameDaySurcharge: 150,
      callOutFee: 100,
    });
    const kl = await feesCard("Kuala Lumpur");
    await waitFor(() => expect(kl.getByText("Night surcharge").nextSibling).toHaveTextContent("RM 120.50"));
  });

  it("says in the fees dialog why a city with no service areas cannot be priced", async () => {
    const atlantis: VisitFees = { city: "Atlantis", ...DEFAULT_FEES };
    consoleApi(
      () => [CITY_CENTRE],
      () => [atlantis, KL_FEES],
      {
        "PUT /admin/visit-fees/Atlantis": () => ({
          status: 404,
          body: {
            message: "We visit no part of Atlantis: draw its service areas before setting its fees",
            statusCode: 404,
            code: "NOT_FOUND",
            messageId: "cityNotServed",
            params: { city: "Atlantis" },
          },
        }),
      },
    );
    const user = renderPage();
    const card = await feesCard("Atlantis");
    expect(card.getByText(/No service areas/)).toBeInTheDocument();
    await user.click(card.getByRole("button", { name: /^Edit fees\s*Atlantis$/ }));
    const dialog = within(await screen.findByRole("dialog"));
    await user.click(dialog.getByRole("button", { name: "Save" }));
    expect(await dialog.findByRole("alert")).toHaveTextContent(
      "We visit no part of Atlantis: draw its service areas before setting its fees",
    );
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("edits an area with PATCH, and deletes one only after the confirm, with its note", async () => {
    let areas = [CITY_CENTRE, KLCC, KEPONG];
    const patch = vi.fn(({ body }: { body: unknown }) => {
      const saved = { ...KLCC, ...(body as Partial<ServiceArea>) };
      areas = areas.map((item) => (item.id === KLCC.id ? saved : item));
      return { body: saved };
    });
    const remove = vi.fn(({ url }: { url: URL }) => {
      areas = areas.filter((item) => item.id !== KEPONG.id);
      return { body: { message: "Service area deleted", note: url.searchParams.get("note") } };
    });
    consoleApi(() => areas, undefined, {
      [`PATCH /admin/service-areas/${KLCC.id}`]: patch,
      [`DELETE /admin/service-areas/${KEPONG.id}`]: remove,
    });
    const user = renderPage();

    await user.click(await screen.findByRole("button", { name: /^Edit\s*KLCC$/ }));
    const edit = within(await screen.findByRole("dialog", { name: /^Edit\s*KLCC$/ }));
    // The city is the area's own: shown, not changed here.
    expect(edit.queryByLabelText("City")).toBeNull();
    expect(edit.getByText("A service area of Kuala Lumpur.", { exact: false })).toBeInTheDocument();
    await user.clear(edit.getByLabelText("Area name"));
    await user.type(edit.getByLabelText("Area name"), "KLCC and Ampang Park");
    await user.click(edit.getByLabelText("Active: visits can be booked here"));
    await user.click(edit.getByRole("button", { name: "Save" }));
    expect(await findToast("Service area saved")).toBeInTheDocument();
    expect(patch.mock.calls[0]?.[0].body).toEqual({
      name: "KLCC and Ampang Park",
      postcodeFrom: "50450",
      postcodeTo: "50450",
      isActive: false,
    });
    expect(await screen.findByRole("button", { name: /^Edit\s*KLCC and Ampang Park$/ })).toBeInTheDocument();
    expect(areaRow("KLCC and Ampang Park").getByText("Inactive")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: /^Delete\s*Kepong$/ }));
    const confirm = within(await screen.findByRole("dialog", { name: "Delete Kepong?" }));
    expect(
      confirm.getByText(
        "Postcodes 52000 to 52999 in Kuala Lumpur are no longer visited, unless another area covers them. Bookings already made stay as they are.",
      ),
    ).toBeInTheDocument();
    // Cancel sends nothing.
    await user.click(confirm.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(remove).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: /^Delete\s*Kepong$/ }));
    const again = within(await screen.findByRole("dialog", { name: "Delete Kepong?" }));
    await user.type(again.getByLabelText("Note for the audit log (optional)"), "Merged into Sentul");
    await user.click(again.getByRole("button", { name: "Delete area" }));
    expect(await findToast("Service area deleted")).toBeInTheDocument();
    expect(remove).toHaveBeenCalledTimes(1);
    expect(remove.mock.calls[0]?.[0].url.searchParams.get("note")).toBe("Merged into Sentul");
    await waitFor(() => expect(screen.queryAllByText("Kepong")).toEqual([]));
    expect(screen.getByText("2 areas")).toBeInTheDocument();
  });
});
