import { describe, expect, it } from "vitest";
import { readSchemaMessage, schemaMessage } from "./api-messages";
import { apiMessagesEn } from "./api-messages/en";
import { apiMessagesMs } from "./api-messages/ms";
import { apiMessagesZh } from "./api-messages/zh";
import { EmailSchema } from "./common";
import { catalogueProblems } from "./i18n/translator";
import { SupportMessageSchema } from "./messages";

describe("the API's messages", () => {
  it("has every id in every language, each filling in the same values as the English", () => {
    expect(catalogueProblems({ en: apiMessagesEn, ms: apiMessagesMs, zh: apiMessagesZh })).toEqual([]);
  });

  it("carries an id and its values through a schema's message", () => {
    const text = schemaMessage("nameTooLong", { max: 100 });
    expect(readSchemaMessage(text, apiMessagesEn)).toEqual({
      messageId: "nameTooLong",
      params: { max: 100 },
    });
    expect(readSchemaMessage("emailInvalid", apiMessagesEn)).toEqual({ messageId: "emailInvalid" });
  });

  it("does not take zod's own sentences, or a made-up id, for one of ours", () => {
    expect(
      readSchemaMessage("Invalid input: expected string, received number", apiMessagesEn),
    ).toBeUndefined();
    expect(readSchemaMessage("noSuchMessage", apiMessagesEn)).toBeUndefined();
    expect(readSchemaMessage('nameTooLong {"max":[1]}', apiMessagesEn)).toBeUndefined();
  });

  it("gives the shared schemas' refusals as ids the catalogue knows", () => {
    const email = EmailSchema.safeParse("not an email");
    expect(
      email.success ? undefined : readSchemaMessage(email.error.issues[0]?.message ?? "", apiMessagesEn),
    ).toEqual({
      messageId: "emailInvalid",
    });
    const support = SupportMessageSchema.safeParse({
      name: "x".repeat(101),
      email: "a@b.co",
      category: "booking",
      subject: "Hello",
      message: "Hi",
    });
    const name = support.success ? undefined : support.error.issues.find((issue) => issue.path[0] === "name");
    expect(readSchemaMessage(name?.message ?? "", apiMessagesEn)).toEqual({
      messageId: "nameTooLong",
      params: { max: 100 },
    });
  });
});
