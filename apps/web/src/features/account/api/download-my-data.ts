import type { AccountExport } from "@ivdrips/contract/account-export";
import { klDateOf } from "@ivdrips/contract/kl-dates";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";

/** The file the export is saved as: the day it was taken (Kuala Lumpur's). */
export function myDataFilename(now: Date): string {
  return `ivdrips-my-data-${klDateOf(now)}.json`;
}

/**
 * GET /api/account/export with the customer's token: everything the account holds, health profile and clinical
 * records included (PDPA access and portability), saved on the customer's device as a JSON file. Kept in
 * memory only for the moment of saving it. Resolves to the file name.
 */
export async function downloadMyData(): Promise<string> {
  const data = await apiFetch<AccountExport>("/account/export", { auth: "customer" });
  const filename = myDataFilename(new Date());
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(data, null, 2)], { type: "application/json;charset=utf-8" }),
  );
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

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
