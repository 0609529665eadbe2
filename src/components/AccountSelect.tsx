import { Select, type SelectProps } from "@mantine/core";
import { accountOptions } from "../lib/options";

/** A choice of one of the given accounts, by name (and currency, `withCurrency`). */
export function AccountSelect({
  accounts,
  withCurrency,
  ...props
}: Omit<SelectProps, "data"> & {
  accounts: readonly { _id: string; name: string; currency: string }[];
  withCurrency?: boolean;
}) {
  return <Select data={accountOptions(accounts, { withCurrency })} {...props} />;
}
