import type { Language } from "@ivdrips/contract/languages";
import { PROFESSION_REGISTERS, type PartnerApplication } from "@ivdrips/contract/partners";
import { languageLine, renderFormEmail, replyAction, teamFooter } from "../messages/form-emails";
import type { OutboxEmailInput } from "../notifications/outbox-email";
import { staffText as s } from "../notifications/staff-email-texts";
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
  const { name, profession, city } = application;
  const register = PROFESSION_REGISTERS[profession];
  return renderFormEmail(
    {
      kind: "partner_application",
      dedupeKey: `partner_application:${application.id}`,
      toAddress: supportEmail,
    },
    {
      language: "en",
      subject: s("applicationSubject", { name, profession, city }),
      heading: s("applicationHeading"),
      paragraphs: [s("applicationBody", { name, profession, register })],
      details: [
        [s("labelName"), name],
        [s("labelProfession"), s("profession", { profession })],
        [s("labelLicence", { register }), application.licenceNumber],
        [s("labelExperience"), s("years", { count: application.yearsOfExperience })],
        [s("labelEmail"), application.email],
        [s("labelPhone"), application.phone],
        [s("labelCity"), city],
        [s("labelLanguage"), languageLine(application.language)],
      ],
      ...(application.message ? { quote: { title: s("labelMessage"), text: application.message } } : {}),
      action: replyAction(application.email, s("applicationReplySubject")),
      footer: teamFooter(application.email),
      contactEmail: application.email,
    },
  );
}
