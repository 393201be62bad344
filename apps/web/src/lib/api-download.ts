import { send, type ApiRequest } from "./api-client";

/**
 * The file name a `Content-Disposition` header gives (`filename*=UTF-8''…` preferred over `filename="…"`),
 * or null when it gives none.
 */
export function dispositionFilename(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:[\w-]+)?'[^']*'([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim().replace(/^"|"$/g, ""));
    } catch {
      // A malformed escape: fall back to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;]+)/i.exec(header);
  if (!plain) return null;
  const name = plain[2] !== undefined ? plain[2].replace(/\\(.)/g, "$1") : (plain[1] ?? "").trim();
  return name || null;
}

/**
 * GETs a file (a receipt, a certificate) with the stored token and saves it under the name the server
 * gives: Blob → object URL → a temporary `<a download>`. Errors are apiFetch's. Resolves to the file name.
 */
export async function apiDownload(
  path: string,
  {
    filename: fallbackName,
    ...request
  }: Pick<ApiRequest, "auth" | "signal"> & {
    /** The name to save under when the server gives none. */
    filename?: string;
  } = {},
): Promise<string> {
  const response = await send(path, request);
  const blob = await response.blob();
  const filename =
    dispositionFilename(response.headers.get("content-disposition")) ??
    fallbackName ??
    (path.split("/").filter(Boolean).join("-") || "download");
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return filename;
}
