import { Alert, Badge, Group, Paper, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconLinkOff, IconRefresh, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { confirmDelete } from "../../../components/confirmDelete";
import { MoneyText } from "../../../components/MoneyText";
import type { AccountView } from "../../../data/accounts";
import { useBankActions, type BankConnection } from "../../../data/bankConnections";
import { useErrorMessage } from "../../../lib/errors";
import { useFormatters } from "../../../lib/format";
import { useToday } from "../../../lib/today";
import { BankDifference } from "./BankDifference";
import { LinkBankAccount } from "./LinkBankAccount";
import { useSyncResult } from "./syncResult";
import { SmallButton } from "../../../components/SmallButton";
import { RenewConnection } from "./RenewConnection";
import { RENEW_DAYS } from "../../../../convex/shared/bankConsent";

const DAY_MS = 86_400_000;

/**
 * One connection: its state in words ("Reconnect needed", "The bank says: …", "Last synced …",
 * "Next sync possible at …"), each bank account with the account it feeds and any balance
 * difference (shown, never fixed), "Sync now" and remove.
 */
export function ConnectionCard({
  connection,
  accounts,
}: {
  connection: BankConnection;
  accounts: AccountView[];
}) {
  const { t } = useTranslation("accounts");
  const { dateTime } = useFormatters();
  const syncResult = useSyncResult();
  const { sync, remove, unlink } = useBankActions();
  const today = useToday();
  const errorMessage = useErrorMessage();
  const [syncing, setSyncing] = useState(false);
  const org =
    connection.institution?.name ??
    connection.accounts.find((a) => a.org)?.org ??
    t("bank.card.provider");
  const nameOf = (id: string | null) => accounts.find((a) => a._id === id)?.name;

  const syncNow = async () => {
    setSyncing(true);
    try {
      const counts = await sync({ connectionId: connection._id });
      notifications.show({ color: "brand", message: syncResult(counts) });
    } catch (error) {
      notifications.show({
        color: "red",
        title: t("bank.card.syncFailed"),
        message: errorMessage(error),
      });
    } finally {
      setSyncing(false);
    }
  };

  const askRemove = () =>
    confirmDelete({
      title: t("bank.remove.title"),
      message: t("bank.remove.message", { name: org }),
      detail: t("bank.remove.detail"),
      done: t("bank.remove.done"),
      failed: t("bank.remove.failed"),
      remove: () => remove({ connectionId: connection._id }),
    });

  const ended = connection.status === "ended";
  // Days are what matter here: today's date, turning over at midnight, is clock enough.
  const now = new Date(`${today}T12:00:00`).getTime();
  const expiresAt = connection.expiresAt;
  const expired = expiresAt !== null && expiresAt <= now;
  const endingSoon = expiresAt !== null && !expired && expiresAt - now <= RENEW_DAYS * DAY_MS;
  const renewable = !ended && (connection.status === "reconnect" || expired || endingSoon);

  const stopFeeding = async (externalId: string) => {
    try {
      await unlink({ connectionId: connection._id, externalId });
    } catch (error) {
      notifications.show({ color: "red", message: errorMessage(error) });
    }
  };
  const status = {
    ok: { color: "teal", label: t("bank.status.ok") },
    error: { color: "orange", label: t("bank.status.error") },
    reconnect: { color: "red", label: t("bank.status.reconnect") },
    ended: { color: "gray", label: t("bank.status.ended") },
  }[connection.status];

  return (
    <Paper withBorder radius="md" p="md" data-testid="bank-connection">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <Text fw={600} truncate="end">
              {org}
            </Text>
            <Badge color={status.color} variant="light" data-testid="bank-status">
              {status.label}
            </Badge>
          </Group>
          <Group gap="xs">
            {renewable && connection.mine && <RenewConnection connection={connection} />}
            <SmallButton
              variant="light"
              icon={IconRefresh}
              onClick={syncNow}
              loading={syncing}
              disabled={connection.nextSyncAt !== null || ended}
              data-testid="bank-sync-now"
            >
              {t("bank.card.syncNow")}
            </SmallButton>
            <SmallButton
              variant="subtle"
              color="red"
              icon={IconTrash}
              onClick={askRemove}
              disabled={!connection.mine && !ended}
              data-testid="bank-remove"
            >
              {t("bank.card.remove")}
            </SmallButton>
          </Group>
        </Group>
        <Text size="sm" c="dimmed" data-testid="bank-last-synced">
          {connection.lastSyncedAt === null
            ? t("bank.card.neverSynced")
            : t("bank.card.lastSynced", { when: dateTime(connection.lastSyncedAt) })}
          {connection.nextSyncAt !== null &&
            ` · ${t("bank.card.nextSync", { when: dateTime(connection.nextSyncAt) })}`}
        </Text>
        {expiresAt !== null && !ended && (
          <Text size="sm" c={expired || endingSoon ? "orange" : "dimmed"} data-testid="bank-expiry">
            {expired
              ? t("bank.card.expired", { when: dateTime(expiresAt) })
              : endingSoon
                ? t("bank.card.expiresSoon", { when: dateTime(expiresAt) })
                : t("bank.card.expires", { when: dateTime(expiresAt) })}
          </Text>
        )}
        {renewable && !connection.mine && (
          <Text size="sm" c="dimmed" data-testid="bank-connector-only">
            {t("bank.card.connectorOnly")}
          </Text>
        )}
        {connection.error !== null && (
          <Alert color={status.color} data-testid="bank-error">
            {connection.error === "BANK_MESSAGE" && connection.bankMessage
              ? t("bank.card.bankSays", { message: connection.bankMessage })
              : errorMessage({ data: { code: connection.error } })}
          </Alert>
        )}
        {connection.skippedRows > 0 && (
          <Text size="sm" c="orange" data-testid="bank-skipped">
            {t("bank.card.skipped", { count: connection.skippedRows })}
          </Text>
        )}
        {connection.accounts.map((bank) =>
          bank.linkedAccountId === null ? (
            // An ended connection has no access to feed a new link with.
            !ended && (
              <LinkBankAccount
                key={bank.externalId}
                connectionId={connection._id}
                bank={bank}
                accounts={accounts}
              />
            )
          ) : (
            <Stack key={bank.externalId} gap={4}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={500} truncate="end">
                    {bank.name}
                  </Text>
                  <Text size="xs" c="dimmed" truncate="end">
                    {t("bank.card.feeds", { name: nameOf(bank.linkedAccountId) ?? "—" })}
                  </Text>
                </div>
                <Group gap={4} wrap="nowrap">
                  <MoneyText amount={bank.balance} currency={bank.currency} size="sm" />
                  <SmallButton
                    variant="subtle"
                    icon={IconLinkOff}
                    onClick={() => void stopFeeding(bank.externalId)}
                    data-testid="bank-unlink"
                  >
                    {t("bank.card.unlink")}
                  </SmallButton>
                </Group>
              </Group>
              {bank.vanished && (
                <Text size="xs" c="orange" data-testid="bank-vanished">
                  {t("bank.card.vanished")}
                </Text>
              )}
              {/* Below, full width: the choice's button keeps its whole label on a phone. */}
              {bank.difference !== null && (
                <BankDifference
                  connectionId={connection._id}
                  externalId={bank.externalId}
                  difference={bank.difference}
                  currency={bank.currency}
                />
              )}
            </Stack>
          ),
        )}
      </Stack>
    </Paper>
  );
}
