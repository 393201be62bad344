import { CircleCheck } from "lucide-react";

/** Shown in the page once a message is accepted; a live region, so screen readers hear it too. */
export function FormConfirmation({ message }: { message: string | null }) {
  return (
    <div role="status" aria-live="polite">
      {message ? (
        <p className="bg-success-soft text-success border-success/20 flex items-start gap-2.5 rounded-lg border px-4 py-3 text-sm font-medium">
          <CircleCheck aria-hidden="true" className="mt-px size-4 shrink-0" />
          <span>{message}</span>
        </p>
      ) : null}
    </div>
  );
}
