import { Container, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { CurrencyCode } from "../../../convex/shared/currencies";
import { MoneyText } from "../../components/MoneyText";
import { useFormatters } from "../../lib/format";
import { OutboxList } from "../../components/OutboxList";
import { useKept } from "../../data/device/useKept";
import { useOutboxEntries } from "../../data/device/useOutboxEntries";

function Section({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/**
 * What a person last saw, read from the device when the app starts without a network: their
 * accounts and balances, the last ledger's newest rows (with what waits in the outbox), this
 * month's budget and upcoming bills. Read-only: nothing here could be saved safely.
 */
export default function OfflineHome({ person }: { person: string }) {
  const { t } = useTranslation("offline");
  const { date } = useFormatters();
  const kept = useKept(person);
  const outbox = useOutboxEntries(person);
  if (kept === undefined) return <Loader m="xl" />;
  const accounts = kept.accounts ?? [];
  const currencies = new Map<string, CurrencyCode>(accounts.map((a) => [a._id, a.currency]));
  const ledgerAccount = accounts.find((a) => a._id === kept.ledger?.accountId);
  return (
    <Container size="md" py="md" data-testid="offline-home">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t("home.title")}
        </Title>
        {accounts.length === 0 && <Text c="dimmed">{t("home.nothingKept")}</Text>}
        {accounts.length > 0 && (
          <Section title={t("home.accounts")} testId="offline-accounts">
            <Stack gap={4}>
              {accounts.map((account) => (
                <Group key={account._id} justify="space-between" data-testid="offline-account">
                  <Text size="sm">{account.name}</Text>
                  <MoneyText amount={account.balance} currency={account.currency} size="sm" />
                </Group>
              ))}
            </Stack>
          </Section>
        )}
        {(kept.ledger || outbox.length > 0) && (
          <Section
            title={
              ledgerAccount ? t("home.recentOf", { name: ledgerAccount.name }) : t("home.recent")
            }
            testId="offline-ledger"
          >
            <Stack gap={4}>
              <OutboxList person={person} entries={outbox} currencies={currencies} />
              {kept.ledger?.rows.map((row) => (
                <Group
                  key={row._id}
                  justify="space-between"
                  wrap="nowrap"
                  data-testid="offline-row"
                >
                  <Stack gap={0} miw={0}>
                    <Text size="sm" truncate>
                      {row.payee || row.notes || t(`kinds.${row.kind}`)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {date(row.date)}
                    </Text>
                  </Stack>
                  <MoneyText amount={row.amount} currency={row.currency} signed size="sm" />
                </Group>
              ))}
            </Stack>
          </Section>
        )}
        {kept.budget && (kept.budget.overall || kept.budget.totals.budgeted > 0) ? (
          <Section title={t("home.budget")} testId="offline-budget">
            {(["budgeted", "spent", "remaining"] as const).map((line) => (
              <Group key={line} justify="space-between">
                <Text size="sm">{t(`home.${line}`)}</Text>
                <MoneyText
                  amount={kept.budget!.totals[line]}
                  currency={kept.budget!.displayCurrency}
                  size="sm"
                />
              </Group>
            ))}
          </Section>
        ) : null}
        {kept.bills && kept.bills.length > 0 && (
          <Section title={t("home.bills")} testId="offline-bills">
            <Stack gap={4}>
              {kept.bills.map((bill) => (
                <Group
                  key={`${bill.scheduleId}-${bill.date}`}
                  justify="space-between"
                  wrap="nowrap"
                >
                  <Stack gap={0} miw={0}>
                    <Text size="sm" truncate>
                      {bill.notes || t(`kinds.${bill.kind}`)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {date(bill.dueDate ?? bill.date)}
                    </Text>
                  </Stack>
                  <MoneyText
                    amount={bill.kind === "income" ? bill.amount : -bill.amount}
                    currency={bill.currency}
                    signed
                    size="sm"
                  />
                </Group>
              ))}
            </Stack>
          </Section>
        )}
      </Stack>
    </Container>
  );
}
