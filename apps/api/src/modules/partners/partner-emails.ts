import type { Language } from "@ivdrips/contract/languages";
import {
  PROFESSION_LABELS,
  PROFESSION_REGISTERS,
  type PartnerApplication,
  type Profession,
} from "@ivdrips/contract/partners";
import { languageLine, renderFormEmail, replyLink, teamFooter } from "../messages/form-emails";
import type { OutboxEmailInput } from "../notifications/outbox.service";

export type StoredApplication = PartnerApplication & { id: string; language: Language };

/** The acknowledgement's words in each language the site speaks. */
interface AcknowledgementCopy {
  subject: string;
  heading: string;
  greeting: (name: string) => string;
  thanks: (profession: Profession) => string;
  review: string;
  documents: string;
  labels: {
    profession: string;
    licence: (profession: Profession) => string;
    years: string;
    phone: string;
    city: string;
  };
  professions: Record<Profession, string>;
  years: (count: number) => string;
  footer: (supportEmail: string) => string;
}

const ACKNOWLEDGEMENT: Record<Language, AcknowledgementCopy> = {
  en: {
    subject: "We have received your partner application",
    heading: "Thank you for applying",
    greeting: (name) => `Hi ${name},`,
    thanks: (profession) =>
      `Thank you for applying to join IV Drips as a partner ${profession === "doctor" ? "doctor" : "nurse"}.`,
    review:
      "Our medical team reviews every application within 2-3 business days. We will check your registration " +
      "and experience, then contact you to arrange a short interview.",
    documents:
      "Please have these documents ready: your CV, your MMC or MNC registration certificate, your current " +
      "Annual Practising Certificate (APC) and your BLS certificate.",
    labels: {
      profession: "Profession",
      licence: (profession) => `${PROFESSION_REGISTERS[profession]} registration number`,
      years: "Years of experience",
      phone: "Phone",
      city: "City",
    },
    professions: { doctor: "Doctor", nurse: "Nurse" },
    years: (count) => (count === 1 ? "1 year" : `${count} years`),
    footer: (supportEmail) => `Questions? Write to ${supportEmail}.`,
  },
  ms: {
    subject: "Permohonan rakan kongsi anda telah diterima",
    heading: "Terima kasih atas permohonan anda",
    greeting: (name) => `Hai ${name},`,
    thanks: (profession) =>
      `Terima kasih kerana memohon untuk menyertai IV Drips sebagai ${
        profession === "doctor" ? "doktor" : "jururawat"
      } rakan kongsi kami.`,
    review:
      "Pasukan perubatan kami menyemak setiap permohonan dalam tempoh 2-3 hari bekerja. Kami akan menyemak " +
      "pendaftaran dan pengalaman anda, kemudian menghubungi anda untuk mengatur satu temu duga ringkas.",
    documents:
      "Sila sediakan dokumen berikut: CV anda, sijil pendaftaran MMC atau MNC, Sijil Amalan Tahunan (APC) " +
      "yang masih sah dan sijil BLS anda.",
    labels: {
      profession: "Profesion",
      licence: (profession) => `Nombor pendaftaran ${PROFESSION_REGISTERS[profession]}`,
      years: "Tempoh pengalaman",
      phone: "Telefon",
      city: "Bandar",
    },
    professions: { doctor: "Doktor", nurse: "Jururawat" },
    years: (count) => `${count} tahun`,
    footer: (supportEmail) => `Ada sebarang pertanyaan? Hubungi kami di ${supportEmail}.`,
  },
  zh: {
    subject: "我们已收到您的合作伙伴申请",
    heading: "感谢您的申请",
    greeting: (name) => `${name}，您好：`,
    thanks: (profession) =>
      `感谢您申请以合作${profession === "doctor" ? "医生" : "护士"}的身份加入 IV Drips。`,
    review:
      "我们的医疗团队会在 2-3 个工作日内审核每一份申请。我们将核实您的注册资格和工作经验，随后与您联系，安排一次简短的面试。",
    documents:
      "请提前准备好以下文件：您的简历、MMC 或 MNC 注册证书、当年有效的年度执业证书（APC）以及 BLS 证书。",
    labels: {
      profession: "职业",
      licence: (profession) => `${PROFESSION_REGISTERS[profession]} 注册号码`,
      years: "从业年限",
      phone: "电话",
      city: "城市",
    },
    professions: { doctor: "医生", nurse: "护士" },
    years: (count) => `${count} 年`,
    footer: (supportEmail) => `如有任何疑问，请发送邮件至 ${supportEmail}。`,
  },
};

/** To the applicant, in the language they applied in: received, reviewed within 2-3 business days. */
export function applicationReceivedEmail(
  application: StoredApplication,
  supportEmail: string,
): OutboxEmailInput {
  const copy = ACKNOWLEDGEMENT[application.language];
  return renderFormEmail(
    {
      kind: "partner_application_received",
      dedupeKey: `partner_application_received:${application.id}`,
      toAddress: application.email,
    },
    {
      language: application.language,
      subject: copy.subject,
      heading: copy.heading,
      greeting: copy.greeting(application.name),
      paragraphs: [copy.thanks(application.profession), copy.review, copy.documents],
      details: [
        [copy.labels.profession, copy.professions[application.profession]],
        [copy.labels.licence(application.profession), application.licenceNumber],
        [copy.labels.years, copy.years(application.yearsOfExperience)],
        [copy.labels.phone, application.phone],
        [copy.labels.city, application.city],
      ],
      footer: copy.footer(supportEmail),
    },
  );
}

/** To the team (English): a new application to review within 2-3 business days. */
export function newApplicationEmail(application: StoredApplication, supportEmail: string): OutboxEmailInput {
  const profession = PROFESSION_LABELS[application.profession];
  const years = application.yearsOfExperience === 1 ? "1 year" : `${application.yearsOfExperience} years`;
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
    },
  );
}
