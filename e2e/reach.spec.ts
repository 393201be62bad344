import { apiMessagesMs as msApiMessages } from "@ivdrips/contract/api-messages/ms";
import { support as msSupport } from "../apps/web/src/locales/ms/support";
import { expect, expectAccessible, screenshotAtEveryWidth, test } from "./fixtures";

/** Issue 8: the partner, support and contact forms send to the API and say so. */

test("a doctor applies to become a partner and sees 'Application Submitted!'", async ({
  gatePassed: page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/become-partner");
  await page.getByLabel("Full Name").fill("Dr Nurul Aina");
  await page.getByLabel("Profession").selectOption("doctor");
  await page.getByLabel("MMC / MNC registration number").fill("MMC 54321");
  await page.getByLabel("Years of clinical experience").fill("7");
  await page.getByLabel("Email", { exact: true }).fill("nurul.aina@example.my");
  await page.getByLabel("Phone Number").fill("012-345 6789");
  await page.getByRole("textbox", { name: "City" }).fill("Petaling Jaya");
  await page.getByLabel("Message (optional)").fill("Weekday evenings in PJ and Bangsar.");
  const sent = page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/partners/applications") && response.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Submit Application" }).click();
  const response = await sent;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({
    name: "Dr Nurul Aina",
    profession: "doctor",
    licenceNumber: "MMC 54321",
    yearsOfExperience: 7,
    email: "nurul.aina@example.my",
    phone: "+60 12-345 6789",
    city: "Petaling Jaya",
    website: "",
  });
  const submitted = page.getByRole("heading", { name: "Application Submitted!" });
  await expect(submitted).toBeVisible();
  await expect(page.getByText(/within 2-3 business days/).first()).toBeVisible();
  await expectAccessible(page);
  await screenshotAtEveryWidth(page, "partner-submitted", async () => {
    await expect(submitted).toBeVisible();
  });
});

test("the support form sends a message and confirms it", async ({ gatePassed: page }) => {
  await page.goto("/support");
  await page.getByLabel("Name", { exact: true }).fill("Aisha Rahman");
  await page.getByLabel("Email", { exact: true }).fill("aisha.support@example.com");
  await page.getByLabel("Subject").fill("Question about my booking");
  await page.getByLabel("Category").selectOption("payment");
  await page.getByLabel("Message", { exact: true }).fill("Can I pay with Apple Pay?");
  const sent = page.waitForResponse((response) => response.url().endsWith("/api/support/messages"));
  await page.getByRole("button", { name: "Send Message" }).click();
  expect((await sent).status()).toBe(201);
  await expect(
    page.getByText("Thank you, we have your message and will reply within 24 hours.", { exact: true }),
  ).toBeVisible();
  await expect(page.getByLabel("Subject")).toHaveValue("");
});

test("the contact form in Bahasa Melayu: a translated validation message, then a sent message", async ({
  gatePassed: page,
}) => {
  await page.addInitScript(() => localStorage.setItem("language", "ms"));
  await page.goto("/contact");
  const form = msSupport.contactForm;
  await page.getByRole("button", { name: msSupport.sendMessage }).click();
  await expect(page.getByText(msApiMessages.firstNameRequired, { exact: true })).toBeVisible();

  await page.getByLabel(form.firstName).fill("Siti");
  await page.getByLabel(form.lastName).fill("Hassan");
  await page.getByLabel(form.email, { exact: true }).fill("siti.contact@example.my");
  await page.getByLabel(form.phone).fill("+60 12-345 6789");
  await page.getByLabel(form.subject).fill("Pakej korporat");
  await page.locator("#contact-message").fill("Boleh saya tempah untuk pasukan pejabat?");
  const sent = page.waitForResponse((response) => response.url().endsWith("/api/contact/messages"));
  await page.getByRole("button", { name: msSupport.sendMessage }).click();
  const response = await sent;
  expect(response.status()).toBe(201);
  expect(response.request().headers()["accept-language"]).toBe("ms");
  await expect(page.getByText(form.confirmation, { exact: true })).toBeVisible();
  await screenshotAtEveryWidth(page, "contact-sent-ms", async () => {
    await expect(page.getByText(form.confirmation, { exact: true })).toBeVisible();
  });
});
