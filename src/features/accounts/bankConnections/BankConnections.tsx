import { Alert, Button, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { IconBuildingBank } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { AccountView } from "../../../data/accounts";
import { useBankConnections } from "../../../data/bankConnections";
import { ConnectBankModal } from "./ConnectBankModal";
import { ConnectionCard } from "./ConnectionCard";
import { useBankReturn } from "./useBankReturn";

/** The Accounts page's bank section: "Connect a bank" and one card per connection. */
export function BankConnections({ accounts }: { accounts: AccountView[] }) {
  const { t } = useTranslation("accounts");
  const connections = useBankConnections();
  const [connecting, setConnecting] = useState(false);
  const back = useBankReturn();
  return (
    <Stack gap="sm" component="section" aria-labelledby="bank-connections-title">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <div>
          <Title order={2} size="h4" id="bank-connections-title">
            {t("bank.title")}
          </Title>
          <Text size="sm" c="dimmed">
            {t("bank.description")}
          </Text>
        </div>
        <Button
          variant="light"
          leftSection={<IconBuildingBank size={18} />}
          onClick={() => setConnecting(true)}
          data-testid="bank-connect"
        >
          {t("bank.connect.button")}
        </Button>
      </Group>
      {back.busy && <Loader size="sm" aria-label={t("bank.europe.returning")} />}
      {back.error !== null && (
        <Alert
          color="red"
          role="alert"
          withCloseButton
          onClose={back.dismiss}
          data-testid="bank-return-error"
        >
          {back.error}
        </Alert>
      )}
      {connections?.map((connection) => (
        <ConnectionCard key={connection._id} connection={connection} accounts={accounts} />
      ))}
      <ConnectBankModal
        opened={connecting || back.connectionId !== null}
        onClose={() => {
          setConnecting(false);
          back.clear();
        }}
        accounts={accounts}
        connected={back.connectionId}
      />
    </Stack>
  );
}
