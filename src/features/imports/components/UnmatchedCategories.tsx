import { Button, Text } from "@mantine/core";
import { IconCategoryPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Notice } from "../../../components/Notice";
import { useCategoryMutations } from "../../../data/categories";
import { useFormatters } from "../../../lib/format";
import { useSubmit } from "../../../lib/useSubmit";

/** "Food:Restaurants" becomes Restaurants in the group Food, as other apps write it. */
function asCategory(text: string): { name: string; group?: string } {
  const parts = text.split(":").map((part) => part.trim());
  const name = parts.at(-1) || text.trim();
  const group = parts.length > 1 ? parts.slice(0, -1).join(": ") : undefined;
  return group ? { name, group } : { name };
}

/**
 * The file's categories that match none of the user's, named before anything is imported:
 * their rows would go to the payee's usual category or Other, so the user can create them
 * first (the preview then files the rows in them) or import as shown.
 */
export function UnmatchedCategories({ names }: { names: string[] }) {
  const { t } = useTranslation("imports");
  const { list } = useFormatters();
  const { create } = useCategoryMutations();
  const { saving, error, run } = useSubmit();
  if (names.length === 0) return null;
  const createAll = () =>
    run(async () => {
      for (const name of names) await create(asCategory(name));
    });
  return (
    <Notice
      color="yellow"
      icon={IconCategoryPlus}
      title={t("preview.unmatched.title", { count: names.length })}
      testId="import-unmatched-categories"
    >
      <Text size="sm">
        {t("preview.unmatched.body", { count: names.length, names: list(names) })}
      </Text>
      {error && (
        <Text size="sm" c="red" mt="xs" role="alert">
          {error}
        </Text>
      )}
      <Button size="xs" mt="sm" loading={saving} onClick={() => void createAll()}>
        {t("preview.unmatched.create", { count: names.length })}
      </Button>
    </Notice>
  );
}
