import { CloseButton, Group, Paper, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { AccountView } from "../../../../data/accounts";
import { AdjustButton, FinishButton, ReconcileFigures, StatementFields } from "../reconcileParts";
import { useStatement } from "../useStatement";
import { focusRegisterRows, useMatchConfirm } from "./useMatchConfirm";

interface Props {
  account: AccountView;
  onClose: () => void;
}

/**
 * Reconciling inside the register (desktop): the statement's date and balance in one line
 * above the rows, the difference counting down live as rows are ticked (their cleared mark, or
 * ↑↓ and Space on the rows), Finish once it is zero (asked by itself when it matches), and otherwise an adjustment entry offered
 * with a confirmation, as Actual does.
 */
export function ReconcileBar({ account, onClose }: Props) {
  const { t } = useTranslation("transactions");
  const state = useStatement(account, onClose);
  const match = useMatchConfirm(state);

  return (
    <Paper
      withBorder
      radius="md"
      px="md"
      py="xs"
      role="region"
      aria-label={t("reconcile.title")}
      data-testid="reconcile-bar"
      onKeyDown={(event) => {
        match.onKeyDown(event);
        focusRegisterRows(event);
      }}
    >
      {/* Fields and figures keep their width; where the line is too short (longer words in some
          languages), the actions move together to a line of their own. */}
      <Group gap="sm" align="flex-end">
        <StatementFields account={account} state={state} compact />
        <ReconcileFigures account={account} state={state} compact />
        <Group gap="xs" ml="auto" wrap="nowrap">
          <AdjustButton account={account} state={state} />
          <FinishButton state={state} compact />
          <CloseButton aria-label={t("reconcile.close")} onClick={onClose} />
        </Group>
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        {t("reconcile.tickHint")}
      </Text>
    </Paper>
  );
}
