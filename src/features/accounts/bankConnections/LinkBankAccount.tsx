import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Id } from "../../../../convex/_generated/dataModel";
import type { CurrencyCode } from "../../../../convex/shared/currencies";
import { ACCOUNT_TYPES, type AccountType } from "../../../../convex/shared/domain";
import { validateDayOfMonth } from "../../../../convex/shared/validation";
import { MoneyText } from "../../../components/MoneyText";
import type { AccountView } from "../../../data/accounts";
import { useBankActions, type BankAccount } from "../../../data/bankConnections";
import { useErrorMessage } from "../../../lib/errors";
import { useMoneyInputFormat } from "../../../lib/moneyInput";
import { LinkBalanceNote } from "./LinkBalanceNote";
import { NewCardFields, PROPOSED_CARD, type CardDraft } from "./NewCardFields";
import { proposedName, proposedType } from "./proposal";

const CREATE = "create";

/**
 * One bank account not yet linked: link it to an account of ours in the same currency (its
 * past stays as it is; the balances are compared before linking), or create one (type and name
 * proposed from the bank's name; a card asks for its limit and days). Linking starts its first
 * sync.
 */
export function LinkBankAccount({
  connectionId,
  bank,
  accounts,
}: {
  connectionId: Id<"bankConnections">;
  bank: BankAccount;
  accounts: AccountView[];
}) {
  const { t } = useTranslation("accounts");
  const { link } = useBankActions();
  const errorMessage = useErrorMessage();
  const { parse } = useMoneyInputFormat();
  const currency = bank.currency as CurrencyCode;
  const sameCurrency = accounts.filter((a) => a.currency === bank.currency);
  const [target, setTarget] = useState<string>(CREATE);
  const [name, setName] = useState(proposedName(bank.name));
  const [type, setType] = useState<AccountType>(proposedType(bank.name));
  const [card, setCard] = useState<CardDraft>(PROPOSED_CARD);
  const [busy, setBusy] = useState(false);
  const existing = accounts.find((a) => a._id === target);

  const limit = parse(card.limit, currency);
  const cardInput =
    limit.ok &&
    limit.value >= 0 &&
    validateDayOfMonth(Number(card.billingDay)) === null &&
    validateDayOfMonth(Number(card.paymentDay)) === null
      ? {
          creditLimit: limit.value,
          billingDay: Number(card.billingDay),
          paymentDay: Number(card.paymentDay),
        }
      : null;
  const isCard = target === CREATE && type === "credit_card";
  const ready = target !== CREATE || (name.trim() !== "" && (!isCard || cardInput !== null));

  const submit = async () => {
    setBusy(true);
    try {
      await link(
        target === CREATE
          ? {
              connectionId,
              externalId: bank.externalId,
              create: { name, type, ...(isCard && cardInput ? { card: cardInput } : {}) },
            }
          : { connectionId, externalId: bank.externalId, accountId: target as Id<"accounts"> },
      );
      notifications.show({ color: "brand", message: t("bank.link.done", { name: bank.name }) });
    } catch (error) {
      notifications.show({
        color: "red",
        title: t("bank.link.failed"),
        message: errorMessage(error),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder p="sm" radius="md" data-testid="bank-account-to-link">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} truncate="end">
              {bank.name}
            </Text>
            <Text size="xs" c="dimmed">
              {[bank.org, bank.currency].filter(Boolean).join(" · ")}
            </Text>
          </div>
          <MoneyText amount={bank.balance} currency={currency} fw={600} />
        </Group>
        <Select
          label={t("bank.link.target")}
          value={target}
          onChange={(v) => setTarget(v ?? CREATE)}
          allowDeselect={false}
          data={[
            { value: CREATE, label: t("bank.link.createNew") },
            ...sameCurrency.map((a) => ({ value: a._id, label: a.name })),
          ]}
        />
        {existing !== undefined && <LinkBalanceNote account={existing} bank={bank} />}
        {target === CREATE && (
          // Side by side where there is room; on a phone one under the other, each full width.
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            <TextInput
              label={t("fields.name")}
              required
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
            />
            <Select
              label={t("fields.type")}
              value={type}
              allowDeselect={false}
              onChange={(v) => v && setType(v as AccountType)}
              data={ACCOUNT_TYPES.map((value) => ({ value, label: t(`types.${value}.label`) }))}
            />
          </SimpleGrid>
        )}
        {isCard && <NewCardFields value={card} onChange={setCard} currency={currency} />}
        <Group justify="flex-end">
          {/* A new account needs a name (and a card its limit): the server could only say "required". */}
          <Button onClick={submit} loading={busy} disabled={!ready} data-testid="bank-link">
            {t("bank.link.submit")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
