import { Alert, Button, Group, Stack, Text, Textarea } from "@mantine/core";
import { IconRefreshAlert } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormModal } from "../../../components/FormModal";
import { SmallButton } from "../../../components/SmallButton";
import { withReauth } from "../../../components/reauth";
import {
  bankRedirectUrl,
  useBankActions,
  type BankConnection,
} from "../../../data/bankConnections";
import { useSubmit } from "../../../lib/useSubmit";

/**
 * "Renew": the same connection with a new access, its links, history and edits kept. A
 * European bank's consent is renewed at the bank (its page, then back to Accounts); SimpleFIN
 * takes a new setup token here.
 */
export function RenewConnection({ connection }: { connection: BankConnection }) {
  const { t } = useTranslation("accounts");
  const { reconnect } = useBankActions();
  const going = useSubmit({ notify: true, title: t("bank.renew.failed") });
  const [asking, setAsking] = useState(false);

  const renew = async () => {
    if (connection.provider === "simplefin") {
      setAsking(true);
      return;
    }
    const done = await going.run(() =>
      withReauth(() => reconnect({ connectionId: connection._id, redirectUrl: bankRedirectUrl() })),
    );
    if (done.ok && done.value.url) window.location.assign(done.value.url);
  };

  return (
    <>
      <SmallButton
        variant="light"
        color="orange"
        icon={IconRefreshAlert}
        onClick={() => void renew()}
        loading={going.saving}
        data-testid="bank-renew"
      >
        {t("bank.renew.button")}
      </SmallButton>
      <FormModal opened={asking} onClose={() => setAsking(false)} title={t("bank.renew.title")}>
        <NewTokenForm connection={connection} onDone={() => setAsking(false)} />
      </FormModal>
    </>
  );
}

function NewTokenForm({ connection, onDone }: { connection: BankConnection; onDone: () => void }) {
  const { t } = useTranslation("accounts");
  const { reconnect } = useBankActions();
  const [token, setToken] = useState("");
  const { saving, error, run } = useSubmit();
  const submit = async () => {
    const done = await run(() =>
      withReauth(() => reconnect({ connectionId: connection._id, setupToken: token })),
    );
    if (done.ok) onDone();
  };
  return (
    <Stack gap="sm">
      <Text size="sm">{t("bank.renew.tokenIntro")}</Text>
      <Textarea
        label={t("bank.connect.token")}
        value={token}
        onChange={(e) => setToken(e.currentTarget.value)}
        autosize
        minRows={3}
        data-testid="bank-renew-token"
      />
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button onClick={() => void submit()} loading={saving} disabled={token.trim() === ""}>
          {t("bank.renew.submit")}
        </Button>
      </Group>
    </Stack>
  );
}
