import { icu } from "../icu";
/** SPEC §2 "Invite-code gate" and its toasts (SPEC §8). */
export const gate = {
  title: "Access Required",
  description: "Please enter your invite code to access IV Drips",
  label: "Invite Code",
  placeholder: "Enter your invite code",
  verifying: "Verifying...",
  submit: "Verify & Enter",
  noCode: icu("Don't have an invite code? {link}"),
  contactSupport: "Contact our support team.",
  grantedTitle: "Access Granted",
  grantedDescription: "Welcome to IV Drips!",
  invalidTitle: "Invalid Code",
  invalidDescription: "Please enter a valid invite code.",
  failedTitle: "Verification Failed",
  failedDescription: "Please check your invite code and try again.",
};
