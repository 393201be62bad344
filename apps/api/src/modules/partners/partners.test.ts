import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appUnderTest } from "../../../test/app-under-test";
import { freshClientAddress, uniqueEmail } from "../../../test/test-app";
import { outboxEmails, partnerApplications } from "../../db/schema";
import { listOutboxEmails } from "../notifications/outbox.repository";

/** POST /api/partners/applications: a doctor or nurse applies; the team and the applicant are emailed. */

const TEAM = "team@ivdrips.test";
const URL = "/api/partners/applications";

const t = appUnderTest({ supportEmail: TEAM });

function application(overrides: Record<string, unknown> = {}) {
  return {
    name: "Dr. Siti Nurhaliza",
    profession: "doctor",
    licenceNumber: "MMC 54321",
    yearsOfExperience: 7,
    email: uniqueEmail("applicant"),
    phone: "+60 12-345 6789",
    city: "Petaling Jaya",
    message: "I can cover Petaling Jaya and Bangsar, evenings and weekends.",
    ...overrides,
  };
}

function apply(payload: unknown, options: { client?: string; language?: string } = {}) {
  return t.app.inject({
    method: "POST",
    url: URL,
    payload: payload as Record<string, unknown>,
    remoteAddress: options.client ?? freshClientAddress(),
    headers: options.language === undefined ? {} : { "accept-language": options.language },
  });
}

const rowsFor = (email: string) =>
  t.database.db.select().from(partnerApplications).where(eq(partnerApplications.email, email));

async function emailsMentioning(email: string) {
  return (await listOutboxEmails(t.database.db)).filter(
    (row) => row.toAddress === email || row.textBody.includes(email),
  );
}

async function totals() {
  const [applications] = await t.database.db.select({ n: count() }).from(partnerApplications);
  const [emails] = await t.database.db.select({ n: count() }).from(outboxEmails);
  return { applications: applications?.n, emails: emails?.n };
}

describe("POST /api/partners/applications: success", () => {
  it("stores the application and queues the team's email and an English acknowledgement", async () => {
    const payload = application();
    const response = await apply(payload);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message:
        "Thank you. Your application has been submitted; our medical team will review it within 2-3 business days.",
      messageId: "applicationReceived",
    });

    const rows = await rowsFor(payload.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Dr. Siti Nurhaliza",
      profession: "doctor",
      licenceNumber: "MMC 54321",
      yearsOfExperience: 7,
      email: payload.email,
      phone: "+60 12-345 6789",
      city: "Petaling Jaya",
      message: "I can cover Petaling Jaya and Bangsar, evenings and weekends.",
      language: "en",
    });

    const emails = await emailsMentioning(payload.email);
    expect(emails.map((email) => [email.kind, email.toAddress]).sort()).toEqual(
      [
        ["partner_application", TEAM],
        ["partner_application_received", payload.email],
      ].sort(),
    );
    const team = emails.find((email) => email.kind === "partner_application");
    expect(team?.subject).toBe("[Partner application] Dr. Siti Nurhaliza, doctor, Petaling Jaya");
    expect(team?.textBody).toContain("MMC number: MMC 54321");
    expect(team?.textBody).toContain("Experience: 7 years");
    expect(team?.textBody).toContain(`Email: ${payload.email}`);
    expect(team?.textBody).toContain("Language: English (en)");
    expect(team?.textBody).toContain("I can cover Petaling Jaya and Bangsar, evenings and weekends.");
    expect(team?.htmlBody).toContain(`href="mailto:${payload.email}?subject=`);

    const ack = emails.find((email) => email.kind === "partner_application_received");
    expect(ack?.subject).toBe("We have received your partner application");
    expect(ack?.textBody).toContain("Hi Dr. Siti Nurhaliza,");
    expect(ack?.textBody).toContain("within 2-3 business days");
    expect(ack?.textBody).toContain("MMC registration number: MMC 54321");
    expect(ack?.textBody).toContain(`Questions? Write to ${TEAM}.`);
    expect(ack?.htmlBody).toMatch(/<html[^>]* lang="en"/);
  });

  it("acknowledges in Bahasa Melayu when the applicant reads the site in Malay (the team's email stays English)", async () => {
    const payload = application({ profession: "nurse", licenceNumber: "R/N 123456", yearsOfExperience: 1 });
    const response = await apply(payload, { language: "ms-MY,ms;q=0.9,en;q=0.8" });
    expect(response.statusCode).toBe(201);
    expect((await rowsFor(payload.email))[0]).toMatchObject({ profession: "nurse", language: "ms" });

    const emails = await emailsMentioning(payload.email);
    const ack = emails.find((email) => email.kind === "partner_application_received");
    expect(ack?.toAddress).toBe(payload.email);
    expect(ack?.subject).toBe("Permohonan rakan kongsi anda telah diterima");
    expect(ack?.textBody).toContain("sebagai jururawat rakan kongsi kami");
    expect(ack?.textBody).toContain("dalam tempoh 2-3 hari bekerja");
    expect(ack?.textBody).toContain("Nombor pendaftaran MNC: R/N 123456");
    expect(ack?.textBody).toContain("Tempoh pengalaman: 1 tahun");
    expect(ack?.htmlBody).toMatch(/<html[^>]* lang="ms"/);

    const team = emails.find((email) => email.kind === "partner_application");
    expect(team?.toAddress).toBe(TEAM);
    expect(team?.subject).toBe("[Partner application] Dr. Siti Nurhaliza, nurse, Petaling Jaya");
    expect(team?.textBody).toContain("Language: Bahasa Melayu (ms)");
  });

  it("acknowledges in Simplified Chinese for zh", async () => {
    const payload = application({ yearsOfExperience: 0 });
    expect((await apply(payload, { language: "zh" })).statusCode).toBe(201);
    expect((await rowsFor(payload.email))[0]?.language).toBe("zh");
    const ack = (await emailsMentioning(payload.email)).find(
      (email) => email.kind === "partner_application_received",
    );
    expect(ack?.subject).toBe("我们已收到您的合作伙伴申请");
    expect(ack?.textBody).toContain("Dr. Siti Nurhaliza，您好：");
    expect(ack?.textBody).toContain("2-3 个工作日内");
    expect(ack?.textBody).toContain("从业年限: 0 年");
    expect(ack?.htmlBody).toMatch(/<html[^>]* lang="zh-CN"/);
  });

  it("trims and lower-cases the email, stores no message when none is given, and escapes HTML", async () => {
    const email = uniqueEmail("Mixed.Case");
    const payload = application({
      name: `  Aisha <b>Rahman</b> & "Co"  `,
      email: `  ${email.toUpperCase()} `,
      message: undefined,
      city: "<script>alert(1)</script>",
    });
    expect((await apply(payload)).statusCode).toBe(201);
    const rows = await rowsFor(email.toLowerCase());
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: `Aisha <b>Rahman</b> & "Co"`, message: null });

    for (const sent of await emailsMentioning(email.toLowerCase())) {
      expect(sent.htmlBody).not.toContain("<b>Rahman</b>");
      expect(sent.htmlBody).not.toContain("<script>");
      expect(sent.htmlBody).toContain("Aisha &lt;b&gt;Rahman&lt;/b&gt; &amp; &quot;Co&quot;");
      expect(sent.textBody).not.toContain("Message:");
    }
  });

  it("keeps a message's line breaks out of the team's subject", async () => {
    const payload = application({ city: "Kuala\nLumpur" });
    expect((await apply(payload)).statusCode).toBe(201);
    const team = (await emailsMentioning(payload.email)).find(
      (email) => email.kind === "partner_application",
    );
    expect(team?.subject).toBe("[Partner application] Dr. Siti Nurhaliza, doctor, Kuala Lumpur");
  });
});

describe("POST /api/partners/applications: validation", () => {
  const long = (n: number) => "x".repeat(n);
  it.each([
    ["name", undefined, "Please enter your full name"],
    ["name", 42, "Please enter your full name"],
    ["name", "   ", "Please enter your full name"],
    ["name", "A", "Full name must be at least 2 characters"],
    ["name", long(101), "Full name must be at most 100 characters"],
    ["profession", undefined, "Please choose doctor or nurse"],
    ["profession", "surgeon", "Please choose doctor or nurse"],
    ["profession", "", "Please choose doctor or nurse"],
    ["profession", 1, "Please choose doctor or nurse"],
    ["licenceNumber", undefined, "Please enter your MMC or MNC registration number"],
    ["licenceNumber", 12345, "Please enter your MMC or MNC registration number"],
    ["licenceNumber", long(31), "Registration number must be at most 30 characters"],
    [
      "licenceNumber",
      "<b>1</b>",
      "Registration number may only contain letters, digits, spaces, dots, slashes and dashes",
    ],
    ["yearsOfExperience", undefined, "Years of experience must be a whole number from 0 to 60"],
    ["yearsOfExperience", "7", "Years of experience must be a whole number from 0 to 60"],
    ["yearsOfExperience", 2.5, "Years of experience must be a whole number from 0 to 60"],
    ["yearsOfExperience", -1, "Years of experience must be a whole number from 0 to 60"],
    ["yearsOfExperience", 61, "Years of experience must be a whole number from 0 to 60"],
    ["yearsOfExperience", null, "Years of experience must be a whole number from 0 to 60"],
    ["email", undefined, "Please enter your email address"],
    ["email", 7, "Please enter your email address"],
    ["email", "not-an-email", "Please enter a valid email address"],
    ["email", `${long(250)}@example.com`, "Please enter a valid email address"],
    ["phone", undefined, "Please enter your phone number"],
    ["phone", 60123456789, "Please enter your phone number"],
    ["phone", "call me", "Please enter a valid phone number"],
    ["phone", "1".repeat(25), "Please enter a valid phone number"],
    ["city", undefined, "Please enter your city"],
    ["city", ["KL"], "Please enter your city"],
    ["city", long(101), "City must be at most 100 characters"],
    ["message", 5, "Message must be text"],
    ["message", long(2001), "Message must be at most 2000 characters"],
    ["website", 1, "Leave this field empty"],
    ["website", long(501), "Leave this field empty"],
  ])("%s = %j: 400 with the field's message, nothing stored or sent", async (field, value, message) => {
    const before = await totals();
    const response = await apply(application({ [field]: value }));
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; details: Record<string, string> }>();
    expect(body).toMatchObject({ code: "VALIDATION_ERROR", statusCode: 400 });
    expect(body.details[field]).toBe(message);
    expect(await totals()).toEqual(before);
  });

  it("reports every bad field at once", async () => {
    const response = await apply({ profession: "vet" });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ details: object }>().details).sort()).toEqual(
      ["city", "email", "licenceNumber", "name", "phone", "profession", "yearsOfExperience"].sort(),
    );
  });

  it("refuses a body over 16 kB with 413", async () => {
    const before = await totals();
    const response = await apply({ ...application(), padding: "x".repeat(17 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: "PAYLOAD_TOO_LARGE", statusCode: 413 });
    expect(await totals()).toEqual(before);
  });
});

describe("POST /api/partners/applications: abuse", () => {
  it("answers a filled-in honeypot exactly as a success, but stores and sends nothing", async () => {
    const before = await totals();
    const payload = application({ website: "https://cheap-pills.example" });
    const response = await apply(payload, { language: "ms" });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message:
        "Thank you. Your application has been submitted; our medical team will review it within 2-3 business days.",
      messageId: "applicationReceived",
    });
    expect(await rowsFor(payload.email)).toHaveLength(0);
    expect(await emailsMentioning(payload.email)).toHaveLength(0);
    expect(await totals()).toEqual(before);
  });

  it("an empty honeypot is a person", async () => {
    const payload = application({ website: "" });
    expect((await apply(payload)).statusCode).toBe(201);
    expect(await rowsFor(payload.email)).toHaveLength(1);
  });

  it("takes 5 applications per client per 15 minutes, then 429; another client still gets through", async () => {
    const client = freshClientAddress();
    for (let n = 0; n < 5; n += 1) expect((await apply(application(), { client })).statusCode).toBe(201);
    const payload = application();
    const limited = await apply(payload, { client });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      message: "Too many submissions. Please try again in 15 minutes.",
      messageId: "tooManySubmissions",
      statusCode: 429,
      code: "RATE_LIMITED",
    });
    expect(await rowsFor(payload.email)).toHaveLength(0);
    expect((await apply(application(), { client: freshClientAddress() })).statusCode).toBe(201);
  });
});
