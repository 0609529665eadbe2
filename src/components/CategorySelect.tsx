import { Select, type SelectProps } from "@mantine/core";
import { useCategoryNames } from "../data/categoryNames";

/**
 * A searchable choice of every category the user can file under: the built-in ones translated,
 * the user's own under their groups.
 */
export function CategorySelect(props: Omit<SelectProps, "data" | "searchable">) {
  const { options } = useCategoryNames();
  return <Select data={options} searchable {...props} />;
}
