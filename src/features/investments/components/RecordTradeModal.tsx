import { SegmentedControl, Select, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Id } from "../../../../convex/_generated/dataModel";
import type { CurrencyCode } from "../../../../convex/shared/currencies";
import { ASSET_KINDS, type AssetKind, type TradeKind } from "../../../../convex/shared/investments";
import { DateField } from "../../../components/DateField";
import { FormActions } from "../../../components/FormActions";
import { FormModal } from "../../../components/FormModal";
import { MoneyInput } from "../../../components/MoneyInput";
import { useInvestmentMutations } from "../../../data/investments";
import { useMoneyInputFormat } from "../../../lib/moneyInput";
import { useToday } from "../../../lib/today";
import { useSubmit } from "../../../lib/useSubmit";
import { useDecimalInput } from "../decimalInput";
import { FormStack } from "../../../components/FormStack";

interface RecordTradeProps {
  opened: boolean;
  onClose: () => void;
  accountId: Id<"accounts">;
  currency: CurrencyCode;
}

/** Record a buy, sell or dividend: the position, the cash and the gains follow at once. */
export function RecordTradeModal({ opened, onClose, ...rest }: RecordTradeProps) {
  const { t } = useTranslation("investments");
  return (
    <FormModal opened={opened} onClose={onClose} title={t("record.title")}>
      <RecordTradeForm onClose={onClose} {...rest} />
    </FormModal>
  );
}

function RecordTradeForm({ onClose, accountId, currency }: Omit<RecordTradeProps, "opened">) {
  const { t } = useTranslation("investments");
  const { record } = useInvestmentMutations();
  const { parse } = useMoneyInputFormat();
  const readDecimal = useDecimalInput();
  const { saving, error, setError, run } = useSubmit();
  const [kind, setKind] = useState<TradeKind>("buy");
  const [date, setDate] = useState<string | null>(useToday());
  const [symbol, setSymbol] = useState("");
  const [quantity, setQuantity] = useState("");
  const [price, setPrice] = useState("");
  const [amount, setAmount] = useState("");
  const [fee, setFee] = useState("");
  const [assetKind, setAssetKind] = useState<AssetKind>("stock");
  const [fieldError, setFieldError] = useState<Record<string, string>>({});

  const submit = async () => {
    const errors: Record<string, string> = {};
    const q = kind === "dividend" ? null : readDecimal(quantity);
    const p = kind === "dividend" ? null : readDecimal(price);
    const parsedAmount = kind === "dividend" ? parse(amount, currency) : null;
    const parsedFee = fee.trim() === "" ? { ok: true as const, value: 0 } : parse(fee, currency);
    if (symbol.trim() === "") errors.symbol = t("record.required");
    if (date === null) errors.date = t("record.required");
    if (kind !== "dividend" && q === null) errors.quantity = t("record.badQuantity");
    if (kind !== "dividend" && p === null) errors.price = t("record.badPrice");
    if (parsedAmount !== null && (!parsedAmount.ok || parsedAmount.value <= 0))
      errors.amount = t("record.badAmount");
    if (!parsedFee.ok || parsedFee.value < 0) errors.fee = t("record.badAmount");
    setFieldError(errors);
    if (Object.keys(errors).length > 0 || date === null) return setError(null);
    const done = await run(() =>
      record({
        accountId,
        date,
        kind,
        symbol,
        ...(q === null ? {} : { quantity: q }),
        ...(p === null ? {} : { price: p }),
        ...(parsedAmount?.ok ? { amount: parsedAmount.value } : {}),
        ...(parsedFee.ok && parsedFee.value > 0 ? { fee: parsedFee.value } : {}),
        ...(kind === "buy" ? { assetKind } : {}),
      }),
    );
    if (!done.ok) return;
    notifications.show({ color: "teal", message: t("record.saved") });
    onClose();
  };

  return (
    <FormStack onSubmit={submit}>
      <SegmentedControl
        aria-label={t("record.kind")}
        value={kind}
        onChange={(value) => setKind(value as TradeKind)}
        data={(["buy", "sell", "dividend"] as const).map((k) => ({
          value: k,
          label: t(`kinds.${k}`),
        }))}
      />
      <TextInput
        label={t("record.symbol")}
        description={t("record.symbolHint")}
        value={symbol}
        onChange={(e) => setSymbol(e.currentTarget.value)}
        error={fieldError.symbol}
        autoCapitalize="characters"
        data-autofocus
      />
      <DateField label={t("record.date")} value={date} onChange={setDate} error={fieldError.date} />
      {kind === "dividend" ? (
        <MoneyInput
          label={t("record.amount")}
          currency={currency}
          value={amount}
          onChange={setAmount}
          error={fieldError.amount}
        />
      ) : (
        <>
          <TextInput
            label={t("record.quantity")}
            description={t("record.quantityHint")}
            inputMode="decimal"
            value={quantity}
            onChange={(e) => setQuantity(e.currentTarget.value)}
            error={fieldError.quantity}
          />
          {kind === "buy" && (
            <Select
              label={t("record.assetKind")}
              data={ASSET_KINDS.map((k) => ({ value: k, label: t(`assetKinds.${k}`) }))}
              value={assetKind}
              allowDeselect={false}
              onChange={(value) => value && setAssetKind(value as AssetKind)}
            />
          )}
          <TextInput
            label={t("record.price", { currency })}
            inputMode="decimal"
            value={price}
            onChange={(e) => setPrice(e.currentTarget.value)}
            error={fieldError.price}
          />
        </>
      )}
      <MoneyInput
        label={t("record.fee")}
        currency={currency}
        value={fee}
        onChange={setFee}
        error={fieldError.fee ?? error}
      />
      <FormActions onCancel={onClose} label={t("record.save")} loading={saving} />
    </FormStack>
  );
}
