import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/** OpenAPI generated from the routes' zod schemas; the UI at /api/docs, the JSON at /api/docs/json. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "IV Drips API",
        description: "Book intravenous drip therapy delivered at home in Kuala Lumpur.",
        version: "1.0.0",
      },
      components: {
        securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: "/api/docs",
    staticCSP: true,
    // Swagger UI sets a few inline styles; allow them on the docs pages only.
    transformStaticCSP: (header) => header.replace(/style-src ([^;]*)/, "style-src $1 'unsafe-inline'"),
  });
}
