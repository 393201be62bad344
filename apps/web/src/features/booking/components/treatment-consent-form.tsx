import { schemaMessage, type MessageRef } from "@ivdrips/contract/api-messages";
import {
  sameSignedName,
  TreatmentConsentSignatureSchema,
  type TreatmentConsentResponse,
  type TreatmentConsentSignature,
} from "@ivdrips/contract/clinical";
import { Lock } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { ConsentText } from "../../../components/health/consent-text";
import { tileClasses } from "../../../components/health/choice-fields";
import { Button } from "../../../components/ui/button";
import { fieldA11y, FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Spinner } from "../../../components/ui/spinner";
import { formatRm } from "../../../lib/format";
import { sayFieldMessage } from "../../../lib/i18n/say-field-message";
import { sayMessage } from "../../../lib/i18n/say-message";
import { useT } from "../../../lib/i18n/use-t";
import { say } from "../../../lib/stand-ins/lingui";

interface TreatmentConsentFormProps {
  consent: TreatmentConsentResponse;
  patientName: string;
  total: number;
  /** The button's words, when not "Agree and Pay - {total}". */
  payLabel?: string;
  signedName: string;
  onSignedNameChange(name: string): void;
  /** The server refused the name signed: said under the field until it changes. */
  nameRefusal: MessageRef | null;
  onNameRefusalHandled(): void;
  busy: boolean;
  onBack(): void;
  onSign(consent: TreatmentConsentSignature): void;
}

const SignedNameSchema = TreatmentConsentSignatureSchema.shape.signedName;

/**
 * The consent to treatment (issue 36): its text, as the API gives it in the site's language, to read; the
 * patient's full name typed as a signature (the name in the card's details) and a tick. The button pays, with
 * the version shown, the name and the tick in the booking request.
 */
export function TreatmentConsentForm({
  consent,
  patientName,
  total,
  payLabel,
  signedName,
  onSignedNameChange,
  nameRefusal,
  onNameRefusalHandled,
  busy,
  onBack,
  onSign,
}: TreatmentConsentFormProps) {
  const t = useT();
  const texts = t.booking.clearance;
  const id = useId();
  const nameId = `${id}-name`;
  const tickId = `${id}-tick`;
  const nameInput = useRef<HTMLInputElement>(null);
  const tickInput = useRef<HTMLInputElement>(null);
  const [agreed, setAgreed] = useState(false);
  // Messages show once the customer has tried to pay, and follow what they change after.
  const [tried, setTried] = useState(false);

  const nameProblem = (() => {
    const parsed = SignedNameSchema.safeParse(signedName);
    if (!parsed.success) return parsed.error.issues[0]?.message ?? schemaMessage("fullNameTooShort");
    return sameSignedName(parsed.data, patientName)
      ? undefined
      : say("booking.clearance.nameMismatch", { name: patientName });
  })();
  const nameError = nameRefusal ? sayMessage(nameRefusal) : tried ? nameProblem : undefined;
  const tickError = tried && !agreed ? schemaMessage("treatmentConsentTick") : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (nameProblem) return nameInput.current?.focus();
    if (!agreed) return tickInput.current?.focus();
    onSign({ version: consent.version, signedName: signedName.trim(), agreed: true });
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-5" aria-busy={busy || undefined}>
      {/* On a laptop the card itself scrolls beside the page: one scroll area, not a box inside it. */}
      <ConsentText
        text={consent.text}
        label={texts.consentTextLabel}
        className="lg:max-h-none lg:overflow-visible"
      />
      <p className="text-muted-foreground -mt-3 text-xs">
        {say("booking.clearance.version", { version: consent.version })}
      </p>
      <FormField
        id={nameId}
        label={texts.signedName}
        error={nameError}
        hint={say("booking.clearance.signedNameHint", { name: patientName })}
      >
        <Input
          ref={nameInput}
          {...fieldA11y(nameId, nameError, { hint: true, required: true })}
          autoComplete="off"
          value={signedName}
          onChange={(event) => {
            onSignedNameChange(event.target.value);
            if (nameRefusal) onNameRefusalHandled();
          }}
        />
      </FormField>
      <div className="grid gap-2">
        <label className={tileClasses(agreed)}>
          <input
            ref={tickInput}
            id={tickId}
            type="checkbox"
            checked={agreed}
            onChange={(event) => setAgreed(event.target.checked)}
            aria-required="true"
            aria-invalid={tickError ? true : undefined}
            aria-describedby={tickError ? `${tickId}-error` : undefined}
            className="accent-primary size-4 shrink-0"
          />
          <span className="leading-snug">{texts.agree}</span>
        </label>
        {tickError ? (
          <p id={`${tickId}-error`} className="text-destructive text-sm">
            {sayFieldMessage(tickError)}
          </p>
        ) : null}
      </div>
      <Button
        type="submit"
        size="lg"
        // Its words wrap rather than widen the card on a phone.
        className="h-auto min-h-12 w-full py-2 whitespace-normal"
        disabled={busy}
      >
        {busy ? (
          <>
            <Spinner />
            {t.booking.card.redirecting}
          </>
        ) : (
          (payLabel ?? say("booking.clearance.pay", { total: formatRm(total) }))
        )}
      </Button>
      <p className="text-muted-foreground -mt-2 flex items-center justify-center gap-1.5 text-xs">
        <Lock aria-hidden="true" className="size-3.5" />
        {t.booking.card.secureNote}
      </p>
      <Button variant="ghost" className="w-full" onClick={onBack} disabled={busy}>
        {texts.backToDetails}
      </Button>
    </form>
  );
}
