import { LANGUAGES, type Language } from "@ivdrips/contract/languages";
import { PHONE_CODE_MINUTES, type PhoneTemplateName } from "@ivdrips/contract/phone-messages";
import { TEMPLATES, WHATSAPP_LANGUAGE_CODES } from "../modules/phone-messages/templates";

/**
 * `whatsapp templates`: every template of phone-messages/templates.ts in each language, as the body of the
 * Graph API's `POST /<WHATSAPP_BUSINESS_ACCOUNT_ID>/message_templates` (the WhatsApp Manager asks for the same
 * fields). Made from the code alone: no database, no configuration, so no credential can reach the output.
 */

type BodyComponent =
  | { type: "BODY"; text: string; example: { body_text: string[][] } }
  | { type: "BODY"; add_security_recommendation: true };

export type TemplateComponent =
  | BodyComponent
  | { type: "FOOTER"; code_expiration_minutes: number }
  | { type: "BUTTONS"; buttons: { type: "OTP"; otp_type: "COPY_CODE" }[] };

export interface TemplateRequest {
  name: PhoneTemplateName;
  category: "UTILITY" | "AUTHENTICATION";
  /** WhatsApp's code for the language (zh_CN for our zh). */
  language: string;
  components: TemplateComponent[];
}

/**
 * One template in one language. An authentication template's words are WhatsApp's own ("<code> is your
 * verification code."), translated by WhatsApp and not ours to write: it is made of the security
 * recommendation, the expiry footer and a copy-code button, the shape Meta documents for copy-code templates.
 * Its body in TEMPLATES is what the SMS says.
 */
function templateRequest(name: PhoneTemplateName, language: Language): TemplateRequest {
  const template = TEMPLATES[name];
  const base = { name, category: template.category, language: WHATSAPP_LANGUAGE_CODES[language] };
  if (template.category === "AUTHENTICATION") {
    return {
      ...base,
      components: [
        { type: "BODY", add_security_recommendation: true },
        { type: "FOOTER", code_expiration_minutes: PHONE_CODE_MINUTES },
        { type: "BUTTONS", buttons: [{ type: "OTP", otp_type: "COPY_CODE" }] },
      ],
    };
  }
  return {
    ...base,
    components: [
      {
        type: "BODY",
        text: template.body[language],
        example: { body_text: [template.params.map((param) => param.example[language])] },
      },
    ],
  };
}

/** Every template in `language`, or in every language (template by template) when none is given. */
export function whatsappTemplateRequests(language?: Language): TemplateRequest[] {
  const languages = language === undefined ? LANGUAGES : [language];
  return (Object.keys(TEMPLATES) as PhoneTemplateName[]).flatMap((name) =>
    languages.map((each) => templateRequest(name, each)),
  );
}
