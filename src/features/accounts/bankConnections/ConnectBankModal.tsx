import { Alert, Button, Group, SegmentedControl, Stack, Text, Textarea } from "@mantine/core";
import { IconBuildingBank } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Id } from "../../../../convex/_generated/dataModel";
import { FormModal } from "../../../components/FormModal";
import type { AccountView } from "../../../data/accounts";
import {
  useBankActions,
  useBankConnections,
  useDemoBankToken,
} from "../../../data/bankConnections";
import { useSubmit } from "../../../lib/useSubmit";
import { withReauth } from "../../../components/reauth";
import { EuropeanBankPicker } from "./EuropeanBankPicker";
import { LinkBankAccount } from "./LinkBankAccount";

/**
 * "Connect a bank": a European bank (country, bank, then the bank's own page: Enable Banking),
 * or a SimpleFIN setup token (or the demo bank's); then link each of the bank's accounts. What
 * the bank grants is kept on the server; its access never comes back to the browser.
 * `connected`: a connection just made or renewed at the bank, shown at its link step.
 */
export function ConnectBankModal({
  opened,
  onClose,
  accounts,
  connected = null,
}: {
  opened: boolean;
  onClose: () => void;
  accounts: AccountView[];
  connected?: Id<"bankConnections"> | null;
}) {
  const { t } = useTranslation("accounts");
  return (
    <FormModal opened={opened} onClose={onClose} title={t("bank.connect.title")} size="lg">
      <ConnectSteps
        key={connected ?? "new"}
        onClose={onClose}
        accounts={accounts}
        connected={connected}
      />
    </FormModal>
  );
}

function ConnectSteps({
  onClose,
  accounts,
  connected,
}: {
  onClose: () => void;
  accounts: AccountView[];
  connected: Id<"bankConnections"> | null;
}) {
  const { t } = useTranslation("accounts");
  const { connect } = useBankActions();
  const demoToken = useDemoBankToken();
  const connections = useBankConnections();
  const [token, setToken] = useState("");
  const [provider, setProvider] = useState<"europe" | "simplefin">("europe");
  const { saving: busy, error, run } = useSubmit();
  const [connectionId, setConnectionId] = useState<Id<"bankConnections"> | null>(connected);
  const connection = connections?.find((c) => c._id === connectionId);

  if (connectionId !== null) {
    const unlinked = connection?.accounts.filter((a) => a.linkedAccountId === null) ?? [];
    return (
      <Stack gap="sm">
        <Text size="sm">{t("bank.connect.linkIntro")}</Text>
        {unlinked.map((bank) => (
          <LinkBankAccount
            key={bank.externalId}
            connectionId={connectionId}
            bank={bank}
            accounts={accounts}
          />
        ))}
        {connection && unlinked.length === 0 && (
          <Text size="sm" c="dimmed">
            {t("bank.connect.allLinked")}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-testid="bank-connect-done">
            {t("bank.connect.done")}
          </Button>
        </Group>
      </Stack>
    );
  }

  const submit = async (setupToken: string) => {
    // Connecting asks for a recent sign-in (the server says REAUTH_REQUIRED otherwise).
    const done = await run(() => withReauth(() => connect({ setupToken })));
    if (done.ok) setConnectionId(done.value.connectionId);
  };

  const choice = (
    <SegmentedControl
      fullWidth
      value={provider}
      onChange={(value) => setProvider(value as "europe" | "simplefin")}
      data={[
        { value: "europe", label: t("bank.connect.europe") },
        { value: "simplefin", label: t("bank.connect.simplefin") },
      ]}
      data-testid="bank-provider"
    />
  );
  if (provider === "europe") {
    return (
      <Stack gap="sm">
        {choice}
        <EuropeanBankPicker onCancel={onClose} />
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      {choice}
      <Text size="sm">{t("bank.connect.intro")}</Text>
      <Textarea
        label={t("bank.connect.token")}
        description={t("bank.connect.tokenHint")}
        value={token}
        onChange={(e) => setToken(e.currentTarget.value)}
        autosize
        minRows={3}
        maxRows={6}
        data-testid="bank-token"
        styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
      />
      {error && (
        <Alert color="red" role="alert" data-testid="bank-connect-error">
          {error}
        </Alert>
      )}
      {demoToken && (
        <Alert color="blue" icon={<IconBuildingBank size={18} />} title={t("bank.demo.title")}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t("bank.demo.body")}</Text>
            <Button
              size="xs"
              variant="light"
              onClick={() => {
                setToken(demoToken);
                void submit(demoToken);
              }}
              disabled={busy}
              data-testid="bank-use-demo"
            >
              {t("bank.demo.use")}
            </Button>
          </Stack>
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t("common:actions.cancel")}
        </Button>
        <Button
          onClick={() => submit(token)}
          loading={busy}
          disabled={token.trim() === ""}
          data-testid="bank-connect-submit"
        >
          {t("bank.connect.submit")}
        </Button>
      </Group>
    </Stack>
  );
}
