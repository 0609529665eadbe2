import { Alert, Button } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorCodeOf } from "../../../../convex/shared/errors";
import { PayeeTextInput } from "./PayeeTextInput";
import { FormModal } from "../../../components/FormModal";
import { usePayeeMutations, type PayeeView } from "../../../data/payees";
import { useSubmit } from "../../../lib/useSubmit";
import { FormActions } from "../../../components/FormActions";
import { showKept } from "./keptNotice";
import { FormStack } from "../../../components/FormStack";

interface RenameProps {
  payee: PayeeView | null;
  onClose: () => void;
  /** The new name is another payee's: offer to merge into it instead. */
  onMergeInstead: (payee: PayeeView) => void;
}

export function RenamePayeeModal({ payee, onClose, onMergeInstead }: RenameProps) {
  const { t } = useTranslation("payees");
  return (
    <FormModal opened={payee !== null} onClose={onClose} title={t("renameTitle")}>
      {payee && <RenameForm payee={payee} onClose={onClose} onMergeInstead={onMergeInstead} />}
    </FormModal>
  );
}

function RenameForm({ payee, onClose, onMergeInstead }: RenameProps & { payee: PayeeView }) {
  const { t } = useTranslation("payees");
  const { rename } = usePayeeMutations();
  const { saving, error, run } = useSubmit();
  const [name, setName] = useState(payee.name);
  const [taken, setTaken] = useState(false);

  const submit = async () => {
    setTaken(false);
    const renamed = await run(() => rename({ id: payee._id, name }));
    if (!renamed.ok) return setTaken(errorCodeOf(renamed.error) === "PAYEE_EXISTS");
    notifications.show({ color: "teal", message: t("renamed", { name: name.trim() }) });
    showKept(t, renamed.value.kept, payee.name);
    onClose();
  };

  return (
    <FormStack onSubmit={submit}>
      <PayeeTextInput
        label={t("newName")}
        description={t("renameHint", { count: payee.count })}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        error={taken ? undefined : error}
        data-autofocus
      />
      {taken && (
        <Alert color="yellow" title={error}>
          <Button size="compact-sm" variant="white" onClick={() => onMergeInstead(payee)}>
            {t("mergeInstead")}
          </Button>
        </Alert>
      )}
      <FormActions onCancel={onClose} label={t("rename")} loading={saving} />
    </FormStack>
  );
}
