import { catalogueProblems } from "@ivdrips/contract/i18n/translator";
import { describe, expect, it } from "vitest";
import { DOCUMENT_CATALOGUES, documentTexts } from "./document-texts";

describe("the documents' texts", () => {
  it("have every English id in Malay and Chinese, with the same placeholders, and all parse", () => {
    expect(catalogueProblems(DOCUMENT_CATALOGUES)).toEqual([]);
  });

  it("say a refund's state through the message's own select", () => {
    const amount = "RM 1,200";
    expect(documentTexts("en")("receipt.refund", { amount, status: "pending" })).toBe(
      "Refund: RM 1,200 (processing)",
    );
    expect(documentTexts("ms")("receipt.refund", { amount, status: "succeeded" })).toBe(
      "Bayaran balik: RM 1,200 (telah dikembalikan)",
    );
    expect(documentTexts("zh")("receipt.refund", { amount, status: "failed" })).toBe(
      "退款：RM 1,200（失败，客服会与您联系）",
    );
  });
});
