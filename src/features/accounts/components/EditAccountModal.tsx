import { FormModal } from "../../../components/FormModal";
import { notifications } from "@mantine/notifications";
import { useTranslation } from "react-i18next";
import { useMoneyInputFormat } from "../../../lib/moneyInput";
import { useAccountMutations, type AccountView } from "../../../data/accounts";
import { useSubmit } from "../../../lib/useSubmit";
import { FormActions } from "../../../components/FormActions";
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
  const { form, toInput } = useAccountForm(accountToValues(account, toText));
  const { saving, run } = useSubmit({ notify: true, title: t("notify.updateError") });

  const submit = async () => {
    if (!(await run(() => update({ id: account._id, ...toInput() }))).ok) return;
    notifications.show({ color: "brand", message: t("notify.updated") });
    onClose();
  };

  return (
    <form onSubmit={form.onSubmit(() => void submit())} noValidate>
      <AccountFields form={form} withType />
      <FormActions onCancel={onClose} loading={saving} mt="lg" />
    </form>
  );
}
