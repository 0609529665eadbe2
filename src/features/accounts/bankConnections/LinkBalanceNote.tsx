import { Alert, Group, Stack, Text } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { CurrencyCode } from "../../../../convex/shared/currencies";
import { MoneyText } from "../../../components/MoneyText";
import type { AccountView } from "../../../data/accounts";
import type { BankAccount } from "../../../data/bankConnections";

/**
 * Before linking an existing account: its balance here and the bank's, side by side, and what
 * linking does with a difference (nothing behind the person's back: it is shown on the
 * connection after the first sync, to settle with an adjustment dated today or to leave).
 */
export function LinkBalanceNote({ account, bank }: { account: AccountView; bank: BankAccount }) {
  const { t } = useTranslation("accounts");
  const currency = bank.currency as CurrencyCode;
  const difference = bank.balance - account.balance;
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconInfoCircle size={18} />}
      data-testid="bank-link-balances"
    >
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm">{t("bank.link.ours")}</Text>
          <MoneyText amount={account.balance} currency={currency} size="sm" />
        </Group>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm">{t("bank.link.theirs")}</Text>
          <MoneyText amount={bank.balance} currency={currency} size="sm" />
        </Group>
        {difference !== 0 && (
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" fw={600}>
              {t("bank.link.difference")}
            </Text>
            <MoneyText amount={difference} currency={currency} size="sm" fw={600} signed />
          </Group>
        )}
        <Text size="xs" c="dimmed">
          {t("bank.link.keepsPast")}
        </Text>
      </Stack>
    </Alert>
  );
}
