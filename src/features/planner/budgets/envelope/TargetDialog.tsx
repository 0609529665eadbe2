import { Button, Group, Stack, TextInput } from "@mantine/core";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { validateMonthKey } from "../../../../../convex/shared/dates";
import { FormActions } from "../../../../components/FormActions";
import { MoneyInput } from "../../../../components/MoneyInput";
import type { EnvelopeDetail, EnvelopeMonth } from "../../../../data/envelope";
import { useMoneyInputFormat } from "../../../../lib/moneyInput";
import { useDialogSave } from "../../hooks";
import { FormModal } from "../../../../components/FormModal";
import { KindSwitch } from "../../../../components/KindSwitch";
import { optionsOf } from "../../../../lib/options";

const TARGET_KINDS = ["monthly", "byDate"] as const;

type Target = NonNullable<EnvelopeDetail["target"]>;

interface TargetDialogProps {
  data: EnvelopeMonth;
  detail: EnvelopeDetail;
  name: string;
  onClose: () => void;
  /** null removes the target; resolves to true once saved. */
  onSave: (target: Target | null) => Promise<boolean>;
}

/** A category's target: an amount every month, or an amount saved up by a month. */
export function TargetDialog({ data, detail, name, onClose, onSave }: TargetDialogProps) {
  const { t } = useTranslation("planner");
  const { parse, toText } = useMoneyInputFormat();
  const current = detail.target;
  const [kind, setKind] = useState<Target["kind"]>(current?.kind ?? "monthly");
  const [text, setText] = useState(current ? toText(current.amount, data.currency) : "");
  const [month, setMonth] = useState(current?.kind === "byDate" ? current.month : data.month);
  const [error, setError] = useState<{ amount?: string; month?: string }>({});
  const dialog = useDialogSave(onClose);
  const save = (target: Target | null) => dialog.save(() => onSave(target));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parse(text, data.currency);
    if (!parsed.ok || parsed.value <= 0)
      return setError({ amount: t("common:errors.INVALID_AMOUNT") });
    if (kind === "byDate" && validateMonthKey(month) !== null)
      return setError({ month: t("common:errors.INVALID_DATE") });
    void save(
      kind === "monthly" ? { kind, amount: parsed.value } : { kind, amount: parsed.value, month },
    );
  };

  return (
    <FormModal opened onClose={onClose} title={t("envelope.target.title", { name })}>
      <form onSubmit={submit} noValidate data-testid="envelope-target">
        <Stack gap="sm">
          <KindSwitch
            label={t("envelope.target.title", { name })}
            value={kind}
            onChange={setKind}
            data={optionsOf(TARGET_KINDS, (k) => t(`envelope.target.${k}`))}
          />
          <MoneyInput
            label={t("envelope.target.amount")}
            currency={data.currency}
            value={text}
            onChange={(next) => {
              setText(next);
              setError({});
            }}
            error={error.amount}
            data-autofocus
          />
          {kind === "byDate" && (
            <TextInput
              type="month"
              label={t("envelope.target.month")}
              value={month}
              onChange={(e) => {
                setMonth(e.currentTarget.value);
                setError({});
              }}
              error={error.month}
            />
          )}
          <Group justify="space-between" gap="xs">
            {current !== null ? (
              <Button variant="subtle" color="red" onClick={() => void save(null)}>
                {t("envelope.target.remove")}
              </Button>
            ) : (
              <span />
            )}
            <FormActions onCancel={onClose} loading={dialog.saving} />
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
