import type { ComponentProps } from "react";

interface HoneypotFieldProps extends Omit<ComponentProps<"input">, "id" | "type"> {
  id: string;
  /** A plausible label for bots to read; nobody else sees or hears it. */
  label: string;
}

/**
 * The public forms' honeypot (the contract's `website` field): off-screen, out of the tab order, hidden from
 * assistive technology and from autofill. People leave it empty; a bot that fills it in is answered as on
 * success by the API, and nothing is sent to the team.
 */
export function HoneypotField({ id, label, ...input }: HoneypotFieldProps) {
  return (
    <div aria-hidden="true" className="sr-only">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...input} />
    </div>
  );
}
