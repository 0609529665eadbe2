import { Button, Container, Group, Select, Skeleton, Stack } from "@mantine/core";
import { LedgerLinks } from "./components/LedgerLinks";
import { IconListDetails, IconWallet } from "@tabler/icons-react";
import { use, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router-dom";
import { EditAccess } from "../../components/editAccess";
import { EmptyState } from "../../components/EmptyState";
import { PageHeader } from "../../components/PageHeader";
import { useAccounts } from "../../data/accounts";
import { LAST_LEDGER_KEY } from "../../lib/lastLedger";
import { readLocal, writeLocal } from "../../lib/localStore";

import { useDesktop } from "../../lib/useDesktop";
import { AccountLedger } from "./components/AccountLedger";
import { AccountsSidebar } from "./components/AccountsSidebar";
import { AllAccountsLedger } from "./components/AllAccountsLedger";
import { accountOptions } from "../../lib/options";
import { LedgerOutbox } from "../../components/LedgerOutbox";

/** ?account=all: the ledger across every account. */
const ALL = "all";

/**
 * Transactions (R28–R30): pick an account, then its live ledger. The choice is in the URL
 * (?account=<id>) so it survives a reload and can be shared between tabs.
 */
export default function TransactionsPage() {
  const { t } = useTranslation("transactions");
  const accounts = useAccounts();
  const [params, setParams] = useSearchParams();
  const selectedId = params.get("account");
  const showAll = selectedId === ALL && (accounts?.length ?? 0) > 0;
  const account = accounts?.find((a) => a._id === selectedId);
  const lastId = readLocal(LAST_LEDGER_KEY);
  const opened = account !== undefined || showAll;
  const last = opened ? undefined : accounts?.find((a) => a._id === lastId);
  const lastWasAll = !opened && lastId === ALL;
  const openedId = showAll ? ALL : account?._id;
  const desktop = useDesktop();
  const canEdit = use(EditAccess);
  useEffect(() => {
    if (openedId) writeLocal(LAST_LEDGER_KEY, openedId);
  }, [openedId]);

  // At once rather than as a transition: a transition renders the ledger in slices between
  // frames, and a person who picked an account is waiting for nothing else.
  const choose = (id: string | null) =>
    setParams(
      (p) => {
        if (id) p.set("account", id);
        else p.delete("account");
        return p;
      },
      { flushSync: true },
    );

  return (
    <Container size="md" fluid={desktop} py="xs">
      <PageHeader
        title={t("title")}
        // The rows come first: on a phone the links fold into a menu beside the title, and
        // on a desktop the sidebar says what the screen holds.
        compact
        actions={
          accounts?.length ? (
            <LedgerLinks menu={!desktop} importTo={account?._id} canImport={canEdit} />
          ) : null
        }
      />
      {accounts === undefined ? (
        <Stack gap="sm" aria-busy="true">
          <Skeleton h={56} radius="md" />
          <Skeleton h={240} radius="md" />
        </Stack>
      ) : accounts.length === 0 ? (
        <EmptyState
          icon={<IconWallet />}
          title={t("noAccounts.title")}
          description={t("noAccounts.body")}
          action={
            <Button component={Link} to="/accounts">
              {t("noAccounts.action")}
            </Button>
          }
          testId="transactions-no-accounts"
        />
      ) : (
        <Group align="flex-start" gap="md" wrap="nowrap">
          {desktop && <AccountsSidebar accounts={accounts} selected={openedId ?? null} />}
          <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
            {!desktop && (
              <Select
                // Named, not labelled: the field's value says what it is, the rows need the room.
                aria-label={t("picker.label")}
                placeholder={t("picker.placeholder")}
                data={[
                  { value: ALL, label: t("all.option") },
                  ...accountOptions(accounts, { withCurrency: true }),
                ]}
                value={showAll ? ALL : account ? account._id : null}
                onChange={choose}
                searchable
                maw={{ base: "100%", sm: 420 }}
                data-testid="account-picker"
              />
            )}
            {opened && <LedgerOutbox accountId={account?._id} accounts={accounts} />}
            {showAll ? (
              <AllAccountsLedger accounts={accounts} />
            ) : account ? (
              <AccountLedger key={account._id} account={account} accounts={accounts} />
            ) : (
              <EmptyState
                icon={<IconListDetails />}
                title={t("picker.prompt")}
                description={t("picker.promptBody")}
                action={
                  <Group justify="center" gap="sm">
                    {last && (
                      <Button
                        variant="light"
                        onClick={() => choose(last._id)}
                        data-testid="open-last"
                      >
                        {t("picker.openLast", { name: last.name })}
                      </Button>
                    )}
                    <Button
                      variant={lastWasAll ? "light" : "default"}
                      onClick={() => choose(ALL)}
                      data-testid="open-all"
                    >
                      {t("all.open")}
                    </Button>
                  </Group>
                }
                testId="select-account-prompt"
              />
            )}
          </Stack>
        </Group>
      )}
    </Container>
  );
}
