import { translatorsFor, type Catalogues, type Translator } from "@ivdrips/contract/i18n/translator";
import { EMAIL_TEXTS_EN, type EmailTextId } from "./email-texts.en";
import { EMAIL_TEXTS_MS } from "./email-texts.ms";
import { EMAIL_TEXTS_ZH } from "./email-texts.zh";

export type { EmailTextId };

/** The customer emails' catalogues, one per language the site speaks (decision 011). */
export const EMAIL_TEXTS: Catalogues<EmailTextId> = {
  en: EMAIL_TEXTS_EN,
  ms: EMAIL_TEXTS_MS,
  zh: EMAIL_TEXTS_ZH,
};

export type Translate = Translator<EmailTextId>;

/** The emails' texts in one language, compiled on first use. */
export const translator = translatorsFor(EMAIL_TEXTS);
