import { Select, Stack } from "@mantine/core";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { CategoryKey } from "../../../../../convex/shared/domain";
import { FormActions } from "../../../../components/FormActions";
import { MoneyInput } from "../../../../components/MoneyInput";
import { useCategoryNames } from "../../../../data/categoryNames";
import type { EnvelopeMonth } from "../../../../data/envelope";
import { useFormatters } from "../../../../lib/format";
import { useMoneyInputFormat } from "../../../../lib/moneyInput";
import { useDialogSave } from "../../hooks";
import { FormModal } from "../../../../components/FormModal";

export interface MoveInit {
  from?: CategoryKey;
  to?: CategoryKey;
  amount?: number;
}

interface MoveDialogProps {
  data: EnvelopeMonth;
  init: MoveInit;
  onClose: () => void;
  /** Resolves to true once moved. */
  onMove: (from: CategoryKey, to: CategoryKey, amount: number) => Promise<boolean>;
}

/**
 * Move money between categories. Opened from an overspent category it is "cover": the target
 * and the missing amount are filled in, the user picks where the money comes from.
 */
export function MoveDialog({ data, init, onClose, onMove }: MoveDialogProps) {
  const { t } = useTranslation("planner");
  const { label } = useCategoryNames();
  const { money } = useFormatters();
  const { parse, toText } = useMoneyInputFormat();
  const [from, setFrom] = useState<string | null>(init.from ?? null);
  const [to, setTo] = useState<string | null>(init.to ?? null);
  const [text, setText] = useState(init.amount ? toText(init.amount, data.currency) : "");
  const [error, setError] = useState<string | null>(null);
  const { saving, save } = useDialogSave(onClose);
  const options = data.categories.map((c) => ({
    value: c.category as string,
    label: `${label(c.category as CategoryKey)} (${money(c.available, data.currency)})`,
  }));
  const cover = init.to !== undefined && init.from === undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parse(text, data.currency);
    if (!parsed.ok || parsed.value <= 0) return setError(t("common:errors.INVALID_AMOUNT"));
    if (from === null || to === null || from === to) return;
    await save(() => onMove(from as CategoryKey, to as CategoryKey, parsed.value));
  };

  return (
    <FormModal
      opened
      onClose={onClose}
      title={t(cover ? "envelope.cover.title" : "envelope.move.title")}
    >
      <form onSubmit={(e) => void submit(e)} noValidate data-testid="envelope-move">
        <Stack gap="sm">
          <Select
            label={t("envelope.move.from")}
            data={options.filter((o) => o.value !== to)}
            value={from}
            onChange={setFrom}
            searchable
          />
          <Select
            label={t("envelope.move.to")}
            data={options.filter((o) => o.value !== from)}
            value={to}
            onChange={setTo}
            searchable
          />
          <MoneyInput
            label={t("envelope.move.amount")}
            currency={data.currency}
            value={text}
            onChange={(next) => {
              setText(next);
              setError(null);
            }}
            error={error}
          />
          <FormActions
            onCancel={onClose}
            label={t("envelope.move.submit")}
            loading={saving}
            disabled={from === null || to === null}
          />
        </Stack>
      </form>
    </FormModal>
  );
}
