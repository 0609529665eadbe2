import { Button, Loader, Stack, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { notifications } from "@mantine/notifications";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAccounts } from "../../../data/accounts";
import {
  usePairCandidates,
  useTransactionMutations,
  type TransactionView,
} from "../../../data/transactions";
import { useErrorMessage } from "../../../lib/errors";
import { useFormatters } from "../../../lib/format";

/**
 * The row menu's "Pair as transfer…" and "Unpair": two ordinary rows of two accounts become one
 * transfer, or a transfer (recognised or typed) becomes two ordinary rows again.
 */
export function usePairingActions() {
  const { t } = useTranslation("transactions");
  const { unpair } = useTransactionMutations();
  const errorMessage = useErrorMessage();

  const onUnpair = useCallback(
    (tx: TransactionView) =>
      void unpair({ id: tx._id })
        .then(() => notifications.show({ message: t("pairing.unpaired") }))
        .catch((error: unknown) =>
          notifications.show({ color: "red", message: errorMessage(error) }),
        ),
    [unpair, t, errorMessage],
  );

  const onPair = useCallback(
    (tx: TransactionView) => {
      const modalId = modals.open({
        title: t("pairing.title"),
        children: <PairPicker tx={tx} onDone={() => modals.close(modalId)} />,
      });
    },
    [t],
  );

  return { onPair, onUnpair };
}

/** The rows of the person's other accounts that mirror `tx`, each one click from pairing. */
function PairPicker({ tx, onDone }: { tx: TransactionView; onDone: () => void }) {
  const { t } = useTranslation("transactions");
  const formatters = useFormatters();
  const candidates = usePairCandidates(tx._id);
  const accounts = useAccounts();
  const { pair } = useTransactionMutations();
  const errorMessage = useErrorMessage();
  const [busy, setBusy] = useState(false);
  if (candidates === undefined || accounts === undefined) return <Loader size="sm" />;
  if (candidates.length === 0) {
    return (
      <Text size="sm" data-testid="pair-none">
        {t("pairing.none")}
      </Text>
    );
  }
  const choose = (other: TransactionView) => {
    setBusy(true);
    pair({ a: tx._id, b: other._id })
      .then(() => {
        notifications.show({ message: t("pairing.paired") });
        onDone();
      })
      .catch((error: unknown) => notifications.show({ color: "red", message: errorMessage(error) }))
      .finally(() => setBusy(false));
  };
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t("pairing.hint")}
      </Text>
      {candidates.map((other) => {
        const account = accounts.find((a) => a._id === other.accountId);
        const parts = [
          formatters.date(other.date),
          account?.name ?? t("row.deletedAccount"),
          other.payee,
          account ? formatters.money(other.amount, account.currency) : null,
        ];
        return (
          <Button
            key={other._id}
            variant="default"
            justify="start"
            disabled={busy}
            onClick={() => choose(other)}
            data-testid="pair-candidate"
            styles={{ label: { whiteSpace: "normal", textAlign: "start" } }}
          >
            {parts.filter(Boolean).join(" · ")}
          </Button>
        );
      })}
    </Stack>
  );
}
