import { TagsInput, type TagsInputProps } from "@mantine/core";
import { useTags } from "../../../data/transactions";

/** The most tags one transaction takes. */
export const MAX_TAGS = 10;

/** A tags field that suggests the tags already in use, and clears with one click. */
export function TagsField(props: TagsInputProps) {
  const knownTags = useTags();
  return <TagsInput data={knownTags} clearable {...props} />;
}
