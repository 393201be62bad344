import type { FastifyInstance } from "fastify";

/**
 * Fastify's own JSON parser (with its prototype-poisoning protection), except that an empty body is
 * accepted as "no body": clients send a JSON content type on every call, including bodiless POSTs.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const defaultParser = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (text.trim() === "") {
      done(null, undefined);
      return;
    }
    defaultParser(request, text, done);
  });
}
