import { Button, CloseButton, Group, Paper, Stack, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { useTranslation } from "react-i18next";
import { DateField } from "../../../../components/DateField";
import { MoneyInput } from "../../../../components/MoneyInput";
import { MoneyText } from "../../../../components/MoneyText";
import type { AccountView } from "../../../../data/accounts";
import { useFormatters } from "../../../../lib/format";
import { useStatement } from "../useStatement";

interface Props {
  account: AccountView;
  onClose: () => void;
}

/**
 * Reconciling inside the register (desktop): the statement's date and balance in one line
 * above the rows, the difference counting down live as rows are ticked (their cleared mark, or
 * Space on a selected row), Finish once it is zero, and otherwise an adjustment entry offered
 * with a confirmation, as Actual does.
 */
export function ReconcileBar({ account, onClose }: Props) {
  const { t } = useTranslation("transactions");
  const { money } = useFormatters();
  const state = useStatement(account, onClose);
  const { date, setDate, text, setText, summary, statement, difference, saving } = state;

  const confirmAdjustment = () => {
    if (difference === null) return;
    modals.openConfirmModal({
      title: t("reconcile.adjustTitle"),
      children: (
        <Text size="sm">
          {t("reconcile.adjustBody", { amount: money(difference, account.currency, true) })}
        </Text>
      ),
      labels: { confirm: t("reconcile.adjust"), cancel: t("common:actions.cancel") },
      confirmProps: { "data-testid": "confirm-adjustment" },
      onConfirm: () => void state.adjust(),
    });
  };

  return (
    <Paper
      withBorder
      radius="md"
      px="md"
      py="xs"
      role="region"
      aria-label={t("reconcile.title")}
      data-testid="reconcile-bar"
    >
      <Group gap="md" align="flex-end" wrap="nowrap">
        <DateField
          size="xs"
          label={t("reconcile.statementDate")}
          required
          value={date}
          onChange={setDate}
          w={150}
        />
        <MoneyInput
          size="xs"
          label={t("reconcile.statementBalance")}
          currency={account.currency}
          value={text}
          onChange={setText}
          error={text !== "" && statement === null ? t("reconcile.badAmount") : undefined}
          w={150}
          data-testid="statement-balance"
        />
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {t("reconcile.clearedBalance")}
          </Text>
          {summary && (
            <MoneyText
              amount={summary.clearedBalance}
              currency={account.currency}
              size="sm"
              fw={600}
              data-testid="cleared-balance"
            />
          )}
        </Stack>
        <Stack gap={0} aria-live="polite">
          <Text size="xs" c="dimmed">
            {t("reconcile.difference")}
          </Text>
          {difference !== null && (
            <MoneyText
              amount={difference}
              currency={account.currency}
              size="sm"
              fw={600}
              c={difference === 0 ? "teal" : "red"}
              data-testid="reconcile-difference"
            />
          )}
        </Stack>
        <Group gap="xs" ml="auto">
          {difference !== null && difference !== 0 && (
            <Button
              size="xs"
              variant="default"
              onClick={confirmAdjustment}
              data-testid="reconcile-adjust"
            >
              {t("reconcile.adjust")}
            </Button>
          )}
          <Button
            size="xs"
            onClick={() => void state.submit()}
            loading={saving}
            disabled={difference !== 0}
            data-testid="reconcile-finish"
          >
            {t("reconcile.finish")}
          </Button>
          <CloseButton aria-label={t("reconcile.close")} onClick={onClose} />
        </Group>
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        {t("reconcile.tickHint")}
      </Text>
    </Paper>
  );
}
