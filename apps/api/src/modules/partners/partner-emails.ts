import type { Language } from "@ivdrips/contract/languages";
import { PROFESSION_LABELS, PROFESSION_REGISTERS, type PartnerApplication } from "@ivdrips/contract/partners";
import { languageLine, renderFormEmail, replyLink, teamFooter } from "../messages/form-emails";
import type { OutboxEmailInput } from "../notifications/outbox.service";
import { partnerTranslator } from "./partner-email-texts";

export type StoredApplication = PartnerApplication & { id: string; language: Language };

/** To the applicant, in the language they applied in: received, reviewed within 2-3 business days. */
export function applicationReceivedEmail(
  application: StoredApplication,
  supportEmail: string,
): OutboxEmailInput {
  const t = partnerTranslator(application.language);
  const { profession } = application;
  return renderFormEmail(
    {
      kind: "partner_application_received",
      dedupeKey: `partner_application_received:${application.id}`,
      toAddress: application.email,
    },
    {
      language: application.language,
      subject: t("subject"),
      heading: t("heading"),
      greeting: t("greeting", { name: application.name }),
      paragraphs: [t("thanks", { profession }), t("review"), t("documents")],
      details: [
        [t("labelProfession"), t("profession", { profession })],
        [t("labelLicence", { register: PROFESSION_REGISTERS[profession] }), application.licenceNumber],
        [t("labelYears"), t("years", { count: application.yearsOfExperience })],
        [t("labelPhone"), application.phone],
        [t("labelCity"), application.city],
      ],
      footer: t("footer", { email: supportEmail }),
      contactEmail: supportEmail,
    },
  );
}

/** To the team (English): a new application to review within 2-3 business days. */
export function newApplicationEmail(application: StoredApplication, supportEmail: string): OutboxEmailInput {
  const profession = PROFESSION_LABELS[application.profession];
  const years = partnerTranslator("en")("years", { count: application.yearsOfExperience });
  return renderFormEmail(
    {
      kind: "partner_application",
      dedupeKey: `partner_application:${application.id}`,
      toAddress: supportEmail,
    },
    {
      language: "en",
      subject: `[Partner application] ${application.name}, ${profession.toLowerCase()}, ${application.city}`,
      heading: "New partner application",
      paragraphs: [
        `${application.name} has applied to join IV Drips as a ${profession.toLowerCase()}. Please check the ` +
          `${PROFESSION_REGISTERS[application.profession]} registration and reply within 2-3 business days, ` +
          "as the applicant was promised.",
      ],
      details: [
        ["Name", application.name],
        ["Profession", profession],
        [`${PROFESSION_REGISTERS[application.profession]} number`, application.licenceNumber],
        ["Experience", years],
        ["Email", application.email],
        ["Phone", application.phone],
        ["City", application.city],
        ["Language", languageLine(application.language)],
      ],
      ...(application.message ? { quote: { title: "Message", text: application.message } } : {}),
      action: {
        label: `Reply to ${application.email}`,
        url: replyLink(application.email, "Your IV Drips partner application"),
      },
      footer: teamFooter(application.email),
      contactEmail: application.email,
    },
  );
}
