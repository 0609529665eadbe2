import { Stack, TextInput } from "@mantine/core";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { GROUP_NAME_MAX_LENGTH } from "../../../../../convex/shared/validation";
import { FormActions } from "../../../../components/FormActions";
import { FormModal } from "../../../../components/FormModal";
import { useDialogSave } from "../../hooks";

/** Names a new group, or renames one (`initial` set). */
export function GroupNameDialog(props: {
  initial?: string;
  onClose: () => void;
  /** Resolves to true once saved; a refusal (a name in use) keeps the dialog open. */
  onSave: (name: string) => Promise<boolean>;
}) {
  const { t } = useTranslation("planner");
  const [name, setName] = useState(props.initial ?? "");
  const [error, setError] = useState<string | null>(null);
  const { saving, save } = useDialogSave(props.onClose);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === "") return setError(t("common:errors.REQUIRED"));
    void save(() => props.onSave(name));
  };
  return (
    <FormModal
      opened
      onClose={props.onClose}
      title={t(props.initial === undefined ? "envelope.group.add" : "envelope.group.rename")}
    >
      <form onSubmit={submit} noValidate data-testid="envelope-group-name">
        <Stack gap="sm">
          <TextInput
            label={t("envelope.group.name")}
            value={name}
            maxLength={GROUP_NAME_MAX_LENGTH}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setError(null);
            }}
            error={error}
            data-autofocus
          />
          <FormActions onCancel={props.onClose} loading={saving} />
        </Stack>
      </form>
    </FormModal>
  );
}
