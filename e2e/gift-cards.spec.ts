import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { formatGiftCardCode } from "@ivdrips/contract/gift-cards";
import type { APIRequestContext, Page } from "@playwright/test";
import { apiCustomer, newEmail, resetClock, signedInAccount } from "./booking-helpers";
import {
  expect,
  expectAccessible,
  expectNoHorizontalOverflow,
  screenshotAtEveryWidth,
  SCREENS_DIR,
  test,
} from "./fixtures";

/*
 * Issue 39, gift cards in the browser: a signed-in customer gives an RM 250 gift card to Nur Hidayah, pays
 * with GrabPay in the sandbox (Succeed) and lands on the confirmation naming her and the day. The card's code
 * goes to her email alone: it is read from the mail the server wrote, and is on no page the buyer saw nor in
 * any answer their browser got. The balance box then tells what a card holds, and that a made-up code is no
 * card's. Both pages pass axe and are photographed at 390 px and 1280 px.
 */

test.describe.configure({ timeout: 120_000 });

const PHONE = { width: 390, height: 844 };
const BUYER = "Rosnah Ibrahim";
const RECIPIENT = "Nur Hidayah";

/** Where the server writes each email without SMTP_URL (playwright.config.ts gives it this DATA_DIR). */
const MAIL_DIR = path.join(process.env.IVDRIPS_E2E_DATA_DIR ?? "", "mail");
/** A code as the email carries it: 16 characters of Crockford's base 32. */
const CODE = /(?<![0-9A-Z])[0-9A-HJKMNP-TV-Z]{16}(?![0-9A-Z])/;

/** Quoted-printable, as mail files carry long lines: soft breaks joined, =XX bytes decoded. */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, "");
  const bytes = joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** The emails written to `address` so far, decoded. */
function mailTo(address: string): string[] {
  if (!existsSync(MAIL_DIR)) return [];
  return readdirSync(MAIL_DIR, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".eml"))
    .map((entry) => readFileSync(path.join(MAIL_DIR, entry.name), "utf8"))
    .filter((message) => message.includes(`To: ${address}`))
    .map(decodeQuotedPrintable);
}

/** The minutes from now to 09:01 in Kuala Lumpur today, when a card for today goes out; 0 once past. */
function minutesToSendTime(): number {
  const kl = new Date(Date.now() + 8 * 60 * 60_000);
  const sendAt = Date.UTC(kl.getUTCFullYear(), kl.getUTCMonth(), kl.getUTCDate(), 1, 1);
  return Math.max(0, Math.ceil((sendAt - Date.now()) / 60_000));
}

/** The gift card's email to `address`, once the outbox has sent it; the server's clock moved to 9 AM if need be. */
async function giftCardEmail(request: APIRequestContext, address: string): Promise<string> {
  const offsetMinutes = minutesToSendTime();
  try {
    if (offsetMinutes > 0) {
      const moved = await request.put("/api/test/clock", { data: { offsetMinutes } });
      expect(moved.status()).toBe(200);
    }
    let email = "";
    await expect
      .poll(() => (email = mailTo(address).find((message) => CODE.test(message)) ?? ""), {
        message: `a gift card email to ${address} in ${MAIL_DIR}`,
        timeout: 20_000,
      })
      .not.toBe("");
    return email;
  } finally {
    if (offsetMinutes > 0) await resetClock(request);
  }
}

/** Everything the buyer's browser was shown or sent back by the API, for the code to be looked for in. */
function recordWhatTheBuyerSaw(page: Page): { pages: string[]; answers: string[] } {
  const seen = { pages: [] as string[], answers: [] as string[] };
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith("/api/") || response.request().method() === "OPTIONS") return;
    response
      .text()
      .then((body) => seen.answers.push(body))
      .catch(() => undefined);
  });
  return seen;
}

test.describe("a customer on a phone", () => {
  test.use({ viewport: PHONE });

  test("gives an RM 250 gift card paid with GrabPay; the code goes to the recipient's email alone", async ({
    gatePassed: page,
    request,
    guards,
  }) => {
    const buyer = await apiCustomer(request, BUYER, { screening: false });
    const recipientEmail = newEmail("nur.hidayah");
    const seen = recordWhatTheBuyerSaw(page);
    const look = async () => seen.pages.push(await page.content());

    await signedInAccount(page, buyer.token);
    await page.goto("/gift-cards");
    await expect(page.getByRole("heading", { level: 1, name: "Give an IV drip" })).toBeVisible();
    const form = page.getByRole("form", { name: "Your gift card" });
    await expect(form.getByRole("radio", { name: "RM 500" })).toBeChecked();
    await screenshotAtEveryWidth(page, "gift-cards", async () => {
      await expect(form).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await expectAccessible(page);
    });

    // Refused in the browser first, each message under its field.
    await form.getByRole("radio", { name: "Other amount" }).check();
    await form.getByLabel("Your amount (RM)").fill("50");
    await form.getByRole("button", { name: "Pay" }).click();
    await expect(form.getByLabel("Your amount (RM)")).toHaveAccessibleDescription(
      /A gift card is from RM 100 to RM 5,000/,
    );
    await expect(form.getByLabel("Recipient's name")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Recipient's email")).toHaveAttribute("aria-invalid", "true");
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: path.join(SCREENS_DIR, "gift-cards-refused-390.png"), fullPage: true });
    await expect(page).toHaveURL(/\/gift-cards$/);

    await form.getByLabel("Your amount (RM)").fill("250");
    await form.getByLabel("Recipient's name").fill(RECIPIENT);
    await form.getByLabel("Recipient's email").fill(recipientEmail);
    await form.getByLabel("Message (optional)").fill("Selamat hari jadi, Nur!");
    await form.getByRole("radio", { name: "GrabPay" }).check();
    await look();
    await form.getByRole("button", { name: "Pay RM 250" }).click();

    // The sandbox's hosted checkout: the card's price, paid with its test GrabPay.
    await expect(page).toHaveURL(/\/api\/payments\/sandbox\//);
    await expect(page.getByRole("button", { name: "Pay RM 250" })).toBeVisible();
    await look();
    await page
      .getByRole("group", { name: "GrabPay (test)" })
      .getByRole("button", { name: "Succeed" })
      .click();

    await expect(page).toHaveURL(/\/gift-cards\/confirmation\?session_id=/);
    const confirmed = page.getByRole("heading", { level: 1, name: "Gift Card Confirmed!" });
    await expect(confirmed).toBeVisible();
    await expect(page.getByText(`We will email the gift card to ${RECIPIENT} today.`)).toBeVisible();
    const details = page.getByRole("definition");
    await expect(details.filter({ hasText: "RM 250" })).toHaveCount(1);
    await expect(details.filter({ hasText: recipientEmail })).toHaveCount(1);
    await look();
    await screenshotAtEveryWidth(page, "gift-cards-confirmation", async () => {
      await expect(confirmed).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await expectAccessible(page);
    });

    // The recipient's email has the code, which the buyer never saw.
    const email = await giftCardEmail(request, recipientEmail);
    expect(email).toContain(RECIPIENT);
    expect(email).toContain("Selamat hari jadi, Nur!");
    const code = CODE.exec(email)?.[0] ?? "";
    for (const shown of [code, formatGiftCardCode(code)]) {
      for (const html of seen.pages) expect(html).not.toContain(shown);
      for (const answer of seen.answers) expect(answer).not.toContain(shown);
    }
    expect(seen.answers.length).toBeGreaterThan(3);

    // The balance box: the card holds RM 250; a code no card has is said so.
    await page.getByRole("link", { name: "Give another gift card" }).click();
    const box = page.getByRole("region", { name: "Check a gift card's balance" });
    await box.getByLabel("Gift card code").fill(formatGiftCardCode(code).toLowerCase());
    await box.getByRole("button", { name: "Check balance" }).click();
    await expect(box.getByRole("status")).toHaveText("RM 250 left");

    guards.allowFailure("/api/gift-cards/", 404);
    await box.getByLabel("Gift card code").fill("ABCD-EFGH-JKMN-PQRS");
    await box.getByRole("button", { name: "Check balance" }).click();
    await expect(box.getByRole("status")).toHaveText("No gift card has this code");
    await expectAccessible(page);
  });
});
