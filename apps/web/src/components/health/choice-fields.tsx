import type { Ref } from "react";
import { sayFieldMessage } from "../../lib/i18n/say-field-message";
import { useT } from "../../lib/i18n/use-t";
import { cn } from "../../lib/stand-ins/cn";

/** A tickable option's tile (as the payment methods'): a whole-width touch target, the box or circle inside. */
export function tileClasses(checked: boolean): string {
  return cn(
    "flex min-h-12 cursor-pointer items-center gap-2.5 rounded-lg border px-3 py-2 text-sm font-medium",
    "transition-[color,background-color,border-color,box-shadow] duration-150",
    "has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-offset-2",
    checked ? "border-primary bg-primary-soft text-foreground" : "border-border hover:border-primary/50",
  );
}

interface ChoiceGroupProps<V extends string | boolean> {
  /** The group's id: its message is `${id}-error`. */
  id: string;
  legend: string;
  options: readonly { value: V; label: string }[];
  value: V | undefined;
  onChange(value: V): void;
  onBlur?: () => void;
  error?: string | undefined;
  /** Given to the first option: the form focuses it when the group is the first with a message. */
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

/** A question answered by one of a few options: a radio group with its legend and its message. */
export function ChoiceGroup<V extends string | boolean>({
  id,
  legend,
  options,
  value,
  onChange,
  onBlur,
  error,
  inputRef,
  className,
}: ChoiceGroupProps<V>) {
  useT(); // the message is said in the current language
  const errorId = `${id}-error`;
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="text-foreground mb-2 text-sm font-medium">{legend}</legend>
      <div className={cn("grid grid-cols-2 gap-2", className)}>
        {options.map((option, index) => {
          const checked = value === option.value;
          return (
            <label key={String(option.value)} className={tileClasses(checked)}>
              <input
                ref={index === 0 ? inputRef : undefined}
                type="radio"
                name={id}
                value={String(option.value)}
                checked={checked}
                onChange={() => onChange(option.value)}
                onBlur={onBlur}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                className="accent-primary size-4 shrink-0"
              />
              <span>{option.label}</span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="text-destructive text-sm">
          {sayFieldMessage(error)}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A yes-or-no question. */
export function YesNoGroup(props: Omit<ChoiceGroupProps<boolean>, "options">) {
  const t = useT();
  return (
    <ChoiceGroup
      {...props}
      options={[
        { value: true, label: t.health.form.yes },
        { value: false, label: t.health.form.no },
      ]}
    />
  );
}
