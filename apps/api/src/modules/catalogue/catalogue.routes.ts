import { ServiceIdParamsSchema, ServiceListSchema, ServiceSchema } from "@ivdrips/contract/catalogue";
import { ErrorBodySchema } from "@ivdrips/contract/errors";
import {
  LANGUAGE_TAGS,
  LANGUAGES,
  languageFromAcceptLanguage,
  type Language,
} from "@ivdrips/contract/languages";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { serializerOf } from "../../plugins/compiled-serializer";
import { sendPrepared } from "../../plugins/http-caching";
import { prepareBody } from "../../plugins/prepared-body";
import { toService } from "./catalogue-view";
import {
  keptUpTo,
  perCatalogueVersion,
  refuseUnstorableText,
  type CatalogueVersion,
} from "./catalogue-version";
import { entryOf, type CatalogueService } from "./catalogue.service";

const serializeList = serializerOf(ServiceListSchema);
const serializeOne = serializerOf(ServiceSchema);

/**
 * The language a catalogue answer is in: the one the request's Accept-Language asks for (the web app sends the
 * language the visitor reads the site in, on every call), English when it names none of ours. The answer says
 * so (Content-Language) and that it depends on it (Vary), so a browser's copy is never answered in another.
 */
function answerLanguage(request: FastifyRequest, reply: FastifyReply): Language {
  const language = languageFromAcceptLanguage(request.headers["accept-language"]);
  reply.header("content-language", LANGUAGE_TAGS[language]).header("vary", "accept-language");
  return language;
}

/**
 * The catalogue's answers, made once per catalogue version and then sent from memory (ETag, 304, brotli and
 * gzip bytes included): the list in each language at once, each service in a language the first time it is
 * asked for.
 */
export const catalogueRoutes: FastifyPluginAsyncZod<{
  catalogue: CatalogueService;
  version: CatalogueVersion;
}> = async (app, { catalogue, version }) => {
  const answers = perCatalogueVersion(version, async () => {
    const snapshot = await catalogue.snapshot();
    const inEach = <T>(make: (language: Language) => T) =>
      Object.fromEntries(LANGUAGES.map((language) => [language, make(language)])) as Record<Language, T>;
    return {
      list: inEach((language) =>
        prepareBody(serializeList(snapshot.entries.map((entry) => toService(entry, language)))),
      ),
      service: inEach((language) =>
        keptUpTo(snapshot.entries.length, (id) =>
          prepareBody(serializeOne(toService(entryOf(snapshot, id), language))),
        ),
      ),
    };
  });

  app.get(
    "/services",
    {
      compress: false,
      schema: {
        tags: ["catalogue"],
        summary:
          "The IV therapy catalogue, prices in RM, texts in the Accept-Language's language (else English)",
        response: { 200: ServiceListSchema },
      },
    },
    async (request, reply) => {
      const language = answerLanguage(request, reply);
      return sendPrepared(request, reply, (await answers()).list[language]);
    },
  );

  app.get(
    "/services/:id",
    {
      compress: false,
      schema: {
        tags: ["catalogue"],
        summary: "One service, texts in the Accept-Language's language (else English)",
        params: ServiceIdParamsSchema,
        response: { 200: ServiceSchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const id = refuseUnstorableText(request.params.id);
      const language = answerLanguage(request, reply);
      return sendPrepared(request, reply, (await answers()).service[language](id));
    },
  );
};
