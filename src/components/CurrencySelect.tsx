import { Select, type SelectProps } from "@mantine/core";
import { CURRENCIES, isCurrencyCode, type CurrencyCode } from "../../convex/shared/currencies";
import { useCurrencyLabel } from "../lib/currencyLabels";
import { optionsOf } from "../lib/options";

type CurrencySelectProps = Omit<
  SelectProps,
  "data" | "value" | "onChange" | "searchable" | "allowDeselect"
> & {
  value?: CurrencyCode | null;
  /** Called only with one of the supported currencies. */
  onChange: (currency: CurrencyCode) => void;
};

/** A searchable choice of the supported currencies, each named in the current language. */
export function CurrencySelect({ value, onChange, ...props }: CurrencySelectProps) {
  const currencyLabel = useCurrencyLabel();
  return (
    <Select
      data={optionsOf(CURRENCIES, currencyLabel)}
      searchable
      allowDeselect={false}
      {...props}
      value={value}
      onChange={(code) => isCurrencyCode(code) && onChange(code)}
    />
  );
}
