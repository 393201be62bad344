import { afterEach, describe, expect, it } from "vitest";
import { PAGE_DATA_ELEMENT_ID } from "@ivdrips/contract/prerender";
import { seedPageData } from "./page-data";
import { createQueryClient } from "./query-client";

function pageDataElement(text: string): void {
  const script = document.createElement("script");
  script.type = "application/json";
  script.id = PAGE_DATA_ELEMENT_ID;
  script.textContent = text;
  document.body.append(script);
}

afterEach(() => {
  document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove();
});

describe("seedPageData", () => {
  it("starts the client with the answers the server rendered the page from, fresh", () => {
    pageDataElement(
      JSON.stringify([
        [["services"], [{ id: "nmn-150" }]],
        [["public-config"], { supportEmail: "a@b.my" }],
      ]),
    );
    const client = seedPageData(createQueryClient());
    expect(client.getQueryData(["services"])).toEqual([{ id: "nmn-150" }]);
    expect(client.getQueryData(["public-config"])).toEqual({ supportEmail: "a@b.my" });
    expect(client.getQueryState(["services"])?.isInvalidated).toBe(false);
    expect(client.getQueryState(["services"])?.dataUpdatedAt).toBeGreaterThan(Date.now() - 1000);
  });

  it("leaves the client empty when the page came without data, or with something unreadable", () => {
    expect(seedPageData(createQueryClient()).getQueryCache().getAll()).toEqual([]);
    pageDataElement('[[["services"], {broken');
    expect(seedPageData(createQueryClient()).getQueryCache().getAll()).toEqual([]);
  });
});
