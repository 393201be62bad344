import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import { negotiate } from "@fastify/accept-negotiator";
import type { FastifyReply, FastifyRequest } from "fastify";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = "br" | "gzip";
/** In the order we prefer them when the client likes both equally. */
const ENCODINGS: Encoding[] = ["br", "gzip"];

/** A weak validator: the body is hashed before compression, and every encoding of it is the same resource. */
export function weakEtag(body: string | Buffer): string {
  return `W/"${createHash("sha1").update(body).digest("base64url")}"`;
}

/**
 * The encoding to send for an Accept-Encoding header, or undefined for the body as it is. The same choice
 * @fastify/compress makes for the answers it compresses, so every answer follows one rule: the highest q wins,
 * br on a tie, `q=0` refuses, and `*` and `x-gzip` count as gzip (as in @fastify/compress).
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  return negotiate(acceptEncoding.toLowerCase().replace(/\*|x-gzip/gu, "gzip"), ENCODINGS) ?? undefined;
}

/**
 * How hard to compress. `highest` (brotli 11, gzip 9) for bodies sent again and again that are made before
 * anyone waits on them, or rarely (the catalogue, per catalogue version): the tens of milliseconds brotli 11
 * costs are paid once. `quick` (brotli 4, gzip 6, @fastify/compress's settings) for a body a visitor waits on.
 */
export type Compression = "highest" | "quick";
const SETTINGS: Record<Compression, { brotli: number; gzip: number }> = {
  highest: { brotli: zlibConstants.BROTLI_MAX_QUALITY, gzip: 9 },
  quick: { brotli: 4, gzip: 6 },
};

/** A body made once and sent as it is, or in each encoding, compressed the first time a client asks for it. */
export interface PreparedBody {
  readonly bytes: Buffer;
  readonly etag: string;
  /** Compressed off the event loop (brotli 11 takes tens of milliseconds on a page), once per encoding. */
  encoded(encoding: Encoding): Promise<Buffer>;
}

export function prepareBody(body: string | Buffer, compression: Compression = "highest"): PreparedBody {
  const bytes = typeof body === "string" ? Buffer.from(body) : body;
  const settings = SETTINGS[compression];
  // Promises, not buffers: requests that arrive while it is being compressed wait for the same work.
  const encodings = new Map<Encoding, Promise<Buffer>>();
  const compress = (encoding: Encoding): Promise<Buffer> =>
    encoding === "br"
      ? brotliAsync(bytes, {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: settings.brotli,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
          },
        })
      : gzipAsync(bytes, { level: settings.gzip });
  return {
    bytes,
    etag: weakEtag(bytes),
    encoded(encoding) {
      let encoded = encodings.get(encoding);
      if (!encoded) {
        encoded = compress(encoding);
        // A failure is not kept: the next request tries again.
        encoded.catch(() => encodings.delete(encoding));
        encodings.set(encoding, encoded);
      }
      return encoded;
    },
  };
}

/**
 * The bytes of `body` to send for this request, in the encoding chooseEncoding picks (content-encoding set
 * when one is). The caller sets `Vary: accept-encoding`; mark the route `compress: false`.
 */
export async function bytesFor(
  request: FastifyRequest,
  reply: FastifyReply,
  body: PreparedBody,
): Promise<Buffer> {
  const encoding = chooseEncoding(request.headers["accept-encoding"]);
  if (!encoding) return body.bytes;
  const encoded = await body.encoded(encoding);
  reply.header("content-encoding", encoding);
  return encoded;
}
