import { Autocomplete, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormModal } from "../../components/FormModal";
import { useCategoryMutations, type OwnCategory } from "../../data/categories";
import { useSubmit } from "../../lib/useSubmit";
import { FormActions } from "../../components/FormActions";

interface Props {
  category: OwnCategory | null;
  groups: string[];
  onClose: () => void;
}

/** Rename a category or move it to another group; transactions keep it (they hold its id). */
export function EditCategoryModal({ category, groups, onClose }: Props) {
  const { t } = useTranslation("settings");
  return (
    <FormModal opened={category !== null} onClose={onClose} title={t("categories.editTitle")}>
      {category && <EditForm category={category} groups={groups} onClose={onClose} />}
    </FormModal>
  );
}

function EditForm({ category, groups, onClose }: Props & { category: OwnCategory }) {
  const { t } = useTranslation("settings");
  const { update } = useCategoryMutations();
  const { saving, error, run } = useSubmit();
  const [name, setName] = useState(category.name);
  const [group, setGroup] = useState(category.group ?? "");
  const save = async () => {
    if ((await run(() => update({ id: category._id, name, group: group || undefined }))).ok) {
      onClose();
    }
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      noValidate
    >
      <Stack gap="sm">
        <TextInput
          label={t("categories.name")}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          maxLength={40}
          error={error}
          data-autofocus
        />
        <Autocomplete
          label={t("categories.group")}
          placeholder={t("categories.groupPlaceholder")}
          data={groups}
          value={group}
          onChange={setGroup}
          maxLength={40}
        />
        <FormActions onCancel={onClose} loading={saving} />
      </Stack>
    </form>
  );
}
