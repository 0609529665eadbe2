import { FormModal } from "../../../components/FormModal";
import { Button, Group } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useMoneyInputFormat } from "../../../lib/moneyInput";
import { useAccountMutations, type AccountView } from "../../../data/accounts";
import { useErrorMessage } from "../../../lib/errors";
import { accountToValues } from "../accountForm";
import { useAccountForm } from "../useAccountForm";
import { AccountFields } from "./AccountFields";

/** Edit an account with the same fields and rules as the wizard. */
export function EditAccountModal({
  account,
  onClose,
}: {
  account: AccountView | null;
  onClose: () => void;
}) {
  const { t } = useTranslation("accounts");
  return (
    <FormModal opened={account !== null} onClose={onClose} title={t("edit.title")} size="lg">
      {account && <EditBody key={account._id} account={account} onClose={onClose} />}
    </FormModal>
  );
}

function EditBody({ account, onClose }: { account: AccountView; onClose: () => void }) {
  const { t } = useTranslation("accounts");
  const { toText } = useMoneyInputFormat();
  const { update } = useAccountMutations();
  const errorMessage = useErrorMessage();
  const { form, toInput } = useAccountForm(accountToValues(account, toText));
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    setSaving(true);
    try {
      await update({ id: account._id, ...toInput() });
      notifications.show({ color: "brand", message: t("notify.updated") });
      onClose();
    } catch (error) {
      notifications.show({
        color: "red",
        title: t("notify.updateError"),
        message: errorMessage(error),
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={form.onSubmit(() => void submit())} noValidate>
      <AccountFields form={form} withType />
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t("common:actions.cancel")}
        </Button>
        <Button type="submit" loading={saving}>
          {t("common:actions.save")}
        </Button>
      </Group>
    </form>
  );
}
