import { useTranslation } from "react-i18next";
import { FormModal } from "../../components/FormModal";
import { useCategoryMutations, type OwnCategory } from "../../data/categories";
import { useSubmit } from "../../lib/useSubmit";
import { FormActions } from "../../components/FormActions";
import { CategoryForm, useCategoryFields } from "./CategoryForm";

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
  const { update } = useCategoryMutations();
  const { saving, error, run } = useSubmit();
  const fields = useCategoryFields(category);
  const save = async () => {
    const { name, group } = fields;
    if ((await run(() => update({ id: category._id, name, group: group || undefined }))).ok) {
      onClose();
    }
  };
  return (
    <CategoryForm fields={fields} groups={groups} error={error} onSubmit={() => void save()}>
      <FormActions onCancel={onClose} loading={saving} />
    </CategoryForm>
  );
}
