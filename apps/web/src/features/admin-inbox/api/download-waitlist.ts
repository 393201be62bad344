import type { WaitlistQuery } from "@ivdrips/contract/admin-inbox";
import { useMutation } from "@tanstack/react-query";
import { toSearch } from "../../../lib/admin-format";
import { apiDownload } from "../../../lib/api-download";

/** GET /api/admin/waitlist.csv?country=: the list as a CSV file, saved under the server's name. */
export function downloadWaitlist(query: WaitlistQuery): Promise<string> {
  return apiDownload(`/admin/waitlist.csv${toSearch(query)}`, { auth: "staff", filename: "waitlist.csv" });
}

export function useDownloadWaitlist() {
  return useMutation({ mutationFn: downloadWaitlist });
}
