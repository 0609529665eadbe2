import { Alert, Button, FileInput, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Id } from "../../../../convex/_generated/dataModel";
import type { CurrencyCode } from "../../../../convex/shared/currencies";
import { FormModal } from "../../../components/FormModal";
import { useInvestmentMutations } from "../../../data/investments";
import { useErrorMessage } from "../../../lib/errors";
import { type ParsedTrades, parseTradesCsv } from "../tradesCsv";

interface ImportTradesProps {
  opened: boolean;
  onClose: () => void;
  accountId: Id<"accounts">;
  currency: CurrencyCode;
}

/** A broker's CSV of trades, recorded oldest first so every sell finds the units it sells. */
export function ImportTradesModal({ opened, onClose, ...rest }: ImportTradesProps) {
  const { t } = useTranslation("investments");
  return (
    <FormModal opened={opened} onClose={onClose} title={t("import.title")}>
      <ImportTradesForm onClose={onClose} {...rest} />
    </FormModal>
  );
}

function ImportTradesForm({ onClose, accountId, currency }: Omit<ImportTradesProps, "opened">) {
  const { t } = useTranslation("investments");
  const { record } = useInvestmentMutations();
  const errorMessage = useErrorMessage();
  const [parsed, setParsed] = useState<ParsedTrades | null>(null);
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const read = async (file: File | null) => {
    setFailure(null);
    setParsed(file === null ? null : parseTradesCsv(await file.text(), currency));
  };

  const run = async () => {
    if (parsed === null) return;
    setRunning(true);
    const ordered = [...parsed.trades].sort((a, b) => a.date.localeCompare(b.date));
    let done = 0;
    try {
      for (const trade of ordered) {
        await record({ accountId, ...trade });
        done += 1;
      }
      notifications.show({ color: "teal", message: t("import.done", { count: done }) });
      onClose();
    } catch (error) {
      setFailure(t("import.stopped", { count: done, reason: errorMessage(error) }));
    } finally {
      setRunning(false);
    }
  };

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t("import.hint")}
      </Text>
      <FileInput
        label={t("import.file")}
        accept=".csv,text/csv"
        onChange={(file) => void read(file)}
        clearable
      />
      {parsed !== null && (
        <Text size="sm" data-testid="import-trades-found">
          {t("import.found", { count: parsed.trades.length })}
          {parsed.skipped.length > 0 && ` ${t("import.skipped", { count: parsed.skipped.length })}`}
        </Text>
      )}
      {failure !== null && <Alert color="red">{failure}</Alert>}
      <Button
        onClick={() => void run()}
        loading={running}
        disabled={parsed === null || parsed.trades.length === 0}
        style={{ alignSelf: "flex-end" }}
      >
        {t("import.run")}
      </Button>
    </Stack>
  );
}
