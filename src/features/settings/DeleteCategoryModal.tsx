import { Select, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { CategoryKey } from "../../../convex/shared/domain";
import { FormModal } from "../../components/FormModal";
import { useCategoryMutations, type OwnCategory } from "../../data/categories";
import { useCategoryNames } from "../../data/categoryNames";
import { useSubmit } from "../../lib/useSubmit";
import { FormActions } from "../../components/FormActions";

interface Props {
  category: OwnCategory | null;
  onClose: () => void;
}

/** Deleting a category asks where its transactions (and split parts and rules) go. */
export function DeleteCategoryModal({ category, onClose }: Props) {
  const { t } = useTranslation("settings");
  return (
    <FormModal opened={category !== null} onClose={onClose} title={t("categories.deleteTitle")}>
      {category && <DeleteForm category={category} onClose={onClose} />}
    </FormModal>
  );
}

function DeleteForm({ category, onClose }: Props & { category: OwnCategory }) {
  const { t } = useTranslation("settings");
  const { optionsWithout } = useCategoryNames();
  const { remove } = useCategoryMutations();
  const [moveTo, setMoveTo] = useState<string | null>("other");
  const { saving, run } = useSubmit({ notify: true });
  const submit = async () => {
    if (!moveTo) return;
    const removed = await run(() => remove({ id: category._id, moveTo: moveTo as CategoryKey }));
    if (!removed.ok) return;
    // Its transactions move in the background; reconciled ones keep it (still named).
    notifications.show({
      color: "teal",
      message: t("categories.deleted", { name: category.name }),
    });
    onClose();
  };
  return (
    <Stack gap="sm">
      <Text size="sm">{t("categories.deleteBody", { name: category.name })}</Text>
      <Select
        label={t("categories.moveTo")}
        data={optionsWithout(category._id)}
        value={moveTo}
        onChange={setMoveTo}
        searchable
        allowDeselect={false}
        data-autofocus
      />
      <FormActions
        onCancel={onClose}
        label={t("categories.delete")}
        color="red"
        loading={saving}
        disabled={!moveTo}
        onConfirm={() => void submit()}
      />
    </Stack>
  );
}
