import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appUnderTest } from "../../../test/app-under-test";
import { freshClientAddress, uniqueEmail } from "../../../test/test-app";
import { contactMessages, outboxEmails, supportMessages } from "../../db/schema";
import { listOutboxEmails } from "../notifications/outbox.repository";

/** POST /api/support/messages and POST /api/contact/messages: stored, and emailed to the team. */

const TEAM = "team@ivdrips.test";
const SUPPORT_URL = "/api/support/messages";
const CONTACT_URL = "/api/contact/messages";

const t = appUnderTest({ supportEmail: TEAM });

const long = (n: number) => "x".repeat(n);

function supportMessage(overrides: Record<string, unknown> = {}) {
  return {
    name: "Tan Mei Ling",
    email: uniqueEmail("support"),
    subject: "Changing my booking",
    category: "booking",
    message: "Hello,\nCan I move my visit to the evening?\nThanks",
    ...overrides,
  };
}

function contactMessage(overrides: Record<string, unknown> = {}) {
  return {
    firstName: "Raj",
    lastName: "Kumar",
    email: uniqueEmail("contact"),
    phone: "+60 12-987 6543",
    subject: "Corporate wellness day",
    message: "We would like drips for 20 staff in Bangsar.",
    ...overrides,
  };
}

function post(url: string, payload: unknown, options: { client?: string; language?: string } = {}) {
  return t.app.inject({
    method: "POST",
    url,
    payload: payload as Record<string, unknown>,
    remoteAddress: options.client ?? freshClientAddress(),
    headers: options.language === undefined ? {} : { "accept-language": options.language },
  });
}

async function emailsAbout(email: string) {
  return (await listOutboxEmails(t.database.db)).filter(
    (row) => row.toAddress === email || row.textBody.includes(email),
  );
}

async function totals() {
  const [support] = await t.database.db.select({ n: count() }).from(supportMessages);
  const [contact] = await t.database.db.select({ n: count() }).from(contactMessages);
  const [emails] = await t.database.db.select({ n: count() }).from(outboxEmails);
  return { support: support?.n, contact: contact?.n, emails: emails?.n };
}

function expectValidationError(
  response: Awaited<ReturnType<typeof post>>,
  field: string,
  message: string,
): void {
  expect(response.statusCode).toBe(400);
  const body = response.json<{ code: string; details: Record<string, string> }>();
  expect(body).toMatchObject({ code: "VALIDATION_ERROR", statusCode: 400 });
  expect(body.details[field]).toBe(message);
}

describe("POST /api/support/messages", () => {
  it("stores the message and emails it to the team only, in English, with the sender's address", async () => {
    const payload = supportMessage();
    const response = await post(SUPPORT_URL, payload, { language: "zh-CN,zh;q=0.9" });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: "Thank you. Your message has been sent; we reply within 24 hours.",
      messageId: "messageReceived",
    });

    const rows = await t.database.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.email, payload.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Tan Mei Ling",
      subject: "Changing my booking",
      category: "booking",
      message: "Hello,\nCan I move my visit to the evening?\nThanks",
      language: "zh",
    });

    const emails = await emailsAbout(payload.email);
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email).toMatchObject({ kind: "support_message", toAddress: TEAM });
    expect(email?.subject).toBe("[Support] Booking: Changing my booking");
    expect(email?.textBody).toContain(`Email: ${payload.email}`);
    expect(email?.textBody).toContain("Language: 简体中文 (zh)");
    expect(email?.textBody).toContain("Message:\nHello,\nCan I move my visit to the evening?\nThanks");
    expect(email?.textBody).toContain(
      `Replying to this email does not reach the sender: write to ${payload.email}.`,
    );
    expect(email?.htmlBody).toContain(
      `href="mailto:${payload.email}?subject=${encodeURIComponent("Re: Changing my booking")}"`,
    );
  });

  it("escapes what the sender typed in the HTML email and keeps line breaks out of the subject", async () => {
    const payload = supportMessage({
      name: "<img src=x onerror=alert(1)>",
      subject: "Urgent\r\nBcc: victim@example.com",
      category: "complaint",
      message: "<script>alert('x')</script>",
    });
    expect((await post(SUPPORT_URL, payload)).statusCode).toBe(201);
    const [email] = await emailsAbout(payload.email);
    expect(email?.subject).toBe("[Support] Complaint: Urgent Bcc: victim@example.com");
    expect(email?.htmlBody).not.toContain("<img");
    expect(email?.htmlBody).not.toContain("<script>");
    expect(email?.htmlBody).toContain("&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt;");
  });

  it.each([
    ["name", undefined, "Please enter your name"],
    ["name", 5, "Please enter your name"],
    ["name", "  ", "Please enter your name"],
    ["name", long(101), "Name must be at most 100 characters"],
    ["email", undefined, "Please enter your email address"],
    ["email", true, "Please enter your email address"],
    ["email", "aisha@", "Please enter a valid email address"],
    ["email", `${long(250)}@example.com`, "Please enter a valid email address"],
    ["subject", undefined, "Please enter a subject"],
    ["subject", 1, "Please enter a subject"],
    ["subject", long(151), "Subject must be at most 150 characters"],
    ["category", undefined, "Please choose a category"],
    ["category", "", "Please choose a category"],
    ["category", "refund", "Please choose a category"],
    ["category", 3, "Please choose a category"],
    ["message", undefined, "Please enter your message"],
    ["message", {}, "Please enter your message"],
    ["message", long(2001), "Message must be at most 2000 characters"],
    ["website", long(501), "Leave this field empty"],
  ])("%s = %j: 400 with the field's message, nothing stored or sent", async (field, value, message) => {
    const before = await totals();
    expectValidationError(await post(SUPPORT_URL, supportMessage({ [field]: value })), field, message);
    expect(await totals()).toEqual(before);
  });

  it("refuses a body over 16 kB with 413", async () => {
    const response = await post(SUPPORT_URL, supportMessage({ message: "x".repeat(17 * 1024) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
  });

  it("answers a filled-in honeypot as a success but stores and sends nothing", async () => {
    const before = await totals();
    const payload = supportMessage({ website: "http://spam.example" });
    const response = await post(SUPPORT_URL, payload);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: "Thank you. Your message has been sent; we reply within 24 hours.",
      messageId: "messageReceived",
    });
    expect(await totals()).toEqual(before);
    expect(await emailsAbout(payload.email)).toHaveLength(0);
  });

  it("takes 5 messages per client per 15 minutes, then 429; another client still gets through", async () => {
    const client = freshClientAddress();
    for (let n = 0; n < 5; n += 1)
      expect((await post(SUPPORT_URL, supportMessage(), { client })).statusCode).toBe(201);
    const before = await totals();
    const limited = await post(SUPPORT_URL, supportMessage(), { client });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      message: "Too many submissions. Please try again in 15 minutes.",
      messageId: "tooManySubmissions",
      statusCode: 429,
      code: "RATE_LIMITED",
    });
    expect(await totals()).toEqual(before);
    expect((await post(SUPPORT_URL, supportMessage(), { client: freshClientAddress() })).statusCode).toBe(
      201,
    );
  });
});

describe("POST /api/contact/messages", () => {
  it("stores the message and emails it to the team with the sender's phone and address", async () => {
    const payload = contactMessage();
    const response = await post(CONTACT_URL, payload, { language: "ms" });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: "Thank you. Your message has been sent; we reply within 24 hours.",
      messageId: "messageReceived",
    });

    const rows = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, payload.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      firstName: "Raj",
      lastName: "Kumar",
      phone: "+60 12-987 6543",
      subject: "Corporate wellness day",
      message: "We would like drips for 20 staff in Bangsar.",
      language: "ms",
    });

    const emails = await emailsAbout(payload.email);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ kind: "contact_message", toAddress: TEAM });
    expect(emails[0]?.subject).toBe("[Contact] Corporate wellness day");
    expect(emails[0]?.textBody).toContain("From: Raj Kumar");
    expect(emails[0]?.textBody).toContain("Phone: +60 12-987 6543");
    expect(emails[0]?.textBody).toContain(`Email: ${payload.email}`);
    expect(emails[0]?.textBody).toContain("Language: Bahasa Melayu (ms)");
    expect(emails[0]?.textBody).toContain("We would like drips for 20 staff in Bangsar.");
  });

  it.each([
    ["firstName", undefined, "Please enter your first name"],
    ["firstName", 1, "Please enter your first name"],
    ["firstName", long(61), "First name must be at most 60 characters"],
    ["lastName", undefined, "Please enter your last name"],
    ["lastName", "", "Please enter your last name"],
    ["lastName", long(61), "Last name must be at most 60 characters"],
    ["email", undefined, "Please enter your email address"],
    ["email", "raj.example.com", "Please enter a valid email address"],
    ["email", `${long(250)}@example.com`, "Please enter a valid email address"],
    ["phone", undefined, "Please enter your phone number"],
    ["phone", 60129876543, "Please enter your phone number"],
    ["phone", "12-abc", "Please enter a valid phone number"],
    ["phone", "9".repeat(25), "Please enter a valid phone number"],
    ["subject", undefined, "Please enter a subject"],
    ["subject", long(151), "Subject must be at most 150 characters"],
    ["message", undefined, "Please enter your message"],
    ["message", null, "Please enter your message"],
    ["message", long(2001), "Message must be at most 2000 characters"],
    ["website", false, "Leave this field empty"],
  ])("%s = %j: 400 with the field's message, nothing stored or sent", async (field, value, message) => {
    const before = await totals();
    expectValidationError(await post(CONTACT_URL, contactMessage({ [field]: value })), field, message);
    expect(await totals()).toEqual(before);
  });

  it("refuses a body over 16 kB with 413", async () => {
    const response = await post(CONTACT_URL, contactMessage({ subject: "x".repeat(17 * 1024) }));
    expect(response.statusCode).toBe(413);
  });

  it("answers a filled-in honeypot as a success but stores and sends nothing", async () => {
    const before = await totals();
    const payload = contactMessage({ website: "x" });
    const response = await post(CONTACT_URL, payload);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: "Thank you. Your message has been sent; we reply within 24 hours.",
      messageId: "messageReceived",
    });
    expect(await totals()).toEqual(before);
  });

  it("takes 5 messages per client per 15 minutes, then 429; another client still gets through", async () => {
    const client = freshClientAddress();
    for (let n = 0; n < 5; n += 1)
      expect((await post(CONTACT_URL, contactMessage(), { client })).statusCode).toBe(201);
    const limited = await post(CONTACT_URL, contactMessage(), { client });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      message: "Too many submissions. Please try again in 15 minutes.",
      messageId: "tooManySubmissions",
      code: "RATE_LIMITED",
    });
    expect((await post(CONTACT_URL, contactMessage(), { client: freshClientAddress() })).statusCode).toBe(
      201,
    );
  });

  it("counts the support and contact forms separately", async () => {
    const client = freshClientAddress();
    for (let n = 0; n < 5; n += 1)
      expect((await post(SUPPORT_URL, supportMessage(), { client })).statusCode).toBe(201);
    expect((await post(CONTACT_URL, contactMessage(), { client })).statusCode).toBe(201);
  });
});
