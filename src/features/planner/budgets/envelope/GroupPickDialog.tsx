import { Select, Stack } from "@mantine/core";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { FormActions } from "../../../../components/FormActions";
import { FormModal } from "../../../../components/FormModal";
import type { EnvelopeGroupView } from "../../../../data/envelope";
import { useDialogSave } from "../../hooks";
import { useGroupName } from "./EnvelopeTable";

/** Puts a category in one of the groups (or in "Other categories"). */
export function GroupPickDialog(props: {
  name: string;
  groups: EnvelopeGroupView[];
  current: string;
  onClose: () => void;
  /** `group` is a group's key; "ungrouped" for none. Resolves to true once saved. */
  onSave: (group: string) => Promise<boolean>;
}) {
  const { t } = useTranslation("planner");
  const groupName = useGroupName();
  const [group, setGroup] = useState<string | null>(props.current);
  const { saving, save } = useDialogSave(props.onClose);
  // "Other categories" is always offered, even when every category is in a group.
  const options = [
    ...props.groups.filter((g) => g.name !== null),
    { key: "ungrouped", name: null },
  ].map((g) => ({ value: g.key, label: groupName(g) }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (group !== null) void save(() => props.onSave(group));
  };
  return (
    <FormModal
      opened
      onClose={props.onClose}
      title={t("envelope.group.pickTitle", { name: props.name })}
    >
      <form onSubmit={submit} noValidate data-testid="envelope-group-pick">
        <Stack gap="sm">
          <Select
            label={t("envelope.group.label")}
            data={options}
            value={group}
            onChange={setGroup}
            allowDeselect={false}
            comboboxProps={{ withinPortal: false }}
          />
          <FormActions onCancel={props.onClose} loading={saving} disabled={group === null} />
        </Stack>
      </form>
    </FormModal>
  );
}
