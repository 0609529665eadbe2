import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FormModal } from "../../../components/FormModal";
import type { AccountView } from "../../../data/accounts";
import { FinishButton, ReconcileFigures, StatementFields } from "./reconcileParts";
import { useStatement } from "./useStatement";

interface Props {
  account: AccountView;
  opened: boolean;
  onClose: () => void;
}

/**
 * Reconcile against a bank statement: the user types its date and closing balance, sees the
 * live cleared balance and the difference, and finishes once the difference is zero.
 */
export function ReconcileModal({ account, opened, onClose }: Props) {
  const { t } = useTranslation("transactions");
  return (
    <FormModal opened={opened} onClose={onClose} title={t("reconcile.title")}>
      <ReconcileForm account={account} onClose={onClose} />
    </FormModal>
  );
}

function ReconcileForm({ account, onClose }: Omit<Props, "opened">) {
  const state = useStatement(account, onClose);
  return (
    <Stack gap="md">
      <StatementFields account={account} state={state} />
      <ReconcileFigures account={account} state={state} />
      <FinishButton state={state} />
    </Stack>
  );
}
