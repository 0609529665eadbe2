import { Button, Skeleton, Stack, Text } from "@mantine/core";
import { IconPlus, IconWallet } from "@tabler/icons-react";
import { use, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { isCurrencyCode, type CurrencyCode } from "../../../convex/shared/currencies";
import { confirmDelete } from "../../components/confirmDelete";
import { EmptyState } from "../../components/EmptyState";
import { Page } from "../../components/PageHeader";
import {
  useAccountMutations,
  useAccountSummary,
  useAccounts,
  type AccountView,
} from "../../data/accounts";
import { useDisplayCurrency } from "../../data/preferences";
import { AccountList } from "./components/AccountList";
import { AccountWizard } from "./components/AccountWizard";
import { EditAccountModal } from "./components/EditAccountModal";
import { ExchangeRatesModal } from "./components/ExchangeRatesModal";
import type { RatePair } from "./components/RateForm";
import { SummaryCard } from "./components/SummaryCard";
import { BankConnections } from "./bankConnections/BankConnections";
import { EditAccess } from "../../components/editAccess";

/** Accounts (R22–R27): live balances, net worth, the add wizard, edit, delete and rates. */
export default function AccountsPage() {
  const { t } = useTranslation("accounts");
  const accounts = useAccounts();
  const summary = useAccountSummary();
  const { currency } = useDisplayCurrency();
  const [wizardOpen, setWizardOpen] = useState(false);
  const [editing, setEditing] = useState<AccountView | null>(null);
  const [params, setParams] = useSearchParams();
  const confirmDelete = useConfirmDelete();

  // The rates editor lives in the URL (?rates=EUR-USD) so other screens can link to it.
  const ratesParam = params.get("rates");
  const ratePair = parsePair(ratesParam);
  const openRates = (pair?: RatePair) =>
    setParams((p) => {
      p.set("rates", pair ? `${pair.base}-${pair.quote}` : "open");
      return p;
    });
  // "Add an account" elsewhere (Home before the first account) links here with ?add=1.
  const adding = wizardOpen || params.has("add");
  const closeWizard = () => {
    setWizardOpen(false);
    setParams((p) => {
      p.delete("add");
      return p;
    });
  };
  const closeRates = () =>
    setParams((p) => {
      p.delete("rates");
      return p;
    });

  // A viewer of the household gets no add button (EditAccess).
  const canEdit = use(EditAccess);
  const addButton = canEdit && (
    <Button
      leftSection={<IconPlus size={18} />}
      onClick={() => setWizardOpen(true)}
      data-testid="add-account"
    >
      {t("add")}
    </Button>
  );

  return (
    <Page
      title={t("title")}
      description={t("description")}
      actions={accounts?.length ? addButton : undefined}
    >
      {accounts === undefined ? (
        <Stack gap="sm" aria-busy="true">
          <Text
            className="sr-only"
            aria-live="polite"
            style={{ position: "absolute", left: -9999 }}
          >
            {t("common:app.loading")}
          </Text>
          <Skeleton h={120} radius="md" />
          <Skeleton h={64} radius="md" />
          <Skeleton h={64} radius="md" />
        </Stack>
      ) : accounts.length === 0 ? (
        <EmptyState
          icon={<IconWallet />}
          title={t("empty.title")}
          description={t("empty.body")}
          testId="accounts-empty"
          action={
            canEdit && (
              <Button leftSection={<IconPlus size={18} />} onClick={() => setWizardOpen(true)}>
                {t("empty.action")}
              </Button>
            )
          }
        />
      ) : (
        <Stack gap="lg">
          {summary && (
            <SummaryCard
              summary={summary}
              onOpenRates={() => openRates()}
              onAddRate={canEdit ? (base, quote) => openRates({ base, quote }) : undefined}
            />
          )}
          <AccountList accounts={accounts} onEdit={setEditing} onDelete={confirmDelete} />
        </Stack>
      )}
      {/* Connecting, linking and syncing banks change the books: not a viewer's section. */}
      {accounts !== undefined && canEdit && (
        <Stack mt="xl">
          <BankConnections accounts={accounts} />
        </Stack>
      )}
      <AccountWizard opened={adding} onClose={closeWizard} defaultCurrency={currency} />
      <EditAccountModal account={editing} onClose={() => setEditing(null)} />
      <ExchangeRatesModal
        opened={ratesParam !== null}
        onClose={closeRates}
        initialPair={ratePair}
      />
    </Page>
  );
}

function parsePair(value: string | null): RatePair | undefined {
  const [base, quote] = (value ?? "").split("-");
  return isCurrencyCode(base) && isCurrencyCode(quote)
    ? { base: base as CurrencyCode, quote }
    : undefined;
}

/** The spec's confirmation (R23), saying plainly that the account's transactions go too. */
function useConfirmDelete() {
  const { t } = useTranslation("accounts");
  const { remove } = useAccountMutations();
  return (account: AccountView) =>
    confirmDelete({
      title: t("delete.title"),
      message: t("delete.message"),
      detail: t("delete.cascade", { name: account.name }),
      done: t("delete.done"),
      failed: t("delete.error"),
      remove: () => remove({ id: account._id }),
    });
}
