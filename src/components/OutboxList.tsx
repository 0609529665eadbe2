import { Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { CurrencyCode } from "../../convex/shared/currencies";
import { MoneyText } from "./MoneyText";
import { useErrorMessage } from "../lib/errors";
import { useFormatters } from "../lib/format";
import type { OutboxEntry } from "../data/device/outboxTypes";
import { discardOutboxEntry, retryOutboxEntry } from "../data/device/outbox";

interface OutboxListProps {
  person: string;
  entries: OutboxEntry[];
  /** Only this account's entries (either side of a transfer); all when undefined. */
  accountId?: string;
  /** Account id → currency, to show amounts; without it the plain number. */
  currencies: Map<string, CurrencyCode>;
}

function accountsOf(entry: OutboxEntry): string[] {
  const { call } = entry;
  return call.fn === "create"
    ? [call.args.accountId]
    : [call.args.fromAccountId, call.args.toAccountId];
}

/** The amount as this ledger sees it: money out is negative. */
function signedAmount(entry: OutboxEntry, accountId: string | undefined): number {
  const { call } = entry;
  if (call.fn === "create")
    return call.args.kind === "expense" ? -call.args.amount : call.args.amount;
  return accountId === call.args.toAccountId ? call.args.amount : -call.args.amount;
}

/**
 * New transactions kept on this device: "waiting to sync" until the server has them, or
 * refused with the server's reason and a way to send again or discard.
 */
export function OutboxList({ person, entries, accountId, currencies }: OutboxListProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const { date } = useFormatters();
  const shown = accountId ? entries.filter((e) => accountsOf(e).includes(accountId)) : entries;
  if (shown.length === 0) return null;
  return (
    <Stack gap={4} data-testid="outbox" aria-label={t("outbox.title")} component="section">
      {shown.map((entry) => {
        const { call } = entry;
        const first = accountsOf(entry)[0];
        const currency = currencies.get(accountId ?? first);
        const amount = signedAmount(entry, accountId);
        const label =
          call.fn === "create"
            ? call.args.payee || call.args.notes || t(`outbox.${call.args.kind}`)
            : call.args.notes || t("outbox.transfer");
        return (
          <Paper
            key={entry.clientId}
            withBorder
            radius="sm"
            px="sm"
            py={6}
            data-testid="outbox-row"
          >
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Stack gap={2} miw={0}>
                <Text size="sm" truncate>
                  {label}
                </Text>
                {/* Under the name, not beside the amount: a phone has room for the whole word. */}
                <Group gap="xs" wrap="wrap">
                  <Text size="xs" c="dimmed">
                    {date(call.args.date)}
                  </Text>
                  {entry.state === "waiting" ? (
                    <Badge variant="light" color="gray" size="sm" data-testid="outbox-waiting">
                      {t("outbox.waiting")}
                    </Badge>
                  ) : (
                    <Badge variant="light" color="red" size="sm" data-testid="outbox-refused">
                      {t("outbox.refused")}
                    </Badge>
                  )}
                </Group>
              </Stack>
              {currency ? (
                <MoneyText amount={amount} currency={currency} signed size="sm" />
              ) : (
                <Text size="sm">{amount}</Text>
              )}
            </Group>
            {entry.state === "refused" && (
              <Group justify="space-between" gap="xs" mt={4}>
                <Text size="xs" c="red" data-testid="outbox-reason">
                  {errorMessage({ data: { code: entry.reason } })}
                </Text>
                <Group gap="xs">
                  <Button
                    size="compact-xs"
                    variant="default"
                    onClick={() => void retryOutboxEntry(person, entry)}
                  >
                    {t("outbox.retry")}
                  </Button>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    onClick={() => void discardOutboxEntry(person, entry.clientId)}
                    data-testid="outbox-discard"
                  >
                    {t("outbox.discard")}
                  </Button>
                </Group>
              </Group>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
