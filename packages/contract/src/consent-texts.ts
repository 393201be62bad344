import type { Contraindication, ContraindicationRules } from "./clinical";
import type { Language } from "./languages";

/**
 * The consents a customer gives before a drip, word for word in each language, and their versions: a new
 * wording is a new version, and what a customer agreed to is kept with the version they read.
 */

/** Consent to keep and use health data (PDPA s.40: explicit consent for sensitive personal data). */
export const HEALTH_DATA_CONSENT_VERSION = "2026-11-29";

export const HEALTH_DATA_CONSENT_TEXTS: Record<Language, string> = {
  en:
    "I agree that IV Drips keeps the health information I give in my health profile (date of birth, sex, " +
    "pregnancy, weight, allergies, medication, conditions, past reactions to a drip and my emergency contact), " +
    "encrypted, to check that a drip is safe for me. Only I and the clinic that treats me can read it; IV Drips " +
    "staff may read it only for a stated reason, and each reading is recorded. It is never sent by email or " +
    "message. The clinic keeps the clinical record of each treated visit for 7 years, as medical records must be " +
    "kept. I can see, correct and export my information in My Account, and withdraw this consent at any time: " +
    "my health profile is then deleted, and I cannot book a drip until I agree again.",
  ms:
    "Saya bersetuju bahawa IV Drips menyimpan maklumat kesihatan yang saya berikan dalam profil kesihatan saya " +
    "(tarikh lahir, jantina, kehamilan, berat, alahan, ubat-ubatan, penyakit, reaksi lalu terhadap drip dan " +
    "kenalan kecemasan saya), secara disulitkan, untuk memastikan drip selamat untuk saya. Hanya saya dan klinik " +
    "yang merawat saya boleh membacanya; kakitangan IV Drips hanya boleh membacanya atas sebab yang dinyatakan, " +
    "dan setiap bacaan direkodkan. Ia tidak pernah dihantar melalui e-mel atau mesej. Klinik menyimpan rekod " +
    "klinikal setiap lawatan yang dirawat selama 7 tahun, seperti yang diwajibkan bagi rekod perubatan. Saya " +
    "boleh melihat, membetulkan dan mengeksport maklumat saya dalam Akaun Saya, dan menarik balik persetujuan ini " +
    "pada bila-bila masa: profil kesihatan saya kemudiannya dipadam, dan saya tidak boleh menempah drip sehingga " +
    "saya bersetuju semula.",
  zh:
    "我同意 IV Drips 以加密方式保存我在健康档案中提供的健康信息（出生日期、性别、怀孕情况、体重、过敏、用药、病况、" +
    "以往点滴反应及紧急联系人），用于确认点滴对我是否安全。只有我本人和为我治疗的诊所可以查阅；IV Drips 员工只能在" +
    "说明理由后查阅，且每次查阅都会被记录。这些信息绝不会通过电子邮件或消息发送。诊所会按医疗记录的要求，将每次" +
    "已治疗就诊的临床记录保存 7 年。我可以在“我的账户”中查看、更正和导出我的信息，并可随时撤回此同意：届时我的" +
    "健康档案将被删除，在我再次同意之前无法预约点滴。",
};

/** The consent to treatment's wording; a service's own version adds its rules' revision (`treatmentConsentVersion`). */
export const TREATMENT_CONSENT_TEMPLATE_VERSION = "1";

/** A service's consent version: the template's, then the revision of its contraindications. */
export function treatmentConsentVersion(revision: number): string {
  return `${TREATMENT_CONSENT_TEMPLATE_VERSION}.${revision}`;
}

export const CONTRAINDICATION_NAMES: Record<Language, Record<Contraindication, string>> = {
  en: {
    kidney_disease: "Kidney disease",
    heart_disease: "Heart failure or heart disease",
    liver_disease: "Liver disease",
    g6pd_deficiency: "G6PD deficiency",
    diabetes: "Diabetes",
    high_blood_pressure: "High blood pressure",
    bleeding_disorder: "Bleeding disorder or blood thinners",
    thalassaemia: "Thalassaemia",
    cancer_treatment: "Cancer treatment",
    pregnancy_or_breastfeeding: "Pregnancy or breastfeeding",
    drug_allergy: "Allergy to a medicine",
    latex_allergy: "Latex allergy",
    previous_drip_reaction: "A previous reaction to a drip",
  },
  ms: {
    kidney_disease: "Penyakit buah pinggang",
    heart_disease: "Kegagalan jantung atau penyakit jantung",
    liver_disease: "Penyakit hati",
    g6pd_deficiency: "Kekurangan G6PD",
    diabetes: "Diabetes",
    high_blood_pressure: "Tekanan darah tinggi",
    bleeding_disorder: "Gangguan pendarahan atau ubat pencair darah",
    thalassaemia: "Talasemia",
    cancer_treatment: "Rawatan kanser",
    pregnancy_or_breastfeeding: "Hamil atau menyusu badan",
    drug_allergy: "Alahan terhadap ubat",
    latex_allergy: "Alahan lateks",
    previous_drip_reaction: "Reaksi terhadap drip sebelum ini",
  },
  zh: {
    kidney_disease: "肾病",
    heart_disease: "心力衰竭或心脏病",
    liver_disease: "肝病",
    g6pd_deficiency: "G6PD 缺乏症（蚕豆症）",
    diabetes: "糖尿病",
    high_blood_pressure: "高血压",
    bleeding_disorder: "出血性疾病或服用抗凝血药",
    thalassaemia: "地中海贫血",
    cancer_treatment: "正在接受癌症治疗",
    pregnancy_or_breastfeeding: "怀孕或哺乳",
    drug_allergy: "药物过敏",
    latex_allergy: "乳胶过敏",
    previous_drip_reaction: "曾对点滴有反应",
  },
};

const TREATMENT_TEXTS: Record<
  Language,
  { intro: (service: string) => string; risks: string; absolute: string; relative: string; close: string }
> = {
  en: {
    intro: (service) =>
      `I consent to receive the ${service} intravenous drip from a registered clinician of the clinic IV Drips ` +
      "assigns, at the place I give, after that clinician has reviewed my health profile and cleared me.",
    risks:
      "I understand the material risks of an intravenous drip: bruising or pain where the needle goes in, " +
      "irritation or inflammation of the vein, infection, feeling faint or fainting, and an allergic reaction, " +
      "which can rarely be severe (anaphylaxis) and need emergency treatment.",
    absolute: "This drip must not be given to anyone with:",
    relative: "The clinician checks first, and may decline, anyone with:",
    close:
      "I confirm that my health profile is true and complete, that I will tell the clinician of any change " +
      "before the drip starts, and that the clinician may stop or decline the drip if it is not safe for me.",
  },
  ms: {
    intro: (service) =>
      `Saya bersetuju menerima drip intravena ${service} daripada klinisian berdaftar klinik yang ditetapkan oleh ` +
      "IV Drips, di tempat yang saya berikan, selepas klinisian itu menyemak profil kesihatan saya dan meluluskan saya.",
    risks:
      "Saya memahami risiko material drip intravena: lebam atau sakit di tempat jarum dimasukkan, kerengsaan " +
      "atau keradangan urat, jangkitan, rasa hendak pitam atau pengsan, dan reaksi alahan, yang jarang-jarang " +
      "boleh menjadi teruk (anafilaksis) dan memerlukan rawatan kecemasan.",
    absolute: "Drip ini tidak boleh diberikan kepada sesiapa yang mempunyai:",
    relative: "Klinisian menyemak terlebih dahulu, dan boleh menolak, sesiapa yang mempunyai:",
    close:
      "Saya mengesahkan bahawa profil kesihatan saya benar dan lengkap, bahawa saya akan memberitahu klinisian " +
      "sebarang perubahan sebelum drip bermula, dan bahawa klinisian boleh menghentikan atau menolak drip jika " +
      "ia tidak selamat untuk saya.",
  },
  zh: {
    intro: (service) =>
      `我同意在我提供的地点，由 IV Drips 指派诊所的注册临床人员为我进行 ${service} 静脉点滴，` +
      "前提是该临床人员已审阅我的健康档案并批准我接受治疗。",
    risks:
      "我了解静脉点滴的重大风险：针口处瘀青或疼痛、静脉刺激或发炎、感染、头晕或昏厥，以及过敏反应——" +
      "在少数情况下可能很严重（过敏性休克），需要紧急治疗。",
    absolute: "以下人士绝不可接受此点滴：",
    relative: "以下人士须由临床人员先行评估，并可能被拒绝：",
    close:
      "我确认我的健康档案真实完整；若点滴开始前情况有任何变化，我会告知临床人员；如点滴对我不安全，" +
      "临床人员可以停止或拒绝进行。",
  },
};

/** The consent to treatment for one service, in one language: its risks and its contraindications named. */
export function treatmentConsentText(
  language: Language,
  serviceName: string,
  rules: ContraindicationRules,
): string {
  const texts = TREATMENT_TEXTS[language];
  const names = CONTRAINDICATION_NAMES[language];
  const list = (items: readonly Contraindication[]) => items.map((item) => `- ${names[item]}`).join("\n");
  return [
    texts.intro(serviceName),
    texts.risks,
    ...(rules.absolute.length > 0 ? [`${texts.absolute}\n${list(rules.absolute)}`] : []),
    ...(rules.relative.length > 0 ? [`${texts.relative}\n${list(rules.relative)}`] : []),
    texts.close,
  ].join("\n\n");
}

/** Consent to booking messages on WhatsApp and SMS (issue 38): recorded with its version when a number is verified. */
export const MESSAGES_OPT_IN_VERSION = "2026-11-29";

export const MESSAGES_OPT_IN_TEXTS: Record<Language, string> = {
  en:
    "I agree that IV Drips sends messages about my bookings to this number on WhatsApp, or by SMS when " +
    "WhatsApp cannot reach it, for the topics I choose. Messages never carry health information; a step that " +
    "needs me links to my account. I can reply STOP at any time to receive no more, and START to receive them again.",
  ms:
    "Saya bersetuju bahawa IV Drips menghantar mesej tentang tempahan saya ke nombor ini melalui WhatsApp, atau " +
    "SMS apabila WhatsApp tidak dapat menghubunginya, bagi topik yang saya pilih. Mesej tidak pernah membawa " +
    "maklumat kesihatan; langkah yang memerlukan saya dipautkan ke akaun saya. Saya boleh membalas BERHENTI " +
    "pada bila-bila masa untuk tidak menerima mesej lagi, dan START untuk menerimanya semula.",
  zh:
    "我同意 IV Drips 就我所选的主题，通过 WhatsApp（WhatsApp 无法送达时改用短信）向此号码发送有关我预约的消息。" +
    "消息绝不包含健康信息；需要我处理的步骤会链接到我的账户。我可以随时回复“停止”（STOP）不再接收，回复 START 重新接收。",
};
