import { Autocomplete, Group, Stack, TextInput } from "@mantine/core";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

const NAME_MAX = 40;

/** The name and group being typed, starting from a category's own when editing one. */
export function useCategoryFields(initial?: { name: string; group?: string }) {
  const [name, setName] = useState(initial?.name ?? "");
  const [group, setGroup] = useState(initial?.group ?? "");
  return { name, setName, group, setGroup };
}

interface CategoryFormProps {
  fields: ReturnType<typeof useCategoryFields>;
  /** The groups already in use, offered as suggestions. */
  groups: string[];
  error: string | null;
  onSubmit: () => void;
  /** In a row (the add form under the list) rather than stacked (the edit dialog). */
  inline?: boolean;
  /** The form's button(s). */
  children: ReactNode;
}

/** A category's name and group, as the add row and the edit dialog both ask for them. */
export function CategoryForm({
  fields: { name, setName, group, setGroup },
  groups,
  error,
  onSubmit,
  inline = false,
  children,
}: CategoryFormProps) {
  const { t } = useTranslation("settings");
  const inputs = (
    <>
      <TextInput
        label={t("categories.name")}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        maxLength={NAME_MAX}
        error={error}
        data-autofocus={inline ? undefined : true}
        style={inline ? { flex: "1 1 12rem" } : undefined}
      />
      <Autocomplete
        label={t("categories.group")}
        placeholder={t("categories.groupPlaceholder")}
        data={groups}
        value={group}
        onChange={setGroup}
        maxLength={NAME_MAX}
        style={inline ? { flex: "1 1 10rem" } : undefined}
      />
      {children}
    </>
  );
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
      noValidate
    >
      {inline ? (
        <Group align="flex-start" gap="sm" wrap="wrap">
          {inputs}
        </Group>
      ) : (
        <Stack gap="sm">{inputs}</Stack>
      )}
    </form>
  );
}
