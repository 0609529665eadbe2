import { Button, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { DateField } from "../../../components/DateField";
import { FormModal } from "../../../components/FormModal";
import { MoneyInput } from "../../../components/MoneyInput";
import { MoneyText } from "../../../components/MoneyText";
import type { AccountView } from "../../../data/accounts";
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
  const { t } = useTranslation("transactions");
  const { date, setDate, text, setText, summary, statement, difference, saving, submit } =
    useStatement(account, onClose);

  return (
    <Stack gap="md">
      <DateField label={t("reconcile.statementDate")} required value={date} onChange={setDate} />
      <MoneyInput
        label={t("reconcile.statementBalance")}
        currency={account.currency}
        value={text}
        onChange={setText}
        error={text !== "" && statement === null ? t("reconcile.badAmount") : undefined}
        data-testid="statement-balance"
      />
      <Group justify="space-between">
        <Text size="sm">{t("reconcile.clearedBalance")}</Text>
        {summary && (
          <MoneyText
            amount={summary.clearedBalance}
            currency={account.currency}
            size="sm"
            fw={600}
            data-testid="cleared-balance"
          />
        )}
      </Group>
      <Group justify="space-between">
        <Text size="sm">{t("reconcile.difference")}</Text>
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
      </Group>
      <Button
        onClick={() => void submit()}
        loading={saving}
        disabled={difference !== 0}
        data-testid="reconcile-finish"
      >
        {t("reconcile.finish")}
      </Button>
    </Stack>
  );
}
