import { SegmentedControl } from "@mantine/core";

/**
 * The full-width switch at the top of a form that picks what kind of thing is being added;
 * `data` from optionsOf(kinds, label).
 */
export function KindSwitch<K extends string>({
  label,
  data,
  value,
  onChange,
  disabled,
}: {
  /** Names the switch for screen readers ("Kind"). */
  label: string;
  data: { value: K; label: string }[];
  value?: K;
  onChange: (kind: K) => void;
  disabled?: boolean;
}) {
  return (
    <SegmentedControl
      fullWidth
      aria-label={label}
      data={data}
      value={value}
      onChange={(kind) => onChange(kind as K)}
      disabled={disabled}
    />
  );
}
