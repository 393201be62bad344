import type { VerifyInviteResponse } from "@ivdrips/contract/invites";
import { INVITE_GATE_ATTRIBUTE } from "@ivdrips/contract/prerender";
import { keepTabInside, lockPage } from "../../../components/ui/page-lock";
import { DEFAULT_ERROR_MESSAGE, NETWORK_ERROR_MESSAGE } from "../../../lib/api-error-texts";
import { gate as texts } from "../../../locales/en/gate";
import { clearInviteFlag, setInviteFlag } from "../../../lib/invite-flag";
import { SPINNER_SVG } from "./gate-icons";
import { closeToast, showToast } from "./gate-toasts";

/** What the verification answered: a verdict, or the words for why there is none. */
type Verdict = { valid: boolean } | { failed: string };

/** SPEC §7: POST /invite-codes/verify {code} → {valid}; a valid code also sets the pass cookie. */
async function verify(code: string): Promise<Verdict> {
  let response: Response;
  try {
    response = await fetch("/api/invite-codes/verify", {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": "en" },
      credentials: "same-origin",
      body: JSON.stringify({ code }),
    });
  } catch {
    return { failed: NETWORK_ERROR_MESSAGE };
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok && typeof body === "object" && body !== null && "valid" in body) {
    return { valid: (body as VerifyInviteResponse).valid === true };
  }
  const message =
    typeof body === "object" && body !== null && "message" in body && typeof body.message === "string"
      ? body.message
      : "";
  return { failed: message && message !== DEFAULT_ERROR_MESSAGE ? message : texts.failedDescription };
}

/**
 * The invite gate of a first visit, before the app has loaded: the server sends the page with the gate's
 * dialog rendered over it (decision 024) and this script instead of the app (decision 027). It makes that
 * dialog work as InviteGateDialog does (the field, the pending button, the toasts, the stored flag) and, once a
 * code is accepted, starts the app, which then finds a pass. The app starts at once if the page holds no gate
 * (markup this script does not know): it shows its own.
 */
export function startFirstVisitGate(loadApp: () => Promise<unknown>): void {
  const root = document.getElementById("root");
  const field = document.getElementById("invite-code");
  const form = field instanceof HTMLInputElement ? field.form : null;
  const dialog = form?.closest<HTMLElement>('[role="dialog"]');
  const submit = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!root || !(field instanceof HTMLInputElement) || !form || !dialog || !submit) {
    void loadApp();
    return;
  }
  const input = field;
  const submitLabel = submit.textContent ?? "";
  clearInviteFlag();

  // The dialog leaves the page, which is locked behind it, as BlockingDialog's portal does.
  const overlay = dialog.previousElementSibling?.matches('[data-slot="dialog-overlay"]')
    ? dialog.previousElementSibling
    : null;
  document.body.append(...(overlay ? [overlay] : []), dialog);
  const unlock = lockPage(root);
  dialog.addEventListener("keydown", (event) => keepTabInside(event, dialog));
  input.focus();

  let pending = false;
  let failure: HTMLLIElement | null = null;
  const refresh = () => {
    submit.disabled = pending || !input.value.trim();
  };
  input.addEventListener("input", refresh);
  refresh();

  const setPending = (value: boolean) => {
    pending = value;
    refresh();
    if (value) submit.innerHTML = `${SPINNER_SVG}${texts.verifying}`;
    else submit.textContent = submitLabel;
  };

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const code = input.value.trim();
    if (!code || pending) return;
    setPending(true);
    void verify(code).then((verdict) => {
      // The last failure's toast goes with this attempt's outcome: never "Invalid Code" beside "Access Granted".
      if (failure) closeToast(failure);
      failure = null;
      if ("failed" in verdict) {
        setPending(false);
        failure = showToast({
          title: texts.failedTitle,
          description: verdict.failed,
          variant: "destructive",
        });
      } else if (!verdict.valid) {
        setPending(false);
        failure = showToast({
          title: texts.invalidTitle,
          description: texts.invalidDescription,
          variant: "destructive",
        });
      } else {
        setInviteFlag();
        overlay?.remove();
        dialog.remove();
        unlock();
        // The app reads the mark before its first render: without it, and with the flag, it asks the API.
        root.removeAttribute(INVITE_GATE_ATTRIBUTE);
        showToast({ title: texts.grantedTitle, description: texts.grantedDescription });
        // Should the app's script not arrive, the page again, now with the pass.
        loadApp().catch(() => location.reload());
      }
    });
  });
}
