import { fieldA11y, FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../../components/ui/select";
import { intlLocale } from "../../../lib/format";
import { useLanguage, useT } from "../../../lib/i18n/use-t";
import { displayNames } from "@ivdrips/contract/intl-formatters";
import {
  DIAL_COUNTRIES,
  dialCountry,
  maxLocalDigits,
  sanitizeLocalNumber,
  type DialCountry,
} from "../lib/phone";

/** The country's name in the visitor's language: English as listed, others as Intl names the region. */
function useCountryName(): (country: DialCountry) => string {
  const { language } = useLanguage();
  if (language === "en") return (country) => country.name;
  const names = displayNames(intlLocale(), { type: "region" });
  return (country) => names.of(country.code) ?? country.name;
}

export interface PhoneFieldProps {
  id: string;
  country: string;
  onCountryChange(code: string): void;
  value: string;
  onChange(local: string): void;
  onBlur?: () => void;
  error?: string | undefined;
}

/** SPEC §5 "Phone input": a country code (Malaysia +60 by default) and digits only, 15 digits at most. */
export function PhoneField({
  id,
  country,
  onCountryChange,
  value,
  onChange,
  onBlur,
  error,
}: PhoneFieldProps) {
  const t = useT();
  const countryName = useCountryName();
  return (
    <FormField id={id} label={t.booking.phone.label} error={error}>
      <div className="flex gap-2">
        <Select
          value={country}
          onValueChange={(code) => {
            onCountryChange(code);
            onChange(sanitizeLocalNumber(value, code));
          }}
        >
          <SelectTrigger aria-label={t.booking.phone.countryCode} className="w-[8.5rem] shrink-0">
            <SelectValue>
              {country} +{dialCountry(country).dial}
            </SelectValue>
          </SelectTrigger>
          <SelectContent className="max-h-72 min-w-60">
            {DIAL_COUNTRIES.map((option) => (
              <SelectItem key={option.code} value={option.code}>
                {countryName(option)} (+{option.dial})
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Input
          {...fieldA11y(id, error)}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="123456789"
          maxLength={maxLocalDigits(country)}
          value={value}
          onChange={(event) => onChange(sanitizeLocalNumber(event.target.value, country))}
          onBlur={onBlur}
        />
      </div>
    </FormField>
  );
}
