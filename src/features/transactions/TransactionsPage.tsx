import { Button, Container, Select, Skeleton, Stack } from "@mantine/core";
import { IconFileImport, IconListDetails, IconWallet } from "@tabler/icons-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router-dom";
import { EmptyState } from "../../components/EmptyState";
import { PageHeader } from "../../components/PageHeader";
import { useAccounts } from "../../data/accounts";
import { readLocal, writeLocal } from "../../lib/localStore";

/** The account last opened here, per browser, offered when the page opens without one. */
const LAST_ACCOUNT_KEY = "pfa-last-ledger-account";
import { AccountLedger } from "./components/AccountLedger";

/**
 * Transactions (R28–R30): pick an account, then its live ledger. The choice is in the URL
 * (?account=<id>) so it survives a reload and can be shared between tabs.
 */
export default function TransactionsPage() {
  const { t } = useTranslation("transactions");
  const accounts = useAccounts();
  const [params, setParams] = useSearchParams();
  const selectedId = params.get("account");
  const account = accounts?.find((a) => a._id === selectedId);
  const lastId = readLocal(LAST_ACCOUNT_KEY);
  const last = account ? undefined : accounts?.find((a) => a._id === lastId);
  const openedId = account?._id;
  useEffect(() => {
    if (openedId) writeLocal(LAST_ACCOUNT_KEY, openedId);
  }, [openedId]);

  const choose = (id: string | null) =>
    setParams((p) => {
      if (id) p.set("account", id);
      else p.delete("account");
      return p;
    });

  return (
    <Container size="md" py="lg">
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={
          accounts?.length ? (
            <Button
              component={Link}
              to={account ? `/import?account=${account._id}` : "/import"}
              variant="light"
              leftSection={<IconFileImport size={18} />}
              data-testid="open-import"
            >
              {t("importAction")}
            </Button>
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
        <Stack gap="md">
          <Select
            label={t("picker.label")}
            placeholder={t("picker.placeholder")}
            data={accounts.map((a) => ({ value: a._id, label: `${a.name} (${a.currency})` }))}
            value={account ? account._id : null}
            onChange={choose}
            searchable
            maw={{ base: "100%", sm: 420 }}
            data-testid="account-picker"
          />
          {account ? (
            <AccountLedger key={account._id} account={account} accounts={accounts} />
          ) : (
            <EmptyState
              icon={<IconListDetails />}
              title={t("picker.prompt")}
              description={t("picker.promptBody")}
              action={
                last ? (
                  <Button variant="light" onClick={() => choose(last._id)} data-testid="open-last">
                    {t("picker.openLast", { name: last.name })}
                  </Button>
                ) : undefined
              }
              testId="select-account-prompt"
            />
          )}
        </Stack>
      )}
    </Container>
  );
}
