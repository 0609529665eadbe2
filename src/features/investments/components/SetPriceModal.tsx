import { TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { CurrencyCode } from "../../../../convex/shared/currencies";
import { CurrencySelect } from "../../../components/CurrencySelect";
import { DateField } from "../../../components/DateField";
import { FormActions } from "../../../components/FormActions";
import { FormModal } from "../../../components/FormModal";
import { useInvestmentMutations } from "../../../data/investments";
import { useToday } from "../../../lib/today";
import { useSubmit } from "../../../lib/useSubmit";
import { useDecimalInput } from "../decimalInput";
import { FormStack } from "../../../components/FormStack";

interface SetPriceProps {
  opened: boolean;
  onClose: () => void;
  symbols: string[];
  currency: CurrencyCode;
}

/** Type a price for something the provider does not know (a fund, a private share). */
export function SetPriceModal({ opened, onClose, ...rest }: SetPriceProps) {
  const { t } = useTranslation("investments");
  return (
    <FormModal opened={opened} onClose={onClose} title={t("price.title")}>
      <SetPriceForm onClose={onClose} {...rest} />
    </FormModal>
  );
}

function SetPriceForm({
  onClose,
  symbols,
  currency: initialCurrency,
}: Omit<SetPriceProps, "opened">) {
  const { t } = useTranslation("investments");
  const { setPrice } = useInvestmentMutations();
  const readDecimal = useDecimalInput();
  const { saving, error, run } = useSubmit();
  const [symbol, setSymbol] = useState(symbols[0] ?? "");
  const [date, setDate] = useState<string | null>(useToday());
  const [price, setPriceText] = useState("");
  const [currency, setCurrency] = useState<CurrencyCode>(initialCurrency);
  const [badPrice, setBadPrice] = useState(false);

  const submit = async () => {
    const p = readDecimal(price);
    setBadPrice(p === null);
    if (p === null || date === null) return;
    const done = await run(() => setPrice({ symbol, date, price: p, currency }));
    if (!done.ok) return;
    notifications.show({
      color: "teal",
      message: t("price.saved", { symbol: symbol.toUpperCase() }),
    });
    onClose();
  };

  return (
    <FormStack onSubmit={submit}>
      <TextInput
        label={t("record.symbol")}
        value={symbol}
        onChange={(e) => setSymbol(e.currentTarget.value)}
        data-autofocus
      />
      <DateField label={t("record.date")} value={date} onChange={setDate} />
      <TextInput
        label={t("price.price")}
        inputMode="decimal"
        value={price}
        onChange={(e) => setPriceText(e.currentTarget.value)}
        error={badPrice ? t("record.badPrice") : error}
      />
      <CurrencySelect label={t("price.currency")} value={currency} onChange={setCurrency} />
      <FormActions onCancel={onClose} label={t("price.save")} loading={saving} />
    </FormStack>
  );
}
