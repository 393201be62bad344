import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { chooseEncoding, prepareBody, weakEtag } from "./prepared-body";

describe("chooseEncoding", () => {
  it.each([
    // br when the client takes both alike, in any order or case.
    ["gzip, deflate, br", "br"],
    ["br, gzip", "br"],
    ["BR", "br"],
    ["gzip", "gzip"],
    // q=0 refuses, however it is written.
    ["br;q=0, gzip", "gzip"],
    ["br; q=0.0, gzip;q=0", undefined],
    ["gzip;q=0", undefined],
    // `*` and x-gzip count as gzip, as @fastify/compress takes them.
    ["*", "gzip"],
    ["x-gzip", "gzip"],
    ["br;q=0, *", "gzip"],
    // Other q values are honoured: the client's preference wins over ours.
    ["gzip;q=1, br;q=0.5", "gzip"],
    ["br;q=0.8, gzip;q=0.9", "gzip"],
    ["br;q=0.9, gzip;q=0.9", "br"],
    // Nothing we offer: the body as it is.
    ["identity", undefined],
    ["deflate", undefined],
    ["", undefined],
    [undefined, undefined],
  ])("%s → %s", (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe("prepareBody", () => {
  const text = JSON.stringify(
    Array.from({ length: 200 }, (_, index) => ({ id: index, name: `service ${index}` })),
  );

  it("keeps the bytes and the weak ETag of the body as given", () => {
    const body = prepareBody(text);
    expect(body.bytes.toString("utf8")).toBe(text);
    expect(body.etag).toBe(weakEtag(Buffer.from(text)));
    expect(prepareBody(Buffer.from(text)).etag).toBe(body.etag);
  });

  it.each(["highest", "quick"] as const)(
    "compresses each encoding once, on first demand, at %s settings",
    async (compression) => {
      const body = prepareBody(text, compression);
      // Asked for twice before the first is done: one compression, the same bytes.
      const [br, brAgain] = await Promise.all([body.encoded("br"), body.encoded("br")]);
      expect(brAgain).toBe(br);
      expect(await body.encoded("br")).toBe(br);
      expect(brotliDecompressSync(br).toString("utf8")).toBe(text);
      const gzip = await body.encoded("gzip");
      expect(await body.encoded("gzip")).toBe(gzip);
      expect(gunzipSync(gzip).toString("utf8")).toBe(text);
      expect(br.length).toBeLessThan(body.bytes.length);
    },
  );
});
