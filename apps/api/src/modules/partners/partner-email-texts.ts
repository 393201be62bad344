import { translatorsFor, type CatalogueSource } from "@ivdrips/contract/i18n/translator";

/**
 * The partner applicant's acknowledgement, in each language the site speaks: Lingui catalogues by id in
 * ICU MessageFormat (decision 011), the profession a select and the years a plural.
 */
const en = {
  subject: "We have received your partner application",
  heading: "Thank you for applying",
  greeting: "Hi {name},",
  thanks:
    "Thank you for applying to join IV Drips as a partner {profession, select, doctor {doctor} other {nurse}}.",
  review:
    "Our medical team reviews every application within 2-3 business days. We will check your registration " +
    "and experience, then contact you to arrange a short interview.",
  documents:
    "Please have these documents ready: your CV, your MMC or MNC registration certificate, your current " +
    "Annual Practising Certificate (APC) and your BLS certificate.",
  labelProfession: "Profession",
  labelLicence: "{register} registration number",
  labelYears: "Years of experience",
  labelPhone: "Phone",
  labelCity: "City",
  profession: "{profession, select, doctor {Doctor} other {Nurse}}",
  years: "{count, plural, one {# year} other {# years}}",
  footer: "Questions? Write to {email}.",
} satisfies CatalogueSource;

export type PartnerTextId = keyof typeof en;

const ms: CatalogueSource<PartnerTextId> = {
  subject: "Permohonan rakan kongsi anda telah diterima",
  heading: "Terima kasih atas permohonan anda",
  greeting: "Hai {name},",
  thanks:
    "Terima kasih kerana memohon untuk menyertai IV Drips sebagai " +
    "{profession, select, doctor {doktor} other {jururawat}} rakan kongsi kami.",
  review:
    "Pasukan perubatan kami menyemak setiap permohonan dalam tempoh 2-3 hari bekerja. Kami akan menyemak " +
    "pendaftaran dan pengalaman anda, kemudian menghubungi anda untuk mengatur satu temu duga ringkas.",
  documents:
    "Sila sediakan dokumen berikut: CV anda, sijil pendaftaran MMC atau MNC, Sijil Amalan Tahunan (APC) " +
    "yang masih sah dan sijil BLS anda.",
  labelProfession: "Profesion",
  labelLicence: "Nombor pendaftaran {register}",
  labelYears: "Tempoh pengalaman",
  labelPhone: "Telefon",
  labelCity: "Bandar",
  profession: "{profession, select, doctor {Doktor} other {Jururawat}}",
  years: "{count, plural, other {# tahun}}",
  footer: "Ada sebarang pertanyaan? Hubungi kami di {email}.",
};

const zh: CatalogueSource<PartnerTextId> = {
  subject: "我们已收到您的合作伙伴申请",
  heading: "感谢您的申请",
  greeting: "{name}，您好：",
  thanks: "感谢您申请以合作{profession, select, doctor {医生} other {护士}}的身份加入 IV Drips。",
  review:
    "我们的医疗团队会在 2-3 个工作日内审核每一份申请。我们将核实您的注册资格和工作经验，随后与您联系，安排一次简短的面试。",
  documents:
    "请提前准备好以下文件：您的简历、MMC 或 MNC 注册证书、当年有效的年度执业证书（APC）以及 BLS 证书。",
  labelProfession: "职业",
  labelLicence: "{register} 注册号码",
  labelYears: "从业年限",
  labelPhone: "电话",
  labelCity: "城市",
  profession: "{profession, select, doctor {医生} other {护士}}",
  years: "{count, plural, other {# 年}}",
  footer: "如有任何疑问，请发送邮件至 {email}。",
};

export const PARTNER_TEXTS = { en, ms, zh };

export const partnerTranslator = translatorsFor<PartnerTextId>(PARTNER_TEXTS);
