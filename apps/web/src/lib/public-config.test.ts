import type { PublicConfig } from "@ivdrips/contract/public-config";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, testQueryClient } from "../test/render-app";
import { preloadPublicConfig, publicConfigQueryOptions } from "./public-config";

const config: PublicConfig = {
  whatsappNumber: "60123456789",
  supportPhone: "+60 3-2785 0000",
  supportEmail: "help@example.com",
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("preloadPublicConfig (before the first render of a page not prerendered)", () => {
  it("asks nothing when the page came with the configuration", () => {
    const fetchMock = mockApi({});
    const client = testQueryClient();
    client.setQueryData(publicConfigQueryOptions.queryKey, config);
    expect(preloadPublicConfig(client)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("fetches it into the client the app starts with", async () => {
    mockApi({ "GET /config": () => ({ body: config }) });
    const client = testQueryClient();
    await preloadPublicConfig(client);
    expect(client.getQueryData(publicConfigQueryOptions.queryKey)).toEqual(config);
  });

  it("does not hold the page longer than it is told to for an API that does not answer", async () => {
    vi.useFakeTimers();
    mockApi({ "GET /config": () => new Promise(() => undefined) });
    const done = vi.fn();
    void preloadPublicConfig(testQueryClient(), 1000)?.then(done);
    await vi.advanceTimersByTimeAsync(999);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalled();
  });
});
