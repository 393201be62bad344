import { LANGUAGES } from "@ivdrips/contract/languages";
import {
  PHONE_CODE_MINUTES,
  PHONE_REPLY_NAMES,
  PHONE_TEMPLATE_NAMES,
} from "@ivdrips/contract/phone-messages";
import { describe, expect, it } from "vitest";
import { REPLIES, TEMPLATES } from "../modules/phone-messages/templates";
import { CATALOGUE } from "../seed/catalogue-data";
import { CATALOGUE_TRANSLATIONS } from "../seed/catalogue-translations";
import { whatsappTemplateRequests, type TemplateRequest } from "./whatsapp-templates";

/** `whatsapp templates`: what is submitted to WhatsApp for approval, checked before anyone submits it. */

const placeholders = (text: string) => [...text.matchAll(/\{\{(\d+)\}\}/g)].map((match) => Number(match[1]));
const bodyOf = (request: TemplateRequest) =>
  request.components.find((component) => component.type === "BODY");

describe("the WhatsApp template requests", () => {
  it("are every template in en, ms and zh_CN, as the Graph API names its fields", () => {
    const requests = whatsappTemplateRequests();
    expect(requests).toHaveLength(PHONE_TEMPLATE_NAMES.length * LANGUAGES.length);
    expect(requests).toHaveLength(27);
    expect(requests.map((request) => `${request.name} ${request.language}`).sort()).toEqual(
      PHONE_TEMPLATE_NAMES.flatMap((name) => ["en", "ms", "zh_CN"].map((code) => `${name} ${code}`)).sort(),
    );
    for (const request of requests) {
      expect(Object.keys(request).sort(), request.name).toEqual([
        "category",
        "components",
        "language",
        "name",
      ]);
      expect(request.name).toMatch(/^[a-z0-9_]{1,512}$/);
      expect(request.category).toBe(TEMPLATES[request.name].category);
    }
    // The JSON the command prints is this, unchanged.
    expect(JSON.parse(JSON.stringify(requests))).toEqual(requests);
  });

  it("gives each utility body, worded as in templates.ts, one example per placeholder, in order", () => {
    for (const language of LANGUAGES) {
      const utility = whatsappTemplateRequests(language).filter((request) => request.category === "UTILITY");
      expect(utility).toHaveLength(8);
      for (const request of utility) {
        const what = `${request.name} ${request.language}`;
        expect(request.components, what).toHaveLength(1);
        const body = bodyOf(request);
        if (!body || !("text" in body)) throw new Error(`${what}: no body text`);
        expect(body.text, what).toBe(TEMPLATES[request.name].body[language]);
        const numbers = placeholders(body.text);
        expect(numbers, what).toEqual(numbers.map((_, index) => index + 1));
        expect(body.example.body_text, what).toHaveLength(1);
        expect(body.example.body_text[0], what).toHaveLength(numbers.length);
        expect(
          body.example.body_text[0]?.every((example) => example.trim() !== ""),
          what,
        ).toBe(true);
      }
    }
  });

  it("puts words around every value, as WhatsApp asks: none starts or ends a body, none touches another", () => {
    for (const language of LANGUAGES) {
      for (const request of whatsappTemplateRequests(language)) {
        const body = bodyOf(request);
        if (!body || !("text" in body)) continue;
        const what = `${request.name} ${request.language}`;
        expect(body.text, what).not.toMatch(/^\s*\{\{\d+\}\}/);
        expect(body.text, what).not.toMatch(/\{\{\d+\}\}[\s.。!]*$/);
        expect(body.text, what).not.toMatch(/\}\}[\s,，、]*\{\{/);
      }
    }
  });

  it("makes the verification code an authentication template of Meta's copy-code shape", () => {
    const codes = whatsappTemplateRequests().filter((request) => request.name === "verification_code");
    expect(codes.map((request) => request.language)).toEqual(["en", "ms", "zh_CN"]);
    for (const request of codes) {
      // WhatsApp writes (and translates) the words itself: no text of ours, so no placeholder to give.
      expect(request).toEqual({
        name: "verification_code",
        category: "AUTHENTICATION",
        language: request.language,
        components: [
          { type: "BODY", add_security_recommendation: true },
          { type: "FOOTER", code_expiration_minutes: 10 },
          { type: "BUTTONS", buttons: [{ type: "OTP", otp_type: "COPY_CODE" }] },
        ],
      });
    }
    expect(PHONE_CODE_MINUTES).toBe(10);
    // The SMS stands in with our own words, carrying the one value the button copies.
    for (const language of LANGUAGES) {
      expect(placeholders(TEMPLATES.verification_code.body[language])).toEqual([1]);
    }
    expect(TEMPLATES.verification_code.params).toHaveLength(1);
  });

  it("keeps to one language when asked", () => {
    const malay = whatsappTemplateRequests("ms");
    expect(malay).toHaveLength(PHONE_TEMPLATE_NAMES.length);
    expect(new Set(malay.map((request) => request.language))).toEqual(new Set(["ms"]));
    expect(new Set(whatsappTemplateRequests("zh").map((request) => request.language))).toEqual(
      new Set(["zh_CN"]),
    );
  });
});

/**
 * Words that would tell whoever sees the phone's screen what the visit is for: the catalogue's drips by name
 * or ingredient, and health matters, in each language. "IV Drips", the business's name, is allowed.
 */
const CLINICAL_WORDS = [
  ...CATALOGUE.flatMap((service) => [service.id, service.name, ...service.ingredients]),
  ...Object.values(CATALOGUE_TRANSLATIONS).flatMap((services) =>
    Object.values(services).flatMap((service) => service.ingredients),
  ),
  ...["allerg", "pregnan", "medication", "medicine", "screening", "health", "symptom", "infusion", "vitamin"],
  ...["alahan", "hamil", "ubat", "saringan", "kesihatan", "simptom"],
  ...["过敏", "怀孕", "药", "筛查", "健康", "症状", "输液", "维生素"],
];

describe("what a phone's screen shows", () => {
  it("names no drip, ingredient or health matter, in any template or reply", () => {
    // The catalogue's words are really in the list (it is not checking against nothing).
    expect(CLINICAL_WORDS).toEqual(
      expect.arrayContaining(["NutriGlow", "nutriglow", "Glutathione", "Glutation"]),
    );
    // The requests' bodies are these (checked above), and the SMS says them too.
    const texts = [
      ...Object.entries(TEMPLATES).flatMap(([name, template]) =>
        LANGUAGES.map((language) => `${name} ${language}: ${template.body[language]}`),
      ),
      ...Object.entries(REPLIES).flatMap(([name, reply]) =>
        LANGUAGES.map((language) => `${name} ${language}: ${reply[language]}`),
      ),
    ];
    expect(texts).toHaveLength((PHONE_TEMPLATE_NAMES.length + PHONE_REPLY_NAMES.length) * LANGUAGES.length);
    const found = texts.flatMap((text) => {
      const words = CLINICAL_WORDS.filter((word) => text.toLowerCase().includes(word.toLowerCase()));
      return words.length > 0 ? [`${text} → ${words.join(", ")}`] : [];
    });
    expect(found).toEqual([]);
  });
});
