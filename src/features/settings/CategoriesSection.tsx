import { Badge, Button, Group, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { RowActionsMenu } from "../../components/RowActionsMenu";
import { useCategoryMutations, useOwnCategories, type OwnCategory } from "../../data/categories";
import { useSubmit } from "../../lib/useSubmit";
import { CategoryForm, useCategoryFields } from "./CategoryForm";
import { DeleteCategoryModal } from "./DeleteCategoryModal";
import { EditCategoryModal } from "./EditCategoryModal";
import { SettingsSection } from "./SettingsCard";

/**
 * The user's own categories beside the 13 built-in ones: add, rename or regroup, delete
 * (asking where the transactions filed under it go).
 */
export function CategoriesSection() {
  const { t } = useTranslation("settings");
  const own = useOwnCategories();
  const [editing, setEditing] = useState<OwnCategory | null>(null);
  const [deleting, setDeleting] = useState<OwnCategory | null>(null);
  const groups = [...new Set((own ?? []).map((c) => c.group).filter(Boolean))] as string[];
  return (
    <SettingsSection section="categories">
      <Stack gap="md">
        {own && own.length > 0 && (
          <Stack gap={0} data-testid="own-categories">
            {own.map((category) => (
              <Group
                key={category._id}
                justify="space-between"
                wrap="nowrap"
                py={6}
                style={{ borderBottom: "1px solid var(--mantine-color-default-border)" }}
              >
                <Group gap="xs" miw={0} wrap="wrap">
                  <Text size="sm" fw={500}>
                    {category.name}
                  </Text>
                  {category.group && (
                    <Badge variant="light" color="gray" tt="none">
                      {category.group}
                    </Badge>
                  )}
                </Group>
                <RowActionsMenu
                  label={t("categories.actionsFor", { name: category.name })}
                  onEdit={() => setEditing(category)}
                  onDelete={() => setDeleting(category)}
                />
              </Group>
            ))}
          </Stack>
        )}
        <AddCategory groups={groups} />
      </Stack>
      <EditCategoryModal category={editing} groups={groups} onClose={() => setEditing(null)} />
      <DeleteCategoryModal category={deleting} onClose={() => setDeleting(null)} />
    </SettingsSection>
  );
}

function AddCategory({ groups }: { groups: string[] }) {
  const { t } = useTranslation("settings");
  const { create } = useCategoryMutations();
  const { saving, error, run } = useSubmit();
  const fields = useCategoryFields();
  const { name, setName, group } = fields;
  const add = async () => {
    if (!(await run(() => create({ name, group: group || undefined }))).ok) return;
    notifications.show({ color: "teal", message: t("categories.added", { name: name.trim() }) });
    setName("");
  };
  return (
    <CategoryForm fields={fields} groups={groups} error={error} onSubmit={() => void add()} inline>
      <Button
        type="submit"
        mt={{ base: 0, xs: 25 }}
        loading={saving}
        disabled={name.trim() === ""}
        leftSection={<IconPlus size={16} />}
      >
        {t("categories.add")}
      </Button>
    </CategoryForm>
  );
}
