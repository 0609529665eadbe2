import { Select, Stack } from "@mantine/core";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { CategoryKey } from "../../../../../convex/shared/domain";
import { READY, type MoveInit, type MoveSide } from "./tableActions";
import { FormActions } from "../../../../components/FormActions";
import { MoneyInput } from "../../../../components/MoneyInput";
import { useCategoryNames } from "../../../../data/categoryNames";
import type { EnvelopeMonth } from "../../../../data/envelope";
import { useFormatters } from "../../../../lib/format";
import { useMoneyInputFormat } from "../../../../lib/moneyInput";
import { useDialogSave } from "../../hooks";
import { FormModal } from "../../../../components/FormModal";

interface MoveDialogProps {
  data: EnvelopeMonth;
  init: MoveInit;
  onClose: () => void;
  /** Resolves to true once moved; either side may be Ready to Assign (READY), not both. */
  onMove: (from: MoveSide, to: MoveSide, amount: number) => Promise<boolean>;
}

/**
 * Move money between categories, or between Ready to Assign and a category. Opened from an
 * overspent category it is "cover": the target and the missing amount are filled in, the user
 * picks where the money comes from.
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
  const options = [
    {
      value: READY as string,
      label: `${t("envelope.rta.label")} (${money(data.readyToAssign, data.currency)})`,
    },
    ...data.categories.map((c) => ({
      value: c.category as string,
      label: `${label(c.category as CategoryKey)} (${money(c.available, data.currency)})`,
    })),
  ];
  // Ready to Assign on both sides would move nothing.
  const sideOptions = (other: string | null) =>
    options.filter((o) => o.value !== other && !(other === READY && o.value === READY));
  const cover = init.to !== undefined && init.from === undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parse(text, data.currency);
    if (!parsed.ok || parsed.value <= 0) return setError(t("common:errors.INVALID_AMOUNT"));
    if (from === null || to === null || from === to) return;
    await save(() => onMove(from as MoveSide, to as MoveSide, parsed.value));
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
            data={sideOptions(to)}
            value={from}
            onChange={setFrom}
            searchable
          />
          <Select
            label={t("envelope.move.to")}
            data={sideOptions(from)}
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
