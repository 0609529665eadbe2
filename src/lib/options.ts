/**
 * A select's or a segmented control's options from a fixed list of keys, each labelled (most
 * often translated) by `label`.
 */
export function optionsOf<K extends string>(
  keys: readonly K[],
  label: (key: K) => string,
): { value: K; label: string }[] {
  return keys.map((key) => ({ value: key, label: label(key) }));
}

/** An account as a choice: its name, and its currency where accounts of several are offered. */
export function accountOptions(
  accounts: readonly { _id: string; name: string; currency: string }[],
  { withCurrency = false }: { withCurrency?: boolean } = {},
): { value: string; label: string }[] {
  return accounts.map((a) => ({
    value: a._id,
    label: withCurrency ? `${a.name} (${a.currency})` : a.name,
  }));
}
