import type { FastifyRequest, FastifyServerOptions } from "fastify";
import { errorSerializers } from "../lib/error-serializer";

/**
 * A request as its log lines show it: Fastify's own fields, with the path but never the query string, which
 * can carry a credential (a reset link's token, `/reset-password?token=…`) or personal data.
 */
export function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split("?")[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}

/**
 * Whatever logger the app is given writes requests without their query strings (requestLogFields) and errors
 * without a failed query's values (errorSerializers).
 */
export function withLogSerializers(logger: FastifyServerOptions["logger"]): FastifyServerOptions["logger"] {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, ...errorSerializers, req: requestLogFields } };
}
