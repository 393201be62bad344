import { RefreshCw } from "lucide-react";
import { useId } from "react";
import { NativeSelect } from "../../../components/admin/native-select";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Label } from "../../../components/ui/label";
import { Spinner } from "../../../components/ui/spinner";
import { errorMessage } from "../../../lib/api-client";
import { useT } from "../../../lib/i18n/use-t";

export interface ProviderOption {
  providerId: string;
  providerName: string;
}

/** Which provider's week is shown: only when the clinic has more than one. */
export function ProviderPicker({
  providers,
  value,
  onChange,
}: {
  providers: readonly ProviderOption[];
  value: string;
  onChange(providerId: string): void;
}) {
  const id = useId();
  const texts = useT().clinicCalendar;
  if (providers.length < 2) return null;
  return (
    <div className="grid gap-2 sm:max-w-xs">
      <Label htmlFor={id}>{texts.provider}</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {providers.map((provider) => (
          <option key={provider.providerId} value={provider.providerId}>
            {provider.providerName}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** A section's data could not be read: the server's message and a retry. */
export function LoadFailed({
  error,
  retrying,
  onRetry,
}: {
  error: unknown;
  retrying: boolean;
  onRetry(): void;
}) {
  const t = useT();
  return (
    <Card role="alert" className="flex flex-col items-center gap-4 px-6 py-12 text-center">
      <p className="text-destructive font-medium">{errorMessage(error, t.clinicCalendar.loadError)}</p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        {retrying ? <Spinner /> : <RefreshCw aria-hidden="true" />}
        {t.common.tryAgain}
      </Button>
    </Card>
  );
}
